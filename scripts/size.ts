/**
 * Measures, gzipped at level 9, the JavaScript a first visit downloads, from Vite's manifest:
 * - the shell: the entry script, the app module it loads on every page (`appModule`), and their static imports;
 * - the landing: the shell plus the lazy chunks '/' renders at once (its layout and route, `modulesForPath` in
 *   src/config/routes.ts, which the server also preloads) and their static imports.
 * - the workspace: what /dashboard loads — the shell, the dashboard's chunk and its static imports, and every chunk
 *   those load on demand (the database, the backup…) — pdf.js's worker excluded; and that the landing loads
 *   none of the workspace's own modules, and that no public page links a workspace style.
 * - the sync code of shared projects (issue 30): what the first shared project a person opens fetches — the chunk of
 *   src/db/sharing/index.ts and its static imports that the workspace's first load does not already hold (yjs,
 *   y-indexeddb, the bridge); and that none of it is in the workspace's first load.
 * The budgets gate `npm test`: the shell's, the landing's, which `npm run bench:site` also
 * measures in a real page load with Lighthouse, the workspace's and the sync code's (issue 30: ≤ 60 KB). 1 KB = 1,000 bytes, the stricter
 * reading.
 *   tsx scripts/size.ts
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { appModule, modulesForPath, paths } from '../src/config/routes';

const dist = join(process.cwd(), 'dist');
// The workspace's 310 KB: see the README's decision « The workspace's first load is budgeted at 310 KB ».
const BUDGETS = { shell: 100_000, landing: 120_000, workspace: 310_000 };
/** The client's sync code, loaded only when a project is shared (issue 30's goal). */
const SHARING_BUDGET = 60_000;
const SHARING_ENTRY = 'src/db/sharing/index.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
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

/** pdf.js's worker runs apart from the page, on its own thread: not counted in the workspace's budget. */
const isWorker = (key: string) => /worker/i.test(key) || /worker/i.test(manifest[key]?.file ?? '');

/** The workspace's first load: the shell and the dashboard's modules with their static imports. */
const workspace = closure([entry, appModule, ...modulesForPath(paths.dashboard)]);

/**
 * What the workspace loads later, on demand (the backup's reader of old backups, a dialog…), followed from the
 * workspace's own chunks only (the shell's dynamic imports are the other pages); printed, not budgeted.
 */
function onDemand(): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isStatic: boolean) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`size: ${key} is not in the Vite manifest`);
    if (seen.has(key) || isWorker(key) || shell.has(chunk.file)) return;
    seen.add(key);
    if (!isStatic && !workspace.has(chunk.file)) files.add(chunk.file);
    chunk.imports?.forEach((k) => visit(k, isStatic));
    chunk.dynamicImports?.forEach((k) => visit(k, false));
  };
  modulesForPath(paths.dashboard).forEach((k) => visit(k, true));
  return files;
}
const later = onDemand();

// The workspace's own modules never reach a first visit of the landing.
const WORKSPACE_SOURCES =
  /^src\/(routes\/workspace|screens\/Workspace|db\/workspace|domain\/takeoff|state\/workspace)\//;
const landingFiles = landing;
const leaked = Object.entries(manifest)
  .filter(([key, chunk]) => WORKSPACE_SOURCES.test(chunk.src ?? key) && landingFiles.has(chunk.file))
  .map(([key]) => key);

let failed = false;
if (leaked.length > 0) {
  console.error(`size: the landing loads workspace modules: ${leaked.join(', ')}`);
  failed = true;
}

/**
 * The stylesheets a public page links: index.html's (the entry's) and those of the chunks it renders at once (the
 * server links them, server/preload.ts). None may hold a workspace style: the public site's styles are one sheet and
 * the workspace's come with its lazy chunks (vite.config.ts). What each sheet is made of: dist/.vite/css-sources.json.
 */
const cssSources = JSON.parse(readFileSync(join(dist, '.vite', 'css-sources.json'), 'utf8')) as Record<
  string,
  string[]
>;
const sheetsOf = (keys: readonly string[]) => {
  const sheets = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach((k) => visit(k, seen));
    chunk.css?.forEach((sheet) => sheets.add(sheet));
  };
  const seen = new Set<string>();
  keys.forEach((key) => visit(key, seen));
  return sheets;
};
const publicPaths = Object.values(paths).filter((path) => !path.startsWith(paths.dashboard));
for (const path of [...publicPaths, '/404']) {
  const sheets = sheetsOf([entry, appModule, ...modulesForPath(path)]);
  const workspaceStyles = [...sheets].flatMap((sheet) => {
    const sources = cssSources[sheet];
    if (!sources) throw new Error(`size: ${sheet} is not in dist/.vite/css-sources.json`);
    return sources.filter((source) => WORKSPACE_SOURCES.test(source));
  });
  if (workspaceStyles.length > 0) {
    console.error(`size: ${path} links workspace styles: ${workspaceStyles.join(', ')}`);
    failed = true;
  }
}

for (const [name, files] of [
  ['shell', shell],
  ['landing', landing],
  ['workspace', workspace],
] as const) {
  const total = [...files].reduce((sum, f) => sum + gzipped(f), 0);
  console.log(`\n${name}: ${files.size} scripts, ${kb(total)} gzip (${total} B; budget ${kb(BUDGETS[name])})`);
  for (const f of [...files].sort((a, b) => gzipped(b) - gzipped(a)))
    console.log(`  ${kb(gzipped(f)).padStart(9)}  ${f}`);
  if (total > BUDGETS[name]) {
    console.error(`size: ${name} initial JavaScript is over budget by ${kb(total - BUDGETS[name])}`);
    failed = true;
  }
}
// The sync code: its own files, past what the workspace's first load already has; never in that first load.
const sharing = new Set([...closure([SHARING_ENTRY])].filter((file) => !workspace.has(file)));
const sharingTotal = [...sharing].reduce((sum, f) => sum + gzipped(f), 0);
console.log(
  `\nsync code of shared projects: ${sharing.size} scripts, ${kb(sharingTotal)} gzip (${sharingTotal} B; budget ${kb(SHARING_BUDGET)})`,
);
for (const f of [...sharing].sort((a, b) => gzipped(b) - gzipped(a)))
  console.log(`  ${kb(gzipped(f)).padStart(9)}  ${f}`);
if (sharingTotal > SHARING_BUDGET) {
  console.error(`size: the sync code of shared projects is over budget by ${kb(sharingTotal - SHARING_BUDGET)}`);
  failed = true;
}
// Yjs says so once per page it is loaded in (its check against being bundled twice): a text no other code has.
const YJS_MARKER = 'Yjs was already imported';
const sharingInFirstLoad = [...workspace].filter(
  (file) => readFileSync(join(dist, file), 'utf8').includes(YJS_MARKER) || sharing.has(file),
);
const sharingEntryFile = manifest[SHARING_ENTRY]?.file;
if (!sharingEntryFile || workspace.has(sharingEntryFile) || sharingInFirstLoad.length > 0) {
  console.error(`size: the workspace's first load holds the sync code: ${sharingInFirstLoad.join(', ')}`);
  failed = true;
}

const laterTotal = [...later].reduce((sum, f) => sum + gzipped(f), 0);
console.log(
  `\nworkspace, loaded on demand (not budgeted; pdf.js's worker excluded): ${later.size} scripts, ${kb(laterTotal)} gzip`,
);
for (const f of [...later].sort((a, b) => gzipped(b) - gzipped(a)))
  console.log(`  ${kb(gzipped(f)).padStart(9)}  ${f}`);
const landingSheets = sheetsOf([entry, appModule, ...modulesForPath(paths.home)]);
const landingCss = [...landingSheets].reduce((sum, f) => sum + gzipped(f), 0);
console.log(`\nlanding stylesheets: ${landingSheets.size}, ${kb(landingCss)} gzip (${landingCss} B; not budgeted)`);
for (const f of landingSheets) console.log(`  ${kb(gzipped(f)).padStart(9)}  ${f}`);
process.exit(failed ? 1 : 0);
