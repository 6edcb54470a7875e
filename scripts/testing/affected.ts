/**
 * Which story files and e2e specs a change touches, for `npm run test:changed` (scripts/test-changed.sh):
 *
 *   tsx scripts/testing/affected.ts <base> stories   story files to run, one per line ("all" for every one)
 *   tsx scripts/testing/affected.ts <base> e2e       e2e specs to run, one per line ("all" for every one)
 *   tsx scripts/testing/affected.ts <base> files     the changed files themselves
 *
 * The change: what differs from <base> (commits since it, staged, unstaged and untracked files), as Vitest's
 * `--changed <base>` reads it. A story file or spec is touched when it changed or reaches a changed file through its
 * relative imports (`import … from './x'`, `import('./x')`, `import './x.css'`), transitively; a changed story picture
 * (stories/__snapshots__/<id>.png) touches the file that declares that story (storybook-static/index.json, when
 * Storybook was built). What every story or every spec runs through (the runner's configuration, the packages, the
 * audit) touches them all.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

function git(...args: string[]): string[] {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Files that differ from `base`: committed since it, staged, unstaged, untracked (deleted ones included). */
export function changedFiles(base: string): string[] {
  return [
    ...new Set([
      ...git('diff', '--name-only', `${base}...HEAD`),
      ...git('diff', '--name-only', '--cached'),
      ...git('ls-files', '--others', '--modified', '--exclude-standard'),
      ...git('diff', '--name-only'),
    ]),
  ].sort();
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const CANDIDATES = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The project files a source file imports by relative path (queries such as `?url` dropped). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = (match[1] ?? '').replace(/\?.*$/, '');
    const target = join(dirname(file), specifier);
    // `import './x.css'` is vanilla-extract's `x.css.ts`.
    const hit = CANDIDATES.map((ext) => target + ext).find((path) => existsSync(join(ROOT, path)) && SOURCE.test(path));
    if (hit) found.push(relative(ROOT, join(ROOT, hit)));
  }
  return found;
}

/** Whether each file reaches one of `changed` through its imports (memoised over the whole walk). */
function reacher(changed: ReadonlySet<string>) {
  const memo = new Map<string, boolean>();
  const reaches = (file: string): boolean => {
    const known = memo.get(file);
    if (known !== undefined) return known;
    memo.set(file, changed.has(file)); // a cycle counts as what is known so far
    const result = changed.has(file) || importsOf(file).some(reaches);
    memo.set(file, result);
    return result;
  };
  return reaches;
}

/** Changes that every story or every spec runs through. */
const EVERYTHING = [
  /^package(-lock)?\.json$/,
  /^tests\/axe\.ts$/,
  /^tests\/a11y-tags\.ts$/,
  /^scripts\/chromium\.cjs$/,
];
const ALL_STORIES = [
  ...EVERYTHING,
  /^\.storybook\//,
  /^test-runner-jest\.config\.cjs$/,
  /^vite\.config\.ts$/,
  /^tokens\//,
];
const ALL_SPECS = [...EVERYTHING, /^playwright\.config\.ts$/, /^tests\/e2e\/__screenshots__\/BROWSER_VERSION$/];

/** Story files whose stories a changed picture belongs to (from Storybook's built index, when there is one). */
function storiesOfPictures(changed: readonly string[]): string[] {
  const ids = changed.flatMap((file) => /^stories\/__snapshots__\/(.+)\.png$/.exec(file)?.[1] ?? []);
  const index = join(ROOT, 'storybook-static', 'index.json');
  if (!ids.length || !existsSync(index)) return [];
  const entries = (JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, { importPath: string }> })
    .entries;
  return ids.flatMap((id) => {
    const path = entries[id]?.importPath;
    return path ? [path.replace(/^\.\//, '')] : [];
  });
}

export function affectedStories(changed: readonly string[]): string[] | 'all' {
  if (changed.some((file) => ALL_STORIES.some((pattern) => pattern.test(file)))) return 'all';
  const reaches = reacher(new Set(changed));
  // The preview wraps every story (theme, providers): what it reaches, every story does.
  if (reaches('.storybook/preview.tsx')) return 'all';
  const stories = sourceFiles('stories').filter((file) => /\.stories\.tsx?$/.test(file));
  const fromPictures = new Set(storiesOfPictures(changed));
  return stories.filter((file) => existsSync(join(ROOT, file)) && (fromPictures.has(file) || reaches(file)));
}

/**
 * The e2e specs test the built site, which no spec imports: a change to the product's code is mapped to specs by the
 * area it belongs to. The workspace's own code (its screens, routes, state, database, domain, workers) is tested by
 * the workspace specs; the public site's own pages by the others; what both share (theme, components, patterns, the
 * app, the server) by all.
 */
const WORKSPACE_CODE =
  /^src\/(db|domain|workers|workspace)\/|^src\/(screens|routes|state|i18n)\/(workspace|Workspace|Library|LibraryImport|Export)\b|^src\/i18n\/(workspace|library|export)[^/]*\.ts$/;
const PUBLIC_CODE = /^src\/(screens|routes|i18n|state)\//;
const WORKSPACE_SPEC = /^tests\/e2e\/(workspace-|export-worker|dashboard)/;

function specsOfProductCode(changed: readonly string[], specs: readonly string[]): string[] | 'all' {
  const product = changed.filter(
    (file) => /^(src|server|public|index\.html)/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  if (!product.length) return [];
  if (product.some((file) => !WORKSPACE_CODE.test(file) && !PUBLIC_CODE.test(file))) return 'all';
  const workspace = product.some((file) => WORKSPACE_CODE.test(file));
  const publicSite = product.some((file) => !WORKSPACE_CODE.test(file));
  return specs.filter((spec) => (WORKSPACE_SPEC.test(spec) ? workspace : publicSite));
}

export function affectedSpecs(changed: readonly string[]): string[] | 'all' {
  if (changed.some((file) => ALL_SPECS.some((pattern) => pattern.test(file)))) return 'all';
  const specs = sourceFiles('tests/e2e').filter((file) => file.endsWith('.spec.ts'));
  const byArea = specsOfProductCode(changed, specs);
  if (byArea === 'all') return 'all';
  const reaches = reacher(new Set(changed));
  const pictures = changed.flatMap((file) => /^tests\/e2e\/__screenshots__\/([^/]+\.spec\.ts)\//.exec(file)?.[1] ?? []);
  return specs.filter(
    (file) => byArea.includes(file) || pictures.includes(file.replace('tests/e2e/', '')) || reaches(file),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, what] = process.argv.slice(2);
  if (!base || !['stories', 'e2e', 'files'].includes(what ?? '')) {
    console.error('usage: tsx scripts/testing/affected.ts <base> stories|e2e|files');
    process.exit(2);
  }
  const changed = changedFiles(base);
  const result = what === 'files' ? changed : what === 'stories' ? affectedStories(changed) : affectedSpecs(changed);
  console.info(result === 'all' ? 'all' : result.join('\n'));
}
