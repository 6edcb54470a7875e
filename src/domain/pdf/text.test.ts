import { describe, expect, it } from 'vitest';
import { joinLines, toSheetText, type SheetTextItem } from './text.ts';
import { horizontalText } from './testing/text.ts';

const item = (str: string, transform: number[], width: number) => ({ str, transform, width, fontName: 'F1' });

describe('toSheetText', () => {
  it('places upright text of an unrotated page: baseline start, size, box', () => {
    // A 600 × 800 pt page: the viewport flips y.
    const [t] = toSheetText([item('A-101', [20, 0, 0, 20, 100, 50], 60)], [1, 0, 0, -1, 0, 800]);
    expect(t).toMatchObject({ text: 'A-101', x: 100, y: 750, fontSize: 20, angle: 0, width: 60, fontName: 'F1' });
    expect(t?.box).toEqual({ x: 100, y: 734, width: 60, height: 20 });
  });

  it('turns with the page: text upright on a /Rotate 90 sheet reads left to right', () => {
    // /Rotate 90 of a 800 × 600 media box: sheet (X, Y) = (y, x). Text drawn along +y in user space.
    const [t] = toSheetText([item('PLAN', [0, 10, -10, 0, 300, 200], 40)], [0, 1, 1, 0, 0, 0]);
    expect(t).toMatchObject({ x: 200, y: 300, fontSize: 10, angle: 0, width: 40 });
    expect(t?.box).toEqual({ x: 200, y: 292, width: 40, height: 10 });
  });

  it('gives vertical text its angle (clockwise on the sheet)', () => {
    const [up] = toSheetText([item('UP', [0, 10, -10, 0, 0, 0], 20)], [1, 0, 0, -1, 0, 100]);
    expect(up?.angle).toBe(-90);
  });

  it('applies UserUnit to sizes and widths', () => {
    const [t] = toSheetText([item('X', [10, 0, 0, 10, 0, 0], 7)], [2, 0, 0, -2, 0, 200]);
    expect(t).toMatchObject({ fontSize: 20, width: 14, y: 200 });
  });

  it('drops blank items and anything that is not a text item', () => {
    const items = [
      item('  ', [10, 0, 0, 10, 0, 0], 5),
      { type: 'beginMarkedContent' },
      item('ok', [10, 0, 0, 10, 0, 0], 5),
    ];
    expect(toSheetText(items, [1, 0, 0, 1, 0, 0]).map((t) => t.text)).toEqual(['ok']);
  });
});

describe('joinLines', () => {
  const at = (text: string, x: number, y: number, width: number, fontSize = 10): SheetTextItem =>
    horizontalText(text, x, y, fontSize, width);

  it('joins the pieces of one line, with a space where there is a gap', () => {
    const [line, ...rest] = joinLines([at('PL', 0, 100, 12), at('02', 15, 100, 12), at('bis', 27, 100, 15)]);
    expect(rest).toEqual([]);
    expect(line?.text).toBe('PL 02bis');
    expect(line?.width).toBe(42);
  });

  it('keeps apart lines on another baseline, in another size, or far along', () => {
    expect(joinLines([at('A', 0, 100, 10), at('B', 12, 120, 10)])).toHaveLength(2);
    expect(joinLines([at('A', 0, 100, 10), at('B', 12, 100, 10, 20)])).toHaveLength(2);
    expect(joinLines([at('A', 0, 100, 10), at('B', 40, 100, 10)])).toHaveLength(2);
  });
});
