/**
 * Benchmark of the backup check (src/db/backup.ts, checkBackupRows): a generated backup of a large but legitimate
 * workspace — PROJECTS projects, each with 10 sheets, 50 measurements per sheet and one journal entry per
 * measurement — read through, every row checked against its schema and the references between tables. Baseline in
 * the same run: the same file read the same way (4 MiB slices, line by line) with JSON.parse of each line and nothing
 * else, the least any check must do. Medians of BENCH_RUNS runs (≥ 5), interleaved.
 *
 * Also reported: the longest stretch the check holds the thread without a yield (a 1 ms timer's worst lateness),
 * which is what keeps the page responsive while a large backup is checked.
 *
 *   npm run bench:backup
 *
 * Budgets: the check ≤ 4 × the baseline, and the longest stretch ≤ 100 ms. Exits 1 when one is missed. A benchmark,
 * not a test: `npm test` does not run it. It lives beside the storage code it measures (the build scripts may not
 * import the browser database).
 */
import { BACKUP_FORMAT_NAME, BACKUP_FORMAT_VERSION, READ_SLICE_BYTES, checkBackupRows } from './backup.ts';
import { CURRENT_SCHEMA_VERSION } from './schema.ts';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const runs = Math.max(5, Number(process.env.BENCH_RUNS ?? 7));
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 20);
const BUDGET_RATIO = 4;
const BUDGET_STRETCH_MS = 100;

function backupText(): { text: string; rows: number } {
  const lines: string[] = [];
  const at = '2026-03-01T09:00:00.000Z';
  let rows = 0;
  const row = (t: string, r: Record<string, unknown>) => {
    lines.push(`${JSON.stringify({ t, r })},`);
    rows += 1;
  };
  const sheets: [string, string][] = [];
  const measurements: Record<string, unknown>[] = [];
  for (let p = 0; p < PROJECTS; p += 1) {
    const projectId = `project-${p}`;
    row('projects', {
      id: projectId,
      name: `Groupe scolaire ${p}`,
      client: 'Ville',
      type: 'erp',
      createdAt: at,
      updatedAt: at,
    });
    const fileId = `file-${p}`;
    row('files', {
      id: fileId,
      projectId,
      name: 'plans.pdf',
      mediaType: 'application/pdf',
      size: 0,
      hash: `h${p}`,
      pageCount: 10,
      createdAt: at,
    });
    for (let s = 0; s < 10; s += 1) {
      const id = `sheet-${p}-${s}`;
      sheets.push([id, projectId]);
      row('plans', {
        id,
        projectId,
        fileId,
        pageIndex: s,
        name: `Niveau ${s}`,
        width: 3024,
        height: 2160,
        scale: { default: { metresPerUnit: 0.0035, source: { kind: 'ratio', denominator: 100 } }, regions: [] },
        createdAt: at,
        updatedAt: at,
      });
      for (let m = 0; m < 50; m += 1) {
        measurements.push({
          id: `m-${p}-${s}-${m}`,
          projectId,
          sheetId: id,
          kind: 'area',
          label: `Pièce ${m}`,
          color: 'blue',
          points: Array.from({ length: 8 }, (_, i) => ({ x: 100 + i * 10, y: 200 + (i % 2) * 30 })),
          holes: [],
          createdAt: at,
          updatedAt: at,
        });
      }
    }
  }
  for (const m of measurements) row('measurements', m);
  measurements.forEach((m, i) =>
    row('journal', {
      id: `j-${i}`,
      projectId: m['projectId'],
      seq: i + 1,
      at,
      by: 'user-1',
      type: 'createMeasurement',
      changes: [{ table: 'measurements', id: m['id'], before: null, after: m }],
      scope: `project:${String(m['projectId'])}`,
      status: 'done',
    }),
  );
  const header = {
    formatName: BACKUP_FORMAT_NAME,
    formatVersion: BACKUP_FORMAT_VERSION,
    databaseName: 'Metr',
    databaseVersion: CURRENT_SCHEMA_VERSION,
    exportedAt: at,
    tables: [],
    blobBytes: 0,
  };
  const text = [
    `${JSON.stringify(header).slice(0, -1)},"data":[`,
    ...lines,
    JSON.stringify({ end: true, rows }),
    ']}',
  ].join('\n');
  return { text, rows };
}

/** The least any check does: the same slices, the same lines, JSON.parse of each. */
async function baseline(backup: Blob): Promise<number> {
  const decoder = new TextDecoder();
  let carry = '';
  let parsed = 0;
  for (let start = 0; start < backup.size; start += READ_SLICE_BYTES) {
    carry += decoder.decode(await backup.slice(start, start + READ_SLICE_BYTES).arrayBuffer(), { stream: true });
    const lines = carry.split('\n');
    carry = lines.pop() ?? '';
    for (const line of lines.slice(parsed === 0 ? 1 : 0)) {
      JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line);
      parsed += 1;
    }
  }
  return parsed;
}

/** Runs `work` while a 1 ms timer measures how late it fires: the longest stretch the thread was held. */
async function withStretch(work: () => Promise<unknown>): Promise<{ ms: number; stretch: number }> {
  let last = performance.now();
  let stretch = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stretch = Math.max(stretch, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  clearInterval(timer);
  return { ms, stretch };
}

const { text, rows } = backupText();
const backup = new Blob([text]);
console.info(`Backup: ${rows.toLocaleString('en')} rows, ${(backup.size / 1e6).toFixed(1)} MB`);
const check = await checkBackupRows(backup, CURRENT_SCHEMA_VERSION);
if (check.problemCount > 0) {
  console.error('The generated backup is refused:', check.problems);
  process.exit(1);
}

const ours: number[] = [];
const stretches: number[] = [];
const base: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const measured = await withStretch(() => checkBackupRows(backup, CURRENT_SCHEMA_VERSION));
  ours.push(measured.ms);
  stretches.push(measured.stretch);
  base.push((await withStretch(() => baseline(backup))).ms);
}
const oursMs = median(ours);
const baseMs = median(base);
const ratio = oursMs / baseMs;
console.info(`Stretches: ${stretches.map((s) => s.toFixed(0)).join(', ')}`);
const stretch = Math.max(...stretches);
console.info(`Check:    median ${oursMs.toFixed(0)} ms (${((oursMs / rows) * 1000).toFixed(1)} µs per row)`);
console.info(`Baseline: median ${baseMs.toFixed(0)} ms (JSON.parse of each line)`);
console.info(`Ratio:    ${ratio.toFixed(2)} × (budget ${BUDGET_RATIO} ×)`);
console.info(`Longest stretch without a yield: ${stretch.toFixed(0)} ms (budget ${BUDGET_STRETCH_MS} ms)`);
if (ratio > BUDGET_RATIO || stretch > BUDGET_STRETCH_MS) process.exit(1);
