/**
 * LibreDWG (@mlightcad/libredwg-web) is GPL-3.0: it runs on the Metr server, in a process of its own (server/cad),
 * and must never reach a browser bundle (README, « DWG : LibreDWG sur le serveur »). Two checks:
 * - no file the browser build starts from (src/, stories/, .storybook/) names its package in an import, an export,
 *   a dynamic import, a require or any string (a `new URL('…wasm', import.meta.url)` asset), nor imports the server's
 *   conversion (server/cad) outside tests — comments may talk about it, a fixture may be named after its example;
 * - when a build is there (dist/), none of its files holds LibreDWG's code or wasm.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const CODE = /\.(?:ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
/** The package's names (a fixture named after LibreDWG's example file, `libredwg-example_2000.dxf`, is fine). */
const FORBIDDEN = /libredwg-web|@mlightcad\/libredwg/i;
/** The server's conversion, which imports it: never from code the browser build can reach (tests aside). */
const SERVER_CAD = /(^|\/)server\/cad(\/|$)/;
const isTestFile = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file);

/**
 * Every module specifier and string literal of a source text that names LibreDWG's package (comments excluded), and,
 * unless `isTest`, every import of the server's conversion (server/cad), which would pull it in.
 */
function libredwgReferences(text: string, isTest = false): string[] {
  const found = new Set<string>();
  for (const file of ts.preProcessFile(text, true, true).importedFiles) {
    if (FORBIDDEN.test(file.fileName) || (!isTest && SERVER_CAD.test(file.fileName))) found.add(file.fileName);
  }
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.JSX, text);
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (
      (token === ts.SyntaxKind.StringLiteral ||
        token === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
        token === ts.SyntaxKind.TemplateHead) &&
      FORBIDDEN.test(scanner.getTokenValue())
    ) {
      found.add(scanner.getTokenValue());
    }
  }
  return [...found];
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  const path = join(ROOT, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('LibreDWG stays out of the browser', () => {
  it('finds LibreDWG in imports, dynamic imports, requires and asset URLs, not in comments', () => {
    expect(libredwgReferences(`import { convertWith } from '../../../server/cad/convert.ts';`)).toHaveLength(1);
    expect(libredwgReferences(`import { convertWith } from '../../../server/cad/convert.ts';`, true)).toEqual([]);
    expect(libredwgReferences(`const file = 'tests/fixtures/cad/libredwg-example_2000.dxf';`)).toEqual([]);
    expect(libredwgReferences(`import { LibreDwg } from '@mlightcad/libredwg-web';`)).toEqual([
      '@mlightcad/libredwg-web',
    ]);
    expect(libredwgReferences(`const m = await import("@mlightcad/libredwg-web/wasm/libredwg-web.js");`)).toHaveLength(
      1,
    );
    expect(libredwgReferences(`export * from '@mlightcad/libredwg-web';`)).toHaveLength(1);
    expect(libredwgReferences(`const r = require('@mlightcad/libredwg-web');`)).toHaveLength(1);
    expect(
      libredwgReferences(
        `const url = new URL('../node_modules/@mlightcad/libredwg-web/wasm/x.wasm', import.meta.url);`,
      ),
    ).toHaveLength(1);
    expect(
      libredwgReferences('// LibreDWG runs on the server\n/* @mlightcad/libredwg-web is GPL */ const x = 1;'),
    ).toEqual([]);
  });

  it('no source of the browser build names it', () => {
    const files = ['src', 'stories', '.storybook'].flatMap((dir) => filesUnder(dir, CODE));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .map((file) => [relative(ROOT, file), libredwgReferences(readFileSync(file, 'utf8'), isTestFile(file))] as const)
      .filter(([, references]) => references.length > 0);
    expect(offenders).toEqual([]);
  });

  it.skipIf(!existsSync(join(ROOT, 'dist')))('the built site (dist/) holds none of its code or wasm', () => {
    const offenders = filesUnder('dist', /./).filter((file) => {
      if (/libredwg/i.test(file)) return true;
      if (!/\.(?:m?js|html|wasm)$/.test(file)) return false;
      const bytes = readFileSync(file);
      // LibreDWG's own entry points, as its wasm exports and glue name them.
      return bytes.includes('dwg_read_file') || bytes.includes('dwg_getall_entities_in_model_space');
    });
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
