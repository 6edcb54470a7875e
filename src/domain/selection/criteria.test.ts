import { describe, expect, it } from 'vitest';
import { measurement } from '../takeoff/testing/fixtures';
import type { Measurement } from '../takeoff/types';
import { foldText, isEmptyCriteria, labelMatcher, layersOf, presentValues, selectByCriteria } from './criteria';

const rooms: Measurement[] = [
  measurement('area', {
    id: 'a1',
    label: 'Chambre 1',
    color: 'blue',
    element: { method: 'fill', source: 'vectors', layers: ['A-WALL', 'A-DOOR'] },
  }),
  measurement('area', {
    id: 'a2',
    label: 'CHAMBRE 12',
    color: 'green',
    links: [{ articleId: 'article-1', formula: 'Q' }],
    element: { method: 'fill', source: 'vectors', layers: ['A-WALL'] },
  }),
  measurement('length', { id: 'l1', label: 'Cloisôn séjour', color: 'blue' }),
  measurement('length', {
    id: 'l2',
    label: 'Plinthe chambre 1',
    color: 'red',
    articleId: 'article-2',
    element: { method: 'skirting', source: 'vectors', layers: ['A-FLOR'] },
  }),
  measurement('count', { id: 'c1', label: 'Prise', color: 'blue' }),
];

describe('selectByCriteria', () => {
  it('selects everything when no criterion is given (« Tout sélectionner »)', () => {
    expect(selectByCriteria(rooms, {})).toEqual(['a1', 'a2', 'l1', 'l2', 'c1']);
    expect(isEmptyCriteria({ kinds: [], label: ' * ' })).toBe(true);
    expect(isEmptyCriteria({ unlinkedOnly: true })).toBe(false);
  });

  it('selects by kind, several kinds being alternatives', () => {
    expect(selectByCriteria(rooms, { kinds: ['area'] })).toEqual(['a1', 'a2']);
    expect(selectByCriteria(rooms, { kinds: ['area', 'count'] })).toEqual(['a1', 'a2', 'c1']);
  });

  it('selects by PDF layer: a measurement taken from any of the layers chosen; hand-drawn ones have none', () => {
    expect(selectByCriteria(rooms, { layers: ['A-DOOR'] })).toEqual(['a1']);
    expect(selectByCriteria(rooms, { layers: ['A-WALL', 'A-FLOR'] })).toEqual(['a1', 'a2', 'l2']);
  });

  it('matches a label pattern anywhere, without regard to case or accents, `*` standing for any run', () => {
    expect(selectByCriteria(rooms, { label: 'chambre' })).toEqual(['a1', 'a2', 'l2']);
    expect(selectByCriteria(rooms, { label: 'CLOISON' })).toEqual(['l1']);
    expect(selectByCriteria(rooms, { label: 'ch*1' })).toEqual(['a1', 'a2', 'l2']);
    expect(selectByCriteria(rooms, { label: 'chambre 1*' })).toEqual(['a1', 'a2', 'l2']);
    expect(selectByCriteria(rooms, { label: 'bre 12' })).toEqual(['a2']);
    // Characters that mean something to a regular expression are text here.
    expect(selectByCriteria([measurement('area', { id: 'x', label: 'Gaine (1+2)' })], { label: '(1+2)' })).toEqual([
      'x',
    ]);
  });

  it('selects by colour and by « non reliées à un article » (links and the older articleId both count)', () => {
    expect(selectByCriteria(rooms, { colors: ['blue'] })).toEqual(['a1', 'l1', 'c1']);
    expect(selectByCriteria(rooms, { unlinkedOnly: true })).toEqual(['a1', 'l1', 'c1']);
  });

  it('combines criteria: all of them apply', () => {
    expect(selectByCriteria(rooms, { kinds: ['area', 'length'], label: 'chambre', unlinkedOnly: true })).toEqual([
      'a1',
    ]);
    expect(selectByCriteria(rooms, { colors: ['blue'], kinds: ['count'] })).toEqual(['c1']);
    expect(selectByCriteria(rooms, { layers: ['A-WALL'], label: 'séjour' })).toEqual([]);
  });
});

describe('the helpers', () => {
  it('folds case, accents, ligatures and spaces', () => {
    expect(foldText('  Cœur  de  CLOISÔN ')).toBe('coeur de cloison');
    expect(labelMatcher('   ')).toBeNull();
    expect(labelMatcher('**')).toBeNull();
    expect(labelMatcher('Œil')?.('oeil-de-boeuf')).toBe(true);
  });

  it('lists the layers once each, sorted, and the kinds and colours present', () => {
    expect(layersOf(rooms)).toEqual(['A-DOOR', 'A-FLOR', 'A-WALL']);
    expect(layersOf([measurement('area')])).toEqual([]);
    const present = presentValues(rooms);
    expect(present.kinds.sort()).toEqual(['area', 'count', 'length']);
    expect(present.colors.sort()).toEqual(['blue', 'green', 'red']);
  });
});
