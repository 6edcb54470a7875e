/**
 * What the CAD memory benches share: the synthetic plan of a given size (`largeDxf`, written once to the temporary
 * directory), a child Node process per run with a 4 GB heap (about a browser worker's ceiling) that prints its result
 * as its last line of JSON, and a sampler of the heap and external memory as the run goes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { largeDxf, type LargeMix } from './make-dxf.ts';

/** The synthetic plan of `mb` megabytes, made once. */
export function largeDxfPath(mb: number, mix: LargeMix = 'plan'): string {
  const path = join(tmpdir(), `metr-bench-${mix === 'plan' ? '' : `${mix}-`}${mb}mb.dxf`);
  if (!existsSync(path)) writeFileSync(path, largeDxf(mb * 1e6, mix), 'latin1');
  return path;
}

/** Runs `script` in its own Node process (4 GB heap, `flags` added) and returns the last line it prints, parsed. */
export function runChild<T>(script: string, args: readonly string[], flags: readonly string[] = []): T {
  const out = execFileSync(
    process.execPath,
    [...flags, '--max-old-space-size=4096', '--import', 'tsx', script, ...args],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split('\n').pop() as string) as T;
}

/** Heap + external memory sampled every 10 ms and at each `sample()`: `peak()` is over the baseline at creation. */
export function memorySampler() {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const base = used();
  let peak = base;
  const sample = () => {
    peak = Math.max(peak, used());
  };
  const timer = setInterval(sample, 10);
  return {
    sample,
    used: () => used() - base,
    stop: () => {
      clearInterval(timer);
      sample();
      return peak - base;
    },
  };
}
