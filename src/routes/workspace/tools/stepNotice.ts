/**
 * What the sheet page says after Ctrl+Z or Ctrl+Y: the journal is the project's (one history for all its sheets, as
 * a document's), so a step may change another sheet than the one in view — without a word, the key would seem to do
 * nothing. The notice names the change, and the other sheet with a way to it.
 */
import { changedSheetIds, type Change } from '../../../domain/takeoff/commands';
import type { JournalEntry } from '../../../domain/takeoff/journal';
import type { TakeoffState } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { toolsFr } from '../../../i18n/tools.fr';
import { workspaceFr } from '../../../i18n/workspace.fr';

export interface StepNotice {
  readonly message: string;
  /** The other sheet the step changed, when it still exists after the step: « Voir le plan » leads there. */
  readonly sheetId?: string;
}

/**
 * @param entry the step made (null: nothing to undo or redo)
 * @param rows the project's rows after the step
 * @param sheetId the sheet in view
 */
export function stepNotice(
  kind: 'undo' | 'redo',
  entry: JournalEntry | null,
  rows: TakeoffState | null,
  sheetId: string,
): StepNotice {
  const t = toolsFr.history;
  if (!entry) return { message: kind === 'undo' ? t.nothingToUndo : t.nothingToRedo };
  const what = workspaceFr.history[entry.type];
  const sheets = changedSheetIds(entry);
  const other = sheets.find((id) => id !== sheetId);
  if (sheets.length === 0 || sheets.includes(sheetId) || other === undefined) {
    return { message: interpolate(kind === 'undo' ? t.undone : t.redone, { what }) };
  }
  // The sheet as the step left it (a rename, a deleted import), else as the rows say.
  const own = entry.changes.find(
    (change): change is Extract<Change, { table: 'sheets' }> => change.table === 'sheets' && change.id === other,
  );
  const left = own ? (kind === 'undo' ? own.before : own.after) : (rows?.sheets.get(other) ?? null);
  const name = left?.name ?? own?.before?.name ?? own?.after?.name ?? '';
  const message = interpolate(kind === 'undo' ? t.undoneOnSheet : t.redoneOnSheet, { sheet: name, what });
  return left ? { message, sheetId: other } : { message };
}
