/**
 * VA finish plan, page 1, through the real path (pdf.js → vectors → prepareFromVectors → fillRegion), against the ten
 * hand-traced rooms of tests/fixtures/selection/va-rooms.json (its note says how they were traced): each room's area
 * within 1 % of the traced one (issue 26's goal) and its printed name as the label. Per room it also prints the error,
 * the vertices and the click's time, so that a change to the engine can be looked at; times are printed, never
 * asserted (`npm run bench:select` measures them against a baseline).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { context, fixture, nodeEngine } from '../../src/workers/pdf/testing.ts';
import { prepareFromVectors } from '../../src/domain/selection/prepare.ts';
import { fillRegion } from '../../src/domain/selection/fill.ts';
import type { PreparedSheet } from '../../src/domain/selection/types.ts';

const TRUTH = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'selection', 'va-rooms.json');

/** Issue 26: each VA room's area within 1 % of the traced one. */
const AREA_GOAL_PCT = 1;

interface Truth {
  pointsPerMetre: number;
  gapMetres: number;
  rooms: { id: string; label: string; click: { x: number; y: number }; area: number }[];
}

const truth = JSON.parse(readFileSync(TRUTH, 'utf8')) as Truth;
let sheet: PreparedSheet;

beforeAll(async () => {
  const engine = nodeEngine();
  const opened = await engine.open('va', fixture('va-finish-plan.pdf'), context());
  const page = opened.pages[0];
  if (!page) throw new Error('no page');
  const vectors = await engine.vectors('va', 0, {}, context());
  const { items } = await engine.text('va', 0, context());
  const t = performance.now();
  sheet = prepareFromVectors({
    width: page.widthPt,
    height: page.heightPt,
    segments: vectors.segments,
    segmentLayers: vectors.layers,
    layerNames: opened.layers.map((l) => l.name),
    text: items,
    // 1/8" = 1'-0" (1:96): the drawing's scale, as the page gives it once calibrated.
    pointsPerMetre: truth.pointsPerMetre,
  });
  console.log(
    `prepare: ${(performance.now() - t).toFixed(0)} ms, ${sheet.ink.width}×${sheet.ink.height} px at ${sheet.ink.scale.toFixed(3)} px/pt, ${vectors.segmentCount} segments`,
  );
}, 180_000);

describe('VA finish plan p1: the ten traced rooms', () => {
  it.each(truth.rooms.map((room) => [room.label, room] as const))(
    '%s: area within 1 % of the traced one, named',
    (_, room) => {
      const t = performance.now();
      const res = fillRegion(sheet, { point: room.click, gap: truth.gapMetres * truth.pointsPerMetre });
      const ms = performance.now() - t;
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      const v = res.value;
      const errorPct = ((v.area - room.area) / room.area) * 100;
      console.log(
        `${room.label}: ${(v.area / 81).toFixed(1)} sq ft, ${errorPct.toFixed(2)} %, ${v.outer.length} vertices, ${v.holes.length} holes, ${v.openings.length} openings, « ${v.label} », ${ms.toFixed(0)} ms`,
      );
      expect(Math.abs(errorPct)).toBeLessThanOrEqual(AREA_GOAL_PCT);
      expect(v.label).toBe(room.label);
    },
  );
});
