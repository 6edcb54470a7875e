import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';

function Settings({ onAction }: { onAction: (key: unknown) => void }) {
  return (
    <MenuTrigger>
      <Button variant="secondary">Paramètres</Button>
      <Menu aria-label="Paramètres" onAction={onAction}>
        <MenuItem id="backup" icon="download">
          Sauvegarde…
        </MenuItem>
        <MenuItem id="storage">Espace de stockage…</MenuItem>
        <MenuSeparator />
        <MenuItem id="signOut" tone="danger">
          Se déconnecter
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe('Menu', () => {
  it('opens from its button and runs an item with the mouse', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Settings onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Paramètres' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Paramètres' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Sauvegarde…',
      'Espace de stockage…',
      'Se déconnecter',
    ]);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Espace de stockage…' }));
    expect(onAction.mock.calls[0]?.[0]).toBe('storage');
    expect(menu).not.toBeInTheDocument();
  });

  it('is operable with the keyboard: Enter opens on the first item, arrows move, Escape gives the focus back', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Settings onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sauvegarde…' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Se déconnecter' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Paramètres' })).toHaveFocus());
    expect(onAction).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sauvegarde…' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('backup');
  });
});
