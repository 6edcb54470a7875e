import { describe, expect, it } from 'vitest';
import {
  MAX_BLOCK_DEPTH,
  MAX_LUMINANCE,
  ccwSweep,
  countDrawnEntities,
  drawSheet,
  drawSheetPdf,
  num,
  paperColour,
  pdfTextString,
  SheetTooComplexError,
  strokeRunsGrouped,
  winAnsiBytes,
} from './pdf.ts';
import { block, drawing, hatch, insert, layer, line, placementAt, text } from './pdfTesting.ts';
import type { CadDrawing } from './types.ts';

const SIZE = { width: 1190.55, height: 841.89 };
const placement = placementAt('mm', 100, { x: 0, y: 20_000 });
const content = (d: CadDrawing) => new TextDecoder().decode(drawSheet(d, placement, SIZE).content);

function luminance([r, g, b]: [number, number, number]) {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

describe('ccwSweep', () => {
  it('gives the counter-clockwise sweep in (0, 2π], whole turns reduced, nothing for non-finite angles', () => {
    expect(ccwSweep(0, Math.PI)).toBeCloseTo(Math.PI, 12);
    expect(ccwSweep(Math.PI, 0)).toBeCloseTo(Math.PI, 12);
    expect(ccwSweep(1, 1)).toBeCloseTo(2 * Math.PI, 12);
    expect(ccwSweep(0, 2 * Math.PI)).toBeCloseTo(2 * Math.PI, 12);
    expect(ccwSweep(0, 1000)).toBeCloseTo(1000 % (2 * Math.PI), 9);
    expect(ccwSweep(0, -1e300)).toBeGreaterThan(0);
    expect(ccwSweep(0, Number.NEGATIVE_INFINITY)).toBeNaN();
  });
});

describe('num', () => {
  it('writes at most 4 decimals and never an exponent', () => {
    expect(num(1.23456789)).toBe('1.2346');
    expect(num(-0.00004)).toBe('0');
    expect(num(0.00005)).toBe('0.0001');
    expect(num(1e-7)).toBe('0');
    expect(num(123456.5)).toBe('123456.5');
    expect(num(1e25)).toBe('1000000');
    expect(num(-1e25)).toBe('-1000000');
    expect(num(Number.NaN)).toBe('0');
    for (const v of [0.1 + 0.2, 1 / 3, 2 / 3 - 1e-12, 841.89, 3369.9999]) expect(num(v)).toMatch(/^-?\d+(\.\d{1,4})?$/);
  });
});

describe('paperColour', () => {
  it('keeps dark colours and darkens light ones, hue kept, to a 2:1 contrast with white paper', () => {
    expect(paperColour('#ff0000')).toEqual([1, 0, 0]);
    expect(paperColour('#000000')).toEqual([0, 0, 0]);
    const yellow = paperColour('#ffff00');
    expect(yellow[0]).toBeCloseTo(yellow[1], 6);
    expect(yellow[2]).toBe(0);
    expect(luminance(yellow)).toBeCloseTo(MAX_LUMINANCE, 6);
    const white = paperColour('#FFFFFF');
    expect(white[0]).toBeCloseTo(white[2], 6);
    expect((1.05 / (luminance(white) + 0.05)).toFixed(2)).toBe('2.00');
    expect(paperColour('nonsense')).toEqual([0, 0, 0]);
  });
});

describe('text encoding', () => {
  it('keeps WinAnsi characters and replaces the others visibly', () => {
    expect(winAnsiBytes('Porte 90 – é€')).toEqual(
      [...'Porte 90 ', 0x96, 0x20, 0xe9, 0x80]
        .map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c))
        .flatMap((c) => c),
    );
    expect(winAnsiBytes('⌀50')).toEqual([0xd8, 0x35, 0x30]);
    // One '?' per character, a surrogate pair included.
    expect(winAnsiBytes('墙😀x')).toEqual([0x3f, 0x3f, 0x78]);
    expect(winAnsiBytes('a\tb')).toEqual([0x61, 0x20, 0x62]);
  });

  it('writes layer names as literal strings or UTF-16BE', () => {
    expect(pdfTextString('MURS (ext)\\')).toBe('(MURS \\(ext\\)\\\\)');
    expect(pdfTextString('é')).toBe('<FEFF00e9>');
  });
});

describe('drawSheet', () => {
  it('draws a text however small it comes out on the sheet, so that its cost does not hang on the scale', () => {
    // 1e-6 mm at 1:100 is 3 · 10⁻⁹ pt: written at the smallest size a number here has.
    const c = content(drawing({ layers: [layer('A')], modelSpace: [text('A', { x: 10, y: 10 }, 1e-6, 'poussière')] }));
    expect(c).toContain('/F1 0.0001 Tf');
    expect(c.match(/ Tj$/gm)).toHaveLength(1);
  });

  it('counts its page’s operators as pdf.js lists them, and stops once they pass a limit', () => {
    const d = drawing({
      layers: [layer('A')],
      modelSpace: [line('A', { x: 0, y: 0 }, { x: 10, y: 0 }), text('A', { x: 0, y: 0 }, 2.5, 'a\nb')],
    });
    // 1 J 1 j; BDC; RG, w, S; rg, BT, the font's dependency, Tf, 2 × (Tm, Tj), ET; EMC.
    expect(drawSheet(d, placement, SIZE).operators).toBe(2 + 1 + 3 + 9 + 1);
    expect(drawSheet(d, placement, SIZE, undefined, undefined, [], 16).operators).toBe(16);
    expect(() => drawSheet(d, placement, SIZE, undefined, undefined, [], 15)).toThrow(SheetTooComplexError);
  });

  it('writes page coordinates with at most 4 decimals, no exponent anywhere', () => {
    const c = content(
      drawing({
        layers: [layer('A')],
        modelSpace: [
          line('A', { x: 1 / 3, y: 19_999.123456 }, { x: 12_345.6789, y: 1e-9 }),
          text('A', { x: 10, y: 10 }, 2.5, 'é'),
        ],
      }),
    );
    const numbers = c.match(/-?[\d.]+(e[-+]?\d+)?/gi) ?? [];
    expect(numbers.length).toBeGreaterThan(10);
    for (const n of numbers) expect(n).toMatch(/^-?\d+(\.\d{1,4})?$/);
  });

  it('wraps entities in their layer’s scope and shares one path among a layer’s lines of one style', () => {
    const d = drawing({
      layers: [layer('A'), layer('B')],
      modelSpace: [
        line('A', { x: 0, y: 0 }, { x: 10, y: 0 }),
        line('A', { x: 0, y: 10 }, { x: 10, y: 10 }),
        line('B', { x: 0, y: 20 }, { x: 10, y: 20 }),
        line('A', { x: 0, y: 30 }, { x: 10, y: 30 }, { color: '#0000ff' }),
      ],
    });
    const c = content(d);
    expect(c.match(/BDC/g)).toHaveLength(3);
    expect(c.match(/EMC/g)).toHaveLength(3);
    // A's two black lines in one path: one stroke for them, one for B's, one for the blue line.
    expect(c.match(/^S$/gm)).toHaveLength(3);
    expect(c).toContain('0 0 1 RG');
  });

  it('groups runs of strokes and texts by layer, texts on top, keeping fills and references in their place', () => {
    const a1 = line('A', { x: 0, y: 0 }, { x: 1, y: 0 });
    const b1 = line('B', { x: 0, y: 1 }, { x: 1, y: 1 });
    const a2 = line('A', { x: 0, y: 2 }, { x: 1, y: 2 });
    const t = text('B', { x: 0, y: 0 }, 1, 'x');
    const b2 = line('B', { x: 0, y: 3 }, { x: 1, y: 3 });
    const a3 = line('A', { x: 0, y: 4 }, { x: 1, y: 4 });
    const h = hatch(
      'A',
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
      ],
      true,
    );
    const r = insert('A', 'X', { x: 0, y: 0 });
    expect(strokeRunsGrouped([a1, b1, t, a2, h, b2, a3, r, t])).toEqual([a1, a2, b1, t, h, b2, a3, r, t]);
    const c = content(drawing({ layers: [layer('A'), layer('B')], modelSpace: [a1, b1, a2, b2, a3] }));
    expect(c.match(/BDC/g)).toHaveLength(2);
  });

  it('reads layer names case-insensitively, as CAD does, and names the layer as the table spells it', () => {
    const d = drawing({
      layers: [layer('MURS', { color: '#ff0000' })],
      modelSpace: [line('murs', { x: 0, y: 0 }, { x: 1, y: 0 }), line('MURS', { x: 0, y: 1 }, { x: 1, y: 1 })],
    });
    const sheet = drawSheet(d, placement, SIZE);
    expect(sheet.layers).toEqual(['MURS']);
    const c = new TextDecoder().decode(sheet.content);
    expect(c.match(/BDC/g)).toHaveLength(1);
    expect(c).toContain('1 0 0 RG');
  });

  it('writes consecutive texts of a layer in one text object, closed before anything else', () => {
    const c = content(
      drawing({
        layers: [layer('A'), layer('B')],
        modelSpace: [
          text('A', { x: 0, y: 0 }, 2.5, 'un'),
          text('A', { x: 0, y: 10 }, 2.5, 'deux\ntrois'),
          text('B', { x: 0, y: 20 }, 5, 'quatre'),
          hatch(
            'B',
            [
              { x: 0, y: 0 },
              { x: 1, y: 0 },
              { x: 1, y: 1 },
            ],
            true,
          ),
          text('B', { x: 0, y: 30 }, 5, 'cinq'),
        ],
      }),
    );
    expect(c.match(/^BT$/gm)).toHaveLength(3);
    expect(c.match(/^ET$/gm)).toHaveLength(3);
    expect(c.match(/ Tj$/gm)).toHaveLength(5);
    expect(c.match(/ Tf$/gm)).toHaveLength(3);
    // Every text object closes before a scope ends or a path starts.
    expect(c).not.toMatch(/Tj\n(EMC|[-\d.]+ [-\d.]+ m|[-\d.]+ [-\d.]+ [-\d.]+ rg)/);
  });

  it('resolves ByLayer, ByBlock and own colours and line weights', () => {
    const d = drawing({
      layers: [layer('L', { color: '#00ff00', lineweight: 0.7 }), layer('M', { color: '#ff0000' })],
      blocks: [block('B', [line('0', { x: 0, y: 0 }, { x: 1, y: 0 }, { byBlock: true })])],
      modelSpace: [
        insert('M', 'B', { x: 0, y: 0 }, { color: '#0000ff', lineweight: 1 }),
        line('L', { x: 0, y: 0 }, { x: 1, y: 1 }),
      ],
    });
    const c = content(d);
    // The block's ByBlock line: the INSERT's blue, 1 mm (2.8346 pt); the layer's line: the layer's green, 0.7 mm.
    expect(c).toMatch(/0 0 1 RG\n2\.8346 w\n/);
    expect(c).toMatch(/0 0\.\d+ 0 RG\n1\.9843 w\n/);
  });

  it('counts the entities drawn, references expanded, and stops at MAX_BLOCK_DEPTH', () => {
    const chain = Array.from({ length: 40 }, (_, i) =>
      block(`N${i}`, [line('0', { x: 0, y: 0 }, { x: 1, y: 0 }), insert('0', `N${i + 1}`, { x: 1, y: 0 })]),
    );
    const d = drawing({
      layers: [layer('A')],
      blocks: [...chain, block('T', [line('0', { x: 0, y: 0 }, { x: 1, y: 0 })])],
      modelSpace: [insert('A', 'N0', { x: 0, y: 0 }), insert('A', 'T', { x: 0, y: 0 }, { columns: 4, rows: 5 })],
    });
    const sheet = drawSheet(d, placement, SIZE);
    expect(sheet.entities).toBe(MAX_BLOCK_DEPTH + 20);
    // The count ignores the depth limit (an upper bound): 40 blocks of the chain, 20 cells.
    expect(countDrawnEntities(d)).toBe(40 + 20);
  });

  it('reports its progress and writes a PDF file with a valid xref', () => {
    const d = drawing({
      layers: [layer('A')],
      modelSpace: Array.from({ length: 20_000 }, (_, i) => line('A', { x: i, y: 0 }, { x: i, y: 100 })),
    });
    const progress: [number, number][] = [];
    const bytes = drawSheetPdf(d, placement, SIZE, (done, total) => progress.push([done, total]));
    expect(progress[0]).toEqual([0, 20_000]);
    expect(progress.at(-1)).toEqual([20_000, 20_000]);
    expect(progress.length).toBeGreaterThan(2);
    const file = new TextDecoder('latin1').decode(bytes);
    expect(file.startsWith('%PDF-1.7')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
    expect(file.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...file.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((offset, i) => expect(file.startsWith(`${i + 1} 0 obj\n`, offset)).toBe(true));
  });
});
