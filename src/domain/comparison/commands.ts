/**
 * The journal commands of plan comparison (issue 27): a file imported as the new indice of existing sheets, the
 * carry-over (alignment, changes and the previous indice's measurements on the new one, in one undo step), a changed
 * region's review, and carried measurements accepted as they are. Builders are pure, as in ../takeoff/commands.ts.
 *
 * Editing a carried measurement still « à vérifier » marks it 'edited': that rule lives where the edits are built
 * (../takeoff/commands.ts, `checkedByEdit`), so that every edit path applies it.
 */
import { command, created, row, updated, type Change, type Command, type CommandContext } from '../takeoff/commands';
import { CommandError } from '../takeoff/errors';
import type { CountMeasurement, Measurement, SheetRow, TakeoffState } from '../takeoff/types';
import { carriedGeometry, carriedScales, isUsableMatrix, touchingRegions } from './carry';

import {
  CHANGE_KINDS,
  CHANGE_STATUSES,
  type CarriedFrom,
  type ChangeRegion,
  type ChangeRegionDraft,
  type ChangeStatus,
  type SheetAlignment,
} from './types';

// The import of a new indice is its own module (./importIndice.ts): the project page's import loads it without the
// carry-over's geometry.
export { importIndice } from './importIndice';

// ---------------------------------------------------------------------------------------------------------------
// Carrying over
// ---------------------------------------------------------------------------------------------------------------

function checkAlignment(alignment: SheetAlignment): void {
  if (!isUsableMatrix(alignment.matrix)) throw new CommandError('invalidPatch', 'The alignment cannot carry geometry');
  const { confidence, residual } = alignment;
  if (!Number.isFinite(confidence) || confidence < 0 || confidence > 1) {
    throw new CommandError('invalidPatch', 'An alignment confidence is in 0…1');
  }
  if (!Number.isFinite(residual) || residual < 0) throw new CommandError('invalidPatch', 'A residual is ≥ 0');
}

function checkRegion(region: ChangeRegionDraft): void {
  const { x, y, width, height } = region.box;
  if (![x, y, width, height].every(Number.isFinite) || width < 0 || height < 0) {
    throw new CommandError('invalidPatch', 'A changed region needs a finite box');
  }
  if (!CHANGE_KINDS.includes(region.kind)) throw new CommandError('invalidPatch', `No change kind ${region.kind}`);
}

/** Whether the previous indice's measurements were already carried onto this sheet. */
export function isCarried(state: TakeoffState, sheet: SheetRow): boolean {
  if (sheet.alignment !== undefined) return true;
  for (const m of state.measurements.values()) {
    if (m.sheetId === sheet.id && m.carried && m.carried.sheetId === sheet.previousSheetId) return true;
  }
  return false;
}

/**
 * The row a measurement becomes on the new indice. A count carried is counted by hand from there (its detection's
 * places and templates are the previous sheet's: the same rule as a copy), its provenance being `carried`.
 */
function carriedRow(
  source: Measurement,
  target: SheetRow,
  carried: CarriedFrom,
  alignment: SheetAlignment,
  ctx: CommandContext,
): Measurement {
  const { carried: _earlier, ...moved } = carriedGeometry(source, alignment.matrix);
  let rowOut = moved as Measurement;
  if (rowOut.kind === 'count') {
    const { origins, detection: _detection, ...rest } = rowOut;
    rowOut = (
      origins === undefined ? rest : { ...rest, origins: rest.points.map(() => ({ kind: 'manual' }) as const) }
    ) as CountMeasurement;
  }
  return {
    ...rowOut,
    id: ctx.newId(),
    projectId: target.projectId,
    sheetId: target.id,
    carried,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/**
 * The carry-over of a new indice, one command (one undo step): the sheet's alignment and changed regions stored (each
 * « à vérifier »), its scale taken from the previous indice when it has none, and every measurement of the previous
 * indice created on it through the alignment — flagged 'toCheck' with the regions that touch it, or 'accepted' when
 * none does. The previous indice's rows are left as they are. Refused when the sheet has no previous indice or was
 * carried over already.
 */
export function carryOver(
  state: TakeoffState,
  sheetId: string,
  alignment: SheetAlignment,
  regions: readonly ChangeRegionDraft[],
  ctx: CommandContext,
): Command {
  const sheet = row(state, 'sheets', sheetId);
  if (sheet.previousSheetId === undefined) {
    throw new CommandError('invalidPatch', `Sheet ${sheetId} is not a new indice`);
  }
  const previous = row(state, 'sheets', sheet.previousSheetId);
  if (isCarried(state, sheet)) throw new CommandError('invalidPatch', `Sheet ${sheetId} was carried over already`);
  checkAlignment(alignment);
  regions.forEach(checkRegion);
  const changes: ChangeRegion[] = regions.map((r) => ({ ...r, id: ctx.newId(), status: 'toCheck' }));
  const scale = carriedScales(previous.scale, sheet.scale, alignment.matrix, ctx.newId);
  const sheetAfter: SheetRow = {
    ...sheet,
    alignment,
    changes,
    ...(scale ? { scale } : {}),
    updatedAt: ctx.now,
  };
  const sources = [...state.measurements.values()].filter((m) => m.sheetId === previous.id);
  const moved = sources.map((m) => carriedGeometry(m, alignment.matrix));
  const touching = touchingRegions(moved, changes);
  const rows = sources.map((source, i) => {
    const regionIds = touching[i] ?? [];
    const carried: CarriedFrom = {
      measurementId: source.id,
      sheetId: previous.id,
      review: regionIds.length > 0 ? 'toCheck' : 'accepted',
      regionIds,
    };
    return carriedRow(source, sheet, carried, alignment, ctx);
  });
  return command('carryOver', [
    updated('sheets', sheet, sheetAfter),
    ...rows.map((m): Change => created('measurements', m)),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Reviewing
// ---------------------------------------------------------------------------------------------------------------

/** Changed regions of a sheet given a status (« vu », « ignoré », back to « à vérifier »). */
export function reviewChanges(
  state: TakeoffState,
  sheetId: string,
  regionIds: readonly string[],
  status: ChangeStatus,
  ctx: CommandContext,
): Command {
  if (!CHANGE_STATUSES.includes(status)) throw new CommandError('invalidPatch', `No change status ${status}`);
  if (regionIds.length === 0) throw new CommandError('emptySelection', 'No changed region selected');
  const sheet = row(state, 'sheets', sheetId);
  const list = sheet.changes ?? [];
  const ids = new Set(regionIds);
  for (const id of ids) {
    if (!list.some((r) => r.id === id)) throw new CommandError('missingRow', `No changed region ${id} on ${sheetId}`);
  }
  if (list.every((r) => !ids.has(r.id) || r.status === status)) {
    throw new CommandError('nothingToDo', 'Every region already has that status');
  }
  const changes = list.map((r) => (ids.has(r.id) ? { ...r, status } : r));
  return command('reviewChanges', [updated('sheets', sheet, { ...sheet, changes, updatedAt: ctx.now })]);
}

/**
 * Carried measurements accepted as they are on the new indice (review 'accepted', checked now). Those accepted
 * already are left out; refused when none is left, or when one was not carried.
 */
export function acceptCarried(state: TakeoffState, ids: readonly string[], ctx: CommandContext): Command {
  if (ids.length === 0) throw new CommandError('emptySelection', 'No measurement selected');
  const changes: Change[] = [];
  for (const id of new Set(ids)) {
    const before = row(state, 'measurements', id);
    if (!before.carried) throw new CommandError('invalidPatch', `Measurement ${id} was not carried over`);
    if (before.carried.review === 'accepted') continue;
    const carried: CarriedFrom = { ...before.carried, review: 'accepted', checkedAt: ctx.now };
    changes.push(updated('measurements', before, { ...before, carried, updatedAt: ctx.now }));
  }
  if (changes.length === 0) throw new CommandError('nothingToDo', 'Every measurement is accepted already');
  return command('acceptCarried', changes);
}

/** The carried measurements of a sheet still « à vérifier », for the review list. */
export function carriedToCheck(state: TakeoffState, sheetId: string): Measurement[] {
  return [...state.measurements.values()].filter((m) => m.sheetId === sheetId && m.carried?.review === 'toCheck');
}
