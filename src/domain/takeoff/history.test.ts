import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  createMeasurement,
  deleteMeasurements,
  emptyState,
  moveVertex,
  renameSheet,
  setSheetScale,
} from './commands';
import { describeEntry, historyMeasurements, localDay, projectHistory, sheetTimeline } from './history';
import type { JournalEntry } from './journal';
import { measurement, p, project } from './testing/fixtures';
import { journalRecorder } from './testing/historySample';
import type { SheetRow } from './types';

const SCALE = { metresPerUnit: 0.1, source: { kind: 'ratio' as const, denominator: 100 } };

/** A journal made the way the app makes it: each command applied to the state and recorded in order. */
function journal() {
  const recorder = journalRecorder(
    applyChanges(emptyState(), [{ table: 'projects', id: 'project-1', before: null, after: project() }]),
    { entry: 'e', row: 'id-' },
  );
  const { ctx, push, state } = recorder;
  const sheetId = recorder.importPlan({ name: 'plans.pdf', size: 10 }, '2026-03-01T09:00:00.000Z');
  push(
    createMeasurement(
      {
        kind: 'length',
        projectId: 'project-1',
        sheetId,
        label: 'Mur 3',
        color: 'blue',
        points: [p(0, 0), p(46, 0)],
        closed: false,
      },
      ctx('2026-03-01T09:05:00.000Z'),
    ),
    '2026-03-01T09:05:00.000Z',
  );
  const wallId = [...state().measurements.keys()][0] ?? '';
  push(setSheetScale(state(), sheetId, SCALE, ctx('2026-03-01T09:10:00.000Z')), '2026-03-01T09:10:00.000Z');
  push(
    moveVertex(state(), wallId, { index: 1 }, p(51, 0), ctx('2026-03-02T14:00:00.000Z')),
    '2026-03-02T14:00:00.000Z',
  );
  push(renameSheet(state(), sheetId, 'Rez-de-chaussée', ctx('2026-03-02T14:01:00.000Z')), '2026-03-02T14:01:00.000Z');
  push(
    createMeasurement(
      { kind: 'count', projectId: 'project-1', sheetId, label: 'Prises', color: 'red', points: [p(1, 1), p(2, 2)] },
      ctx('2026-03-02T14:02:00.000Z'),
    ),
    '2026-03-02T14:02:00.000Z',
  );
  const dotsId = [...state().measurements.keys()].find((id) => id !== wallId) ?? '';
  push(deleteMeasurements(state(), [dotsId]), '2026-03-02T14:03:00.000Z', 'user-alex');
  return { entries: recorder.entries, sheets: [...state().sheets.values()] as SheetRow[], wallId, dotsId };
}

describe('the project history', () => {
  it('says what each entry changed, from what to what, newest first, grouped by day', () => {
    const { entries, sheets } = journal();
    const days = projectHistory(entries, sheets, { timeZone: 'Europe/Paris' });
    expect(days.map((d) => [d.day, d.entries.map((e) => e.seq)])).toEqual([
      ['2026-03-02', [7, 6, 5, 4]],
      ['2026-03-01', [3, 2, 1]],
    ]);
    const bySeq = new Map(days.flatMap((d) => d.entries).map((e) => [e.seq, e]));
    expect(bySeq.get(1)?.lines.map((l) => [l.kind, l.subject.table])).toEqual([
      ['created', 'files'],
      ['created', 'sheets'],
    ]);
    // Measured before the sheet was calibrated: no quantity yet.
    expect(bySeq.get(2)?.lines).toEqual([expect.objectContaining({ kind: 'created', value: { kind: 'noQuantity' } })]);
    expect(bySeq.get(3)?.lines).toEqual([
      expect.objectContaining({
        kind: 'changed',
        field: 'scale',
        before: { kind: 'uncalibrated' },
        after: { kind: 'scale', scale: { left: 1, right: 100, approximate: false } },
      }),
    ]);
    // The vertex moved under the scale set just before: 4,60 ml → 5,10 ml.
    const [length] = bySeq.get(4)?.lines ?? [];
    expect(length).toMatchObject({ kind: 'changed', field: 'quantity', subject: { label: 'Mur 3' } });
    if (length?.kind !== 'changed' || length.before.kind !== 'quantity' || length.after.kind !== 'quantity') {
      throw new Error('a quantity change');
    }
    expect([length.before.value, length.after.value, length.after.unit]).toEqual([
      expect.closeTo(4.6, 6),
      expect.closeTo(5.1, 6),
      'ml',
    ]);
    expect(bySeq.get(5)?.lines).toEqual([
      expect.objectContaining({
        field: 'name',
        before: { kind: 'text', text: 'RDC' },
        after: { kind: 'text', text: 'Rez-de-chaussée' },
      }),
    ]);
    expect(bySeq.get(7)).toMatchObject({
      by: 'user-alex',
      lines: [{ kind: 'deleted', subject: { label: 'Prises' }, value: { kind: 'quantity', value: 2, unit: 'U' } }],
    });
  });

  it('filters the history of one measurement, with only its own lines', () => {
    const { entries, sheets, wallId, dotsId } = journal();
    const wall = projectHistory(entries, sheets, { measurementId: wallId, timeZone: 'UTC' });
    expect(wall.flatMap((d) => d.entries.map((e) => e.seq))).toEqual([4, 2]);
    const dots = projectHistory(entries, sheets, { measurementId: dotsId, timeZone: 'UTC' });
    expect(dots.flatMap((d) => d.entries.map((e) => [e.seq, e.lines.length]))).toEqual([
      [7, 1],
      [6, 1],
    ]);
    expect(historyMeasurements(entries).map((m) => m.label)).toEqual(['Mur 3', 'Prises']);
  });

  it('an undone scale change does not count: the quantity is computed with the scale in effect', () => {
    const { entries, sheets } = journal();
    const undone = entries.map((e) => (e.seq === 3 ? { ...e, undoneAt: '2026-03-01T09:11:00.000Z' } : e));
    const days = projectHistory(undone, sheets, { timeZone: 'UTC' });
    const entry = days.flatMap((d) => d.entries).find((e) => e.seq === 4);
    // Without the scale, moving the vertex changes no visible quantity: it moved.
    expect(entry?.lines).toEqual([expect.objectContaining({ kind: 'moved' })]);
    expect(days.flatMap((d) => d.entries).find((e) => e.seq === 3)?.status).toBe('undone');
  });

  it('finds the local day in the time zone given', () => {
    expect(localDay('2026-03-01T23:30:00.000Z', 'Europe/Paris')).toBe('2026-03-02');
    expect(localDay('2026-03-01T23:30:00.000Z', 'UTC')).toBe('2026-03-01');
  });
});

describe('a change of links', () => {
  const wall = measurement('wallArea', { id: 'w', label: 'Cloison ch. 2' });
  const entry = (before: (typeof wall)['links'], after: (typeof wall)['links']): JournalEntry => ({
    id: 'e1',
    seq: 1,
    at: '2026-03-01T09:00:00.000Z',
    by: 'user-alex',
    type: 'updateMeasurement',
    changes: [{ table: 'measurements', id: 'w', before: { ...wall, links: before }, after: { ...wall, links: after } }],
  });
  const lines = (e: JournalEntry) => describeEntry(e, sheetTimeline([e], [])).lines;

  it('shows the formula that changed, on a link to the same article', () => {
    expect(
      lines(
        entry(
          [
            { articleId: 'a1', formula: 'Q' },
            { articleId: 'a2', formula: 'L' },
          ],
          [
            { articleId: 'a1', formula: 'L × HSP' },
            { articleId: 'a2', formula: 'L' },
          ],
        ),
      ),
    ).toEqual([
      {
        kind: 'changed',
        subject: { table: 'measurements', id: 'w', label: 'Cloison ch. 2', measurementKind: 'wallArea' },
        field: 'formula',
        before: { kind: 'text', text: 'Q' },
        after: { kind: 'text', text: 'L × HSP' },
      },
    ]);
  });

  it('counts the articles when an article is added or removed', () => {
    expect(lines(entry([{ articleId: 'a1', formula: 'Q' }], []))).toEqual([
      expect.objectContaining({
        field: 'links',
        before: { kind: 'count', count: 1 },
        after: { kind: 'count', count: 0 },
      }),
    ]);
  });
});

describe('a link made in bulk (issue 26)', () => {
  const room = (id: string, links?: { articleId: string; formula: string }[], articleId?: string) =>
    measurement('area', { id, label: id, ...(links ? { links } : {}), ...(articleId ? { articleId } : {}) });
  const bulk = (type: JournalEntry['type'], changes: JournalEntry['changes']): JournalEntry => ({
    id: 'e1',
    seq: 1,
    at: '2026-03-01T09:00:00.000Z',
    by: 'user-alex',
    type,
    changes,
  });
  const view = (e: JournalEntry) => describeEntry(e, sheetTimeline([e], []));

  it('names the article and the number of measurements, whatever the rows fed before', () => {
    const e = bulk('linkMeasurements', [
      // A row still on the older articleId: that article is not the one linked.
      {
        table: 'measurements',
        id: 'r1',
        before: room('r1', undefined, 'a0'),
        after: room('r1', [
          { articleId: 'a0', formula: 'Q' },
          { articleId: 'a2', formula: 'S' },
        ]),
      },
      { table: 'measurements', id: 'r2', before: room('r2'), after: room('r2', [{ articleId: 'a2', formula: 'S' }]) },
    ]);
    expect(view(e).bulkLink).toEqual({ articleId: 'a2', count: 2 });
    const undo = bulk('unlinkMeasurements', [
      {
        table: 'measurements',
        id: 'r2',
        before: room('r2', [{ articleId: 'a2', formula: 'S' }]),
        after: room('r2', []),
      },
    ]);
    expect(view(undo).bulkLink).toEqual({ articleId: 'a2', count: 1 });
  });

  it('is absent on other entries', () => {
    const e = bulk('updateMeasurement', [
      { table: 'measurements', id: 'r2', before: room('r2'), after: room('r2', [{ articleId: 'a2', formula: 'S' }]) },
    ]);
    expect(view(e).bulkLink).toBeUndefined();
  });
});
