/**
 * Tokens are the only place a colour, size or duration is written as a raw value (house style). This scans every
 * source file under src/ (tests and the generated tokens excepted) and fails on a literal colour, a length in
 * px/rem/em, a duration in ms/s, or a bare number on a sizing, z-index or font property.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(import.meta.dirname, '..');
// The media manifest holds the intrinsic pixel size of generated files (HTML width/height attributes that reserve
// layout space), not design values. src/domain/ holds no styles (the layer lint keeps the theme and the UI out of it):
// its `width`, `height` and `left` are plan geometry and scale ratios. Test support (testing/ folders) and benchmarks
// (*.bench.ts) are never shipped: their sheet sizes and harness colours are fixtures, like the tests'.
const SKIP = [
  /\.test\.tsx?$/,
  /\.bench\.ts$/,
  /[\\/]testing[\\/]/,
  /tokens\.gen\.ts$/,
  /\.d\.ts$/,
  /config\/media\.ts$/,
  /[\\/]domain[\\/]/,
];

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(name) && !SKIP.some((r) => r.test(full))) yield full;
  }
}

const RULES: [string, RegExp][] = [
  ['hex colour', /['"`][^'"`\n]*#[0-9a-fA-F]{3,8}\b[^'"`\n]*['"`]/],
  ['colour function', /\b(?:rgba?|hsla?|oklch|oklab|lab|lch|hwb)\(/],
  ['named colour', /:\s*['"](?:white|black|red|blue|green|gray|grey|orange|yellow|purple)['"]/],
  ['length', /['"`][^'"`\n]*(?<![\w.-])(?!0(?:\.0+)?(?:px|rem|em)\b)\d*\.?\d+(?:px|rem|em)\b[^'"`\n]*['"`]/],
  ['duration', /['"`][^'"`\n]*(?<![\w.-])(?!0(?:\.0+)?m?s\b)\d*\.?\d+m?s\b[^'"`\n]*['"`]/],
  [
    'bare number on a sized property',
    /\b(?:width|height|minWidth|minHeight|maxWidth|maxHeight|margin\w*|padding\w*|gap|rowGap|columnGap|top|left|right|bottom|inset|fontSize|borderRadius|borderWidth|zIndex|fontWeight|lineHeight|letterSpacing|outlineWidth|outlineOffset)\s*:\s*-?[1-9]\d*(?:\.\d+)?\b(?!\s*[%'"`])/,
  ],
  ['transition or animation shorthand with a raw time', /(?:transition|animation)\w*\s*:\s*['"`][^'"`]*\b\d+m?s\b/],
];

describe('no raw design values outside tokens/', () => {
  const all = [...files(SRC)];
  it('scans the source tree', () => {
    expect(all.length).toBeGreaterThan(5);
  });
  it.each(all.map((f) => [relative(SRC, f), f]))('%s', (_rel, file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const offences: string[] = [];
    lines.forEach((line, i) => {
      const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      if (/^\s*import\s/.test(code) || /^\s*d=|\bd: '|viewBox/.test(code)) return;
      for (const [name, re] of RULES) if (re.test(code)) offences.push(`${i + 1}: ${name}: ${line.trim()}`);
    });
    expect(offences).toEqual([]);
  });
});
