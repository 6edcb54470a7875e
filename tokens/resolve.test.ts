import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildThemes, flatten, resolveTokens, TokenError } from './resolve';

const prims = {
  palette: { $type: 'color', blue: { $value: '#2254D9' }, white: { $value: '#ffffff' } },
  size: { $type: 'dimension', 4: { $value: { value: 4, unit: 'px' } } },
};

describe('resolveTokens', () => {
  it('follows aliases and formats each type', () => {
    const sem = {
      color: { $type: 'color', action: { $value: '{palette.blue}' } },
      space: { $type: 'dimension', xs: { $value: '{size.4}' } },
      motion: { $type: 'duration', fast: { $value: { value: 120, unit: 'ms' } } },
      ease: { $type: 'cubicBezier', std: { $value: [0.2, 0, 0, 1] } },
      font: { $type: 'fontFamily', body: { $value: ['Inter Variable', 'sans-serif'] } },
    };
    const { light } = buildThemes(prims, sem, {});
    expect(Object.fromEntries(light)).toEqual({
      'color.action': '#2254d9',
      'space.xs': '4px',
      'motion.fast': '120ms',
      'ease.std': 'cubic-bezier(0.2, 0, 0, 1)',
      'font.body': '"Inter Variable", sans-serif',
    });
  });

  it('fails on a missing alias', () => {
    const sem = { color: { $type: 'color', action: { $value: '{palette.blu}' } } };
    expect(() => buildThemes(prims, sem, {})).toThrow(/Missing alias \{palette\.blu\} referenced by "color\.action"/);
  });

  it('fails on a cycle', () => {
    const doc = { c: { $type: 'color', a: { $value: '{c.b}' }, b: { $value: '{c.a}' } } };
    expect(() => resolveTokens(flatten(doc))).toThrow(/cycle/);
  });

  it('fails when an alias points at a token of another type', () => {
    const sem = { color: { $type: 'color', action: { $value: '{size.4}' } } };
    expect(() => buildThemes(prims, sem, {})).toThrow(TokenError);
  });

  it('fails when the dark theme overrides a role the semantic layer does not declare', () => {
    const sem = { color: { $type: 'color', action: { $value: '{palette.blue}' } } };
    const dark = { color: { $type: 'color', actoin: { $value: '{palette.white}' } } };
    expect(() => buildThemes(prims, sem, dark)).toThrow(/overrides "color\.actoin"/);
  });

  it('keeps light values where the dark theme does not override them', () => {
    const sem = { color: { $type: 'color', a: { $value: '{palette.blue}' }, b: { $value: '{palette.blue}' } } };
    const dark = { color: { $type: 'color', a: { $value: '{palette.white}' } } };
    const { dark: d } = buildThemes(prims, sem, dark);
    expect(d.get('color.a')).toBe('#ffffff');
    expect(d.get('color.b')).toBe('#2254d9');
  });

  it('rejects malformed values', () => {
    expect(() => resolveTokens(flatten({ c: { $type: 'color', a: { $value: 'blue' } } }))).toThrow(/colour/);
    expect(() => resolveTokens(flatten({ d: { $type: 'dimension', a: { $value: '4px' } } }))).toThrow(/unit/);
    expect(() => flatten({ d: { a: { $value: 1 } } })).toThrow(/\$type/);
  });

  it('builds the real token files', () => {
    const read = (f: string): unknown => JSON.parse(readFileSync(new URL(f, import.meta.url), 'utf8'));
    const { light, dark } = buildThemes(
      read('./primitives.tokens.json'),
      read('./semantic.tokens.json'),
      read('./themes/dark.tokens.json'),
    );
    expect([...dark.keys()]).toEqual([...light.keys()]);
    expect(light.get('color.text.default')).not.toBe(dark.get('color.text.default'));
    expect(light.get('space.md')).toBe(dark.get('space.md'));
  });
});
