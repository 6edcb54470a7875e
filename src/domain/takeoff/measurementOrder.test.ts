import { describe, expect, it } from 'vitest';
import { bySheetThenLabel } from './measurementOrder';

const m = (id: string, sheetId: string, label: string) => ({ id, sheetId, label });

describe('bySheetThenLabel', () => {
  it('orders by the project’s sheet order, then by label naturally (Ch. 2 before Ch. 10), then by id', () => {
    const list = [
      m('a', 'rdc', 'Ch. 10 – sol'),
      m('b', 'r1', 'Ch. 2 – sol'),
      m('c', 'rdc', 'Ch. 2 – sol'),
      m('d', 'rdc', 'ch. 2 – sol'),
      m('e', 'rdc', 'Entrée'),
      m('f', 'rdc', 'Égout'),
      m('g', 'gone', 'A'),
    ];
    expect(bySheetThenLabel(list, ['rdc', 'r1']).map((x) => x.id)).toEqual(['c', 'd', 'a', 'f', 'e', 'b', 'g']);
  });

  it('does not change the list it is given', () => {
    const list = [m('b', 's', 'B'), m('a', 's', 'A')];
    bySheetThenLabel(list, ['s']);
    expect(list.map((x) => x.id)).toEqual(['b', 'a']);
  });
});
