import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test files run without per-file isolation, in worker threads (`isolate: false`, `pool: 'threads'`): each worker
 * builds its environment (jsdom for components) and evaluates react, react-aria, pdf.js… once, and every file it runs
 * reuses them, where isolation rebuilt both for each of the 196 files. Measured on the 2-core machine (2026-11-28,
 * quiet): node files 54 s → 23 s, jsdom files 170 s → 46 s, same tests. What a file leaves behind is put back after
 * it by tests/unit/setup-file.ts (node and jsdom) and tests/unit/setup-dom.ts (the document, storage, react-aria's
 * announcer), so no file sees another's state; `npm run test:unit -- --sequence.shuffle.files` checks that any order
 * passes.
 *
 * A file that replaces a module (`vi.mock`, `vi.doMock`) needs a module registry of its own: with a shared one, the
 * module may already be evaluated, unmocked, by an earlier file. Such files are found here by their text and run in
 * isolated projects of their own (`unit-isolated`, `dom-isolated`), as every file used to.
 */
const ROOT = import.meta.dirname;
const MOCKS_MODULES = /\bvi\.(do)?[mM]ock\(/;

function testFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const UNIT_DIRS = ['src', 'tokens', 'scripts', 'server', 'tests/lint'];
type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;
/** A project that extends the root config (vite.config.ts's plugins and aliases). */
const project = (test: ProjectTest): TestProjectInlineConfiguration => ({ extends: true, test });
/** The same, only when it has files: an empty `include` would mean Vitest's default one. */
const projectOf = (files: string[], test: ProjectTest) => (files.length ? [project({ ...test, include: files })] : []);

const SETUP = './tests/unit/setup-file.ts';
const shared: ProjectTest = { isolate: false, pool: 'threads' };
const dom: ProjectTest = { environment: 'jsdom', setupFiles: [SETUP, './tests/unit/setup-dom.ts'] };

const unitFiles = UNIT_DIRS.flatMap((dir) => testFiles(dir, /\.test\.ts$/));
const domFiles = testFiles('src', /\.test\.tsx$/);
const needsIsolation = (file: string) => MOCKS_MODULES.test(readFileSync(join(ROOT, file), 'utf8'));
const isShared = (file: string) => !needsIsolation(file);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A hang guard, not a speed check: a jsdom interaction test that takes 1 s alone took 5.2 s on the shared
      // 2-core machine under load, past Vitest's 5 s default. Speed is measured by the benchmarks, never here.
      testTimeout: 30_000,
      projects: [
        ...projectOf(unitFiles.filter(isShared), { ...shared, name: 'unit', environment: 'node', setupFiles: [SETUP] }),
        ...projectOf(unitFiles.filter(needsIsolation), {
          name: 'unit-isolated',
          environment: 'node',
          setupFiles: [SETUP],
        }),
        // LibreOffice recomputing our workbooks: its own step of npm test, under scripts/with-libreoffice.sh.
        project({ name: 'libreoffice', environment: 'node', include: ['tests/libreoffice/**/*.test.ts'] }),
        ...projectOf(domFiles.filter(isShared), { ...shared, ...dom, name: 'dom' }),
        ...projectOf(domFiles.filter(needsIsolation), { ...dom, name: 'dom-isolated' }),
      ],
    },
  }),
);
