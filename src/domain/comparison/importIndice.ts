/**
 * A file imported as the new indice of existing sheets (issue 27), the journal command: apart from ./commands.ts so
 * that the plan import (db/workspace/files.ts, on the project page's first load) does not carry the carry-over's
 * geometry.
 */
import { importFile, row, type Command, type CommandContext, type SheetDraft } from '../takeoff/commands';
import { CommandError } from '../takeoff/errors';
import type { PlanFileRow, TakeoffState } from '../takeoff/types';
import { normaliseIndice, supersededSheetIds } from './indices';

/**
 * A file whose pages are new indices of existing sheets (each draft naming its `previousSheetId` and `indice`; a page
 * paired with no sheet is a new sheet of its own). Like importFile, one step; type 'importIndice'. Refused when no
 * page names a previous indice (that is a plain import), when two pages name the same sheet, and — given the state —
 * when a named sheet is missing, in another project, or already has a newer indice.
 */
export function importIndice(
  file: Omit<PlanFileRow, 'createdAt'>,
  sheets: readonly SheetDraft[],
  ctx: CommandContext,
  state?: TakeoffState,
): Command {
  const named = sheets.flatMap((s) => (s.previousSheetId === undefined ? [] : [s.previousSheetId]));
  if (named.length === 0) throw new CommandError('invalidPatch', 'No page is a new indice of a sheet');
  if (new Set(named).size !== named.length) {
    throw new CommandError('invalidPatch', 'Two pages are paired with the same sheet');
  }
  for (const draft of sheets) {
    if (draft.indice !== undefined && normaliseIndice(draft.indice) !== draft.indice) {
      throw new CommandError('invalidPatch', `Indice « ${draft.indice} » is not normalised`);
    }
  }
  if (state) {
    const superseded = supersededSheetIds(state.sheets.values());
    for (const id of named) {
      const previous = row(state, 'sheets', id);
      if (previous.projectId !== file.projectId) {
        throw new CommandError('invalidPatch', `Sheet ${id} is in another project`);
      }
      if (superseded.has(id)) throw new CommandError('invalidPatch', `Sheet ${id} already has a newer indice`);
    }
  }
  return { ...importFile(file, sheets, ctx), type: 'importIndice' };
}
