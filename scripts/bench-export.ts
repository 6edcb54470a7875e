/**
 * Benchmark of the DPGF export: 10 lots × 1,000 lines (10 chapters of 100 lines each), laid out (formulas, results
 * in exact cents, sub-totals, three VAT rows) and written by exceljs with styles, frozen panes and print setup — what
 * the export worker does. Baseline in the same run: exceljs alone writing the same 10,000 lines as plain rows (N°,
 * Désignation, Unité, Quantité, PU HT, Montant HT as a number), no styles, no formulas. Medians of BENCH_RUNS runs
 * (≥ 5), interleaved so that a busy machine slows both alike. Runs in Node with exceljs's Node build; the worker
 * runs its browser build of the same version.
 *
 *   npm run bench:export
 *
 * Budgets: the DPGF ≤ 1 s, and ≤ 1.3 × the baseline. Exits 1 when one is missed. A benchmark, not a
 * test: `npm test` does not run it.
 */
import ExcelJS from 'exceljs';
import { sampleDocument } from '../src/domain/export/sample.ts';
import { documentWorkbook } from '../src/domain/export/workbook.ts';
import { exportLabels } from '../src/i18n/export.ts';
import { writeWorkbook } from '../src/workers/export/xlsx.ts';
import { median } from './bench-common.ts';

const runs = Math.max(5, Number(process.env.BENCH_RUNS ?? 7));
const BUDGET_MS = 1000;
const BUDGET_RATIO = 1.3;

const document = sampleDocument({ lots: 10, chaptersPerLot: 10, linesPerChapter: 100, details: 0 });
const lines = document.lots.flatMap((l) => l.chapters.flatMap((c) => c.lines));
const labels = exportLabels();
/** Where a run's time went: its phases, in order, as [name, ms]. */
type Phases = [string, number][];

/** A lap timer: each call records the time since the previous one (or since this call) under its phase's name. */
function lapper(phases: Phases): (name: string) => void {
  let mark = performance.now();
  return (name) => {
    const now = performance.now();
    phases.push([name, now - mark]);
    mark = now;
  };
}

/** The export worker's work; its phases split where writeWorkbook reports them (`compress` starts exceljs's write). */
async function ours(phases: Phases): Promise<number> {
  const lap = lapper(phases);
  const model = documentWorkbook(document, labels, { priced: true, quantities: false, details: false });
  lap('layout');
  const ctx = {
    signal: new AbortController().signal,
    progress: (p: { stage: string }) => {
      if (p.stage === 'compress') lap('cells');
    },
  };
  const bytes = await writeWorkbook(ExcelJS, model, ctx);
  lap('write+zip');
  return bytes.byteLength;
}

async function baseline(phases: Phases): Promise<number> {
  const lap = lapper(phases);
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('DPGF');
  for (const line of lines) {
    ws.addRow([
      line.number,
      line.designation,
      line.unit,
      line.quantity,
      line.unitPrice,
      Math.round(line.quantity * line.unitPrice * 100) / 100,
    ]);
  }
  lap('cells');
  const buffer = await workbook.xlsx.writeBuffer();
  lap('write+zip');
  return buffer.byteLength;
}

interface Run {
  ms: number;
  /** CPU time of the process (user + system): what other work on a shared machine disturbs least. */
  cpuMs: number;
  bytes: number;
  phases: Phases;
}

async function time(task: (phases: Phases) => Promise<number>): Promise<Run> {
  const phases: Phases = [];
  const cpu = process.cpuUsage();
  const start = performance.now();
  const bytes = await task(phases);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, bytes, phases };
}

/** Each phase's median over the runs. */
function phaseMedians(all: Run[]): string {
  const names = all[0]?.phases.map(([name]) => name) ?? [];
  return names.map((name, i) => `${name} ${median(all.map((r) => r.phases[i]?.[1] ?? 0)).toFixed(0)} ms`).join(' · ');
}

async function main() {
  console.log(`DPGF export: ${lines.length} lines in ${document.lots.length} lots, ${runs} runs (after a warm-up)`);
  await ours([]);
  await baseline([]);
  const oursRuns: Run[] = [];
  const baseRuns: Run[] = [];
  for (let i = 0; i < runs; i++) {
    oursRuns.push(await time(ours));
    baseRuns.push(await time(baseline));
  }
  const oursMs = oursRuns.map((r) => r.ms);
  const baseMs = baseRuns.map((r) => r.ms);
  const sizes = { ours: oursRuns.at(-1)?.bytes ?? 0, base: baseRuns.at(-1)?.bytes ?? 0 };
  const m = median(oursMs);
  const b = median(baseMs);
  const ratio = m / b;
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(
    `  DPGF (layout + styled workbook)  median ${fmt(m)}  [${oursMs.map(fmt).join(', ')}]  ${sizes.ours} bytes`,
  );
  console.log(
    `  exceljs alone, plain rows       median ${fmt(b)}  [${baseMs.map(fmt).join(', ')}]  ${sizes.base} bytes`,
  );
  const cpu = { ours: median(oursRuns.map((r) => r.cpuMs)), base: median(baseRuns.map((r) => r.cpuMs)) };
  console.log(
    `  CPU time (medians): DPGF ${fmt(cpu.ours)}, exceljs alone ${fmt(cpu.base)}, ratio ${(cpu.ours / cpu.base).toFixed(2)}`,
  );
  console.log(`  where the time goes (medians): DPGF ${phaseMedians(oursRuns)}`);
  console.log(`                                 exceljs alone ${phaseMedians(baseRuns)}`);
  const okTime = m <= BUDGET_MS;
  const okRatio = ratio <= BUDGET_RATIO;
  console.log(`  budget: DPGF ≤ ${BUDGET_MS} ms … ${okTime ? 'ok' : 'MISSED'}`);
  console.log(`  budget: ratio ${ratio.toFixed(2)} ≤ ${BUDGET_RATIO} … ${okRatio ? 'ok' : 'MISSED'}`);
  if (!okTime || !okRatio) process.exitCode = 1;
}

void main();
