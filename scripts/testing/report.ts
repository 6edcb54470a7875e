/**
 * What `npm test` ran, read back from the reports its runners write into test-reports/ (ignored by git):
 *
 *   tsx scripts/testing/report.ts summary   the table npm test prints at its end: each gate, its time, its tests
 *   tsx scripts/testing/report.ts profile   (npm run test:profile) the 20 slowest unit files, story files, stories
 *                                            and e2e tests of the last run, and where the stories' time goes
 *
 * The reports: gates.tsv (scripts/test.sh: gate, seconds, outcome), unit.json and libreoffice.json (Vitest's json
 * reporter), stories.json (scripts/testing/jest-timing-reporter.cjs), story-phases.jsonl (.storybook/test-runner.ts)
 * and e2e.json (Playwright's json reporter).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
export const REPORTS = join(ROOT, 'test-reports');

export interface TimedTest {
  readonly name: string;
  readonly file: string;
  readonly seconds: number;
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly retries: number;
}
export interface TimedFile {
  readonly file: string;
  readonly seconds: number;
}
export interface RunReport {
  readonly tests: readonly TimedTest[];
  readonly files: readonly TimedFile[];
  /** Pictures compared (stories only). */
  readonly pictures?: number;
}

function readJson<T>(name: string): T | undefined {
  const path = join(REPORTS, name);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

const relativeToRoot = (file: string) => relative(ROOT, file);

export interface VitestJson {
  readonly testResults: readonly {
    readonly name: string;
    readonly startTime: number;
    readonly endTime: number;
    readonly assertionResults: readonly { fullName: string; duration?: number | null; status: string }[];
  }[];
}

const vitestStatus = (status: string): TimedTest['status'] =>
  status === 'passed' ? 'passed' : status === 'failed' ? 'failed' : 'skipped';

export const readVitest = (name: string) => fromJson(readJson<VitestJson>(name), vitestReport);

function fromJson<J>(json: J | undefined, parse: (json: J) => RunReport): RunReport | undefined {
  return json === undefined ? undefined : parse(json);
}

export function vitestReport(json: VitestJson): RunReport {
  return {
    files: json.testResults.map((r) => ({ file: relativeToRoot(r.name), seconds: (r.endTime - r.startTime) / 1000 })),
    tests: json.testResults.flatMap((r) =>
      r.assertionResults.map((t) => ({
        name: t.fullName,
        file: relativeToRoot(r.name),
        seconds: (t.duration ?? 0) / 1000,
        status: vitestStatus(t.status),
        retries: 0,
      })),
    ),
  };
}

export interface StoriesJson {
  readonly snapshots: number;
  readonly files: readonly {
    readonly file: string;
    readonly duration: number;
    readonly tests: readonly { name: string; duration: number; status: string; retries: number }[];
  }[];
}

export const readStories = () => fromJson(readJson<StoriesJson>('stories.json'), storiesReport);

export function storiesReport(json: StoriesJson): RunReport {
  return {
    pictures: json.snapshots,
    files: json.files.map((f) => ({ file: f.file, seconds: f.duration / 1000 })),
    tests: json.files.flatMap((f) =>
      f.tests.map((t) => ({
        name: t.name,
        file: f.file,
        seconds: t.duration / 1000,
        status: vitestStatus(t.status),
        retries: t.retries,
      })),
    ),
  };
}

export interface PlaywrightJson {
  readonly suites: readonly PlaywrightSuite[];
}
interface PlaywrightSuite {
  readonly file: string;
  readonly title: string;
  readonly specs?: readonly {
    readonly title: string;
    readonly tests: readonly {
      readonly projectName: string;
      readonly status: string;
      readonly results: readonly { duration: number; status: string; retry: number }[];
    }[];
  }[];
  readonly suites?: readonly PlaywrightSuite[];
}

export const readPlaywright = () => fromJson(readJson<PlaywrightJson>('e2e.json'), playwrightReport);

export function playwrightReport(json: PlaywrightJson): RunReport {
  const tests: TimedTest[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        tests.push({
          name: [...titles, spec.title].join(' › '),
          file: `tests/e2e/${suite.file}`,
          seconds: test.results.reduce((sum, r) => sum + r.duration, 0) / 1000,
          status: test.status === 'skipped' ? 'skipped' : last?.status === 'passed' ? 'passed' : 'failed',
          retries: Math.max(0, test.results.length - 1),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of json.suites) visit(suite, []);
  const byFile = new Map<string, number>();
  for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.seconds);
  return { tests, files: [...byFile].map(([file, seconds]) => ({ file, seconds })) };
}

/** The runner's report behind each gate of scripts/test.sh that runs tests. */
const GATE_REPORTS: Record<string, () => RunReport | undefined> = {
  unit: () => readVitest('unit.json'),
  libreoffice: () => readVitest('libreoffice.json'),
  stories: readStories,
  e2e: readPlaywright,
};

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, ' ')} s`;

export function counts(report: RunReport | undefined): string {
  if (!report) return '';
  const by = (status: TimedTest['status']) => report.tests.filter((t) => t.status === status).length;
  const retried = report.tests.filter((t) => t.retries > 0).length;
  const parts = [`${by('passed')} passed`];
  if (by('failed')) parts.push(`${by('failed')} failed`);
  if (by('skipped')) parts.push(`${by('skipped')} skipped`);
  if (report.pictures !== undefined) parts.push(`${report.pictures} pictures`);
  if (retried) parts.push(`${retried} retried`);
  return parts.join(', ');
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function summary(): string {
  const path = join(REPORTS, 'gates.tsv');
  if (!existsSync(path)) return 'No gate was timed (test-reports/gates.tsv is missing).';
  const gates = readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t') as [string, string, string]);
  const rows = gates.map(([gate, seconds, outcome]) => [
    gate,
    minutes(Number(seconds)),
    outcome === 'ok' ? counts(GATE_REPORTS[gate]?.()) : outcome,
  ]);
  const total = gates.reduce((sum, [, seconds]) => sum + Number(seconds), 0);
  return table([['gate', 'time', 'tests'], ...rows, ['total', minutes(total), '']]);
}

function slowest<T extends { seconds: number }>(items: readonly T[], label: (item: T) => string, n = 20): string {
  return [...items]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, n)
    .map((item) => `${item.seconds.toFixed(2).padStart(7)} s  ${label(item)}`)
    .join('\n');
}

interface StoryPhases {
  readonly id: string;
  readonly [phase: string]: number | string;
}

function storyPhases(): string | undefined {
  const path = join(REPORTS, 'story-phases.jsonl');
  if (!existsSync(path)) return undefined;
  const rows = readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoryPhases);
  const phases = Object.keys(rows[0] ?? {}).filter((key) => key !== 'id');
  const lines = phases.map((phase) => {
    const values = rows.map((r) => Number(r[phase]) || 0).sort((a, b) => a - b);
    const sum = values.reduce((a, b) => a + b, 0);
    const median = values[Math.floor(values.length / 2)] ?? 0;
    return [phase, `${(sum / 1000).toFixed(1)} s`, `${median} ms`, `${values.at(-1) ?? 0} ms`];
  });
  return table([['phase', 'sum', 'median', 'max'], ...lines]);
}

export function profile(): string {
  const sections: string[] = [];
  const unit = readVitest('unit.json');
  const stories = readStories();
  const e2e = readPlaywright();
  if (!unit && !stories && !e2e) return 'No report yet: run `npm test` (or one of its gates) first.';
  if (unit)
    sections.push(
      'Slowest unit files (Vitest):',
      slowest(unit.files, (f) => f.file),
    );
  if (stories) {
    sections.push(
      '',
      'Slowest story files (test-storybook):',
      slowest(stories.files, (f) => f.file),
    );
    sections.push(
      '',
      'Slowest stories:',
      slowest(stories.tests, (t) => t.name),
    );
    const phases = storyPhases();
    if (phases) sections.push('', 'Where the stories’ time goes (.storybook/test-runner.ts):', phases);
  }
  if (e2e)
    sections.push(
      '',
      'Slowest e2e tests (Playwright):',
      slowest(e2e.tests, (t) => `${t.file} › ${t.name}`),
    );
  return sections.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command === 'summary') console.info(summary());
  else if (command === 'profile') console.info(profile());
  else {
    console.error('usage: tsx scripts/testing/report.ts summary|profile');
    process.exit(2);
  }
}
