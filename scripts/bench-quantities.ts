/**
 * The quantities panel after a variable edit: a project of 5,000 wall, floor and count measurements feeding 500
 * articles through formulas (2,000 of them name HSP), then HSP is edited and the panel's data rebuilt. Budget: the
 * panel up to date ≤ 50 ms (median). Baseline in the same run: the same project computed from scratch (every formula
 * compiled, every measurement measured), which is what a non-incremental engine does on each edit; the ratio says
 * what the dependency index saves.
 *
 *   npm run bench:quantities
 *
 * Not a test: timings depend on the machine; compare runs on the same one.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { QuantityEngine, type QuantityInput } from '../src/domain/library/quantities';
import { STARTER_LIBRARY } from '../src/domain/library/starter/data';
import { installLibrary } from '../src/domain/library/commands';
import type { VariableRow } from '../src/domain/library/types';
import { applyChanges, emptyState } from '../src/domain/takeoff/commands';
import type { Measurement, SheetRow } from '../src/domain/takeoff/types';
import { median, random } from './bench-common.ts';

const BUDGET_MS = 50;
const MEASUREMENTS = 5000;
const ARTICLES = 500;
const RUNS = 31;
const WARM_UP = 10;
const T = '2026-03-01T09:00:00.000Z';

/** 500 articles: the starter library's, repeated under more lots until there are enough. */
function library() {
  let n = 0;
  const ctx = { now: T, newId: () => `id-${++n}` };
  const lots = [];
  for (
    let copy = 0;
    lots.reduce((s, l) => s + l.chapters.reduce((c, ch) => c + ch.articles.length, 0), 0) < ARTICLES;
    copy++
  ) {
    for (const lot of STARTER_LIBRARY.lots) lots.push({ ...lot, code: String(lots.length + 1).padStart(2, '0') });
  }
  const state = applyChanges(emptyState(), installLibrary({ name: 'Bench' }, { lots }, ctx).changes);
  return { state, articles: [...state.libraryItems.values()].slice(0, ARTICLES) };
}

function project(
  rand: () => number,
  articleIds: readonly { id: string; unite: string }[],
): QuantityInput['measurements'] {
  const sheets = 10;
  const out: Measurement[] = [];
  const base = { projectId: 'p', label: '', color: 'blue' as const, createdAt: T, updatedAt: T };
  for (let i = 0; i < MEASUREMENTS; i++) {
    const article = articleIds[i % articleIds.length] as { id: string; unite: string };
    const x = rand() * 2000;
    const y = rand() * 1500;
    const w = 20 + rand() * 200;
    const sheetId = `sheet-${i % sheets}`;
    if (i % 5 < 2) {
      out.push({
        ...base,
        id: `m${i}`,
        sheetId,
        kind: 'wallArea',
        points: [
          { x, y },
          { x: x + w, y },
          { x: x + w, y: y + w },
        ],
        closed: false,
        height: 2.5,
        openings: [{ width: 0.9, height: 2.1, count: 1 }],
        links: [{ articleId: article.id, formula: 'L × HSP − 2 × 0,90 × 2,10' }],
      });
    } else if (i % 5 < 4) {
      out.push({
        ...base,
        id: `m${i}`,
        sheetId,
        kind: 'area',
        points: [
          { x, y },
          { x: x + w, y },
          { x: x + w, y: y + w },
          { x, y: y + w },
        ],
        holes: [],
        links: [{ articleId: article.id, formula: article.unite === 'm³' ? 'S × EP' : 'S' }],
      });
    } else {
      out.push({
        ...base,
        id: `m${i}`,
        sheetId,
        kind: 'count',
        points: [
          { x, y },
          { x: x + 5, y },
        ],
        links: [{ articleId: article.id, formula: 'Q' }],
      });
    }
  }
  return out;
}

function main() {
  const rand = random(42);
  const { state, articles } = library();
  const measurements = [...project(rand, articles)];
  const sheets: SheetRow[] = Array.from({ length: 10 }, (_, i) => ({
    id: `sheet-${i}`,
    projectId: 'p',
    fileId: 'f',
    pageIndex: i,
    name: `Plan ${i}`,
    width: 3024,
    height: 2160,
    scale: { default: { metresPerUnit: 0.01, source: { kind: 'ratio', denominator: 100 } }, regions: [] },
    createdAt: T,
    updatedAt: T,
  }));
  const variable = (name: string, value: number, unit: string): VariableRow => ({
    id: name,
    projectId: 'p',
    name,
    value,
    unit,
    createdAt: T,
    updatedAt: T,
  });
  const variablesAt = (hsp: number) => [variable('HSP', hsp, 'm'), variable('EP', 20, 'cm')];
  const input = (hsp: number): QuantityInput => ({ measurements, sheets, variables: variablesAt(hsp), library: state });

  const engine = new QuantityEngine(input(2.5));
  const dependents = engine.dependents('HSP').length;
  // A collection between runs (when node runs with --expose-gc, as the npm script does), so that one run's garbage
  // is not paid by the next; the two kinds of run are measured apart for the same reason.
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const edit: number[] = [];
  const editCpu: number[] = [];
  const scratch: number[] = [];
  const totals: number[] = [];
  // Warm-up: the first edits run the engine's code before the JIT has optimised it.
  for (let run = 0; run < WARM_UP; run++) engine.setVariables(variablesAt(3 + run / 100));
  engine.panel();
  for (let run = 0; run < RUNS; run++) {
    gc();
    const cpu = process.cpuUsage();
    const t = performance.now();
    engine.setVariables(variablesAt(2.5 + (run + 1) / 100));
    const panel = engine.panel();
    edit.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    editCpu.push((used.user + used.system) / 1000);
    totals.push(panel.totalHtCents);
  }
  for (let run = 0; run < Math.min(RUNS, 11); run++) {
    gc();
    const t = performance.now();
    const fresh = new QuantityEngine(input(2.5 + (run + 1) / 100)).panel();
    scratch.push(performance.now() - t);
    if (fresh.totalHtCents !== totals[run]) throw new Error('Incremental and from-scratch totals differ');
  }
  const m = median(edit);
  const b = median(scratch);
  console.log(
    `bench:quantities — ${MEASUREMENTS} measurements, ${articles.length} articles, ${dependents} formulas name HSP`,
  );
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${RUNS} runs`,
  );
  console.log(
    `edit HSP → panel data: median ${m.toFixed(2)} ms (budget ${BUDGET_MS} ms) ${m <= BUDGET_MS ? 'OK' : 'OVER BUDGET'}`,
  );
  // On a shared machine the wall clock also counts the time other processes held the CPU; this is our own work.
  console.log(`  of which CPU time of this process: median ${median(editCpu).toFixed(2)} ms`);
  console.log(
    `baseline, from scratch:  median ${b.toFixed(2)} ms; ratio incremental / baseline = ${(m / b).toFixed(3)}`,
  );
  if (m > BUDGET_MS) process.exitCode = 1;
}

main();
