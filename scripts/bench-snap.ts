/**
 * Snapping and hit-testing speed on a sheet the size of the heavy VA plan (ARCH E1, ~70k segments). By default the
 * sheet is synthetic and CAD-like (doubled walls, floor hatch, door swings drawn as polylines, text strokes), so the
 * benchmark runs anywhere. With `--pdf <file> [--page <n>]` and pdfjs-dist installed, it snaps on the real page's
 * segments instead (stroked and filled paths, curves as chords, in sheet space). Prints medians and p95 of many runs
 * and the budgets: snap ≤ 2 ms at p95, and a 5,000-measurement sheet answering a click well within a frame.
 *
 *   npx tsx scripts/bench-snap.ts
 *   npx tsx scripts/bench-snap.ts --pdf ../shared/testdata/plans/va-finish-plan.pdf --page 1
 *
 * Not a test: timings depend on the machine; compare runs on the same one.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { MeasurementIndex } from '../src/domain/takeoff/hitTest';
import { SegmentIndex } from '../src/domain/takeoff/snap';
import type { Measurement, Point } from '../src/domain/takeoff/types';
import { random } from './bench-common.ts';

const SNAP_BUDGET_P95_MS = 2;
const HIT_BUDGET_P95_MS = 2;
const SHEET = { width: 3024, height: 2160 };

function syntheticSheet(rand: () => number): Float32Array {
  const out: number[] = [];
  const seg = (x1: number, y1: number, x2: number, y2: number) => out.push(x1, y1, x2, y2);
  // Rooms on a grid, each wall drawn as two parallel lines 5.7 pt apart (20 cm at 1:100).
  const cell = 96;
  for (let x = 60; x < SHEET.width - 60; x += cell) {
    for (let y = 60; y < SHEET.height - 60; y += cell) {
      seg(x, y, x + cell, y);
      seg(x, y + 5.7, x + cell, y + 5.7);
      seg(x, y, x, y + cell);
      seg(x + 5.7, y, x + 5.7, y + cell);
    }
  }
  // Floor hatch: 45° strokes 3 pt apart filling one room in three.
  for (let x = 60; x < SHEET.width - 60; x += cell) {
    for (let y = 60; y < SHEET.height - 60; y += cell) {
      if (rand() > 0.33) continue;
      for (let k = 6; k < cell * 2 - 6; k += 3) {
        const x1 = x + 6 + Math.max(0, k - cell);
        const y1 = y + 6 + Math.min(k, cell - 12);
        const len = Math.min(k, cell * 2 - k, cell - 12);
        seg(x1, y1, x1 + len, y1 - len);
      }
    }
  }
  // Door swings: quarter circles as 12-segment polylines, plus the leaf.
  for (let i = 0; i < 700; i++) {
    const cx = 60 + rand() * (SHEET.width - 120);
    const cy = 60 + rand() * (SHEET.height - 120);
    const r = 20 + rand() * 10;
    let prev: Point = { x: cx + r, y: cy };
    for (let s = 1; s <= 12; s++) {
      const a = (s / 12) * (Math.PI / 2);
      const next = { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
      seg(prev.x, prev.y, next.x, next.y);
      prev = next;
    }
    seg(cx, cy, cx, cy + r);
  }
  // Text drawn as strokes: clusters of tiny segments.
  while (out.length / 4 < 70_000) {
    const x = 60 + rand() * (SHEET.width - 120);
    const y = 60 + rand() * (SHEET.height - 120);
    for (let c = 0; c < 30; c++) {
      const sx = x + c * 2.2;
      seg(sx, y, sx + rand() * 1.8, y + 0.5 + rand() * 2.5);
    }
  }
  return new Float32Array(out.slice(0, 70_000 * 4));
}

/** The subset of pdfjs-dist this script uses; typed here because pdfjs-dist is not a dependency of this package. */
interface PdfJs {
  OPS: Record<string, number>;
  getDocument(src: { data: Uint8Array; verbosity: number }): {
    promise: Promise<{
      getPage(n: number): Promise<{
        getViewport(o: { scale: number }): { transform: number[]; width: number; height: number };
        getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[] }>;
      }>;
    }>;
  };
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * A page's path segments in sheet space, from pdf.js 5's operator list: constructPath carries
 * [paintOp, [Float32Array of DrawOPS codes and coordinates], minMax] in user space, so the current transform is
 * tracked through save, restore, transform and form XObjects, then the viewport transform (scale 1) applied.
 */
async function pdfSegments(
  file: string,
  pageNumber: number,
): Promise<{ segments: Float32Array; width: number; height: number }> {
  const specifier = 'pdfjs-dist/legacy/build/pdf.mjs';
  const pdfjs = (await import(specifier)) as PdfJs;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await readFile(file)), verbosity: 0 }).promise;
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const { fnArray, argsArray } = await page.getOperatorList();
  const { OPS } = pdfjs;
  const out: number[] = [];
  let ctm = viewport.transform as Matrix;
  const stack: Matrix[] = [];
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[];
    if (fn === OPS.save || fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (fn === OPS.paintFormXObjectBegin && Array.isArray(args[0])) ctm = multiply(ctm, args[0] as Matrix);
    } else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) {
      ctm = stack.pop() ?? ctm;
    } else if (fn === OPS.transform) {
      ctm = multiply(ctm, args as Matrix);
    } else if (fn === OPS.constructPath) {
      const data = (args[1] as Float32Array[] | undefined)?.[0];
      if (!data) continue;
      const at = (x: number, y: number): Point => ({
        x: ctm[0] * x + ctm[2] * y + ctm[4],
        y: ctm[1] * x + ctm[3] * y + ctm[5],
      });
      let start: Point | null = null;
      let current: Point | null = null;
      const lineTo = (p: Point) => {
        if (current) out.push(current.x, current.y, p.x, p.y);
        current = p;
      };
      for (let k = 0; k < data.length;) {
        const code = data[k++];
        const read = () => data[k++] ?? 0;
        if (code === 0) current = start = at(read(), read());
        else if (code === 1) lineTo(at(read(), read()));
        else if (code === 2) {
          k += 4;
          lineTo(at(read(), read()));
        } else if (code === 3) {
          k += 2;
          lineTo(at(read(), read()));
        } else if (code === 4 && start) lineTo(start);
        else break;
      }
    }
  }
  return { segments: new Float32Array(out), width: viewport.width, height: viewport.height };
}

function syntheticMeasurements(rand: () => number, count: number): Measurement[] {
  const base = { projectId: 'p', sheetId: 's', label: '', color: 'blue' as const, createdAt: '', updatedAt: '' };
  return Array.from({ length: count }, (_, i): Measurement => {
    const x = 60 + rand() * (SHEET.width - 200);
    const y = 60 + rand() * (SHEET.height - 200);
    const w = 10 + rand() * 120;
    const h = 10 + rand() * 120;
    const id = `m${i}`;
    switch (i % 4) {
      case 0:
        return {
          ...base,
          id,
          kind: 'area',
          holes: [],
          points: [
            { x, y },
            { x: x + w, y },
            { x: x + w, y: y + h },
            { x: x + w / 2, y: y + h * 1.2 },
            { x, y: y + h },
          ],
        };
      case 1:
        return {
          ...base,
          id,
          kind: 'length',
          closed: false,
          points: [
            { x, y },
            { x: x + w, y },
            { x: x + w, y: y + h },
          ],
        };
      case 2:
        return {
          ...base,
          id,
          kind: 'count',
          points: Array.from({ length: 5 }, () => ({ x: x + rand() * w, y: y + rand() * h })),
        };
      default:
        return {
          ...base,
          id,
          kind: 'wallArea',
          closed: true,
          height: 2.5,
          openings: [],
          points: [
            { x, y },
            { x: x + w, y },
            { x: x + w, y: y + h },
            { x, y: y + h },
          ],
        };
    }
  });
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function timeEach(count: number, run: (i: number) => void): { median: number; p95: number; max: number } {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    run(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1] ?? NaN };
}

/** Median of `runs` timed runs after three untimed ones, so the JIT and the first allocations are not measured. */
function medianOf(runs: number, run: () => void): number {
  for (let i = 0; i < 3; i++) run();
  return timeEach(runs, run).median;
}

const ms = (v: number) => `${v.toFixed(3)} ms`;

// Other work on the machine shows in the tail (max), rarely in medians: say how loaded it was.
console.info(
  `Load average: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (${process.version})`,
);

const rand = random(12);
const pdfAt = process.argv.indexOf('--pdf');
const pageAt = process.argv.indexOf('--page');
const pdfFile = pdfAt > 0 ? process.argv[pdfAt + 1] : undefined;
const source = pdfFile
  ? await pdfSegments(pdfFile, pageAt > 0 ? Number(process.argv[pageAt + 1]) : 1)
  : { segments: syntheticSheet(rand), ...SHEET };
const segments = source.segments;
const count = segments.length / 4;
const sheetName = pdfFile ? `${pdfFile} p${pageAt > 0 ? process.argv[pageAt + 1] : 1}` : 'synthetic CAD-like sheet';

let index = SegmentIndex.build(segments);
const build = medianOf(15, () => {
  index = SegmentIndex.build(segments);
});
const data = index.data;
const fromData = medianOf(15, () => SegmentIndex.fromData(data, segments));

// Queries near geometry: a random point on a random segment, moved up to 8 pt away; radius 6 pt (8 px at 100 %).
const queries: Point[] = Array.from({ length: 10_000 }, () => {
  const i = Math.floor(rand() * count);
  const { a, b } = index.segment(i);
  const t = rand();
  return { x: a.x + t * (b.x - a.x) + (rand() - 0.5) * 16, y: a.y + t * (b.y - a.y) + (rand() - 0.5) * 16 };
});
const kinds = new Map<string, number>();
for (let warm = 0; warm < 2_000; warm++) index.snap(queries[warm % queries.length] as Point, 6);
const snap = timeEach(queries.length, (i) => {
  const result = index.snap(queries[i] as Point, 6);
  const kind = result?.kind ?? 'none';
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
});
const snapNoEndpoints = timeEach(queries.length, (i) =>
  index.snap(queries[i] as Point, 6, { kinds: { endpoint: false } }),
);

console.info(
  `Snapping: ${count.toLocaleString('en')} segments (${sheetName}, ${Math.round(source.width)}×${Math.round(source.height)} pt)`,
);
console.info(
  `  build            median ${ms(build)} (15 runs); fromData ${ms(fromData)}; index ${((data?.byteLength ?? 0) / 1024) | 0} KiB`,
);
console.info(
  `  snap r=6 pt      median ${ms(snap.median)}, p95 ${ms(snap.p95)}, max ${ms(snap.max)} over ${queries.length} queries`,
);
console.info(
  `  snap, no endpoints (intersections searched every time): median ${ms(snapNoEndpoints.median)}, p95 ${ms(snapNoEndpoints.p95)}`,
);
console.info(`  answers: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.info(`  budget p95 ≤ ${SNAP_BUDGET_P95_MS} ms: ${snap.p95 <= SNAP_BUDGET_P95_MS ? 'OK' : 'OVER'}`);

const measurements = syntheticMeasurements(rand, 5_000);
let measurementIndex = MeasurementIndex.build(measurements);
const hitBuild = medianOf(15, () => {
  measurementIndex = MeasurementIndex.build(measurements);
});
const clicks: Point[] = Array.from({ length: 10_000 }, () => ({
  x: rand() * SHEET.width,
  y: rand() * SHEET.height,
}));
for (let warm = 0; warm < 2_000; warm++) measurementIndex.hitTest(clicks[warm % clicks.length] as Point, 4);
const hit = timeEach(clicks.length, (i) => measurementIndex.hitTest(clicks[i] as Point, 4));
const box = timeEach(1_000, (i) => {
  const c = clicks[i] as Point;
  measurementIndex.inBox({ minX: c.x, minY: c.y, maxX: c.x + 300, maxY: c.y + 200 }, i % 2 ? 'window' : 'crossing');
});

console.info(`Hit-testing: ${measurements.length.toLocaleString('en')} measurements`);
console.info(`  build            median ${ms(hitBuild)} (15 runs)`);
console.info(
  `  hitTest tol=4 pt median ${ms(hit.median)}, p95 ${ms(hit.p95)}, max ${ms(hit.max)} over ${clicks.length} clicks`,
);
console.info(`  inBox 300×200 pt median ${ms(box.median)}, p95 ${ms(box.p95)} over 1000 boxes`);
console.info(`  budget p95 ≤ ${HIT_BUDGET_P95_MS} ms: ${hit.p95 <= HIT_BUDGET_P95_MS ? 'OK' : 'OVER'}`);
