/**
 * How long `followRun` (domain/selection/runs.ts) takes on the VA plan's first sheet (tests/fixtures/plans/
 * va-finish-plan.pdf, ~47k segments), for a few clicks on walls and partitions, each as a face, an axis, and extended
 * across junctions; and a picture of the runs over the plan, to look at. The goal (issue 26): a wall run in ≤ 50 ms.
 *
 *   npx tsx scripts/measure-runs.ts [out.png]
 *
 * Not a test and not the selection benchmark: it prints medians of a few runs on this machine, nothing is asserted.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { followRun } from '../src/domain/selection/runs.ts';
import { skirtingOf } from '../src/domain/selection/skirting.ts';
import { testSheet } from '../src/domain/selection/testing.ts';
import type { RunOptions, RunResult } from '../src/domain/selection/types.ts';
import type { Point } from '../src/domain/takeoff/types.ts';
import { context, fixture, nodeCanvas, nodeEngine } from '../src/workers/pdf/testing.ts';

/** Clicks on the sheet (points), found by looking at the plan: faces of walls and partitions, a door's swing. */
const CLICKS: readonly { name: string; point: Point }[] = [
  { name: 'corridor wall, lower face', point: { x: 650, y: 1031.9 } },
  { name: 'partition side', point: { x: 619.9, y: 980 } },
  { name: 'exterior wall, inner face', point: { x: 700, y: 919.6 } },
  { name: 'door swing', point: { x: 637.3, y: 905.8 } },
];

/** Thickness of a wall at 1/8" = 1'-0" (1:96): 5 cm to 60 cm in points. */
const PT_PER_M = 72 / 0.0254 / 96;
const BASE: Omit<RunOptions, 'point'> = {
  tolerance: 2,
  extend: false,
  face: 'face',
  thickness: { min: 0.05 * PT_PER_M, max: 0.6 * PT_PER_M },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const engine = nodeEngine();
await engine.open('va', fixture('va-finish-plan.pdf'), context());
const vectors = await engine.vectors('va', 0, {}, context());
const prepared = testSheet({ segments: vectors.segments, width: 3024, height: 2160 });

console.log(`VA p1: ${vectors.segmentCount} segments`);
const drawn: { name: string; result: RunResult }[] = [];
for (const click of CLICKS) {
  for (const variant of [
    { label: 'face', extra: {} },
    { label: 'axis', extra: { face: 'axis' as const } },
    { label: 'face+extend', extra: { extend: true } },
  ]) {
    const options: RunOptions = { ...BASE, ...variant.extra, point: click.point };
    const times: number[] = [];
    let last: ReturnType<typeof followRun> | null = null;
    for (let k = 0; k < 15; k++) {
      const t = performance.now();
      last = followRun(prepared, options);
      times.push(performance.now() - t);
    }
    const what = last?.ok
      ? `${last.value.points.length} vertices, ${last.value.closed ? 'closed' : 'open'}${last.value.axis ? ', axis' : ''}`
      : `error ${last?.error}`;
    console.log(
      `${click.name.padEnd(28)} ${variant.label.padEnd(12)} first ${times[0]?.toFixed(2)} ms, median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms — ${what}`,
    );
    if (last?.ok && variant.label !== 'face+extend')
      drawn.push({ name: `${click.name} (${variant.label})`, result: last.value });
  }
}

// Many more clicks: the middle of every 40th segment longer than 60 pt (walls, partitions, also title-block rules).
const many: number[] = [];
let runsLonger = 0;
let slowest = { ms: 0, what: '' };
{
  const s = vectors.segments;
  let n = 0;
  for (let i = 0; i < s.length; i += 4) {
    const [x1, y1, x2, y2] = [s[i] ?? 0, s[i + 1] ?? 0, s[i + 2] ?? 0, s[i + 3] ?? 0];
    if (Math.hypot(x2 - x1, y2 - y1) < 60 || n++ % 40 !== 0) continue;
    for (const variant of [{}, { face: 'axis' as const }, { extend: true }]) {
      const options: RunOptions = { ...BASE, ...variant, point: { x: (x1 + x2) / 2, y: (y1 + y2) / 2 } };
      followRun(prepared, options); // warm
      const t = performance.now();
      const r = followRun(prepared, options);
      const ms = performance.now() - t;
      many.push(ms);
      if (ms > slowest.ms)
        slowest = {
          ms,
          what: `${JSON.stringify(options.point)} ${JSON.stringify(variant)}: ${r.ok ? r.value.points.length : 0} vertices`,
        };
      if (r.ok && r.value.points.length > 2) runsLonger++;
    }
  }
}
many.sort((a, b) => a - b);
console.log(
  `${many.length} clicks on long segments (face, axis, extend): median ${median(many).toFixed(2)} ms, p95 ${(many[Math.floor(many.length * 0.95)] ?? NaN).toFixed(2)} ms, max ${(many.at(-1) ?? NaN).toFixed(2)} ms; ${runsLonger} runs with more than 2 vertices`,
);
console.log(`slowest: ${slowest.ms.toFixed(2)} ms at ${slowest.what}`);

const skirtingPieces: RunResult[] = [];
// Skirting of one room traced by hand (between two partitions of the west corridor, its door in the north wall,
// whose face the plan draws on across the opening: found by its swing).
{
  const ring = [
    { x: 619.8, y: 919.68 },
    { x: 702.6, y: 919.68 },
    { x: 702.6, y: 1031.76 },
    { x: 619.8, y: 1031.76 },
  ];
  const options = { ring, minOpening: 0.5 * PT_PER_M, maxOpening: 3 * PT_PER_M, tolerance: 1 };
  const times: number[] = [];
  let result = skirtingOf(prepared, options);
  for (let k = 0; k < 9; k++) {
    const t = performance.now();
    result = skirtingOf(prepared, options);
    times.push(performance.now() - t);
  }
  for (const piece of result.pieces)
    skirtingPieces.push({ points: piece, closed: result.closed, axis: false, layers: [] });
  const openings = result.openings.map(
    (o) => `(${o.from.x.toFixed(2)}, ${o.from.y.toFixed(2)}) → (${o.to.x.toFixed(2)}, ${o.to.y.toFixed(2)})`,
  );
  console.log(
    `skirting of one room: median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms; openings ${openings.join(', ') || 'none'}`,
  );
}

// The pictures: the plan in grey, runs in colour — the named clicks over the west corridor, and a run from the middle
// of every long segment over a denser part of the plan (rooms with ceiling grids, toilets).
const REGIONS = [
  { name: 'west', box: [430, 860, 400, 260], runs: [...drawn.map((d) => d.result), ...skirtingPieces] },
  { name: 'centre', box: [1380, 560, 420, 300], runs: [] as RunResult[] },
] as const;
{
  const s = vectors.segments;
  const [x0, y0, w, h] = REGIONS[1].box;
  for (let i = 0, n = 0; i < s.length; i += 4) {
    const [x1, y1, x2, y2] = [s[i] ?? 0, s[i + 1] ?? 0, s[i + 2] ?? 0, s[i + 3] ?? 0];
    const mid = { x: (x1 + x2) / 2, y: (y1 + y2) / 2 };
    if (Math.hypot(x2 - x1, y2 - y1) < 20 || mid.x < x0 || mid.y < y0 || mid.x > x0 + w || mid.y > y0 + h) continue;
    if (n++ % 6 !== 0) continue;
    const r = followRun(prepared, { ...BASE, point: mid });
    if (r.ok) REGIONS[1].runs.push(r.value);
  }
}
if (nodeCanvas) {
  for (const region of REGIONS) {
    const out = (process.argv[2] ?? 'runs-va.png').replace(/\.png$/, `-${region.name}.png`);
    const [x0, y0, w, h] = region.box;
    const scale = 4;
    const canvas = nodeCanvas.create(w * scale, h * scale) as unknown as {
      getContext(type: '2d'): CanvasRenderingContext2D;
      encode(format: 'png'): Promise<Uint8Array>;
    };
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, w * scale, h * scale);
    g.strokeStyle = '#aaa';
    g.lineWidth = 1;
    g.beginPath();
    const s = vectors.segments;
    for (let i = 0; i < s.length; i += 4) {
      g.moveTo(((s[i] ?? 0) - x0) * scale, ((s[i + 1] ?? 0) - y0) * scale);
      g.lineTo(((s[i + 2] ?? 0) - x0) * scale, ((s[i + 3] ?? 0) - y0) * scale);
    }
    g.stroke();
    const colours = ['#d00', '#06c', '#090', '#c0c', '#e80', '#0aa'];
    region.runs.forEach((result, k) => {
      g.strokeStyle = colours[k % colours.length] ?? '#d00';
      g.lineWidth = 3;
      g.beginPath();
      result.points.forEach((p, j) => {
        if (j === 0) g.moveTo((p.x - x0) * scale, (p.y - y0) * scale);
        else g.lineTo((p.x - x0) * scale, (p.y - y0) * scale);
      });
      if (result.closed) g.closePath();
      g.stroke();
      // Each run's ends as dots, to see where it stopped.
      for (const p of [result.points[0], result.points[result.points.length - 1]]) {
        if (!p) continue;
        g.beginPath();
        g.arc((p.x - x0) * scale, (p.y - y0) * scale, 4, 0, 2 * Math.PI);
        g.fillStyle = g.strokeStyle;
        g.fill();
      }
    });
    writeFileSync(out, await canvas.encode('png'));
    console.log(`picture: ${out} (${region.runs.length} runs)`);
  }
}
