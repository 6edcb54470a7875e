import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LayerTotals, layerTotalRows, type LayerTotalsProps } from './LayerTotals';
import { SAMPLE_GEOMETRY, SAMPLE_LAYERS, layerGeometry } from './testing/fixtures';

function setUp(props: Partial<LayerTotalsProps> = {}) {
  const onMeasure = vi.fn();
  const onSelectionChange = vi.fn();
  function Held() {
    const [selected, setSelected] = useState<readonly string[]>(props.selected ?? []);
    return (
      <LayerTotals
        layers={SAMPLE_LAYERS}
        geometry={SAMPLE_GEOMETRY}
        articles={[]}
        onMeasure={onMeasure}
        {...props}
        selected={selected}
        onSelectionChange={(layers) => {
          setSelected(layers);
          onSelectionChange(layers);
        }}
      />
    );
  }
  render(<Held />);
  return { user: userEvent.setup(), onMeasure, onSelectionChange };
}

describe('layerTotalRows', () => {
  it('joins each layer’s totals with its colour and state, leaving out layers with nothing to measure', () => {
    const rows = layerTotalRows(SAMPLE_LAYERS, [...SAMPLE_GEOMETRY, layerGeometry('A-TEXTES', [], [])]);
    expect(rows.map((r) => r.name)).toEqual([
      'A-CLOISONS',
      'A-DOUBLAGES',
      'A-FAUX-PLAFONDS',
      'A-MOBILIER',
      'A-MURS',
      'A-SOLS',
    ]);
    expect(rows.find((r) => r.name === 'A-FAUX-PLAFONDS')).toMatchObject({ frozen: true, visible: true, areas: 2 });
    expect(rows.find((r) => r.name === 'A-MOBILIER')).toMatchObject({ visible: false, lengths: 4, areas: 2 });
  });

  it('draws no colour for a layer the layer table does not list', () => {
    expect(layerTotalRows([], [layerGeometry('FANTÔME', [1], [])])[0]?.color).toBeNull();
  });
});

describe('LayerTotals', () => {
  it('adds up the layers checked, in the list’s order', async () => {
    const { user, onSelectionChange } = setUp();
    expect(screen.getByRole('status')).toHaveTextContent('Aucun calque coché.');
    await user.click(screen.getByRole('row', { name: /^A-MURS/ }));
    await user.click(screen.getByRole('row', { name: /^A-CLOISONS/ }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['A-CLOISONS', 'A-MURS']);
    expect(screen.getByRole('status')).toHaveTextContent('Sélection : 2 calques, 77,65 m, 3,14 m²');
  });

  it('measures lengths and areas of the layers that have some, in one call each', async () => {
    const { user, onMeasure } = setUp({ selected: ['A-MURS', 'A-SOLS'] });
    await user.click(screen.getByRole('button', { name: 'Métrer les longueurs' }));
    expect(onMeasure).toHaveBeenLastCalledWith(['A-MURS'], 'length', null);
    await user.click(screen.getByRole('button', { name: 'Métrer les surfaces' }));
    expect(onMeasure).toHaveBeenLastCalledWith(['A-MURS', 'A-SOLS'], 'area', null);
  });

  it('marks frozen and off layers in words', () => {
    setUp();
    expect(screen.getByRole('row', { name: /^A-FAUX-PLAFONDS, .*gelé$/ })).toHaveTextContent('gelé');
    expect(screen.getByRole('row', { name: /^A-MOBILIER, .*éteint$/ })).toHaveTextContent('éteint');
  });

  it('refuses to measure with nothing checked', () => {
    setUp();
    expect(screen.getByRole('button', { name: 'Métrer les longueurs' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Métrer les surfaces' })).toBeDisabled();
  });
});
