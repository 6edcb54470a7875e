import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components/Button';
import { SHORTCUTS, matchShortcut } from '../../../src/domain/takeoff/shortcuts';
import { ShortcutsOverlay } from '../../../src/screens/Workspace/Measure';

const meta = {
  title: 'Screens/Workspace/ShortcutsOverlay',
  component: ShortcutsOverlay,
  args: { isOpen: false, onOpenChange: fn(), shortcuts: SHORTCUTS, platform: 'other' },
  // « ? » is bound here as the tools layer binds it: through matchShortcut over the same table.
  render: function Render(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    useEffect(() => {
      const onKeyDown = (event: KeyboardEvent) => {
        if (matchShortcut(event, args.shortcuts) === 'help.shortcuts') setOpen(true);
      };
      window.addEventListener('keydown', onKeyDown);
      return () => window.removeEventListener('keydown', onKeyDown);
    }, [args.shortcuts]);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Raccourcis clavier (?)
        </Button>
        <ShortcutsOverlay
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange(open);
          }}
        />
      </>
    );
  },
  parameters: { viewport: { width: 1000, height: 900 } },
} satisfies Meta<typeof ShortcutsOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** « ? » opens the list; Escape closes it and gives the focus back. */
export const Ouvert: Story = {
  name: 'Ouvert avec ?',
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Raccourcis clavier (?)' });
    await step('Échap ferme et rend le focus', async () => {
      trigger.focus();
      await userEvent.keyboard('?');
      await screen.findByRole('dialog', { name: 'Raccourcis clavier' });
      await userEvent.keyboard('{Escape}');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('« ? » ouvre la liste de tous les raccourcis', async () => {
      await userEvent.keyboard('?');
      const dialog = await screen.findByRole('dialog', { name: 'Raccourcis clavier' });
      await expect(within(dialog).getByText('Rétablir').closest('div')).toHaveTextContent('Ctrl+Maj+Z ou Ctrl+Y');
    });
  },
};

export const Mac: Story = { name: 'Sur Mac', args: { isOpen: true, platform: 'mac' } };
