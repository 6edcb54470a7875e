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
 * Budgets (issue 13): the DPGF ≤ 1 s, and ≤ 1.3 × the baseline. Exits 1 when one is missed. A benchmark, not a
 * test: `npm test` does not run it.
 */
import ExcelJS from 'exceljs';
import { sampleDocument } from '../src/domain/export/sample.ts';
import { documentWorkbook } from '../src/domain/export/workbook.ts';
import { exportLabels } from '../src/i18n/export.ts';
import { writeWorkbook } from '../src/workers/export/xlsx.ts';

const runs = Math.max(5, Number(process.env.BENCH_RUNS ?? 7));
const BUDGET_MS = 1000;
const BUDGET_RATIO = 1.3;

const document = sampleDocument({ lots: 10, chaptersPerLot: 10, linesPerChapter: 100, details: 0 });
const lines = document.lots.flatMap((l) => l.chapters.flatMap((c) => c.lines));
const labels = exportLabels();
const ctx = { signal: new AbortController().signal, progress: () => {} };

async function ours(): Promise<number> {
  const model = documentWorkbook(document, labels, { priced: true, quantities: false, details: false });
  const bytes = await writeWorkbook(ExcelJS, model, ctx);
  return bytes.byteLength;
}

async function baseline(): Promise<number> {
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
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer.byteLength;
}

async function time(task: () => Promise<number>): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const bytes = await task();
  return { ms: performance.now() - start, bytes };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function main() {
  console.log(`DPGF export: ${lines.length} lines in ${document.lots.length} lots, ${runs} runs (after a warm-up)`);
  await ours();
  await baseline();
  const oursMs: number[] = [];
  const baseMs: number[] = [];
  let sizes = { ours: 0, base: 0 };
  for (let i = 0; i < runs; i++) {
    const a = await time(ours);
    const b = await time(baseline);
    oursMs.push(a.ms);
    baseMs.push(b.ms);
    sizes = { ours: a.bytes, base: b.bytes };
  }
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
  const okTime = m <= BUDGET_MS;
  const okRatio = ratio <= BUDGET_RATIO;
  console.log(`  budget: DPGF ≤ ${BUDGET_MS} ms … ${okTime ? 'ok' : 'MISSED'}`);
  console.log(`  budget: ratio ${ratio.toFixed(2)} ≤ ${BUDGET_RATIO} … ${okRatio ? 'ok' : 'MISSED'}`);
  if (!okTime || !okRatio) process.exitCode = 1;
}

void main();
