/**
 * Test and story support only (never imported by the app): a project's journal as the app writes it (an import, a
 * calibration, measurements drawn, moved, renamed, deleted, one change undone), its history described, and two
 * versions of the sample project compared.
 */
import { sampleProject, SAMPLE_SHEETS } from '../../library/testing/sample';
import {
  applyChanges,
  createMeasurement,
  deleteMeasurements,
  emptyState,
  importFile,
  moveVertex,
  renameSheet,
  setSheetScale,
  stateFromRows,
  type Command,
} from '../commands';
import { historyMeasurements, projectHistory } from '../history';
import type { JournalEntry } from '../journal';
import type { Measurement, PlanFileRow, TakeoffState } from '../types';
import { compareVersions, snapshotOf, type VersionSnapshot } from '../versions';

export const AUTHORS: Readonly<Record<string, string>> = {
  'user-camille': 'Camille Durand',
  'user-alex': 'Alex Martin',
};

const SCALE_100 = { metresPerUnit: 0.1, source: { kind: 'ratio' as const, denominator: 100 } };

/**
 * Records a journal the way the app writes it: each command applied to the state (but an undone one) and journalled
 * in order; the rows commands create get deterministic ids.
 */
export function journalRecorder(initial: TakeoffState, ids = { entry: 'entry-', row: 'row-' }) {
  let state = initial;
  const entries: JournalEntry[] = [];
  let n = 0;
  const ctx = (now: string) => ({ now, newId: () => `${ids.row}${++n}` });
  const push = (command: Command, at: string, by = 'user-camille', undoneAt?: string) => {
    if (!undoneAt) state = applyChanges(state, command.changes);
    entries.push({
      ...command,
      id: `${ids.entry}${entries.length + 1}`,
      projectId: 'project-1',
      seq: entries.length + 1,
      at,
      by,
      ...(undoneAt ? { undoneAt } : {}),
    });
  };
  /** Imports file-1, a one-page plan (RDC), at the time given; returns the sheet's id. */
  const importPlan = (file: { name: string; size: number }, at: string): string => {
    const row = {
      ...file,
      id: 'file-1',
      projectId: 'project-1',
      mediaType: 'application/pdf',
      hash: 'h',
      pageCount: 1,
    };
    push(importFile(row, [{ pageIndex: 0, name: 'RDC', width: 3024, height: 2160 }], ctx(at)), at);
    return [...state.sheets.keys()][0] ?? '';
  };
  return {
    entries,
    ctx,
    push,
    importPlan,
    state: (): TakeoffState => state,
  };
}

export function sampleJournal(): { entries: JournalEntry[]; state: TakeoffState } {
  const journal = journalRecorder(
    stateFromRows({
      projects: [{ id: 'project-1', name: 'Groupe scolaire', createdAt: '2026-03-01T08:00:00.000Z' }],
    }),
  );
  const { ctx, push } = journal;
  const sheetId = journal.importPlan({ name: 'VA-plans-RDC.pdf', size: 2_400_000 }, '2026-03-02T08:30:00.000Z');
  push(setSheetScale(journal.state(), sheetId, SCALE_100, ctx('2026-03-02T08:35:00.000Z')), '2026-03-02T08:35:00.000Z');
  const draft = (label: string, x: number): Parameters<typeof createMeasurement>[0] => ({
    kind: 'length',
    projectId: 'project-1',
    sheetId,
    label,
    color: 'blue',
    points: [
      { x: 0, y: 0 },
      { x, y: 0 },
    ],
    closed: false,
  });
  push(createMeasurement(draft('Mur 3', 46), ctx('2026-03-02T09:00:00.000Z')), '2026-03-02T09:00:00.000Z');
  const wall = [...journal.state().measurements.values()][0] as Measurement;
  push(createMeasurement(draft('Plinthe séjour', 120), ctx('2026-03-02T09:04:00.000Z')), '2026-03-02T09:04:00.000Z');
  const skirting = [...journal.state().measurements.values()].find((m) => m.id !== wall.id) as Measurement;
  push(
    moveVertex(journal.state(), wall.id, { index: 1 }, { x: 51, y: 0 }, ctx('2026-03-03T10:12:00.000Z')),
    '2026-03-03T10:12:00.000Z',
    'user-alex',
  );
  push(
    renameSheet(journal.state(), sheetId, 'Rez-de-chaussée', ctx('2026-03-03T10:20:00.000Z')),
    '2026-03-03T10:20:00.000Z',
  );
  push(
    deleteMeasurements(journal.state(), [skirting.id]),
    '2026-03-03T10:25:00.000Z',
    'user-alex',
    '2026-03-03T10:26:00.000Z',
  );
  return { entries: journal.entries, state: journal.state() };
}

export function sampleHistory(measurementId?: string) {
  const { entries, state } = sampleJournal();
  return {
    days: projectHistory(entries, state.sheets.values(), { timeZone: 'Europe/Paris', measurementId }),
    measurements: historyMeasurements(entries),
  };
}

/** The sample project, then the same with the walls 20 cm higher, the slab gone and a new count. */
export function sampleComparison() {
  const { state: library, measurements, variables } = sampleProject();
  const file: PlanFileRow = {
    id: 'file-1',
    projectId: 'project-1',
    name: 'VA-plans.pdf',
    mediaType: 'application/pdf',
    size: 1,
    hash: 'h',
    pageCount: 2,
    createdAt: '2026-03-01T09:00:00.000Z',
  };
  const before: TakeoffState = {
    ...emptyState(),
    ...library,
    ...stateFromRows({ files: [file], sheets: SAMPLE_SHEETS, measurements, variables }),
  } as TakeoffState;
  const changed = measurements
    .filter((m) => m.id !== 'slab-1')
    .map((m): Measurement => (m.kind === 'wallArea' ? { ...m, height: m.height + 0.2 } : m));
  const sockets = measurements.find((m) => m.id === 'sockets');
  const added: Measurement[] = sockets
    ? [{ ...sockets, id: 'sockets-2', label: 'Prises cuisine', points: sockets.points.slice(0, 2) }]
    : [];
  const after = stateFromRows({
    files: [file],
    sheets: SAMPLE_SHEETS,
    measurements: [...changed, ...added],
    variables: variables.map((v) => (v.name === 'HSP' ? { ...v, value: 2.7 } : v)),
  });
  const from: VersionSnapshot = snapshotOf(before, 'project-1');
  const to: VersionSnapshot = snapshotOf(after, 'project-1');
  return {
    comparison: compareVersions(from, to, library),
    from,
    to,
  };
}
