/**
 * The DXF reader's memory on a large file (the README's « DXF reader » open item): a synthetic plan of
 * BENCH_DXF_MB megabytes (default 70) read by readDxf as the CAD worker does, its ENTITIES and BLOCKS given to
 * dxf-parser in pieces (DXF_PIECE_CHARS), against the same reader given the whole text at once (the baseline: what
 * readDxf did before, dxf-parser's line array for the whole file). Each run is its own Node process with a 4 GB heap
 * (about a browser worker's ceiling); the peak is sampled as the read goes (heap + external), medians of BENCH_RUNS (3).
 *
 * Usage: `npm run bench:cad:memory` (`BENCH_DXF_MB=195` for a file near the 200 MB import limit).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { largeDxfPath, memorySampler, runChild } from './benchChild.ts';

const MB = Number(process.env.BENCH_DXF_MB ?? 70);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Run {
  ms: number;
  peakMB: number;
  retainedMB: number;
}

/** One read in this process (the child's side): prints its time, peak and what the drawing keeps. */
async function child(path: string, whole: boolean): Promise<void> {
  const { readDxf } = await import('../../src/domain/cad/dxf/index.ts');
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
  const bytes = new Uint8Array(readFileSync(path));
  gc();
  const memory = memorySampler();
  const start = performance.now();
  // The reader's memory on the whole file: not stopped where its texts pass a sheet's operators (bench-refusal.ts).
  const drawing = readDxf(bytes, {
    onProgress: memory.sample,
    maxPageOperators: Number.POSITIVE_INFINITY,
    ...(whole ? { pieceChars: Number.MAX_SAFE_INTEGER } : {}),
  });
  const ms = performance.now() - start;
  const peak = memory.stop();
  gc();
  const retained = memory.used();
  if (drawing.modelSpace.length === 0) throw new Error('nothing read');
  const run: Run = { ms, peakMB: peak / 1e6, retainedMB: retained / 1e6 };
  console.log(JSON.stringify(run));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function measure(path: string, whole: boolean): Run {
  return runChild<Run>(fileURLToPath(import.meta.url), ['child', path, whole ? 'whole' : 'pieces'], ['--expose-gc']);
}

async function main(): Promise<void> {
  const path = largeDxfPath(MB);
  const size = readFileSync(path).byteLength / 1e6;
  const runs = { pieces: [] as Run[], whole: [] as Run[] };
  // Interleaved, so that a change in the machine's load falls on both.
  for (let i = 0; i < RUNS; i++) {
    runs.pieces.push(measure(path, false));
    runs.whole.push(measure(path, true));
  }
  const row = (name: string, list: Run[]) =>
    `${name.padEnd(24)}${median(list.map((r) => r.ms))
      .toFixed(0)
      .padStart(10)}${median(list.map((r) => r.peakMB))
      .toFixed(0)
      .padStart(12)}${median(list.map((r) => r.retainedMB))
      .toFixed(0)
      .padStart(14)}`;
  console.log(`DXF read of a ${size.toFixed(1)} MB synthetic plan, medians of ${RUNS} runs (peak over the bytes read)`);
  console.log(`${''.padEnd(24)}${'ms'.padStart(10)}${'peak MB'.padStart(12)}${'retained MB'.padStart(14)}`);
  console.log(row('in pieces (readDxf)', runs.pieces));
  console.log(row('whole text (baseline)', runs.whole));
  const ratio = median(runs.pieces.map((r) => r.peakMB)) / median(runs.whole.map((r) => r.peakMB));
  console.log(`peak ratio ${ratio.toFixed(2)}`);
}

if (process.argv[2] === 'child') await child(process.argv[3] as string, process.argv[4] === 'whole');
else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
