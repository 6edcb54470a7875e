import { describe, expect, it } from 'vitest';
import { updateVariable } from '../library/commands';
import { applyChanges, deleteMeasurements, invert, moveVertex, setSheetScale, stateFromRows } from './commands';
import { libraryRows, measurement, p, planFile, project, sheet, snapshot, square, unwrap } from './testing/fixtures';
import type { TakeoffState } from './types';
import {
  compareVersions,
  restoreSummary,
  restoreVersion,
  snapshotOf,
  validateVersionName,
  versionLibraryOf,
} from './versions';

/** 1 point = 10 cm. */
const SCALE = { metresPerUnit: 0.1, source: { kind: 'ratio' as const, denominator: 100 } };
const file = planFile();
const ctx = { now: '2026-03-02T10:00:00.000Z', newId: () => 'new' };

function base(): TakeoffState {
  const lib = libraryRows();
  return stateFromRows({
    projects: [project()],
    files: [file],
    sheets: [sheet({ scale: { default: SCALE, regions: [] } }), sheet({ id: 'sheet-2', pageIndex: 1, name: 'R+1' })],
    measurements: [
      measurement('length', {
        id: 'wall',
        label: 'Mur 3',
        points: [p(0, 0), p(46, 0)],
        links: [{ articleId: 'article-1', formula: 'L × 2,5' }],
      }),
      measurement('volume', {
        id: 'slab',
        label: 'Dalle',
        points: square(0, 0, 100),
        thickness: 0.2,
        links: [{ articleId: 'article-2', formula: 'V' }],
      }),
      measurement('count', { id: 'dots', label: 'Prises', sheetId: 'sheet-2' }),
    ],
    ...lib,
  });
}

const library = (s: TakeoffState) => ({
  libraryLots: s.libraryLots,
  libraryChapters: s.libraryChapters,
  libraryItems: s.libraryItems,
});

describe('version names', () => {
  it('trims, refuses empty, too long and duplicate (case-insensitive) names', () => {
    expect(validateVersionName('  Avant   APS ', [])).toEqual({ ok: true, value: 'Avant APS' });
    expect(validateVersionName('   ', [])).toEqual({ ok: false, error: 'empty' });
    expect(validateVersionName('x'.repeat(81), [])).toEqual({ ok: false, error: 'tooLong' });
    expect(validateVersionName('x'.repeat(80), [])).toMatchObject({ ok: true });
    expect(validateVersionName('dce', ['DCE'])).toEqual({ ok: false, error: 'duplicate' });
  });
});

describe('snapshots', () => {
  it('hold the project’s sheets, measurements, variables and file references, sorted, and nothing of another project', () => {
    const state = base();
    const other = applyChanges(state, [
      { table: 'projects', id: 'p2', before: null, after: project({ id: 'p2' }) },
      {
        table: 'measurements',
        id: 'z',
        before: null,
        after: measurement('count', { id: 'z', projectId: 'p2', sheetId: 'sheet-x' }),
      },
    ]);
    const snap = snapshotOf(other, 'project-1');
    expect(snap.measurements.map((m) => m.id)).toEqual(['dots', 'slab', 'wall']);
    expect(snap.sheets.map((s) => s.id)).toEqual(['sheet-1', 'sheet-2']);
    expect(snap.variables.map((v) => v.name)).toEqual(['HSP']);
    expect(snap.files.map((f) => f.name)).toEqual(['plans.pdf']);
    expect(snapshotOf(state, 'project-1')).toEqual(snap);
  });
});

describe('restoring a version', () => {
  it('brings the take-off back to the version; its inverse gives back the exact state before', () => {
    const version = base();
    const snap = snapshotOf(version, 'project-1');
    let now = applyChanges(version, moveVertex(version, 'wall', { index: 1 }, p(51, 0), ctx).changes);
    now = applyChanges(now, deleteMeasurements(now, ['slab']).changes);
    now = applyChanges(now, setSheetScale(now, 'sheet-1', null, ctx).changes);
    now = applyChanges(now, updateVariable(now, 'var-1', { value: 2.7 }, ctx).changes);
    now = applyChanges(now, [
      {
        table: 'measurements',
        id: 'extra',
        before: null,
        after: measurement('count', { id: 'extra', label: 'Ajout' }),
      },
    ]);

    const command = unwrap(restoreVersion(now, 'project-1', snap));
    expect(command.type).toBe('restoreVersion');
    const restored = applyChanges(now, command.changes);
    expect(snapshotOf(restored, 'project-1')).toEqual(snap);
    // Ctrl+Z: the inverse lands exactly where the project was before the restore.
    expect(snapshot(applyChanges(restored, invert(command).changes))).toEqual(snapshot(now));
    // Restoring what is already there changes nothing.
    expect(unwrap(restoreVersion(version, 'project-1', snap)).changes).toEqual([]);
  });

  it('keeps a sheet added since the version, without the measurements the version did not have', () => {
    const version = base();
    const snap = snapshotOf(version, 'project-1');
    const later = applyChanges(version, [
      { table: 'sheets', id: 'sheet-3', before: null, after: sheet({ id: 'sheet-3', pageIndex: 2, name: 'R+2' }) },
      {
        table: 'measurements',
        id: 'm3',
        before: null,
        after: measurement('count', { id: 'm3', sheetId: 'sheet-3' }),
      },
    ]);
    const restored = applyChanges(later, unwrap(restoreVersion(later, 'project-1', snap)).changes);
    expect(restored.sheets.has('sheet-3')).toBe(true);
    expect(restored.measurements.has('m3')).toBe(false);
  });

  it('refuses, naming the file, when a sheet of the version comes from a file no longer in the project', () => {
    const version = base();
    const snap = snapshotOf(version, 'project-1');
    const gone = stateFromRows({ projects: [project()] });
    expect(restoreVersion(gone, 'project-1', snap)).toEqual({
      ok: false,
      error: { kind: 'missingFile', fileName: 'plans.pdf' },
    });
  });
});

describe('comparing versions', () => {
  it('gives per lot and article the quantities and amounts on both sides, and the measurements that changed', () => {
    const before = base();
    let after = applyChanges(before, moveVertex(before, 'wall', { index: 1 }, p(51, 0), ctx).changes);
    after = applyChanges(after, deleteMeasurements(after, ['slab']).changes);
    after = applyChanges(after, [
      { table: 'measurements', id: 'new', before: null, after: measurement('count', { id: 'new', label: 'Regards' }) },
    ]);
    const comparison = compareVersions(
      snapshotOf(before, 'project-1'),
      snapshotOf(after, 'project-1'),
      library(before),
    );
    expect(comparison.isSame).toBe(false);
    expect(comparison.lots.map((l) => l.number)).toEqual(['02']);
    const articles = comparison.lots[0]?.articles ?? [];
    expect(
      articles.map((a) => [a.number, a.quantityBefore, a.quantityAfter, a.amountBeforeCents, a.amountAfterCents]),
    ).toEqual([
      // 4,60 ml × 2,5 = 11,50 m² → 5,10 × 2,5 = 12,75 m², priced 0 €.
      ['02.01.01', 11.5, 12.75, 0, 0],
      // The slab's 10 m × 10 m × 0,20 m = 20 m³ at 180 €, gone.
      ['02.01.02', 20, 0, 360_000, 0],
    ]);
    expect(comparison.totalHtBeforeCents - comparison.totalHtAfterCents).toBe(360_000);
    const rounded = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);
    expect(
      comparison.measurements.map((m) => [m.change, m.label, rounded(m.quantityBefore), rounded(m.quantityAfter)]),
    ).toEqual([
      ['removed', 'Dalle', 20, null],
      ['changed', 'Mur 3', 4.6, 5.1],
      ['added', 'Regards', null, 2],
    ]);
    expect(
      restoreSummary(compareVersions(snapshotOf(after, 'project-1'), snapshotOf(before, 'project-1'), library(before))),
    ).toEqual({
      restored: 1,
      removed: 1,
      changed: 1,
    });
  });

  it('gives a lot row the lot’s whole totals on both sides, not only the articles that changed', () => {
    const before = base();
    // Only the wall moves (its article is priced 0 €); the slab (360 € HT) stays in the same lot.
    const after = applyChanges(before, moveVertex(before, 'wall', { index: 1 }, p(51, 0), ctx).changes);
    const comparison = compareVersions(
      snapshotOf(before, 'project-1'),
      snapshotOf(after, 'project-1'),
      library(before),
    );
    const lot = comparison.lots[0];
    expect(lot?.articles.map((a) => a.number)).toEqual(['02.01.01']);
    expect([lot?.amountBeforeCents, lot?.amountAfterCents]).toEqual([360_000, 360_000]);
  });

  it('lists the variables that changed, were added or removed, by name', () => {
    const variable = (id: string, name: string, value: number, unit = 'm') => ({
      id,
      projectId: 'project-1',
      name,
      value,
      unit,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    const before = applyChanges(base(), [
      { table: 'variables', id: 'hsp', before: null, after: variable('hsp', 'HSP', 2.5) },
      { table: 'variables', id: 'ep', before: null, after: variable('ep', 'Ep', 0.2) },
      { table: 'variables', id: 'same', before: null, after: variable('same', 'Kept', 1) },
    ]);
    const after = applyChanges(before, [
      { table: 'variables', id: 'hsp', before: variable('hsp', 'HSP', 2.5), after: variable('hsp', 'HSP', 2.7) },
      { table: 'variables', id: 'ep', before: variable('ep', 'Ep', 0.2), after: null },
      { table: 'variables', id: 'n', before: null, after: variable('n', 'Nb', 3, '') },
    ]);
    const comparison = compareVersions(
      snapshotOf(before, 'project-1'),
      snapshotOf(after, 'project-1'),
      library(before),
    );
    expect(comparison.isSame).toBe(false);
    expect(comparison.variables?.map((v) => [v.name, v.change, v.valueBefore, v.valueAfter, v.unitAfter])).toEqual([
      ['Ep', 'removed', 0.2, null, 'm'],
      ['HSP', 'changed', 2.5, 2.7, 'm'],
      ['Nb', 'added', null, 3, ''],
    ]);
    const onlyVariables = applyChanges(before, [
      { table: 'variables', id: 'same', before: variable('same', 'Kept', 1), after: variable('same', 'Kept', 2) },
    ]);
    expect(
      compareVersions(snapshotOf(before, 'project-1'), snapshotOf(onlyVariables, 'project-1'), library(before)).isSame,
    ).toBe(false);
  });

  it('says the same when nothing differs, and a scale change alone is a change of its measurements', () => {
    const state = base();
    const snap = snapshotOf(state, 'project-1');
    expect(compareVersions(snap, snap, library(state))).toMatchObject({ isSame: true, lots: [], measurements: [] });
    const rescaled = applyChanges(state, setSheetScale(state, 'sheet-1', null, ctx).changes);
    const comparison = compareVersions(snap, snapshotOf(rescaled, 'project-1'), library(state));
    expect(comparison.measurements.map((m) => [m.label, m.change, m.quantityAfter])).toEqual([
      ['Dalle', 'changed', null],
      ['Mur 3', 'changed', null],
    ]);
  });
});

describe('the library a version relied on', () => {
  it('records the declared libraries and each linked article with its chapter and lot, nothing else', () => {
    const state = base();
    const snap = snapshotOf(state, 'project-1');
    const recorded = versionLibraryOf(snap.measurements, library(state), ['library-1']);
    expect(recorded.declaredLibraryIds).toEqual(['library-1']);
    expect(recorded.articles.map((a) => a.id)).toEqual(['article-1', 'article-2']);
    expect(recorded.chapters.map((c) => c.id)).toEqual(['chapter-1']);
    expect(recorded.lots.map((l) => l.id)).toEqual(['lot-1']);
    // A link to an article deleted from the library records nothing.
    const without = {
      ...library(state),
      libraryItems: new Map([...state.libraryItems].filter(([id]) => id !== 'article-2')),
    };
    expect(versionLibraryOf(snap.measurements, without, []).articles.map((a) => a.id)).toEqual(['article-1']);
  });

  it('keeps in a comparison the lines of an article deleted from the library since, priced as recorded', () => {
    const state = base();
    const snap = snapshotOf(state, 'project-1');
    const recorded = { ...snap, library: versionLibraryOf(snap.measurements, library(state), ['library-1']) };
    const afterState = applyChanges(state, deleteMeasurements(state, ['slab']).changes);
    const now = snapshotOf(afterState, 'project-1');
    // The slab's article is deleted from the library after the version was made.
    const libraryNow = {
      ...library(state),
      libraryItems: new Map([...state.libraryItems].filter(([id]) => id !== 'article-2')),
    };
    const slabLine = (c: ReturnType<typeof compareVersions>) =>
      c.lots.flatMap((l) => l.articles).find((a) => a.articleId === 'article-2');
    // Without the record the slab's 20 m³ at 180 € vanish from the comparison; with it they are compared.
    expect(slabLine(compareVersions(snap, now, libraryNow))).toBeUndefined();
    expect(slabLine(compareVersions(recorded, now, libraryNow))).toMatchObject({
      quantityBefore: 20,
      quantityAfter: 0,
      amountBeforeCents: 360_000,
      amountAfterCents: 0,
    });
  });
});
