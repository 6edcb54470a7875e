import { describe, expect, it } from 'vitest';
import { fr } from './fr';
import { privacy, terms } from './legal.fr';
import { accountFr } from './account.fr';
import { landingTabsFr } from './landing-tabs.fr';
import { landingFr } from './landing.fr';
import { pagesFr } from './pages.fr';
import { workspaceFr } from './workspace.fr';

function* strings(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) yield* strings(v, path ? `${path}.${k}` : k);
  }
}

// Strings that are not French on purpose (spec §2 gives the 404 heading in English).
const NOT_FRENCH = new Set(['notFound.heading']);
const all = [
  ...strings({ ...fr, ...accountFr, ...pagesFr, ...landingFr, ...landingTabsFr, terms, privacy, workspaceFr }, ''),
].filter(([p]) => !NOT_FRENCH.has(p));

describe('French typography in the content module', () => {
  it.each(all)('%s', (_path, s) => {
    expect(s, "typographic apostrophe ’, not '").not.toMatch(/'/);
    expect(s, 'ellipsis …, not ...').not.toMatch(/\.\.\./);
    expect(s, 'narrow no-break space before ; ! ?').not.toMatch(/[^\u202f\s][;!?](\s|$)|[ \u00a0][;!?]/);
    expect(s, 'no-break space before :').not.toMatch(/(^|[^\u00a0\s/])[:](\s|$)| :/);
    expect(s, '« » with no-break spaces').not.toMatch(/«[^\u00a0\u202f]|[^\u00a0\u202f]»/);
    expect(s, 'no straight double quotes').not.toMatch(/"/);
    expect(s.trim(), 'no leading or trailing spaces').toBe(s);
  });
});
