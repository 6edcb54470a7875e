/**
 * The generated rooms sheet (./generate-rooms.ts) through the real path: pdf.js → domain/pdf/vectors.ts →
 * prepareFromVectors → fillRegion. Every room within 0.1 % of its exact area, named right.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { context, fixture, nodeEngine } from '../../src/workers/pdf/testing.ts';
import { prepareFromVectors } from '../../src/domain/selection/prepare.ts';
import { fillRegion } from '../../src/domain/selection/fill.ts';
import type { PreparedSheet } from '../../src/domain/selection/types.ts';

const DIR = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'selection');

interface Truth {
  gap: number;
  rooms: { number: string; label: string; click: { x: number; y: number }; area: number; holes: unknown[] }[];
}

const truth = JSON.parse(readFileSync(join(DIR, 'generated-rooms.json'), 'utf8')) as Truth;
let sheet: PreparedSheet;

beforeAll(async () => {
  const engine = nodeEngine();
  const opened = await engine.open('rooms', fixture(join(DIR, 'generated-rooms.pdf')), context());
  const page = opened.pages[0];
  if (!page) throw new Error('no page');
  const vectors = await engine.vectors('rooms', 0, {}, context());
  const { items } = await engine.text('rooms', 0, context());
  sheet = prepareFromVectors({
    width: page.widthPt,
    height: page.heightPt,
    segments: vectors.segments,
    segmentLayers: vectors.layers,
    layerNames: opened.layers.map((l) => l.name),
    text: items,
  });
}, 60_000);

describe('generated rooms sheet', () => {
  it.each(truth.rooms.map((r) => [r.label, r] as const))('%s: area within 0.1 %, named, holes', (_, room) => {
    const res = fillRegion(sheet, { point: room.click, gap: truth.gap });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(Math.abs(res.value.area - room.area) / room.area).toBeLessThan(0.001);
    expect(res.value.label).toBe(room.label);
    expect(res.value.holes).toHaveLength(room.holes.length);
    expect(res.value.snapped).toBe(true);
  });
});
