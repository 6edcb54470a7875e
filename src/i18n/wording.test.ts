import { describe, expect, it } from 'vitest';

/**
 * One word per notion across every copy module (the job found « Non calibré » on one screen and « Étalonner » on the
 * next). Every `*.fr.ts` module is walked, found by name, so a new module cannot escape the check.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./fr.ts', './*.fr.ts'], { eager: true });

function* strings(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) yield* strings(v, `${path}.${k}`);
  }
}

const all = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    [...strings(value, name)].map(([path, s]): [string, string] => [`${file.replace(/^.*\//, '')} › ${path}`, s]),
  ),
);

describe('one word for calibration: « étalonner », « étalonné », « étalonnage »', () => {
  it('no copy says « calibré », « calibrer » or « calibration »', () => {
    const offending = all.filter(([, s]) => /calibr/i.test(s)).map(([path, s]) => `${path}: ${s}`);
    expect(offending).toEqual([]);
  });

  it('no copy words a plural with « (s) »: each count has its singular and plural (French: 0 and 1 singular)', () => {
    expect(all.filter(([, s]) => /\(s\)/.test(s)).map(([path, s]) => `${path}: ${s}`)).toEqual([]);
  });

  it('the status of a sheet without a scale says « Non étalonné »', () => {
    expect(all.some(([, s]) => s === 'Non étalonné')).toBe(true);
  });
});
