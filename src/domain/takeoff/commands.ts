/**
 * Every change to a project is data: a command lists row changes, each with the row before and after (null for a row
 * that does not exist on that side). Undo applies the inverse; the journal keeps both sides, which is also the audit
 * trail (who changed what, from what, to what). Builders are pure: they read the current rows and return a command,
 * with the time and new ids handed in, so the same input always gives the same command.
 *
 * View state — zoom, pan, shown layers, the selection — is never a command: undo takes back work, not looking.
 */
import type { MeasurementLink } from '../library/types';
import { CommandError, ConflictError } from './errors';
import { at } from './arrays';
import { normaliseLocalisation, sameLocalisation } from './localisation';
import { resolveScale, scalesMatch } from './scale';
import {
  MIN_VERTICES,
  type CountMeasurement,
  type CountSymbol,
  type IsoDateTime,
  type Localisation,
  type Measurement,
  type MeasurementOfKind,
  type Opening,
  type PaletteKey,
  type MeasurementOrigin,
  type PlanFileRow,
  type Point,
  type ProjectRow,
  type Ring,
  type Row,
  type Scale,
  type ScaleRegion,
  type SheetRow,
  type SheetScales,
  type TableName,
  type TableRows,
  type TakeoffState,
} from './types';

export type Change = {
  [T in TableName]: {
    readonly table: T;
    readonly id: string;
    readonly before: TableRows[T] | null;
    readonly after: TableRows[T] | null;
  };
}[TableName];

export const COMMAND_TYPES = [
  'createProject',
  'updateProject',
  'deleteProject',
  'importFile',
  'renameSheet',
  'deleteSheet',
  'setSheetScale',
  'addScaleRegion',
  'setRegionScale',
  'updateScaleRegion',
  'removeScaleRegion',
  'createMeasurement',
  'updateMeasurement',
  'moveMeasurements',
  'moveVertex',
  'insertVertex',
  'removeVertex',
  'duplicateMeasurements',
  'deleteMeasurements',
  'pasteMeasurements',
  'takePlanElements',
  'localiseMeasurements',
  'moveLabel',
  'resetLabel',
  'createVariable',
  'updateVariable',
  'deleteVariable',
  'createLibrary',
  'updateLibrary',
  'deleteLibrary',
  'installLibrary',
  'createLot',
  'updateLot',
  'deleteLot',
  'createChapter',
  'updateChapter',
  'deleteChapter',
  'createArticle',
  'updateArticles',
  'deleteArticles',
  'moveArticle',
  'renumber',
  'importArticles',
  'restoreVersion',
  // Assisted counting (issue 25): src/domain/counting/commands.ts.
  'detectCount',
  'acceptProposals',
  'correctProposal',
  'rejectProposals',
  'restoreProposals',
  // Linking in bulk (issue 26, item 4): src/domain/library/commands.ts.
  'linkMeasurements',
  'unlinkMeasurements',
  // Plan comparison (issue 27): src/domain/comparison/commands.ts.
  /** A file imported as the new indice of existing sheets (file row, its sheets naming their previous indice). */
  'importIndice',
  /** A sheet's alignment and changes stored, and the previous indice's measurements carried over: one step. */
  'carryOver',
  /** A changed region's status (« vu », « ignoré », « à vérifier »). */
  'reviewChanges',
  /** Carried measurements accepted as they are on the new indice. */
  'acceptCarried',
  // CAD plans (issue 28): src/domain/cad/commands.ts.
  /** A CAD block's references counted: one count, a point per reference. */
  'countCadBlock',
  /** A CAD layer's lines or areas measured: one measurement per piece, one step. */
  'measureCadLayer',
] as const;
export type CommandType = (typeof COMMAND_TYPES)[number];

export interface Command {
  readonly type: CommandType;
  readonly changes: readonly Change[];
}

/** What a builder may not invent itself: the clock and fresh ids (crypto.randomUUID() in the app). */
export interface CommandContext {
  readonly now: IsoDateTime;
  readonly newId: () => string;
}

// ---------------------------------------------------------------------------------------------------------------
// Rows, equality, application
// ---------------------------------------------------------------------------------------------------------------

export function emptyState(): TakeoffState {
  return stateFromRows({});
}

/** A state holding the given rows, keyed by id. */
export function stateFromRows(rows: { readonly [T in TableName]?: readonly TableRows[T][] }): TakeoffState {
  const byId = <R extends { id: string }>(list: readonly R[] = []) => new Map(list.map((r) => [r.id, r]));
  return {
    projects: byId(rows.projects),
    files: byId(rows.files),
    sheets: byId(rows.sheets),
    measurements: byId(rows.measurements),
    variables: byId(rows.variables),
    libraries: byId(rows.libraries),
    libraryLots: byId(rows.libraryLots),
    libraryChapters: byId(rows.libraryChapters),
    libraryItems: byId(rows.libraryItems),
  };
}

/**
 * Structural equality of stored rows. A key holding `undefined` equals a missing key: IndexedDB and the JSON backup
 * do not agree on keeping them, and neither carries meaning. Numbers compare with Object.is so that -0 ≠ 0 and
 * NaN = NaN: a row is what was stored, bit for bit.
 */
export function rowsEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => rowsEqual(item, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) if (!rowsEqual(ra[key], rb[key])) return false;
  return true;
}

export function row<T extends TableName>(state: TakeoffState, table: T, id: string): TableRows[T] {
  const found = (state[table] as ReadonlyMap<string, TableRows[T]>).get(id);
  if (!found) throw new CommandError('missingRow', `No row ${table}/${id}`);
  return found;
}

/**
 * Applies changes in order and returns the new state; the input state is not modified. Refuses the whole batch with
 * a ConflictError when a change's `before` is not the current row, so an undo never silently overwrites a later edit.
 */
export function applyChanges(state: TakeoffState, changes: readonly Change[]): TakeoffState {
  const copies = new Map<TableName, Map<string, Row>>();
  const tableFor = (table: TableName): Map<string, Row> => {
    let copy = copies.get(table);
    if (!copy) {
      copy = new Map<string, Row>(state[table]);
      copies.set(table, copy);
    }
    return copy;
  };
  for (const change of changes) {
    const current = (copies.get(change.table) ?? state[change.table]).get(change.id) ?? null;
    if (!rowsEqual(current, change.before)) throw new ConflictError(change.table, change.id, change.before, current);
    const table = tableFor(change.table);
    if (change.after === null) table.delete(change.id);
    else table.set(change.id, change.after);
  }
  return { ...state, ...Object.fromEntries(copies) } as TakeoffState;
}

/**
 * Whether the rows already hold what `command` leaves: every row it changes is as its last change left it (a step
 * written once already, asked again).
 */
export function leavesRowsAs(state: TakeoffState, command: Pick<Command, 'changes'>): boolean {
  const last = new Map<string, Change>();
  for (const change of command.changes) last.set(`${change.table}\u0000${change.id}`, change);
  for (const change of last.values()) {
    const current = (state[change.table] as ReadonlyMap<string, Row>).get(change.id) ?? null;
    if (!rowsEqual(current, change.after)) return false;
  }
  return true;
}

/** The command that takes `command` back: every change reversed, last first. */
/**
 * The sheets a command changed: a sheet's own row (name, scale, regions), or the sheet of a measurement it created,
 * changed, moved or deleted (both sheets if one moved between them). Changes to a project, its files or its variables
 * name no sheet.
 */
export function changedSheetIds(command: Pick<Command, 'changes'>): string[] {
  const ids = new Set<string>();
  for (const change of command.changes) {
    if (change.table === 'sheets') ids.add(change.id);
    else if (change.table === 'measurements') {
      if (change.before) ids.add(change.before.sheetId);
      if (change.after) ids.add(change.after.sheetId);
    }
  }
  return [...ids];
}

export function invert(command: Command): Command {
  return {
    type: command.type,
    changes: [...command.changes].reverse().map((c) => ({ ...c, before: c.after, after: c.before }) as Change),
  };
}

/** Equal but for the time of the change: moving by (0, 0) or renaming to the same name changes nothing. */
function sameContent(before: Row | null, after: Row | null): boolean {
  if (before === null || after === null) return before === after;
  return rowsEqual({ ...before, updatedAt: undefined }, { ...after, updatedAt: undefined });
}

export function command(type: CommandType, changes: readonly Change[]): Command {
  // A change that changes nothing would only add noise to the history and conflicts to the undo.
  return { type, changes: changes.filter((c) => !sameContent(c.before, c.after)) };
}

export const created = <T extends TableName>(table: T, after: TableRows[T]): Change =>
  ({ table, id: after.id, before: null, after }) as Change;
export const deleted = <T extends TableName>(table: T, before: TableRows[T]): Change =>
  ({ table, id: before.id, before, after: null }) as Change;
export const updated = <T extends TableName>(table: T, before: TableRows[T], after: TableRows[T]): Change =>
  ({ table, id: before.id, before, after }) as Change;

// ---------------------------------------------------------------------------------------------------------------
// Projects, files, sheets
// ---------------------------------------------------------------------------------------------------------------

export type ProjectValues = Omit<ProjectRow, 'id' | 'createdAt' | 'updatedAt'>;

export function createProject(values: ProjectValues, ctx: CommandContext): Command {
  return command('createProject', [
    created('projects', { ...values, id: ctx.newId(), createdAt: ctx.now, updatedAt: ctx.now }),
  ]);
}

export function updateProject(
  state: TakeoffState,
  id: string,
  patch: Partial<ProjectValues>,
  ctx: CommandContext,
): Command {
  const before = row(state, 'projects', id);
  return command('updateProject', [updated('projects', before, { ...before, ...patch, updatedAt: ctx.now })]);
}

const sheetsOf = (state: TakeoffState, projectId: string) =>
  [...state.sheets.values()].filter((s) => s.projectId === projectId);
const measurementsOfSheet = (state: TakeoffState, sheetId: string) =>
  [...state.measurements.values()].filter((m) => m.sheetId === sheetId);

/** Deletes a project with everything in it: measurements first, then sheets, files and the project itself. */
export function deleteProject(state: TakeoffState, id: string): Command {
  const project = row(state, 'projects', id);
  const measurements = [...state.measurements.values()].filter((m) => m.projectId === id);
  const files = [...state.files.values()].filter((f) => f.projectId === id);
  const variables = [...state.variables.values()].filter((v) => v.projectId === id);
  return command('deleteProject', [
    ...variables.map((v) => deleted('variables', v)),
    ...measurements.map((m) => deleted('measurements', m)),
    ...sheetsOf(state, id).map((s) => deleted('sheets', s)),
    ...files.map((f) => deleted('files', f)),
    deleted('projects', project),
  ]);
}

export type SheetDraft = Omit<SheetRow, 'id' | 'projectId' | 'fileId' | 'scale' | 'createdAt' | 'updatedAt'> & {
  readonly scale?: SheetScales;
};

/**
 * Adds an imported file (its metadata row; the bytes go to the blob table under the same id, outside any command)
 * and one sheet per page, uncalibrated unless the draft says otherwise.
 */
export function importFile(
  file: Omit<PlanFileRow, 'createdAt'>,
  sheets: readonly SheetDraft[],
  ctx: CommandContext,
): Command {
  const sheetRows = sheets.map((draft): SheetRow => ({
    scale: { default: null, regions: [] },
    ...draft,
    id: ctx.newId(),
    projectId: file.projectId,
    fileId: file.id,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  }));
  return command('importFile', [
    created('files', { ...file, createdAt: ctx.now }),
    ...sheetRows.map((s) => created('sheets', s)),
  ]);
}

function updateSheet(
  type: CommandType,
  state: TakeoffState,
  id: string,
  change: (sheet: SheetRow) => Partial<SheetRow>,
  ctx: CommandContext,
): Command {
  const before = row(state, 'sheets', id);
  return command(type, [updated('sheets', before, { ...before, ...change(before), updatedAt: ctx.now })]);
}

export function renameSheet(state: TakeoffState, id: string, name: string, ctx: CommandContext): Command {
  return updateSheet('renameSheet', state, id, () => ({ name }), ctx);
}

/**
 * Deletes a sheet and its measurements. The file row stays: other pages of the same file may still be sheets, and
 * plan comparison refers to files by revision.
 */
export function deleteSheet(state: TakeoffState, id: string): Command {
  const sheet = row(state, 'sheets', id);
  return command('deleteSheet', [
    ...measurementsOfSheet(state, id).map((m) => deleted('measurements', m)),
    deleted('sheets', sheet),
  ]);
}

/** Sets (or with null, clears) a sheet's default scale. Quantities follow: they are computed, never stored. */
export function setSheetScale(state: TakeoffState, id: string, scale: Scale | null, ctx: CommandContext): Command {
  return updateSheet('setSheetScale', state, id, (s) => ({ scale: { ...s.scale, default: scale } }), ctx);
}

export function addScaleRegion(
  state: TakeoffState,
  sheetId: string,
  region: Omit<ScaleRegion, 'id'>,
  ctx: CommandContext,
): Command {
  const added: ScaleRegion = { ...region, id: ctx.newId() };
  return updateSheet(
    'addScaleRegion',
    state,
    sheetId,
    (s) => ({ scale: { ...s.scale, regions: [...s.scale.regions, added] } }),
    ctx,
  );
}

function regionIndex(sheet: SheetRow, regionId: string): number {
  const index = sheet.scale.regions.findIndex((r) => r.id === regionId);
  if (index < 0) throw new CommandError('missingRow', `No scale region ${regionId} on sheet ${sheet.id}`);
  return index;
}

function editRegion(
  type: CommandType,
  state: TakeoffState,
  sheetId: string,
  regionId: string,
  patch: Partial<Omit<ScaleRegion, 'id'>>,
  ctx: CommandContext,
): Command {
  return updateSheet(
    type,
    state,
    sheetId,
    (s) => {
      const index = regionIndex(s, regionId);
      const regions = s.scale.regions.map((r, i) => (i === index ? { ...r, ...patch } : r));
      return { scale: { ...s.scale, regions } };
    },
    ctx,
  );
}

/** Changes a region's label or shape. */
export function updateScaleRegion(
  state: TakeoffState,
  sheetId: string,
  regionId: string,
  patch: Partial<Omit<ScaleRegion, 'id' | 'scale'>>,
  ctx: CommandContext,
): Command {
  return editRegion('updateScaleRegion', state, sheetId, regionId, patch, ctx);
}

export function setRegionScale(
  state: TakeoffState,
  sheetId: string,
  regionId: string,
  scale: Scale,
  ctx: CommandContext,
): Command {
  return editRegion('setRegionScale', state, sheetId, regionId, { scale }, ctx);
}

export function removeScaleRegion(
  state: TakeoffState,
  sheetId: string,
  regionId: string,
  ctx: CommandContext,
): Command {
  return updateSheet(
    'removeScaleRegion',
    state,
    sheetId,
    (s) => {
      regionIndex(s, regionId);
      return { scale: { ...s.scale, regions: s.scale.regions.filter((r) => r.id !== regionId) } };
    },
    ctx,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------------------------------------------

type Generated = 'id' | 'createdAt' | 'updatedAt';
export type MeasurementDraft = {
  [K in Measurement['kind']]: Omit<MeasurementOfKind<K>, Generated>;
}[Measurement['kind']];

const isFinitePoint = (p: Point) => Number.isFinite(p.x) && Number.isFinite(p.y);

/**
 * A variable's name as the library allows it (../library/variables.ts: VARIABLE_NAME, 24 characters at most),
 * repeated here so that the take-off model does not depend on the library's.
 */
export const isVariableName = (name: unknown): name is string =>
  typeof name === 'string' && name.length <= 24 && /^[\p{L}_][\p{L}\p{Nd}_]*$/u.test(name);

/** A row that would poison every sum downstream (NaN coordinates, a wall with no height) never enters the state. */
function checkMeasurement(m: Measurement | MeasurementDraft): void {
  const rings: readonly (readonly Point[])[] = 'holes' in m ? [m.points, ...m.holes] : [m.points];
  if (!rings.every((r) => r.every(isFinitePoint))) {
    throw new CommandError('invalidPatch', 'Coordinates must be finite numbers');
  }
  // An assisted count may count nothing yet (every proposal under review, or rejected): its detection is the row.
  const min = m.kind === 'count' && m.detection ? 0 : MIN_VERTICES[m.kind];
  if (m.points.length < min) {
    throw new CommandError('tooFewVertices', `A ${m.kind} needs at least ${min} vertices`);
  }
  if ('holes' in m && m.holes.some((h) => h.length < 3)) {
    throw new CommandError('tooFewVertices', 'A hole needs at least 3 vertices');
  }
  const positive = (v: number) => Number.isFinite(v) && v > 0;
  if (m.kind === 'wallArea') {
    if (!positive(m.height)) throw new CommandError('invalidPatch', 'A wall height must be a positive number');
    if (m.heightVariable !== undefined && !isVariableName(m.heightVariable)) {
      throw new CommandError('invalidPatch', 'A wall height variable must be a variable name');
    }
    const badOpening = (o: Opening) =>
      !positive(o.width) || !positive(o.height) || !Number.isInteger(o.count) || o.count < 0;
    if (m.openings.some(badOpening)) throw new CommandError('invalidPatch', 'Invalid opening');
  }
  if (m.kind === 'volume' && !positive(m.thickness)) {
    throw new CommandError('invalidPatch', 'A thickness must be a positive number');
  }
}

export function createMeasurement(draft: MeasurementDraft, ctx: CommandContext): Command {
  checkMeasurement(draft);
  const m = { ...draft, id: ctx.newId(), createdAt: ctx.now, updatedAt: ctx.now } as Measurement;
  return command('createMeasurement', [created('measurements', m)]);
}

/**
 * Several measurements taken from the plan's own drawing at once (issue 26: rooms Shift+clicked together, a room's
 * skirting cut at its doors): one step, undone by one Ctrl+Z.
 */
export function takePlanElements(drafts: readonly MeasurementDraft[], ctx: CommandContext): Command {
  return command('takePlanElements', createdMeasurements(drafts, ctx));
}

/** The changes that create these measurements, each checked as createMeasurement checks one (at least one). */
export function createdMeasurements(drafts: readonly MeasurementDraft[], ctx: CommandContext): Change[] {
  if (drafts.length === 0) throw new CommandError('invalidPatch', 'Nothing to take');
  drafts.forEach(checkMeasurement);
  return drafts.map((draft) =>
    created('measurements', { ...draft, id: ctx.newId(), createdAt: ctx.now, updatedAt: ctx.now } as Measurement),
  );
}

/** The editable properties of a measurement; each applies only to the kinds that have the field. */
export interface MeasurementPatch {
  readonly label?: string;
  readonly color?: PaletteKey;
  readonly origin?: MeasurementOrigin;
  readonly articleId?: string;
  /** The articles the measurement feeds, with their formulas; [] unlinks it from every article. */
  readonly links?: readonly MeasurementLink[];
  /** length, wallArea. */
  readonly closed?: boolean;
  /** wallArea, metres. */
  readonly height?: number;
  /** wallArea: the variable the height follows (HSP); null unbinds it (the height stays as it was). */
  readonly heightVariable?: string | null;
  /** wallArea. */
  readonly openings?: readonly Opening[];
  /** volume, metres. */
  readonly thickness?: number;
  /** area, volume. */
  readonly holes?: readonly Ring[];
  /**
   * count: its symbol on the plan (absent on the row: the article's, else the default); null gives the choice back to
   * the article (« Celui de l’article »): the field goes.
   */
  readonly symbol?: CountSymbol | null;
}

const FIELDS_OF_KIND: Readonly<Record<Measurement['kind'], readonly (keyof MeasurementPatch)[]>> = {
  count: ['symbol'],
  length: ['closed'],
  area: ['holes'],
  wallArea: ['closed', 'height', 'heightVariable', 'openings'],
  volume: ['holes', 'thickness'],
};
const COMMON_FIELDS: readonly (keyof MeasurementPatch)[] = ['label', 'color', 'origin', 'articleId', 'links'];

function patchMeasurement(m: Measurement, patch: MeasurementPatch, now: IsoDateTime): Measurement {
  for (const key of Object.keys(patch) as (keyof MeasurementPatch)[]) {
    if (patch[key] === undefined) continue;
    if (!COMMON_FIELDS.includes(key) && !FIELDS_OF_KIND[m.kind].includes(key)) {
      throw new CommandError('invalidPatch', `A ${m.kind} has no ${key}`);
    }
  }
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const merged: Record<string, unknown> = { ...m, ...defined, updatedAt: now };
  // Unbound: the field goes, so the row reads as one written before binding existed.
  if (merged.heightVariable === null) delete merged.heightVariable;
  // The count's own symbol dropped: its article's (or the default) shows again.
  if (merged.symbol === null) delete merged.symbol;
  const next = merged as unknown as Measurement;
  checkMeasurement(next);
  return checkedByEdit(m, next, now);
}

/**
 * Issue 27: a measurement carried from a previous indice and still « à vérifier » is checked by the person's edit of
 * it (its properties, a vertex, a move): its review becomes 'edited'. An edit that changes nothing checks nothing.
 */
function checkedByEdit(before: Measurement, after: Measurement, now: IsoDateTime): Measurement {
  if (before.carried?.review !== 'toCheck' || sameContent(before, after)) return after;
  return { ...after, carried: { ...before.carried, review: 'edited', checkedAt: now } };
}

/** Updates the properties of one or several measurements (a colour applied to a selection). */
export function updateMeasurement(
  state: TakeoffState,
  ids: string | readonly string[],
  patch: MeasurementPatch,
  ctx: CommandContext,
): Command {
  const list = typeof ids === 'string' ? [ids] : ids;
  return command(
    'updateMeasurement',
    list.map((id) => {
      const before = row(state, 'measurements', id);
      return updated('measurements', before, patchMeasurement(before, patch, ctx.now));
    }),
  );
}

// --- Localisation (issue 24, item 3) ---------------------------------------------------------------------------
/**
 * Sets where measurements are, each its own localisation (a bulk edit on a selection gives them all the same one,
 * « Localiser d’après les surfaces » one each): one command, one undo step. `undefined` removes the localisation
 * (the field is left absent, never empty). Measurements whose localisation does not change are left out; a command
 * with no change is refused (`emptySelection`), so that the history never shows an empty step.
 */
export function localiseMeasurements(
  state: TakeoffState,
  entries: readonly { readonly id: string; readonly localisation: Localisation | undefined }[],
  ctx: CommandContext,
): Command {
  const changes: Change[] = [];
  for (const { id, localisation } of entries) {
    const before = row(state, 'measurements', id);
    const next = normaliseLocalisation(localisation);
    if (sameLocalisation(before.localisation, next)) continue;
    const { localisation: _previous, ...rest } = before;
    const after = { ...rest, ...(next ? { localisation: next } : {}), updatedAt: ctx.now } as Measurement;
    changes.push(updated('measurements', before, after));
  }
  if (changes.length === 0) throw new CommandError('emptySelection', 'No localisation changes');
  return command('localiseMeasurements', changes);
}
// --- end of the localisation block ------------------------------------------------------------------------------
/**
 * Moves a measurement's label on the plan (`offset`, sheet units from its anchor: see ../labels/placement.ts), or
 * gives it back to automatic placement (`null`). One journal entry, undoable like any edit.
 */
export function setLabelOffset(
  state: TakeoffState,
  ids: string | readonly string[],
  offset: Point | null,
  ctx: CommandContext,
): Command {
  if (offset && !isFinitePoint(offset)) throw new CommandError('invalidPatch', 'A label offset must be finite');
  const list = typeof ids === 'string' ? [ids] : ids;
  if (list.length === 0) throw new CommandError('emptySelection', 'No measurement selected');
  return command(
    offset ? 'moveLabel' : 'resetLabel',
    list.map((id) => {
      const before = row(state, 'measurements', id);
      const { labelOffset: _dropped, ...rest } = before;
      const after = (offset ? { ...rest, labelOffset: offset } : rest) as Measurement;
      return updated('measurements', before, { ...after, updatedAt: ctx.now });
    }),
  );
}

const translatePoint = (p: Point, dx: number, dy: number): Point => ({ x: p.x + dx, y: p.y + dy });

function translated(m: Measurement, dx: number, dy: number): Measurement {
  const move = (ring: readonly Point[]) => ring.map((p) => translatePoint(p, dx, dy));
  return 'holes' in m
    ? { ...m, points: move(m.points), holes: m.holes.map(move) }
    : ({ ...m, points: move(m.points) } as Measurement);
}

function selection(state: TakeoffState, ids: readonly string[]): Measurement[] {
  if (ids.length === 0) throw new CommandError('emptySelection', 'No measurement selected');
  return [...new Set(ids)].map((id) => row(state, 'measurements', id));
}

export function moveMeasurements(
  state: TakeoffState,
  ids: readonly string[],
  dx: number,
  dy: number,
  ctx: CommandContext,
): Command {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) throw new CommandError('invalidPatch', 'Offsets must be finite');
  return command(
    'moveMeasurements',
    selection(state, ids).map((m) =>
      updated(
        'measurements',
        m,
        checkedByEdit(
          m,
          {
            ...translated(m, dx, dy),
            ...(dx !== 0 || dy !== 0 ? movedOrigins(m, () => true) : {}),
            updatedAt: ctx.now,
          },
          ctx.now,
        ),
      ),
    ),
  );
}

/** A vertex of a measurement: of its outline (`hole` absent) or of one of its holes. */
export interface VertexRef {
  readonly index: number;
  readonly hole?: number;
}

function withRing(m: Measurement, ref: VertexRef, edit: (ring: Point[]) => Point[]): Measurement {
  if (ref.hole === undefined) return { ...m, points: edit([...m.points]) } as Measurement;
  if (!('holes' in m) || ref.hole < 0 || ref.hole >= m.holes.length) {
    throw new CommandError('vertexOutOfRange', `No hole ${ref.hole} on ${m.id}`);
  }
  const hole = ref.hole;
  return { ...m, holes: m.holes.map((h, i) => (i === hole ? edit([...h]) : h)) };
}

function checkIndex(ring: readonly Point[], index: number, allowEnd: boolean): void {
  const max = allowEnd ? ring.length : ring.length - 1;
  if (!Number.isInteger(index) || index < 0 || index > max) {
    throw new CommandError('vertexOutOfRange', `Vertex ${index} out of range`);
  }
}

// --- A count's provenance (issue 25) ------------------------------------------------------------------------------
/*
 * A count's `origins` are aligned with its `points` (same length, same order). The editing commands keep them so:
 * a point added by hand is 'manual', a detected point moved is « détecté et corrigé », a detected point removed puts
 * its proposal among the rejected (so that the review shows it rejected, not proposed again). A count without
 * `origins` (every row written before assisted counting) is left exactly as it was.
 */

/** The count's origins after a vertex edit of its points: the same splice, 'manual' for a point added. */
function alignedOrigins(
  before: Measurement,
  after: Measurement,
  ref: VertexRef,
  type: 'moveVertex' | 'insertVertex' | 'removeVertex',
): Partial<CountMeasurement> {
  if (before.kind !== 'count' || after.kind !== 'count' || !before.origins || ref.hole !== undefined) return {};
  const origins = [...before.origins];
  if (type === 'insertVertex') {
    origins.splice(ref.index, 0, { kind: 'manual' });
    return { origins };
  }
  const origin = origins[ref.index];
  if (type === 'moveVertex') {
    const moved = !rowsEqual(before.points[ref.index], after.points[ref.index]);
    if (origin?.kind === 'detected' && moved) origins[ref.index] = { ...origin, corrected: true };
    return { origins };
  }
  origins.splice(ref.index, 1);
  if (origin?.kind !== 'detected' || !before.detection) return { origins };
  const rejected = before.detection.rejected.includes(origin.proposalId)
    ? before.detection.rejected
    : [...before.detection.rejected, origin.proposalId];
  return { origins, detection: { ...before.detection, rejected } };
}

/**
 * A count moved as a whole: its detected points are no longer at their detections' centres, so each is « corrigé ».
 * (The detection stays where the symbols are on the sheet.)
 */
function movedOrigins(m: Measurement, moved: (index: number) => boolean): Partial<CountMeasurement> {
  if (m.kind !== 'count' || !m.origins) return {};
  return {
    origins: m.origins.map((o, i) =>
      o.kind === 'detected' && !o.corrected && moved(i) ? { ...o, corrected: true } : o,
    ),
  };
}

/**
 * A copy of a measurement: a copied count is counted by hand from now on — its points all 'manual', no detection —
 * because its proposals' places are on the source (a paste may go to another sheet) and a second count must never
 * claim the same detections as the first.
 */
function copiedRow(m: Measurement): Measurement {
  if (m.kind !== 'count' || (m.origins === undefined && m.detection === undefined)) return m;
  const { origins: _origins, detection: _detection, ...rest } = m;
  return m.origins === undefined ? rest : { ...rest, origins: m.points.map(() => ({ kind: 'manual' }) as const) };
}
// --- end of the count's provenance block -------------------------------------------------------------------------

function editVertex(
  type: 'moveVertex' | 'insertVertex' | 'removeVertex',
  state: TakeoffState,
  id: string,
  ref: VertexRef,
  ctx: CommandContext,
  edit: (ring: Point[]) => Point[],
): Command {
  const before = row(state, 'measurements', id);
  const edited = withRing(before, ref, edit);
  const after = { ...edited, ...alignedOrigins(before, edited, ref, type), updatedAt: ctx.now } as Measurement;
  checkMeasurement(after);
  return command(type, [updated('measurements', before, checkedByEdit(before, after, ctx.now))]);
}

export function moveVertex(state: TakeoffState, id: string, ref: VertexRef, to: Point, ctx: CommandContext): Command {
  return editVertex('moveVertex', state, id, ref, ctx, (ring) => {
    checkIndex(ring, ref.index, false);
    ring[ref.index] = to;
    return ring;
  });
}

/** Inserts `point` so that it becomes vertex `ref.index` (0 … length: on an edge, the index of the edge's end). */
export function insertVertex(
  state: TakeoffState,
  id: string,
  ref: VertexRef,
  point: Point,
  ctx: CommandContext,
): Command {
  return editVertex('insertVertex', state, id, ref, ctx, (ring) => {
    checkIndex(ring, ref.index, true);
    ring.splice(ref.index, 0, point);
    return ring;
  });
}

/** Removes a vertex; refused below the kind's minimum (a hole keeps 3: remove the hole itself instead). */
export function removeVertex(state: TakeoffState, id: string, ref: VertexRef, ctx: CommandContext): Command {
  return editVertex('removeVertex', state, id, ref, ctx, (ring) => {
    checkIndex(ring, ref.index, false);
    ring.splice(ref.index, 1);
    return ring;
  });
}

function copies(
  measurements: readonly Measurement[],
  target: { projectId: string; sheetId: string },
  dx: number,
  dy: number,
  ctx: CommandContext,
): Change[] {
  return measurements.map((m) =>
    created('measurements', {
      ...translated(copiedRow(m), dx, dy),
      ...target,
      id: ctx.newId(),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    }),
  );
}

/** Copies of the selection on the same sheet, offset so they do not hide the originals. */
export function duplicateMeasurements(
  state: TakeoffState,
  ids: readonly string[],
  offset: Point,
  ctx: CommandContext,
): Command {
  const list = selection(state, ids);
  return command(
    'duplicateMeasurements',
    list.flatMap((m) => copies([m], { projectId: m.projectId, sheetId: m.sheetId }, offset.x, offset.y, ctx)),
  );
}

export function deleteMeasurements(state: TakeoffState, ids: readonly string[]): Command {
  return command(
    'deleteMeasurements',
    selection(state, ids).map((m) => deleted('measurements', m)),
  );
}

/** What the clipboard holds: the rows and the scales they were measured under. */
export interface Clipboard {
  readonly measurements: readonly Measurement[];
  readonly scales: SheetScales;
}

export function copyMeasurements(state: TakeoffState, ids: readonly string[]): Clipboard {
  const list = selection(state, ids);
  const sheetIds = new Set(list.map((m) => m.sheetId));
  if (sheetIds.size > 1) throw new CommandError('invalidPatch', 'A copy comes from one sheet');
  return { measurements: list, scales: row(state, 'sheets', at(list, 0).sheetId).scale };
}

/**
 * Pastes copies at the same sheet coordinates on another sheet (or the same one). Refused when any measurement would
 * fall under a different scale there: geometry is kept in sheet units, so a different scale would silently change
 * its quantity.
 */
export function pasteMeasurements(
  state: TakeoffState,
  clipboard: Clipboard,
  sheetId: string,
  ctx: CommandContext,
): Command {
  if (clipboard.measurements.length === 0) throw new CommandError('emptySelection', 'The clipboard is empty');
  const target = row(state, 'sheets', sheetId);
  for (const m of clipboard.measurements) {
    const from = resolveScale(m.points, clipboard.scales).scale;
    const to = resolveScale(m.points, target.scale).scale;
    if (!scalesMatch(from, to)) throw new CommandError('scaleMismatch', `Sheet ${sheetId} has another scale`);
  }
  return command(
    'pasteMeasurements',
    copies(clipboard.measurements, { projectId: target.projectId, sheetId }, 0, 0, ctx),
  );
}
