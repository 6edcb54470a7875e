import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Icon } from '../../src/components/Icon';
import { SizeRow, buttonArgTypes, expectDisabledButton } from './button-story-helpers';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Créer mon compte', onPress: fn() },
  argTypes: buttonArgTypes,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Créer mon compte' });
    await step('souris', async () => {
      await userEvent.click(button);
      await expect(args.onPress).toHaveBeenCalledTimes(1);
    });
    await step('clavier : Tab puis Entrée et Espace', async () => {
      button.blur();
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onPress).toHaveBeenCalledTimes(3);
      await expect(button).toHaveAttribute('data-focus-visible', 'true');
    });
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'En savoir plus' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Annuler' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Supprimer le projet' } };

export const Sizes: Story = {
  render: (args) => (
    <SizeRow>
      {(size, label) => (
        <Button {...args} size={size}>
          {label}
        </Button>
      )}
    </SizeRow>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: ({ args, canvasElement }) => expectDisabledButton(canvasElement, 'Créer mon compte', args.onPress),
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Création en cours…' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Création en cours…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The width does not move when the label swaps: the idle label keeps its place, hidden. */
export const PendingKeepsWidth: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--metr-space-md)', justifyItems: 'start' }}>
      <Button {...args}>Envoyer ma demande d’accès</Button>
      <Button {...args} isPending pendingLabel="Création…">
        Envoyer ma demande d’accès
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [idle, pending] = within(canvasElement).getAllByRole('button');
    await expect(pending?.getBoundingClientRect().width).toBe(idle?.getBoundingClientRect().width);
  },
};

export const FullWidth: Story = { args: { width: 'full' } };

export const IconOnly: Story = {
  args: { 'aria-label': 'Fermer', variant: 'ghost', children: <Icon name="close" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  },
};

export const LongFrenchLabel: Story = {
  args: { children: 'Demander un accès bêta au programme d’accompagnement des économistes de la construction' },
};
