/**
 * Benchmark of the CAD sheet's PDF (issue 28, src/domain/cad/pdf.ts), in Node:
 * - drawSheetPdf on a synthetic drawing of 200 000 lines in blocks (2 000 references of 20 blocks of 100 lines, each
 *   block on the INSERT's layer (« 0 ») and two layers of its own, 10 layers in all; a 100 m × 70 m plan in
 *   millimetres at 1:100, a 2 907 × 2 056 pt sheet, about A0), median of BENCH_RUNS (5), wall and CPU time;
 * - pdf.js (legacy build, in this thread, as the engine's Node tests run it) opening the generated file and rendering
 *   its page at 1 px/pt on @napi-rs/canvas (the content parsed then), then again at the scale that fits 1 280 px (the
 *   page already parsed), medians of the same runs. The issue's « first paint ≤ 1 s after parsing » is measured in
 *   the browser; this is the Node figure beside it.
 * A benchmark, not a test: `npm test` does not run it. The machine is shared: the load average is printed with it.
 *
 *   npx tsx scripts/cad/bench-draw.ts
 *   BENCH_RUNS=7 npx tsx scripts/cad/bench-draw.ts
 *   BENCH_DRAW_PDF=/tmp/cad-200k.pdf npx tsx scripts/cad/bench-draw.ts   also writes the sheet's PDF there, for the
 *       browser's figures: `BENCH_SECTION=viewer npx tsx scripts/bench-workspace.ts /tmp/cad-200k.pdf` (first paint,
 *       zoom, pan and zoom fps in Chromium, over the real viewer and PDF worker)
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { countDrawnEntities, drawSheetPdf } from '../../src/domain/cad/pdf.ts';
import { block, drawing, insert, layer, line, placementAt } from '../../src/domain/cad/pdfTesting.ts';
import type { CadDrawing, CadEntity } from '../../src/domain/cad/types.ts';
import { context, nodeCanvas, nodeEngine } from '../../src/workers/pdf/testing.ts';
import { median, random } from '../bench-common.ts';

export interface DrawBenchResult {
  lines: number;
  bytes: number;
  drawMs: number;
  /** CPU time of the same calls (the machine is shared: wall time grows with its load, this much less). */
  drawCpuMs: number;
  openMs: number | null;
  renderMs: number | null;
  /** The same page rendered to fit 1 280 px wide (the viewer's first paint on a laptop screen). */
  fitRenderMs: number | null;
  fitScale: number;
  runs: number;
}

const PLAN_MM = { width: 100_000, height: 70_000 };

/** 200 000 lines in blocks: `references` INSERTs of `blocks` blocks of `linesPerBlock` lines (seeded, so every run is alike). */
export function syntheticDrawing(references = 2000, blocks = 20, linesPerBlock = 100): CadDrawing {
  const rand = random(28);
  const layers = Array.from({ length: 10 }, (_, i) => layer(`L${i}`, { color: i % 3 ? '#000000' : '#ff0000' }));
  const defs = Array.from({ length: blocks }, (_, b) => {
    const entities: CadEntity[] = [];
    for (let i = 0; i < linesPerBlock; i++) {
      const x = rand() * 1000;
      const y = rand() * 1000;
      // Most on « 0 » (the INSERT's layer), one in 7 on one of two layers of the block's own.
      const own = i % 7 === 0 ? `L${(b + (i % 2)) % 10}` : '0';
      entities.push(line(own, { x, y }, { x: x + rand() * 300, y: y + rand() * 300 }));
    }
    return block(`B${b}`, entities);
  });
  const modelSpace = Array.from({ length: references }, (_, i) =>
    insert(
      `L${i % 10}`,
      `B${i % blocks}`,
      { x: rand() * (PLAN_MM.width - 1500), y: rand() * (PLAN_MM.height - 1500) },
      {
        rotation: rand() * 2 * Math.PI,
      },
    ),
  );
  return drawing({ layers, blocks: defs, modelSpace });
}

export async function benchDraw(runs = Number(process.env.BENCH_RUNS ?? 5)): Promise<DrawBenchResult> {
  const d = syntheticDrawing();
  const placement = placementAt('mm', 100, { x: 0, y: PLAN_MM.height });
  const size = { width: PLAN_MM.width * placement.k + 72, height: PLAN_MM.height * placement.k + 72 };
  const drawTimes: number[] = [];
  const drawCpu: number[] = [];
  let bytes: Uint8Array = new Uint8Array();
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    bytes = drawSheetPdf(d, placement, size);
    drawTimes.push(performance.now() - t0);
    const used = process.cpuUsage(cpu);
    drawCpu.push((used.user + used.system) / 1000);
  }
  const out = process.env.BENCH_DRAW_PDF;
  if (out) writeFileSync(out, bytes);
  const openTimes: number[] = [];
  const renderTimes: number[] = [];
  const fitTimes: number[] = [];
  const fitScale = 1280 / size.width;
  if (nodeCanvas) {
    for (let i = 0; i < runs; i++) {
      const engine = nodeEngine();
      const copy = bytes.slice().buffer;
      const t0 = performance.now();
      await engine.open('sheet', copy, context());
      const t1 = performance.now();
      await engine.render('sheet', 0, { scale: 1 }, context());
      const t2 = performance.now();
      await engine.render('sheet', 0, { scale: fitScale }, context());
      const t3 = performance.now();
      await engine.close('sheet');
      openTimes.push(t1 - t0);
      renderTimes.push(t2 - t1);
      fitTimes.push(t3 - t2);
    }
  }
  return {
    lines: countDrawnEntities(d),
    bytes: bytes.length,
    drawMs: median(drawTimes),
    drawCpuMs: median(drawCpu),
    openMs: openTimes.length ? median(openTimes) : null,
    renderMs: renderTimes.length ? median(renderTimes) : null,
    fitRenderMs: fitTimes.length ? median(fitTimes) : null,
    fitScale,
    runs,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await benchDraw();
  const ms = (v: number | null) => (v === null ? 'n/a (no canvas)' : `${v.toFixed(0)} ms`);
  console.info(
    `CAD sheet PDF: ${r.lines.toLocaleString('en')} lines in blocks, ${(r.bytes / 1e6).toFixed(1)} MB, medians of ${r.runs}`,
  );
  console.info(`  load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
  console.info(`  drawSheetPdf                         ${ms(r.drawMs)} (CPU ${ms(r.drawCpuMs)})`);
  console.info(`  pdf.js (legacy, Node) open           ${ms(r.openMs)}`);
  console.info(`  pdf.js render at 1 px/pt             ${ms(r.renderMs)}`);
  console.info(`  pdf.js render at ${r.fitScale.toFixed(2)} px/pt (1280 px wide) ${ms(r.fitRenderMs)}`);
  console.info(
    `  open + render (Node « first paint »)  ${ms(r.openMs !== null && r.renderMs !== null ? r.openMs + r.renderMs : null)}`,
  );
}
