/**
 * Measures, gzipped at level 9, the JavaScript a first visit downloads, from Vite's manifest:
 * - the shell: the entry script, the app module it loads on every page (`appModule`), and their static imports;
 * - the landing: the shell plus the lazy chunks '/' renders at once (its layout and route, `modulesForPath` in
 *   src/config/routes.ts, which the server also preloads) and their static imports.
 * Both budgets gate `npm test`: the shell's (issue 2) and the landing's (issue 3), which `npm run bench:site` also
 * measures in a real page load with Lighthouse. 1 KB = 1,000 bytes, the stricter reading.
 *   tsx scripts/size.ts
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { appModule, modulesForPath, paths } from '../src/config/routes';

const dist = join(process.cwd(), 'dist');
const BUDGETS = { shell: 100_000, landing: 120_000 };

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`size: ${key} is not in the Vite manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const gz = new Map<string, number>();
const gzipped = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file) ?? 0;
};
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
if (!entry) throw new Error('size: no entry in the Vite manifest');
const shell = closure([entry, appModule]);
const landing = closure([entry, appModule, ...modulesForPath(paths.home)]);

let failed = false;
for (const [name, files] of [
  ['shell', shell],
  ['landing', landing],
] as const) {
  const total = [...files].reduce((sum, f) => sum + gzipped(f), 0);
  console.log(`\n${name}: ${files.size} scripts, ${kb(total)} gzip (budget ${kb(BUDGETS[name])})`);
  for (const f of [...files].sort((a, b) => gzipped(b) - gzipped(a)))
    console.log(`  ${kb(gzipped(f)).padStart(9)}  ${f}`);
  if (total > BUDGETS[name]) {
    console.error(`size: ${name} initial JavaScript is over budget by ${kb(total - BUDGETS[name])}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
