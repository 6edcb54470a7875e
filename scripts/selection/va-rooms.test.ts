/**
 * VA finish plan, page 1, through the real path (pdf.js → vectors → prepareFromVectors → fillRegion): printed, not
 * asserted — the accuracy and timing goals are checked against hand-traced ground truth by the selection bench.
 */
import { describe, it, expect } from 'vitest';
import { context, fixture, nodeEngine } from '../../src/workers/pdf/testing.ts';
import { prepareFromVectors } from '../../src/domain/selection/prepare.ts';
import { fillRegion } from '../../src/domain/selection/fill.ts';

describe('VA finish plan p1 (printed, not asserted)', () => {
  it('fills a few rooms', async () => {
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
    });
    const prepareMs = performance.now() - t;
    console.log(
      `prepare: ${prepareMs.toFixed(0)} ms, ${sheet.ink.width}×${sheet.ink.height} px at ${sheet.ink.scale.toFixed(3)} px/pt, ${vectors.segmentCount} segments`,
    );
    // 1/8" = 1'-0": 9 pt a foot; a 4 ft gap (1.2 m).
    const gap = 18;
    const numbers = [
      '137',
      '144',
      '145',
      '147',
      '149',
      '150',
      '151',
      '153',
      '154',
      '134',
      '136',
      '161',
      '162',
      '163',
      '125',
    ];
    for (const n of numbers) {
      const item = items.find((i) => i.text === n);
      if (!item) continue;
      const point = { x: item.box.x + item.box.width / 2, y: item.box.y + item.box.height + 15 };
      t = performance.now();
      const res = fillRegion(sheet, { point, gap });
      const ms = performance.now() - t;
      if (res.ok) {
        const v = res.value;
        console.log(
          `${n}: ${(v.area / 81).toFixed(1)} sq ft, ${v.outer.length} vertices, ${v.holes.length} holes, ${v.openings.length} openings, snapped ${v.snapped}, « ${v.label} », ${ms.toFixed(0)} ms`,
        );
      } else console.log(`${n}: ${res.error}, ${ms.toFixed(0)} ms`);
    }
  }, 120_000);
});
