/**
 * Named versions of a project: a snapshot of its take-off (sheets with their scales, measurements with their links,
 * variables) under a name, to compare with another version or with now, and to restore.
 *
 * What a snapshot holds and what it does not. The PDF bytes are immutable and stay where they are, referenced by the
 * sheets' fileId; the file rows are copied only so that a refusal can name the file. The article library belongs to
 * no project and is not versioned: a comparison prices both sides with the library as it is now, so it shows what the
 * take-off changed, not what a price change did. A version records, though, what it relied on (`library`): the
 * libraries the project declared and the rows of every article its measurements link to, with their lot and chapter,
 * as they were. A comparison takes from that record the articles deleted from the library since, so their lines are
 * still compared instead of vanishing; versions made before the record have none (optional).
 *
 * A restore is one command (type 'restoreVersion') whose changes take every row of the snapshot's tables from now to
 * the version's, so the journal records it and Ctrl+Z takes it back like any change. Sheets added since the version
 * stay (their file is there, and removing a plan is not what « revenir à une version » means), without the
 * measurements the version did not have.
 */
import { QuantityEngine, type ArticleLine, type QuantityInput } from '../library/quantities';
import type { ArticleRow, ChapterRow, LotRow, VariableRow } from '../library/types';
import { created, deleted, rowsEqual, updated, type Change, type Command } from './commands';
import { quantityOnSheet, type Unit } from './quantity';
import {
  fail,
  ok,
  type IsoDateTime,
  type Measurement,
  type PlanFileRow,
  type Result,
  type SheetRow,
  type TakeoffState,
} from './types';

const byId = <T extends { readonly id: string }>(rows: Iterable<T>) =>
  [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export interface VersionSnapshot {
  readonly sheets: readonly SheetRow[];
  readonly measurements: readonly Measurement[];
  readonly variables: readonly VariableRow[];
  /** The files the sheets come from, as references (never their bytes). */
  readonly files: readonly PlanFileRow[];
  /** The article data the version relied on; absent in versions made before it was recorded. */
  readonly library?: VersionLibrary;
}

/** The libraries a project declared and the article rows its measurements linked to, when a version was made. */
export interface VersionLibrary {
  readonly declaredLibraryIds: readonly string[];
  readonly lots: readonly LotRow[];
  readonly chapters: readonly ChapterRow[];
  readonly articles: readonly ArticleRow[];
}

/** The article ids the measurements link to. */
export function linkedArticleIds(measurements: Iterable<Measurement>): string[] {
  const ids = new Set<string>();
  for (const m of measurements) for (const link of m.links ?? []) ids.add(link.articleId);
  return [...ids].sort();
}

/**
 * What a version records of the library: the declared libraries, and each linked article that still exists with its
 * chapter and lot (a link to a deleted article records nothing: there is nothing left to record).
 */
export function versionLibraryOf(
  measurements: Iterable<Measurement>,
  library: QuantityInput['library'],
  declaredLibraryIds: readonly string[],
): VersionLibrary {
  const articles = linkedArticleIds(measurements).flatMap((id) => {
    const article = library.libraryItems.get(id);
    return article ? [article] : [];
  });
  const chapters = byId(new Set(articles.flatMap((a) => library.libraryChapters.get(a.subCategory) ?? [])));
  const lots = byId(new Set(chapters.flatMap((c) => library.libraryLots.get(c.lotId) ?? [])));
  return { declaredLibraryIds: [...declaredLibraryIds].sort(), lots, chapters, articles: byId(articles) };
}

/**
 * The library now, with what `recorded` kept of the rows deleted since (the rows of now win): how a comparison prices
 * a version (and how its export prices it).
 */
export function withRecorded(library: QuantityInput['library'], recorded: VersionLibrary | undefined) {
  if (!recorded) return library;
  const merge = <T extends { readonly id: string }>(now: ReadonlyMap<string, T>, kept: readonly T[]) => {
    if (kept.every((row) => now.has(row.id))) return now;
    const merged = new Map(now);
    for (const row of kept) if (!merged.has(row.id)) merged.set(row.id, row);
    return merged;
  };
  return {
    libraryLots: merge(library.libraryLots, recorded.lots),
    libraryChapters: merge(library.libraryChapters, recorded.chapters),
    libraryItems: merge(library.libraryItems, recorded.articles),
  };
}

/** A named version as stored. */
export interface VersionRow {
  readonly id: string;
  readonly projectId: string;
  readonly name: string;
  readonly createdAt: IsoDateTime;
  /** Who made it (the journal's author id). */
  readonly by: string;
  readonly snapshot: VersionSnapshot;
}

export const VERSION_NAME_MAX = 80;

export type VersionNameIssue = 'empty' | 'tooLong' | 'duplicate';

/** A version's name: trimmed, 1 to 80 characters, unique in the project without regard to case. */
export function validateVersionName(input: string, existing: readonly string[]): Result<string, VersionNameIssue> {
  const name = input.trim().replace(/\s+/gu, ' ');
  if (name === '') return fail('empty');
  if ([...name].length > VERSION_NAME_MAX) return fail('tooLong');
  const key = (s: string) => s.trim().toLocaleLowerCase('fr');
  if (existing.some((e) => key(e) === key(name))) return fail('duplicate');
  return ok(name);
}

/** The project's take-off as it is in `state`, rows sorted by id so that two snapshots of the same state are equal. */
export function snapshotOf(state: TakeoffState, projectId: string): VersionSnapshot {
  const mine = <T extends { readonly projectId: string }>(rows: Iterable<T>) =>
    [...rows].filter((r) => r.projectId === projectId);
  const sheets = byId(mine(state.sheets.values()));
  const fileIds = new Set(sheets.map((s) => s.fileId));
  return {
    sheets,
    measurements: byId(mine(state.measurements.values())),
    variables: byId(mine(state.variables.values())),
    files: byId([...state.files.values()].filter((f) => fileIds.has(f.id))),
  };
}

export type RestoreIssue = { readonly kind: 'missingFile'; readonly fileName: string };

/**
 * The command that brings the project's take-off back to `snapshot`; refused (nothing built) when a sheet of the
 * version comes from a file that is no longer in the project. `current` is the project's state (loadProjectState).
 */
export function restoreVersion(
  current: TakeoffState,
  projectId: string,
  snapshot: VersionSnapshot,
): Result<Command, RestoreIssue> {
  for (const sheet of snapshot.sheets) {
    if (!current.files.has(sheet.fileId)) {
      const file = snapshot.files.find((f) => f.id === sheet.fileId);
      return fail({ kind: 'missingFile', fileName: file?.name ?? sheet.name });
    }
  }
  const now = snapshotOf(current, projectId);
  const changes: Change[] = [];
  const diff = <T extends { readonly id: string }>(
    table: 'measurements' | 'variables' | 'sheets',
    from: readonly T[],
    to: readonly T[],
    keepMissing: boolean,
  ) => {
    const target = new Map(to.map((r) => [r.id, r]));
    const removed: Change[] = [];
    const put: Change[] = [];
    for (const row of from) {
      const wanted = target.get(row.id);
      if (!wanted) {
        if (!keepMissing) removed.push(deleted(table, row as never));
      } else if (!rowsEqual(row, wanted)) {
        put.push(updated(table, row as never, wanted as never));
      }
    }
    const existing = new Set(from.map((r) => r.id));
    for (const row of to) if (!existing.has(row.id)) put.push(created(table, row as never));
    return { removed, put };
  };
  const measurements = diff('measurements', now.measurements, snapshot.measurements, false);
  const variables = diff('variables', now.variables, snapshot.variables, false);
  const sheets = diff('sheets', now.sheets, snapshot.sheets, true);
  // Children out before their parents change, parents in before their children come back.
  changes.push(...measurements.removed, ...variables.removed, ...sheets.put, ...variables.put, ...measurements.put);
  // Not command(): a restore brings back rows exactly, updatedAt included, so that restoring gives the version's rows.
  return ok({ type: 'restoreVersion', changes: changes.filter((c) => !rowsEqual(c.before, c.after)) });
}

// -----------------------------------------------------------------------------------------------------------------
// Comparison
// -----------------------------------------------------------------------------------------------------------------

export interface ArticleDelta {
  readonly articleId: string;
  readonly number: string;
  readonly designation: string;
  readonly unit: Unit;
  /** Rounded as the line is priced; 0 where the article is absent on that side. */
  readonly quantityBefore: number;
  readonly quantityAfter: number;
  readonly amountBeforeCents: number;
  readonly amountAfterCents: number;
}

export interface LotDelta {
  readonly lotId: string;
  readonly number: string;
  readonly title: string;
  /** The lot's articles that changed. */
  readonly articles: readonly ArticleDelta[];
  /** The lot's whole total HT on each side (every article of the lot, changed or not); 0 where it is absent. */
  readonly amountBeforeCents: number;
  readonly amountAfterCents: number;
}

/** A project variable (HSP, Ep. dalle…) added, removed or changed between the two states. */
export interface VariableDelta {
  readonly id: string;
  /** Its name on the later side (on the earlier one when it was removed). */
  readonly name: string;
  /** Its name on the earlier side when it was renamed. */
  readonly previousName?: string;
  readonly change: 'added' | 'removed' | 'changed';
  /** null where the variable is absent on that side. */
  readonly valueBefore: number | null;
  readonly valueAfter: number | null;
  readonly unitBefore: string;
  readonly unitAfter: string;
}

export interface MeasurementDelta {
  readonly id: string;
  readonly label: string;
  readonly kind: Measurement['kind'];
  readonly sheetName: string;
  readonly change: 'added' | 'removed' | 'changed';
  /** null when the quantity cannot be computed (uncalibrated) or the measurement is absent on that side. */
  readonly quantityBefore: number | null;
  readonly quantityAfter: number | null;
  readonly unit: Unit;
}

export interface VersionComparison {
  /** Only the lots with an article whose quantity or amount differs. */
  readonly lots: readonly LotDelta[];
  readonly totalHtBeforeCents: number;
  readonly totalHtAfterCents: number;
  readonly measurements: readonly MeasurementDelta[];
  /** The variables that differ, by name; absent in comparisons made before variables were compared. */
  readonly variables?: readonly VariableDelta[];
  /** True when nothing differs: same lines, same measurements, same variables. */
  readonly isSame: boolean;
}

type Library = QuantityInput['library'];

function lines(snapshot: VersionSnapshot, library: Library) {
  const panel = new QuantityEngine({
    measurements: snapshot.measurements,
    sheets: snapshot.sheets,
    variables: snapshot.variables,
    library,
  }).panel();
  const articles = new Map<string, { line: ArticleLine; lot: { id: string; number: string; title: string } }>();
  for (const lot of panel.lots) {
    for (const chapter of lot.chapters) {
      for (const line of chapter.articles) {
        articles.set(line.article.id, { line, lot: { id: lot.lot.id, number: lot.number, title: lot.lot.title } });
      }
    }
  }
  const lotTotals = new Map(panel.lots.map((lot) => [lot.lot.id, lot.amountCents]));
  return { articles, lotTotals, totalHtCents: panel.totalHtCents };
}

function variableDeltas(before: readonly VariableRow[], after: readonly VariableRow[]): VariableDelta[] {
  const left = new Map(before.map((v) => [v.id, v]));
  const right = new Map(after.map((v) => [v.id, v]));
  const deltas: VariableDelta[] = [];
  for (const id of new Set([...left.keys(), ...right.keys()])) {
    const b = left.get(id);
    const a = right.get(id);
    const row = a ?? b;
    if (!row) continue;
    if (b && a && b.value === a.value && b.unit === a.unit && b.name === a.name) continue;
    deltas.push({
      id,
      name: row.name,
      ...(b && a && b.name !== a.name ? { previousName: b.name } : {}),
      change: !b ? 'added' : !a ? 'removed' : 'changed',
      valueBefore: b?.value ?? null,
      valueAfter: a?.value ?? null,
      unitBefore: b?.unit ?? a?.unit ?? '',
      unitAfter: a?.unit ?? b?.unit ?? '',
    });
  }
  return deltas.sort(
    (x, y) => x.name.localeCompare(y.name, 'fr', { numeric: true, sensitivity: 'base' }) || x.id.localeCompare(y.id),
  );
}

const unitOf = (kind: Measurement['kind']): Unit =>
  kind === 'count' ? 'U' : kind === 'length' ? 'ml' : kind === 'volume' ? 'm³' : 'm²';

function measuredValue(m: Measurement | undefined, sheets: ReadonlyMap<string, SheetRow>): number | null {
  if (!m) return null;
  const sheet = sheets.get(m.sheetId);
  if (m.kind === 'count') return m.points.length;
  if (!sheet) return null;
  const q = quantityOnSheet(m, sheet.scale);
  return q.ok ? q.value.value : null;
}

/** Two rows of a measurement are the same version of it when they differ by nothing but the time of the change. */
const sameMeasurement = (a: Measurement, b: Measurement) =>
  rowsEqual({ ...a, updatedAt: undefined }, { ...b, updatedAt: undefined });

/** The steps of a comparison, for its progress: each side's quantities, then the measurements. */
export const COMPARE_STEPS = 3;

/**
 * What changed from `before` to `after`: per lot and article, the quantities and amounts on both sides (priced with
 * `library`, the library as it is now); per measurement, added, removed, or changed (its geometry, its links or its
 * sheet's scale). `onStep` is told after each of the COMPARE_STEPS steps (the worker's progress).
 */
export function compareVersions(
  before: VersionSnapshot,
  after: VersionSnapshot,
  library: Library,
  onStep?: (done: number) => void,
): VersionComparison {
  const a = lines(before, withRecorded(library, before.library));
  onStep?.(1);
  const b = lines(after, withRecorded(library, after.library));
  onStep?.(2);
  const lots = new Map<string, { number: string; title: string; articles: ArticleDelta[] }>();
  const ids = new Set([...a.articles.keys(), ...b.articles.keys()]);
  for (const id of ids) {
    const left = a.articles.get(id);
    const right = b.articles.get(id);
    const line = (right ?? left)?.line;
    const lot = (right ?? left)?.lot;
    if (!line || !lot) continue;
    const delta: ArticleDelta = {
      articleId: id,
      number: line.number,
      designation: line.article.designation,
      unit: line.article.unite,
      quantityBefore: left?.line.quantity ?? 0,
      quantityAfter: right?.line.quantity ?? 0,
      amountBeforeCents: left?.line.amountCents ?? 0,
      amountAfterCents: right?.line.amountCents ?? 0,
    };
    if (delta.quantityBefore === delta.quantityAfter && delta.amountBeforeCents === delta.amountAfterCents) continue;
    const group = lots.get(lot.id) ?? { number: lot.number, title: lot.title, articles: [] };
    group.articles.push(delta);
    lots.set(lot.id, group);
  }
  const collator = (x: string, y: string) => x.localeCompare(y, 'fr', { numeric: true });
  const lotDeltas: LotDelta[] = [...lots.entries()]
    .map(([lotId, g]) => ({
      lotId,
      number: g.number,
      title: g.title,
      articles: g.articles.sort((x, y) => collator(x.number, y.number)),
      amountBeforeCents: a.lotTotals.get(lotId) ?? 0,
      amountAfterCents: b.lotTotals.get(lotId) ?? 0,
    }))
    .sort((x, y) => collator(x.number, y.number));

  const sheetsBefore = new Map(before.sheets.map((s) => [s.id, s]));
  const sheetsAfter = new Map(after.sheets.map((s) => [s.id, s]));
  const mBefore = new Map(before.measurements.map((m) => [m.id, m]));
  const mAfter = new Map(after.measurements.map((m) => [m.id, m]));
  const measurements: MeasurementDelta[] = [];
  for (const id of new Set([...mBefore.keys(), ...mAfter.keys()])) {
    const left = mBefore.get(id);
    const right = mAfter.get(id);
    const row = right ?? left;
    if (!row) continue;
    const qBefore = measuredValue(left, sheetsBefore);
    const qAfter = measuredValue(right, sheetsAfter);
    let change: MeasurementDelta['change'];
    if (!left) change = 'added';
    else if (!right) change = 'removed';
    else if (!sameMeasurement(left, right) || qBefore !== qAfter) change = 'changed';
    else continue;
    const sheet = sheetsAfter.get(row.sheetId) ?? sheetsBefore.get(row.sheetId);
    measurements.push({
      id,
      label: row.label,
      kind: row.kind,
      sheetName: sheet?.name ?? '',
      change,
      quantityBefore: qBefore,
      quantityAfter: qAfter,
      unit: unitOf(row.kind),
    });
  }
  const variables = variableDeltas(before.variables, after.variables);
  onStep?.(3);
  const order = { removed: 0, changed: 1, added: 2 } as const;
  measurements.sort(
    (x, y) => order[x.change] - order[y.change] || collator(x.label, y.label) || x.id.localeCompare(y.id),
  );
  return {
    lots: lotDeltas,
    totalHtBeforeCents: a.totalHtCents,
    totalHtAfterCents: b.totalHtCents,
    measurements,
    variables,
    isSame:
      lotDeltas.length === 0 &&
      measurements.length === 0 &&
      variables.length === 0 &&
      a.totalHtCents === b.totalHtCents,
  };
}

/** What a restore would change, for the confirmation: counts of measurements added back, removed and changed. */
export function restoreSummary(comparison: VersionComparison) {
  const count = (c: MeasurementDelta['change']) => comparison.measurements.filter((m) => m.change === c).length;
  // The comparison runs from now to the version: « added » are the measurements the restore brings back.
  return { restored: count('added'), removed: count('removed'), changed: count('changed') };
}
