/**
 * The history of a project as people read it: each journal entry turned into lines that say what changed, on what,
 * from what to what (« Longueur “Mur 3” : 4,60 ml → 5,10 ml »). The words are French and live in src/i18n/history.fr.ts;
 * this module says *what* to write, as data, so the same description feeds the panel, its tests and a later audit
 * export.
 *
 * A measurement's quantity is not stored, it is computed through its sheet's scale. To say what a change did to a
 * quantity, the sheet's scale at that moment is needed: the timeline below replays the sheets' rows of the journal in
 * order (entries in effect only), falling back on the sheets as they are now for a sheet no entry touched.
 */
import type { EntryHeading, JournalEntry } from './journal';
import { entryStatus } from './journal';
import { quantityOnSheet, type Unit } from './quantity';
import { describeScale, type ScaleDescription } from './scale';
import type {
  Localisation,
  IsoDateTime,
  Measurement,
  MeasurementKind,
  PaletteKey,
  PlanFileRow,
  ProjectRow,
  Row,
  Scale,
  SheetRow,
  TableName,
} from './types';
import type { VariableRow } from '../library/types';

/** A value on one side of a change, as the history shows it. */
export type HistoryValue =
  | { readonly kind: 'quantity'; readonly value: number; readonly unit: Unit }
  /** A measurement whose quantity cannot be computed (its sheet is not calibrated). */
  | { readonly kind: 'noQuantity' }
  | { readonly kind: 'scale'; readonly scale: ScaleDescription }
  | { readonly kind: 'uncalibrated' }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'count'; readonly count: number }
  | { readonly kind: 'variable'; readonly value: number; readonly unit: string }
  | { readonly kind: 'colour'; readonly colour: PaletteKey }
  | { readonly kind: 'metres'; readonly value: number }
  /** Where a measurement is (issue 24); absent when not localised. */
  | { readonly kind: 'localisation'; readonly localisation?: Localisation };

/** What a line is about. */
export type HistorySubject =
  | {
      readonly table: 'measurements';
      readonly id: string;
      readonly label: string;
      readonly measurementKind: MeasurementKind;
    }
  | { readonly table: 'sheets'; readonly id: string; readonly name: string }
  | { readonly table: 'files'; readonly id: string; readonly name: string; readonly pageCount: number }
  | { readonly table: 'variables'; readonly id: string; readonly name: string }
  | { readonly table: 'projects'; readonly id: string; readonly name: string };

export type HistoryField =
  | 'quantity'
  | 'label'
  | 'name'
  | 'scale'
  | 'scaleRegions'
  | 'links'
  /** A link's formula, on a link to the same article before and after (« Formule : Q → L × HSP »). */
  | 'formula'
  | 'colour'
  | 'height'
  | 'thickness'
  | 'openings'
  | 'holes'
  | 'value'
  | 'details'
  | 'localisation'
  /** An assisted count's proposals (issue 25): a search added some. */
  | 'proposals'
  /** An assisted count's rejected proposals: a review rejected (or restored) some. */
  | 'rejectedProposals';

export type HistoryLine =
  | { readonly kind: 'created'; readonly subject: HistorySubject; readonly value?: HistoryValue }
  | { readonly kind: 'deleted'; readonly subject: HistorySubject; readonly value?: HistoryValue }
  | {
      readonly kind: 'changed';
      readonly subject: HistorySubject;
      readonly field: HistoryField;
      readonly before: HistoryValue;
      readonly after: HistoryValue;
    }
  /** Moved (or reshaped) with no change of quantity: nothing to show but that it moved. */
  | { readonly kind: 'moved'; readonly subject: HistorySubject };

export interface HistoryEntryView extends EntryHeading {
  readonly lines: readonly HistoryLine[];
  /** The measurements the entry touched, for the per-measurement filter. */
  readonly measurementIds: readonly string[];
  /** A restore names the version it brought back. */
  readonly versionName?: string;
  /**
   * A link made or removed in bulk (issue 26): the article, and how many measurements the entry changed, so the
   * heading says « Relier 5 mesures à 02.01.03 ». Absent on other entries.
   */
  readonly bulkLink?: {
    readonly articleId: string;
    readonly count: number;
    /** The article's number (« 08.01.01 »), written by the reader that knows the libraries. */
    readonly number?: string;
  };
}

export interface HistoryDay {
  /** The local calendar day, YYYY-MM-DD. */
  readonly day: string;
  readonly entries: readonly HistoryEntryView[];
}

/** The sheets' rows through the journal: the one in effect just before and just after each entry. */
export interface SheetTimeline {
  readonly before: (entry: JournalEntry, sheetId: string) => SheetRow | undefined;
  readonly after: (entry: JournalEntry, sheetId: string) => SheetRow | undefined;
}

export function sheetTimeline(entries: readonly JournalEntry[], current: Iterable<SheetRow>): SheetTimeline {
  const now = new Map<string, SheetRow>();
  for (const s of current) now.set(s.id, s);
  const ordered = [...entries].sort((a, b) => a.seq - b.seq);
  // The row after each entry in effect that touched the sheet, by sheet, in seq order.
  const steps = new Map<string, { seq: number; row: SheetRow | undefined; previous: SheetRow | undefined }[]>();
  for (const entry of ordered) {
    if (entryStatus(entry) !== 'done') continue;
    for (const change of entry.changes) {
      if (change.table !== 'sheets') continue;
      const list = steps.get(change.id) ?? [];
      list.push({
        seq: entry.seq,
        row: (change.after as SheetRow | null) ?? undefined,
        previous: (change.before as SheetRow | null) ?? undefined,
      });
      steps.set(change.id, list);
    }
  }
  const at = (entry: JournalEntry, sheetId: string, inclusive: boolean): SheetRow | undefined => {
    const list = steps.get(sheetId);
    if (!list || list.length === 0) return now.get(sheetId);
    let found: SheetRow | undefined;
    let seen = false;
    for (const step of list) {
      if (step.seq < entry.seq || (inclusive && step.seq === entry.seq)) {
        found = step.row;
        seen = true;
      }
    }
    if (seen) return found;
    // No entry in effect changed the sheet before this one: it was as the first later change found it.
    const first = list[0];
    return first?.previous ?? now.get(sheetId);
  };
  return {
    before: (entry, sheetId) => at(entry, sheetId, false),
    after: (entry, sheetId) => at(entry, sheetId, true),
  };
}

function quantityValue(m: Measurement, sheet: SheetRow | undefined): HistoryValue {
  if (m.kind === 'count') return { kind: 'quantity', value: m.points.length, unit: 'U' };
  if (!sheet) return { kind: 'noQuantity' };
  const q = quantityOnSheet(m, sheet.scale);
  return q.ok ? { kind: 'quantity', value: q.value.value, unit: q.value.unit } : { kind: 'noQuantity' };
}

const scaleValue = (scale: Scale | null): HistoryValue =>
  scale === null ? { kind: 'uncalibrated' } : { kind: 'scale', scale: describeScale(scale) };

const text = (value: string): HistoryValue => ({ kind: 'text', text: value });
const count = (value: number): HistoryValue => ({ kind: 'count', count: value });
const metres = (value: number): HistoryValue => ({ kind: 'metres', value });
const colour = (value: PaletteKey): HistoryValue => ({ kind: 'colour', colour: value });

const changed = (
  subject: HistorySubject,
  field: HistoryField,
  before: HistoryValue,
  after: HistoryValue,
): HistoryLine => ({
  kind: 'changed',
  subject,
  field,
  before,
  after,
});

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Quantities equal to the hundredth of their display: a move that changes nothing visible is just a move. */
const sameQuantity = (a: HistoryValue, b: HistoryValue) =>
  a.kind === 'quantity' && b.kind === 'quantity'
    ? a.unit === b.unit && Math.abs(a.value - b.value) < 5e-4
    : a.kind === b.kind;

function measurementSubject(m: Measurement): HistorySubject {
  return { table: 'measurements', id: m.id, label: m.label, measurementKind: m.kind };
}

function measurementLines(
  before: Measurement | null,
  after: Measurement | null,
  sheetBefore: SheetRow | undefined,
  sheetAfter: SheetRow | undefined,
): HistoryLine[] {
  if (!before && after)
    return [{ kind: 'created', subject: measurementSubject(after), value: quantityValue(after, sheetAfter) }];
  if (before && !after) {
    return [{ kind: 'deleted', subject: measurementSubject(before), value: quantityValue(before, sheetBefore) }];
  }
  if (!before || !after) return [];
  const subject = measurementSubject(after);
  const lines: HistoryLine[] = [];
  const qBefore = quantityValue(before, sheetBefore);
  const qAfter = quantityValue(after, sheetAfter);
  if (!sameQuantity(qBefore, qAfter)) {
    lines.push(changed(subject, 'quantity', qBefore, qAfter));
  }
  if (before.label !== after.label) {
    lines.push(changed(subject, 'label', text(before.label), text(after.label)));
  }
  if (before.color !== after.color) {
    lines.push(changed(subject, 'colour', colour(before.color), colour(after.color)));
  }
  if (!sameJson(before.localisation ?? null, after.localisation ?? null)) {
    const where = (l: Localisation | undefined): HistoryValue =>
      l ? { kind: 'localisation', localisation: l } : { kind: 'localisation' };
    lines.push(changed(subject, 'localisation', where(before.localisation), where(after.localisation)));
  }
  const links = (m: Measurement) =>
    m.links ?? (m.articleId === undefined ? [] : [{ articleId: m.articleId, formula: 'Q' }]);
  const linksBefore = links(before);
  const linksAfter = links(after);
  if (!sameJson(linksBefore, linksAfter)) {
    const articles = (list: typeof linksBefore) => list.map((l) => l.articleId);
    // The same articles, in the same order: what changed is formulas, and the reader wants to see them.
    if (sameJson(articles(linksBefore), articles(linksAfter))) {
      linksBefore.forEach((link, i) => {
        const next = linksAfter[i];
        if (next && next.formula !== link.formula) {
          lines.push(changed(subject, 'formula', text(link.formula), text(next.formula)));
        }
      });
    } else {
      lines.push(changed(subject, 'links', count(linksBefore.length), count(linksAfter.length)));
    }
  }
  if (before.kind === 'wallArea' && after.kind === 'wallArea') {
    if (before.height !== after.height) {
      lines.push(changed(subject, 'height', metres(before.height), metres(after.height)));
    }
    if (!sameJson(before.openings, after.openings)) {
      const openings = (m: typeof before) => count(m.openings.reduce((n, o) => n + o.count, 0));
      lines.push(changed(subject, 'openings', openings(before), openings(after)));
    }
  }
  if (before.kind === 'volume' && after.kind === 'volume' && before.thickness !== after.thickness) {
    lines.push(changed(subject, 'thickness', metres(before.thickness), metres(after.thickness)));
  }
  if ('holes' in before && 'holes' in after && before.holes.length !== after.holes.length) {
    lines.push(changed(subject, 'holes', count(before.holes.length), count(after.holes.length)));
  }
  if (before.kind === 'count' && after.kind === 'count') {
    // A review's step that counts nothing (a proposal rejected, a search with nothing above auto-accept) still says
    // what it did.
    const proposals = (m: typeof before) => count(m.detection?.proposals.length ?? 0);
    const rejected = (m: typeof before) => count(m.detection?.rejected.length ?? 0);
    if (!sameJson(proposals(before), proposals(after))) {
      lines.push(changed(subject, 'proposals', proposals(before), proposals(after)));
    }
    if (!sameJson(rejected(before), rejected(after))) {
      lines.push(changed(subject, 'rejectedProposals', rejected(before), rejected(after)));
    }
  }
  if (lines.length === 0 && !sameJson(before.points, after.points)) lines.push({ kind: 'moved', subject });
  return lines;
}

function sheetLines(before: SheetRow | null, after: SheetRow | null): HistoryLine[] {
  const subjectOf = (s: SheetRow): HistorySubject => ({ table: 'sheets', id: s.id, name: s.name });
  if (!before && after) return [{ kind: 'created', subject: subjectOf(after) }];
  if (before && !after) return [{ kind: 'deleted', subject: subjectOf(before) }];
  if (!before || !after) return [];
  const lines: HistoryLine[] = [];
  if (before.name !== after.name) {
    lines.push(changed(subjectOf(before), 'name', text(before.name), text(after.name)));
  }
  const subject = subjectOf(after);
  if (!sameJson(before.scale.default, after.scale.default)) {
    lines.push(changed(subject, 'scale', scaleValue(before.scale.default), scaleValue(after.scale.default)));
  }
  if (!sameJson(before.scale.regions, after.scale.regions)) {
    lines.push(changed(subject, 'scaleRegions', count(before.scale.regions.length), count(after.scale.regions.length)));
  }
  return lines;
}

function fileLines(before: PlanFileRow | null, after: PlanFileRow | null): HistoryLine[] {
  const row = after ?? before;
  if (!row) return [];
  const subject: HistorySubject = { table: 'files', id: row.id, name: row.name, pageCount: row.pageCount };
  if (!before) return [{ kind: 'created', subject }];
  if (!after) return [{ kind: 'deleted', subject }];
  return [];
}

function variableLines(before: VariableRow | null, after: VariableRow | null): HistoryLine[] {
  const valueOf = (v: VariableRow): HistoryValue => ({ kind: 'variable', value: v.value, unit: v.unit });
  const subjectOf = (v: VariableRow): HistorySubject => ({ table: 'variables', id: v.id, name: v.name });
  if (!before && after) return [{ kind: 'created', subject: subjectOf(after), value: valueOf(after) }];
  if (before && !after) return [{ kind: 'deleted', subject: subjectOf(before), value: valueOf(before) }];
  if (!before || !after) return [];
  const lines: HistoryLine[] = [];
  if (before.name !== after.name) {
    lines.push(changed(subjectOf(before), 'name', text(before.name), text(after.name)));
  }
  if (before.value !== after.value || before.unit !== after.unit) {
    lines.push(changed(subjectOf(after), 'value', valueOf(before), valueOf(after)));
  }
  return lines;
}

function projectLines(before: ProjectRow | null, after: ProjectRow | null): HistoryLine[] {
  const row = after ?? before;
  if (!row) return [];
  const subject: HistorySubject = { table: 'projects', id: row.id, name: row.name };
  if (!before) return [{ kind: 'created', subject }];
  if (!after) return [{ kind: 'deleted', subject }];
  if (before.name !== after.name) return [changed(subject, 'name', text(before.name), text(after.name))];
  return [changed(subject, 'details', text(''), text(''))];
}

/** Order of the lines inside an entry: files, sheets, variables, then measurements, as a reader expects. */
const TABLE_ORDER: Readonly<Partial<Record<TableName, number>>> = {
  projects: 0,
  files: 1,
  sheets: 2,
  variables: 3,
  measurements: 4,
};

/** The article a bulk link entry added, changed or removed on each of its measurements (the same for all). */
function bulkLinkOf(entry: JournalEntry): { articleId: string; count: number } | undefined {
  // A row still on the older `articleId` feeds it with `Q` (../library/quantities.ts linksOf).
  const formulas = (m: Measurement | null) =>
    new Map(
      (m?.links ?? (m?.articleId === undefined ? [] : [{ articleId: m.articleId, formula: 'Q' }])).map(
        (l) => [l.articleId, l.formula] as const,
      ),
    );
  const first = entry.changes.find((c) => c.table === 'measurements');
  if (!first) return undefined;
  const before = formulas(first.before as Measurement | null);
  const after = formulas(first.after as Measurement | null);
  const ids = new Set([...before.keys(), ...after.keys()]);
  const articleId = [...ids].find((id) => before.get(id) !== after.get(id));
  if (articleId === undefined) return undefined;
  return { articleId, count: entry.changes.filter((c) => c.table === 'measurements').length };
}

/** One entry's lines; `timeline` gives the sheet a measurement was measured on, before and after the entry. */
export function describeEntry(entry: JournalEntry, timeline: SheetTimeline, versionName?: string): HistoryEntryView {
  const lines: HistoryLine[] = [];
  const changes = [...entry.changes].sort((a, b) => (TABLE_ORDER[a.table] ?? 9) - (TABLE_ORDER[b.table] ?? 9));
  const measurementIds = new Set<string>();
  for (const change of changes) {
    const before = change.before as Row | null;
    const after = change.after as Row | null;
    switch (change.table) {
      case 'measurements': {
        measurementIds.add(change.id);
        const b = before as Measurement | null;
        const a = after as Measurement | null;
        const sheetId = (a ?? b)?.sheetId ?? '';
        lines.push(...measurementLines(b, a, timeline.before(entry, sheetId), timeline.after(entry, sheetId)));
        break;
      }
      case 'sheets':
        lines.push(...sheetLines(before as SheetRow | null, after as SheetRow | null));
        break;
      case 'files':
        lines.push(...fileLines(before as PlanFileRow | null, after as PlanFileRow | null));
        break;
      case 'variables':
        lines.push(...variableLines(before as VariableRow | null, after as VariableRow | null));
        break;
      case 'projects':
        lines.push(...projectLines(before as ProjectRow | null, after as ProjectRow | null));
        break;
      default:
        // Library tables never enter a project's history (see db/workspace/scopes.ts).
        break;
    }
  }
  const bulkLink =
    entry.type === 'linkMeasurements' || entry.type === 'unlinkMeasurements' ? bulkLinkOf(entry) : undefined;
  return {
    ...(bulkLink ? { bulkLink } : {}),
    id: entry.id,
    seq: entry.seq,
    type: entry.type,
    at: entry.at,
    by: entry.by,
    status: entryStatus(entry),
    ...(entry.origin === undefined ? {} : { origin: entry.origin }),
    lines,
    measurementIds: [...measurementIds],
    ...(versionName === undefined ? {} : { versionName }),
  };
}

/** The local calendar day of a time, YYYY-MM-DD, in the given IANA time zone (the browser's by default). */
export function localDay(at: IsoDateTime, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface HistoryOptions {
  /** Only the entries that touched this measurement (and, for it, only its own lines). */
  readonly measurementId?: string;
  readonly timeZone?: string;
  /** A restore entry's version name, by entry id (the restore command carries the version id only in the row). */
  readonly versionNames?: ReadonlyMap<string, string>;
}

/**
 * The project's history, newest first, grouped by local day; with `measurementId`, the history of one measurement.
 * Entries undone and discarded stay, with their status: the history shows what happened, including what was taken
 * back.
 */
export function projectHistory(
  entries: readonly JournalEntry[],
  currentSheets: Iterable<SheetRow>,
  options: HistoryOptions = {},
): HistoryDay[] {
  const timeline = sheetTimeline(entries, currentSheets);
  const days: HistoryDay[] = [];
  const ordered = [...entries].sort((a, b) => b.seq - a.seq);
  for (const entry of ordered) {
    let view = describeEntry(entry, timeline, options.versionNames?.get(entry.id));
    if (options.measurementId !== undefined) {
      if (!view.measurementIds.includes(options.measurementId)) continue;
      const id = options.measurementId;
      view = { ...view, lines: view.lines.filter((l) => l.subject.table === 'measurements' && l.subject.id === id) };
    }
    const day = localDay(entry.at, options.timeZone);
    const last = days[days.length - 1];
    if (last && last.day === day) days[days.length - 1] = { day, entries: [...last.entries, view] };
    else days.push({ day, entries: [view] });
  }
  return days;
}

/** The measurements a history can be filtered by: every one the journal names, with its latest label. */
export function historyMeasurements(
  entries: readonly JournalEntry[],
): { readonly id: string; readonly label: string; readonly kind: MeasurementKind }[] {
  const found = new Map<string, { id: string; label: string; kind: MeasurementKind; seq: number }>();
  for (const entry of entries) {
    for (const change of entry.changes) {
      if (change.table !== 'measurements') continue;
      const row = (change.after ?? change.before) as Measurement | null;
      if (!row) continue;
      const known = found.get(row.id);
      if (!known || known.seq <= entry.seq)
        found.set(row.id, { id: row.id, label: row.label, kind: row.kind, seq: entry.seq });
    }
  }
  return [...found.values()]
    .sort((a, b) => a.label.localeCompare(b.label, 'fr') || a.id.localeCompare(b.id))
    .map(({ id, label, kind }) => ({ id, label, kind }));
}
