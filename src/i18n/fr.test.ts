import { describe, expect, it } from 'vitest';

/**
 * Every copy module, found by name: `fr.ts` and each `*.fr.ts` here, and the server's own `server/i18n.fr.ts`. Each
 * module and each of its exports is walked separately (merging them into one object would let two modules' keys hide
 * each other), so a new module cannot escape the check by being forgotten in a list.
 */
const modules: Record<string, Record<string, unknown>> = {
  ...import.meta.glob<Record<string, unknown>>(['./fr.ts', './*.fr.ts'], { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../server/i18n.fr.ts', { eager: true }),
};

function* strings(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) yield* strings(v, `${path}.${k}`);
  }
}

// Strings that are not French on purpose (the 404 heading is in English by design).
const NOT_FRENCH = new Set(['fr.ts › fr.notFound.heading']);

const all = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    [...strings(value, name)].map(([path, s]): [string, string] => [`${file.replace(/^.*\//, '')} › ${path}`, s]),
  ),
);

describe('the copy modules', () => {
  it('are all found', () => {
    const names = Object.keys(modules).map((f) => f.replace(/^.*\//, ''));
    for (const expected of [
      'fr.ts',
      'account.fr.ts',
      'pages.fr.ts',
      'legal.fr.ts',
      'workspace.fr.ts',
      'viewer.fr.ts',
      'i18n.fr.ts',
    ]) {
      expect(names).toContain(expected);
    }
  });
});

describe('French typography in every copy module', () => {
  it.each(all.filter(([path]) => !NOT_FRENCH.has(path)))('%s', (_path, s) => {
    expect(s, "typographic apostrophe ’, not '").not.toMatch(/'/);
    expect(s, 'ellipsis …, not ...').not.toMatch(/\.\.\./);
    expect(s, 'narrow no-break space before ; ! ?').not.toMatch(/[^\u202f\s][;!?](\s|$)|[ \u00a0][;!?]/);
    expect(s, 'no-break space before :').not.toMatch(/(^|[^\u00a0\s/])[:](\s|$)| :/);
    expect(s, '« » with no-break spaces').not.toMatch(/«[^\u00a0\u202f]|[^\u00a0\u202f]»/);
    expect(s, 'no straight double quotes').not.toMatch(/"/);
    expect(s.trim(), 'no leading or trailing spaces').toBe(s);
  });
});
