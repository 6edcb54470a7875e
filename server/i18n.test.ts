/** The server's French copy follows the same typography rules as src/i18n/fr.ts (see src/i18n/fr.test.ts). */
import { describe, expect, it } from 'vitest';
import { serverFr } from './i18n.fr.ts';

const sample = { nom: 'Durand', prenom: 'Camille', tel: '06 01 02 03 04', mail: 'camille@example.fr' };

function* strings(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (typeof node === 'function') {
    const render = node as (...args: unknown[]) => string;
    yield [path, render(sample, 'https://exemple.fr/lien', 'https://app.metr.fr')];
  } else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) yield* strings(v, path ? `${path}.${k}` : k);
  }
}

// URLs and command lines inside mails are not prose.
const prose = (s: string) => s.replace(/https?:\/\/\S+/g, 'URL').replace(/npm run .*$/gm, 'CMD');

describe('server French copy', () => {
  it.each([...strings(serverFr, '')])('%s', (_path, raw) => {
    const s = prose(raw);
    expect(s, "typographic apostrophe ’, not '").not.toMatch(/'/);
    expect(s, 'ellipsis …, not ...').not.toMatch(/\.\.\./);
    expect(s, 'narrow no-break space before ; ! ?').not.toMatch(/[^\u202f\s][;!?](\s|$)|[ \u00a0][;!?]/);
    expect(s, 'no-break space before :').not.toMatch(/(^|[^\u00a0\s/])[:](\s|$)| :/m);
    expect(s, 'no straight double quotes').not.toMatch(/"/);
    expect(raw.trim(), 'no leading or trailing spaces').toBe(raw);
  });
});
