/**
 * VA finish plan, page 1, through the real path (pdf.js → vectors → prepareFromVectors → fillRegion): printed, not
 * asserted — the accuracy and timing goals are judged by `npm run bench:select` against the hand-traced rooms of
 * tests/fixtures/selection/va-rooms.json. This prints, per traced room, the area's error and the click's time, so
 * that a change to the engine can be looked at by eye; without that file, the rooms found under a few room numbers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { context, fixture, nodeEngine } from '../../src/workers/pdf/testing.ts';
import { prepareFromVectors } from '../../src/domain/selection/prepare.ts';
import { fillRegion } from '../../src/domain/selection/fill.ts';

const TRUTH = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'selection', 'va-rooms.json');

interface Truth {
  pointsPerMetre: number;
  gapMetres: number;
  rooms: { label: string; click: { x: number; y: number }; area: number }[];
}

describe('VA finish plan p1 (printed, not asserted)', () => {
  it('fills rooms', async () => {
    const engine = nodeEngine();
    const opened = await engine.open('va', fixture('va-finish-plan.pdf'), context());
    const page = opened.pages[0];
    expect(page).toBeDefined();
    if (!page) return;
    const vectors = await engine.vectors('va', 0, {}, context());
    const { items } = await engine.text('va', 0, context());
    let t = performance.now();
    const sheet = prepareFromVectors({
      width: page.widthPt,
      height: page.heightPt,
      segments: vectors.segments,
      segmentLayers: vectors.layers,
      layerNames: opened.layers.map((l) => l.name),
      text: items,
      // 1/8" = 1'-0" (1:96): the drawing's scale, as the page gives it once calibrated.
      pointsPerMetre: 72 / 0.0254 / 96,
    });
    const prepareMs = performance.now() - t;
    console.log(
      `prepare: ${prepareMs.toFixed(0)} ms, ${sheet.ink.width}×${sheet.ink.height} px at ${sheet.ink.scale.toFixed(3)} px/pt, ${vectors.segmentCount} segments`,
    );
    // 1/8" = 1'-0": 9 pt a foot.
    const truth: Truth | null = existsSync(TRUTH) ? (JSON.parse(readFileSync(TRUTH, 'utf8')) as Truth) : null;
    const gap = truth ? truth.gapMetres * truth.pointsPerMetre : 35.4;
    const rooms =
      truth?.rooms ??
      ['137', '144', '145', '147', '151', '153', '134', '136', '161', '162', '163'].flatMap((n) => {
        const item = items.find((i) => i.text === n);
        if (!item) return [];
        return [
          { label: n, click: { x: item.box.x + item.box.width / 2, y: item.box.y + item.box.height + 15 }, area: NaN },
        ];
      });
    for (const room of rooms) {
      t = performance.now();
      const res = fillRegion(sheet, { point: room.click, gap });
      const ms = performance.now() - t;
      if (res.ok) {
        const v = res.value;
        const error = Number.isNaN(room.area) ? '' : `${(((v.area - room.area) / room.area) * 100).toFixed(2)} %, `;
        console.log(
          `${room.label}: ${(v.area / 81).toFixed(1)} sq ft, ${error}${v.outer.length} vertices, ${v.holes.length} holes, ${v.openings.length} openings, « ${v.label} », ${ms.toFixed(0)} ms`,
        );
      } else console.log(`${room.label}: ${res.error}, ${ms.toFixed(0)} ms`);
    }
  }, 120_000);
});
