/**
 * The comparison fixtures (tests/fixtures/comparison/) are what scripts/comparison/revisions.ts makes: regenerated in
 * memory from the VA plan, the PDFs are the committed bytes and the truth is the committed truth.json; and the truth
 * holds together (the matrix is the similarity it says, every box is on its sheet, edits do not overlap).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPARISON_FIXTURES, VA_PLAN, truthText } from './make-revisions.ts';
import { makeRevisions, type Revisions, type Truth } from './revisions.ts';
import { intersect } from '../../src/domain/pdf/geometry.ts';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const committed = JSON.parse(readFileSync(join(COMPARISON_FIXTURES, 'truth.json'), 'utf8')) as Truth;
let made: Revisions;

beforeAll(async () => {
  made = await makeRevisions(new Uint8Array(readFileSync(VA_PLAN)));
}, 60_000);

describe('comparison fixtures', () => {
  it('regenerates the committed truth', async () => {
    expect(made.truth).toEqual(committed);
    expect(await truthText(made.truth)).toBe(readFileSync(join(COMPARISON_FIXTURES, 'truth.json'), 'utf8'));
  });

  it.each(committed.revisions.map((r) => [r.file] as const))('regenerates %s byte for byte', (file) => {
    const bytes = made.files[file];
    expect(bytes).toBeDefined();
    expect(sha(bytes as Uint8Array)).toBe(sha(readFileSync(join(COMPARISON_FIXTURES, file))));
  });

  it.each(committed.revisions.map((r) => [r.file, r] as const))('%s: the truth holds together', (_, r) => {
    const [a, b, c, d] = r.matrix;
    // A similarity: no shear, one scale.
    expect(a).toBeCloseTo(d, 12);
    expect(b).toBeCloseTo(-c, 12);
    expect(Math.hypot(a, b)).toBeCloseTo(r.similarity.scale, 8);
    for (const e of r.edits) {
      expect(e.box.x).toBeGreaterThanOrEqual(0);
      expect(e.box.y).toBeGreaterThanOrEqual(0);
      expect(e.box.x + e.box.width).toBeLessThanOrEqual(r.size.width);
      expect(e.box.y + e.box.height).toBeLessThanOrEqual(r.size.height);
      for (const other of r.edits) if (other !== e) expect(intersect(e.box, other.box)).toBeNull();
    }
  });

  it('has the edits the issue asks for', () => {
    const [b, c, ce] = committed.revisions;
    expect(b?.edits.map((e) => e.kind).sort()).toEqual(['added', 'added', 'added', 'removed', 'removed']);
    expect(b?.similarity.scale).toBe(1);
    expect(Math.abs((b?.matrix[4] ?? 0) % 1)).toBeGreaterThan(0);
    expect(c?.edits).toEqual([]);
    expect(c?.similarity.scale).not.toBe(1);
    expect(c?.similarity.rotationDeg).not.toBe(0);
    expect(ce?.matrix).toEqual(c?.matrix);
    expect(ce?.edits).toHaveLength(1);
  });
});
