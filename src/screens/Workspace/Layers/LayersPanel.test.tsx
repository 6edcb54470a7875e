import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LayersPanel } from './LayersPanel';
import { defaultLayerVisibility, type LayerVisibility, type PlanLayer } from './layers';

const layers: PlanLayer[] = [
  { id: '10R', name: 'Murs', visibleByDefault: true },
  { id: '11R', name: 'Cotes', visibleByDefault: true },
  { id: '12R', name: 'Mobilier', visibleByDefault: false },
];

function Controlled({ onChange }: { onChange: (value: LayerVisibility) => void }) {
  const [value, setValue] = useState(defaultLayerVisibility(layers));
  return (
    <LayersPanel
      layers={layers}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('LayersPanel', () => {
  it('words its count in French: « 0 calque affiché »', () => {
    render(
      <LayersPanel layers={layers} value={{ hidden: ['10R', '11R', '12R'], isolated: null }} onChange={() => {}} />,
    );
    expect(screen.getByText('0 calque affiché sur 3')).toBeInTheDocument();
  });

  it('lists the layers in natural order: 1, 2, 10', () => {
    const numbered: PlanLayer[] = ['Niveau 10', 'Niveau 2', 'niveau 1', 'Élévations', 'Eau'].map((name, i) => ({
      id: `${i}R`,
      name,
      visibleByDefault: true,
    }));
    render(<LayersPanel layers={numbered} value={defaultLayerVisibility(numbered)} onChange={() => {}} />);
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Eau',
      'Élévations',
      'niveau 1',
      'Niveau 2',
      'Niveau 10',
    ]);
  });

  it('lists the layers as the document shows them, with a count', () => {
    render(<LayersPanel layers={layers} value={defaultLayerVisibility(layers)} onChange={() => {}} />);
    expect(screen.getByRole('region', { name: 'Calques' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Murs' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cotes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mobilier' })).not.toBeChecked();
    expect(screen.getByText('2 calques affichés sur 3')).toBeInTheDocument();
  });

  it('hides and shows a layer from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    await user.tab();
    // The list is in natural order (Cotes, Mobilier, Murs); « hidden » keeps the document's order.
    expect(screen.getByRole('checkbox', { name: 'Cotes' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ hidden: ['11R', '12R'], isolated: null });
    expect(screen.getByText('1 calque affiché sur 3')).toBeInTheDocument();
  });

  it('isolates a layer and gives the others back when pressed again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const isolate = screen.getByRole('button', { name: 'Isoler «\u00a0Cotes\u00a0»' });
    await user.click(isolate);
    expect(isolate).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'Cotes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Murs' })).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({
      hidden: ['10R', '12R'],
      isolated: { layerId: '11R', restore: ['12R'] },
    });
    await user.click(isolate);
    expect(isolate).toHaveAttribute('aria-pressed', 'false');
    expect(onChange).toHaveBeenLastCalledWith({ hidden: ['12R'], isolated: null });
  });

  it('« Tout afficher » shows every layer, and is disabled when they all are', async () => {
    const user = userEvent.setup();
    render(<Controlled onChange={() => {}} />);
    const showAll = screen.getByRole('button', { name: 'Tout afficher' });
    await user.click(showAll);
    for (const name of ['Murs', 'Cotes', 'Mobilier']) expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(showAll).toBeDisabled();
  });

  it('says when the plan has no layers', () => {
    render(<LayersPanel layers={[]} value={{ hidden: [], isolated: null }} onChange={() => {}} />);
    expect(screen.getByText('Ce plan n’a pas de calques.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tout afficher' })).not.toBeInTheDocument();
  });

  it('says the layers are being read while the plan opens, with no layer list nor « Tout afficher »', () => {
    render(<LayersPanel layers={[]} value={{ hidden: [], isolated: null }} onChange={() => {}} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Lecture des calques du plan…');
    expect(screen.queryByText('Ce plan n’a pas de calques.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tout afficher' })).not.toBeInTheDocument();
  });
});
