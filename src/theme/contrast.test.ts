import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_CONTRAST } from '../domain/color/contrast';
import { contrastPairs, flatTokens } from './tokens.gen';

describe.each(['light', 'dark'] as const)('%s theme contrast', (theme) => {
  const tokens: Record<string, string> = flatTokens[theme];
  it.each(contrastPairs.map((p) => [`${p.fg} on ${p.bg} (${p.kind})`, p] as const))('%s', (_name, pair) => {
    const fg = tokens[pair.fg];
    const bg = tokens[pair.bg];
    expect(fg, pair.fg).toBeDefined();
    expect(bg, pair.bg).toBeDefined();
    const ratio = contrastRatio(fg ?? '', bg ?? '');
    expect(ratio, `${pair.fg} ${fg} on ${pair.bg} ${bg} = ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
      MIN_CONTRAST[pair.kind],
    );
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('composites a translucent foreground on the background', () => {
    expect(contrastRatio('#00000080', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff'), 1);
  });
  it('rejects a translucent background', () => {
    expect(() => contrastRatio('#000000', '#ffffff80')).toThrow(/opaque/);
  });
});
