/**
 * Writes the comparison fixtures (tests/fixtures/comparison/): new indices of the VA plan's page 1 with known edits and
 * their truth.json. Deterministic: running it again gives the same bytes (./make-revisions.test.ts checks it).
 *
 *   npx tsx scripts/comparison/make-revisions.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeRevisions } from './revisions.ts';

const ROOT = join(import.meta.dirname, '..', '..');
export const COMPARISON_FIXTURES = join(ROOT, 'tests', 'fixtures', 'comparison');
export const VA_PLAN = join(ROOT, 'tests', 'fixtures', 'plans', 'va-finish-plan.pdf');

/** truth.json as written: formatted by Prettier, as `npx prettier --check` wants it. */
export async function truthText(truth: unknown): Promise<string> {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(join(COMPARISON_FIXTURES, 'truth.json'));
  return prettier.format(JSON.stringify(truth), { ...options, parser: 'json' });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { files, truth } = await makeRevisions(new Uint8Array(readFileSync(VA_PLAN)));
  mkdirSync(COMPARISON_FIXTURES, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) {
    writeFileSync(join(COMPARISON_FIXTURES, name), bytes);
    console.info(`${name}: ${(bytes.length / 1024).toFixed(0)} KB`);
  }
  writeFileSync(join(COMPARISON_FIXTURES, 'truth.json'), await truthText(truth));
  console.info(`truth.json: ${truth.revisions.map((r) => `${r.file} ${r.edits.length} edit(s)`).join(', ')}`);
}
