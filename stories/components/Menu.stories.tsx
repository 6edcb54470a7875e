import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Icon } from '../../src/components/Icon/workspace';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../src/components/Menu';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { 'aria-label': 'Paramètres', onAction: fn() },
  parameters: { viewport: { width: 800, height: 360 } },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <MenuTrigger>
        <Button variant="secondary">
          <Icon name="settings" size="sm" />
          Paramètres
        </Button>
        <Menu {...args}>
          <MenuItem id="backup" icon="download">
            Sauvegarde…
          </MenuItem>
          <MenuItem id="storage" icon="storage">
            Espace de stockage…
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="signOut" icon="signOut">
            Se déconnecter
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Paramètres' });
    await step('Entrée ouvre le menu sur le premier élément', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sauvegarde…' })).toHaveFocus());
    });
    await step('les flèches passent d’un élément à l’autre, Échap rend le focus', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('menuitem', { name: 'Espace de stockage…' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(trigger).toHaveFocus());
      await expect(args.onAction).not.toHaveBeenCalled();
    });
    await step('rouvrir pour la capture', async () => {
      // Reopened only once the closed menu is gone: pressed while it is still leaving, the key reopens it without
      // moving the focus in, and the picture would depend on the moment it is taken.
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sauvegarde…' })).toHaveFocus());
    });
  },
};

export const DangerItem: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="ghost" aria-label={'Actions pour «\u00a0Halle nord\u00a0»'}>
        <Icon name="more" />
      </Button>
      <Menu {...args} aria-label={'Actions pour «\u00a0Halle nord\u00a0»'} placement="bottom start">
        <MenuItem id="open">Ouvrir</MenuItem>
        <MenuItem id="edit" icon="edit">
          Modifier…
        </MenuItem>
        <MenuItem id="delete" icon="trash" tone="danger">
          Supprimer…
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Actions pour/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer…' }));
    await expect((args.onAction as ReturnType<typeof fn>).mock.calls[0]?.[0]).toBe('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Actions pour/ }));
    await screen.findByRole('menu');
  },
};
