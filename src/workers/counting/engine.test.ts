import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fixture } from '../pdf/testing.ts';
import { createDispatcher } from './dispatch.ts';
import type { CountingProgressMessage, CountingWorkerMessage } from './protocol.ts';
import { findCandidates, type MatchPart } from '../../domain/counting/match.ts';
import type { MatchHelper } from './helper.ts';
import { hasCanvas, nodeCountingEngine, scaledCopy } from './testing.ts';

const SHEET = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'counting');
const truth = JSON.parse(readFileSync(join(SHEET, 'counting-generated.json'), 'utf8')) as {
  templates: { id: string; box: { x: number; y: number; width: number; height: number } }[];
  expected: { x: number; y: number; rotation: number; mirrored: boolean }[];
};

function context() {
  const progress: CountingProgressMessage[] = [];
  return {
    signal: new AbortController().signal,
    progress: (p: CountingProgressMessage) => progress.push(p),
    stages: progress,
  };
}

describe.skipIf(!hasCanvas)('CountingEngine on the generated sheet', () => {
  it('renders the sheet once and proposes every WC in its orientation, nothing else above the display threshold', async () => {
    const engine = nodeCountingEngine();
    await engine.open('gen', fixture(join(SHEET, 'counting-generated.pdf')), context());
    const ctx = context();
    const result = await engine.find({ docId: 'gen', page: 0, templates: truth.templates }, ctx);
    expect(result.rendered).toBe(true);
    expect(ctx.stages.map((p) => p.stage)).toContain('render');
    expect(ctx.stages.map((p) => p.stage)).toContain('coarse');
    const shown = result.proposals.filter((p) => p.score >= 0.5);
    expect(shown).toHaveLength(truth.expected.length);
    for (const e of truth.expected) {
      const hit = shown.find((p) => Math.hypot(p.center.x - e.x, p.center.y - e.y) < 3);
      expect(hit, `${e.x},${e.y}`).toMatchObject({ rotation: e.rotation, mirrored: e.mirrored });
    }
    // A second box on the same sheet reuses its raster; a masked region proposes nothing.
    const again = await engine.find(
      { docId: 'gen', page: 0, templates: truth.templates, mask: [{ x: 60, y: 80, width: 200, height: 240 }] },
      context(),
    );
    expect(again.rendered).toBe(false);
    expect(again.proposals.filter((p) => p.score >= 0.5)).toHaveLength(truth.expected.length - 4);
    await engine.close('gen');
  }, 60_000);

  it('prepares a sheet ahead of a box: a box drawn while it renders waits for it, and neither renders twice', async () => {
    const engine = nodeCountingEngine();
    await engine.open('gen', fixture(join(SHEET, 'counting-generated.pdf')), context());
    const prepared = engine.prepare({ docId: 'gen', page: 0 }, context());
    // The box arrives while the sheet renders.
    const ctx = context();
    const found = engine.find({ docId: 'gen', page: 0, templates: truth.templates }, ctx);
    expect((await prepared).renderMs).toBeGreaterThan(0);
    const result = await found;
    expect(result.rendered).toBe(false);
    expect(ctx.stages.map((p) => p.stage)).not.toContain('render');
    expect(result.proposals.filter((p) => p.score >= 0.5)).toHaveLength(truth.expected.length);
    await engine.close('gen');
  }, 60_000);

  it('searches another sheet drawn at half the size with the templates of the first, sheet after sheet', async () => {
    const engine = nodeCountingEngine();
    const bytes = fixture(join(SHEET, 'counting-generated.pdf'));
    const half = await scaledCopy(bytes, 0, 0.5);
    await engine.open('gen', bytes, context());
    await engine.open('half', half, context());
    const source = { docId: 'gen', page: 0, templates: truth.templates };
    const ctx = context();
    const first = await engine.findElsewhere({ source, target: { docId: 'half', page: 0 }, ratio: 0.5 }, ctx);
    // The source is rendered for its templates, then the target at twice the source's scale.
    expect(ctx.stages.filter((p) => p.stage === 'render')).toEqual([
      { stage: 'render', sheet: 'source' },
      { stage: 'render', sheet: 'target' },
    ]);
    const { scale } = await engine.find({ docId: 'gen', page: 0, templates: truth.templates }, context());
    expect(first.scale).toBeCloseTo(2 * scale, 6);
    const shown = first.proposals.filter((p) => p.score >= 0.5);
    expect(shown).toHaveLength(truth.expected.length);
    for (const e of truth.expected) {
      const hit = shown.find((p) => Math.hypot(p.center.x - e.x / 2, p.center.y - e.y / 2) < 1.5);
      expect(hit, `${e.x},${e.y}`).toMatchObject({ rotation: e.rotation, mirrored: e.mirrored });
      // Boxes in the target's points: half the template's.
      const side = Math.max(hit?.box.width ?? 0, hit?.box.height ?? 0);
      const template = truth.templates[0]?.box ?? { width: 0, height: 0 };
      expect(side).toBeCloseTo(Math.max(template.width, template.height) / 2, 0);
    }
    // The next sheet (the source itself, at the same scale) does not render the source again for its templates, and
    // a ratio that cannot be is refused.
    const again = context();
    const same = await engine.findElsewhere({ source, target: { docId: 'gen', page: 0 } }, again);
    expect(again.stages.filter((p) => p.stage === 'render')).toEqual([]);
    expect(same.proposals.filter((p) => p.score >= 0.5)).toHaveLength(truth.expected.length);
    await expect(
      engine.findElsewhere({ source, target: { docId: 'half', page: 0 }, ratio: 0 }, context()),
    ).rejects.toMatchObject({ code: 'badRequest' });
    await engine.close('half');
    await engine.close('gen');
  }, 120_000);

  it('shares the search with a helper thread: the same proposals, and all of them when the helper fails', async () => {
    const bytes = fixture(join(SHEET, 'counting-generated.pdf'));
    const request = { docId: 'gen', page: 0, templates: truth.templates };
    const alone = nodeCountingEngine();
    await alone.open('gen', bytes.slice(0), context());
    const expected = (await alone.find(request, context())).proposals;
    // The helper's part, as match.worker.ts runs it, after this thread's (one thread here).
    const parts: MatchPart[] = [];
    const helper: MatchHelper = {
      match: (_key, raster, templates, options, part) => {
        parts.push(part);
        return new Promise((resolve) =>
          setTimeout(() => resolve(findCandidates(raster, templates, { ...options, part }))),
        );
      },
    };
    const shared = nodeCountingEngine(helper);
    await shared.open('gen', bytes.slice(0), context());
    const found = await shared.find(request, context());
    expect(found.proposals).toEqual(expected);
    expect(found.threads).toBe(2);
    expect(parts).toEqual([{ index: 1, count: 2 }]);
    const failing = nodeCountingEngine({ match: () => Promise.reject(new Error('no helper')) });
    await failing.open('gen', bytes.slice(0), context());
    const fallback = await failing.find(request, context());
    expect(fallback.proposals).toEqual(expected);
    expect(fallback.threads).toBe(1);
  }, 120_000);

  it('answers a blank box and an unknown document with their codes, through the dispatcher', async () => {
    const posted: CountingWorkerMessage[] = [];
    const dispatch = createDispatcher(nodeCountingEngine(), (m) => posted.push(m));
    dispatch({ type: 'open', id: 1, docId: 'gen', data: fixture(join(SHEET, 'counting-generated.pdf')) });
    await vi.waitFor(() => expect(posted.some((m) => m.type === 'result')).toBe(true), { timeout: 20_000 });
    dispatch({
      type: 'find',
      id: 2,
      docId: 'gen',
      page: 0,
      templates: [{ id: 'blank', box: { x: 1160, y: 10, width: 20, height: 20 } }],
    });
    dispatch({ type: 'find', id: 3, docId: 'nope', page: 0, templates: truth.templates });
    await vi.waitFor(() => expect(posted.filter((m) => m.type === 'error')).toHaveLength(2), { timeout: 20_000 });
    const errors = posted.flatMap((m) => (m.type === 'error' ? [[m.id, m.error.code]] : []));
    expect(errors).toEqual(
      expect.arrayContaining([
        [2, 'emptyTemplate'],
        [3, 'unknownDocument'],
      ]),
    );
  }, 60_000);
});
