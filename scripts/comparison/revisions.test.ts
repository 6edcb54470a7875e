/**
 * The comparison engine on the real revisions of the VA plan (tests/fixtures/comparison/, made by ./revisions.ts):
 * for rev B (a sub-point shift and four edits), rev C (an A0 re-plot at ×0.985 turned 0.4°, nothing else) and rev C
 * with one edit, through the engine's Node factory (src/workers/comparison/testing.ts) as the worker runs it — every
 * known edit found (a region near its box, holding ink of the edit's kind), no region anywhere else, and the
 * alignment within 0.1 pt of the exact one over the whole sheet. Skipped while the engine is not on this branch.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../src/workers/pdf/testing.ts';
import { loadComparisonEngine, type EngineRun } from './engine.ts';
import { COMPARISON_DIR, VA_PLAN_PDF, alignmentError, boxText, near, readTruth, scoreRegions } from './evaluate.ts';

const truth = readTruth();
const engine = await loadComparisonEngine();
/** Points: the test's bar for the alignment, anywhere on the sheet. */
const ALIGN_PT = 0.1;
const runs = new Map<string, EngineRun>();

describe.skipIf(!engine.run)('comparison engine on the VA revisions', () => {
  beforeAll(async () => {
    const run = engine.run;
    if (!run) return;
    for (const r of truth.revisions) {
      runs.set(r.file, await run(fixture(VA_PLAN_PDF), fixture(join(COMPARISON_DIR, r.file))));
    }
  }, 600_000);

  describe.each(truth.revisions.map((r) => [r.file, r] as const))('%s', (file, revision) => {
    const got = () => {
      const r = runs.get(file);
      if (!r) throw new Error(`no comparison of ${file}`);
      return r;
    };

    it(`aligns within ${ALIGN_PT} pt of the truth`, () => {
      const error = alignmentError(got().result.alignment.matrix, revision.matrix);
      expect(error.maxPt, JSON.stringify(error)).toBeLessThanOrEqual(ALIGN_PT);
    });

    it.each(revision.edits.map((e) => [e.name, e] as const))('finds %s', (_, edit) => {
      const regions = got().result.regions.filter((r) => near(r.box, edit.box));
      expect(regions.length, `no region near ${boxText(edit.box)}`).toBeGreaterThan(0);
      // The region holds ink of the edit's kind: removed ink where something was erased, added where drawn.
      const ink = regions.reduce((sum, r) => sum + (edit.kind === 'removed' ? r.removed : r.added), 0);
      expect(ink).toBeGreaterThan(0);
    });

    it('reports nothing anywhere else', () => {
      const { regions } = got().result;
      const score = scoreRegions(regions, revision);
      const stray = score.falseRegions.map((i) => regions[i]).map((r) => `${r?.kind} ${r ? boxText(r.box) : ''}`);
      expect(stray).toEqual([]);
    });
  });
});

describe('the truth this test reads', () => {
  it('names files that are there', () => {
    for (const r of truth.revisions) expect(readFileSync(join(COMPARISON_DIR, r.file)).length).toBeGreaterThan(0);
  });
});
