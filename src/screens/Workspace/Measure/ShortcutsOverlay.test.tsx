import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHORTCUTS } from '../../../domain/takeoff/shortcuts';
import { measureFr } from '../../../i18n/measure.fr';
import { ShortcutsOverlay } from './ShortcutsOverlay';
import { ariaKeyShortcuts, chordLabel, chordSpoken, describeShortcuts } from './keys';

describe('ShortcutsOverlay', () => {
  it('lists every shortcut of the table, in named groups', () => {
    render(<ShortcutsOverlay isOpen onOpenChange={vi.fn()} shortcuts={SHORTCUTS} />);
    const dialog = screen.getByRole('dialog', { name: 'Raccourcis clavier' });
    for (const title of Object.values(measureFr.shortcuts.groups)) {
      expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const s of SHORTCUTS) {
      // The page's text is matched with its spaces collapsed (a no-break space too), the label as it is written.
      const label = measureFr.shortcuts.actions[s.action].replace(/\s+/g, ' ');
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    const redo = within(dialog).getByText('Rétablir').closest('div');
    expect(redo).toHaveTextContent('Ctrl+Maj+Z ou Ctrl+Y');
    expect(within(dialog).getByText('Annuler').closest('div')).toHaveTextContent('Ctrl+Z');
    expect(within(dialog).getByText('Contraindre à 0, 45 ou 90°').closest('div')).toHaveTextContent('maintenir Maj');
    expect(within(dialog).getByText('Déduction (vide dans une surface)').closest('div')).toHaveTextContent(
      /^Déduction.*D$/,
    );
  });

  it('shows ⌘ on a Mac', () => {
    render(<ShortcutsOverlay isOpen onOpenChange={vi.fn()} shortcuts={SHORTCUTS} platform="mac" />);
    expect(screen.getByText('Annuler').closest('div')).toHaveTextContent('⌘+Z');
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<ShortcutsOverlay isOpen onOpenChange={onOpenChange} shortcuts={SHORTCUTS} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('key names', () => {
  it('prints chords as French keyboards do', () => {
    expect(chordLabel({ key: 'z', mod: true, shift: true })).toBe('Ctrl+Maj+Z');
    expect(chordLabel({ key: 'Delete' })).toBe('Suppr');
    expect(chordLabel({ key: 'Escape' })).toBe('Échap');
    expect(chordSpoken({ key: 'ArrowUp' })).toBe('flèche haut');
    expect(chordSpoken({ key: 'z', mod: true }, 'mac')).toBe('Commande Z');
  });

  it('writes aria-keyshortcuts as WAI-ARIA spells keys', () => {
    const redo = SHORTCUTS.find((s) => s.action === 'history.redo');
    expect(ariaKeyShortcuts(redo)).toBe('Control+Shift+Z Control+Y');
    expect(ariaKeyShortcuts(redo, 'mac')).toBe('Meta+Shift+Z Meta+Y');
  });

  it('groups the table in the overlay’s order and drops empty groups', () => {
    const groups = describeShortcuts(SHORTCUTS.filter((s) => s.group === 'history' || s.group === 'tools'));
    expect(groups.map((g) => g.title)).toEqual(['Outils', 'Annuler et rétablir']);
  });
});
