import { describe, expect, it } from 'vitest';
import {
  defaultLayerVisibility,
  setLayerVisible,
  showAllLayers,
  toggleIsolation,
  naturalLayerOrder,
  type PlanLayer,
  savedLayerVisibility,
} from './layers';

const layers: PlanLayer[] = [
  { id: '10R', name: 'Murs', visibleByDefault: true },
  { id: '11R', name: 'Cotes', visibleByDefault: true },
  { id: '12R', name: 'Mobilier', visibleByDefault: false },
];

describe('layer visibility', () => {
  it('starts as the document says', () => {
    expect(defaultLayerVisibility(layers)).toEqual({ hidden: ['12R'], isolated: null });
  });

  it('shows and hides one layer, in the document order', () => {
    let state = defaultLayerVisibility(layers);
    state = setLayerVisible(state, layers, '10R', false);
    expect(state.hidden).toEqual(['10R', '12R']);
    state = setLayerVisible(state, layers, '12R', true);
    expect(state.hidden).toEqual(['10R']);
  });

  it('isolates a layer, and isolating it again gives back what was shown', () => {
    const before = defaultLayerVisibility(layers);
    const isolated = toggleIsolation(before, layers, '11R');
    expect(isolated).toEqual({ hidden: ['10R', '12R'], isolated: { layerId: '11R', restore: ['12R'] } });
    expect(toggleIsolation(isolated, layers, '11R')).toEqual(before);
  });

  it('moving the isolation to another layer still restores the state before the first', () => {
    const before = defaultLayerVisibility(layers);
    const second = toggleIsolation(toggleIsolation(before, layers, '11R'), layers, '12R');
    expect(second.hidden).toEqual(['10R', '11R']);
    expect(toggleIsolation(second, layers, '12R')).toEqual(before);
  });

  it('a manual change or « Tout afficher » ends the isolation', () => {
    const isolated = toggleIsolation(defaultLayerVisibility(layers), layers, '11R');
    expect(setLayerVisible(isolated, layers, '10R', true)).toEqual({ hidden: ['12R'], isolated: null });
    expect(showAllLayers()).toEqual({ hidden: [], isolated: null });
  });

  it('a saved state keeps the file’s order, drops ids the file no longer has, and nothing saved is the default', () => {
    expect(savedLayerVisibility(layers, ['12R', 'gone', '10R'])).toEqual({ hidden: ['10R', '12R'], isolated: null });
    expect(savedLayerVisibility(layers, [])).toEqual({ hidden: [], isolated: null });
    expect(savedLayerVisibility(layers, undefined)).toEqual(defaultLayerVisibility(layers));
  });

  it('orders layer names naturally, in French: 1, 2, 10; accents and case do not split names', () => {
    const named = (...names: string[]): PlanLayer[] =>
      names.map((name, i) => ({ id: String(i), name, visibleByDefault: true }));
    const order = (...names: string[]) => naturalLayerOrder(named(...names)).map((l) => l.name);
    expect(order('10', '2', '1')).toEqual(['1', '2', '10']);
    expect(order('A-10 Cloisons', 'A-2 Murs', 'A-1 Axes')).toEqual(['A-1 Axes', 'A-2 Murs', 'A-10 Cloisons']);
    expect(order('Zone', 'élévations', 'Escaliers', 'eau')).toEqual(['eau', 'élévations', 'Escaliers', 'Zone']);
    // Same name twice: the document's order is kept.
    expect(naturalLayerOrder(named('Cotes', 'Cotes')).map((l) => l.id)).toEqual(['0', '1']);
  });
});
