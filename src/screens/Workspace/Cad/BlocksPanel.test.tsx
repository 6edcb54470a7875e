import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BlocksPanel, type BlocksPanelProps } from './BlocksPanel';
import { SAMPLE_BLOCKS } from './testing/fixtures';

function setUp(props: Partial<BlocksPanelProps> = {}) {
  const onSelect = vi.fn();
  const onCount = vi.fn();
  const onOpenMeasurement = vi.fn();
  function Held() {
    const [selected, setSelected] = useState<string | null>(props.selected ?? null);
    return (
      <BlocksPanel
        blocks={SAMPLE_BLOCKS}
        articles={[]}
        onCount={onCount}
        onOpenMeasurement={onOpenMeasurement}
        {...props}
        selected={selected}
        onSelect={(name) => {
          setSelected(name);
          onSelect(name);
        }}
      />
    );
  }
  render(<Held />);
  return { user: userEvent.setup(), onSelect, onCount, onOpenMeasurement };
}

describe('BlocksPanel', () => {
  it('lists every block with its references, nested ones said apart', () => {
    setUp();
    const grid = screen.getByRole('grid', { name: 'Blocs du dessin' });
    expect(within(grid).getAllByRole('row')).toHaveLength(SAMPLE_BLOCKS.length);
    const door = screen.getByRole('row', { name: /^PORTE_90, 15\u00a0références dont 3\u00a0imbriquées$/ });
    expect(door).toHaveTextContent('A-PORTES');
    expect(screen.getByText('9 blocs, 98 références')).toBeInTheDocument();
  });

  it('selects a block by the keyboard and shows its detail, with the names of its dynamic copies', async () => {
    const { user, onSelect } = setUp();
    screen.getByRole('row', { name: /^LAVABO/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(onSelect).toHaveBeenLastCalledWith('PORTE_90');
    expect(screen.getByRole('heading', { name: 'PORTE_90' })).toBeInTheDocument();
    expect(screen.getByText('Noms dans le fichier : *U12, *U14, PORTE_90')).toBeInTheDocument();
  });

  it('keeps the chosen block when space is pressed on it (the selection follows the focus)', async () => {
    const { user, onSelect } = setUp({ selected: 'LAVABO' });
    screen.getByRole('row', { name: /^LAVABO/ }).focus();
    await user.keyboard(' ');
    expect(onSelect).not.toHaveBeenCalledWith(null);
    expect(screen.getByRole('heading', { name: 'LAVABO' })).toBeInTheDocument();
  });

  it('counts the block selected, without an article when none is chosen', async () => {
    const { user, onCount } = setUp({ selected: 'LAVABO' });
    await user.click(screen.getByRole('button', { name: 'Compter ce bloc' }));
    expect(onCount).toHaveBeenCalledWith('LAVABO', null);
  });

  it('says a block is counted already, and opens its count', async () => {
    const { user, onOpenMeasurement } = setUp({
      selected: 'PORTE_90',
      counted: { PORTE_90: { measurementId: 'm1', count: 12 } },
    });
    expect(screen.getByText('Déjà compté : 12 U')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le comptage' }));
    expect(onOpenMeasurement).toHaveBeenCalledWith('m1');
  });

  it('offers no count in a read-only workspace', () => {
    setUp({ selected: 'LAVABO', isReadOnly: true });
    expect(screen.queryByRole('button', { name: 'Compter ce bloc' })).not.toBeInTheDocument();
  });

  it('searches without accents, and says when nothing matches', async () => {
    const { user } = setUp();
    const search = screen.getByRole('searchbox', { name: 'Rechercher un bloc' });
    await user.type(search, 'evier');
    expect(screen.getAllByRole('row')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'baignoire');
    expect(screen.getByRole('status')).toHaveTextContent('Aucun bloc ne correspond à « baignoire ».');
  });

  it('says so when the drawing has no blocks', () => {
    setUp({ blocks: [] });
    expect(screen.getByText('Ce dessin n’a pas de blocs.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
