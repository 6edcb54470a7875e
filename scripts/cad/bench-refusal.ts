/**
 * How long a DXF takes from the CAD worker's start to its sheet, or to its refusal, and the memory it takes on the
 * way (issue 28, « a drawing too large »): the synthetic plan of BENCH_DXF_MB megabytes (`largeDxf`, as
 * `bench:cad:memory` makes it) through the CAD engine as the worker runs it (read, sheet model, PDF), then, when a
 * PDF came out, its page's operators counted by pdf.js as the PDF engine counts them before it draws (the limit
 * MAX_PAGE_OPERATORS). Each run is its own Node process with a 4 GB heap (about a browser worker's ceiling).
 *
 * Usage: `BENCH_DXF_MB=195 npx tsx scripts/cad/bench-refusal.ts` (BENCH_RUNS, default 1: a 195 MB run takes minutes;
 * BENCH_DXF_MIX=lines or hatches for a plan of lines or pattern hatches only).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { largeDxfPath, memorySampler, runChild } from './benchChild.ts';
import type { LargeMix } from './make-dxf.ts';

const MB = Number(process.env.BENCH_DXF_MB ?? 70);
/** What the plan is made of (make-dxf.ts `LargeMix`): a floor plan, lines only or pattern hatches only. */
const MIX = (process.env.BENCH_DXF_MIX ?? 'plan') as LargeMix;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

interface Run {
  /** Where it ended: 'imported', or the refusal's code and the step that refused it. */
  outcome: string;
  ms: number;
  /** Heap + external over the bytes read, sampled as it goes. */
  peakMB: number;
  /** The process's peak resident memory. */
  maxRssMB: number;
  operators?: number;
}

async function child(path: string): Promise<void> {
  const { CadEngine } = await import('../../src/workers/cad/engine.ts');
  const { cadPipeline } = await import('../../src/workers/cad/pipeline.ts');
  const bytes = new Uint8Array(readFileSync(path));
  const memory = memorySampler();
  const ctx = { signal: new AbortController().signal, progress: memory.sample };
  const engine = new CadEngine(cadPipeline);
  const start = performance.now();
  let outcome = 'imported';
  let operators: number | undefined;
  let step = 'read';
  try {
    await engine.readDxf('bench', bytes.buffer, ctx);
    step = 'build';
    const built = await engine.build('bench', 'mm', 'file', ctx);
    step = 'pdf.js';
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(built.pdf), isEvalSupported: false }).promise;
    const page = await doc.getPage(1);
    const list = await page.getOperatorList();
    operators = list.fnArray.length;
    if (operators > 1_000_000) outcome = `tooComplex at pdf.js (${operators} operators)`;
  } catch (error) {
    outcome = `${(error as { code?: string }).code ?? String(error)} at ${step}`;
  }
  const ms = performance.now() - start;
  const run: Run = {
    outcome,
    ms,
    peakMB: memory.stop() / 1e6,
    maxRssMB: process.resourceUsage().maxRSS / 1e3,
    ...(operators !== undefined ? { operators } : {}),
  };
  console.log(JSON.stringify(run));
}

function measure(path: string): Run {
  return runChild<Run>(fileURLToPath(import.meta.url), ['child', path]);
}

async function main(): Promise<void> {
  const path = largeDxfPath(MB, MIX);
  const size = readFileSync(path).byteLength / 1e6;
  console.log(`CAD worker on a ${size.toFixed(1)} MB synthetic plan (${MIX}), ${RUNS} run(s)`);
  for (let i = 0; i < RUNS; i++) {
    const before = loadavg()[0] as number;
    const run = measure(path);
    const after = loadavg()[0] as number;
    console.log(
      `${run.outcome}${run.operators === undefined ? '' : ` (${run.operators} operators)`}: ${(run.ms / 1000).toFixed(1)} s, peak ${run.peakMB.toFixed(0)} MB (max RSS ${run.maxRssMB.toFixed(0)} MB), load ${before.toFixed(1)}→${after.toFixed(1)}`,
    );
  }
}

if (process.argv[2] === 'child') await child(process.argv[3] as string);
else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
