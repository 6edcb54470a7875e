import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Icon } from '../../src/components/Icon';
import { VisuallyHidden } from '../../src/components/VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Fermer la fenêtre' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden text as the name of an icon-only button. */
const inIconButton: Story['render'] = (args) => (
  <Button variant="secondary">
    <Icon name="close" />
    <VisuallyHidden {...args} />
  </Button>
);

/** The usual case: the name of an icon-only button, read by screen readers, never shown. */
export const Default: Story = {
  render: inIconButton,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Fermer la fenêtre' });
    await step('le texte masqué nomme le bouton sans être affiché', async () => {
      const hidden = canvas.getByText('Fermer la fenêtre');
      await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    });
    await step('clavier : Tab atteint le bouton par son nom', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
    });
  },
};

/** With `isFocusable`, a link inside appears while it has keyboard focus. */
export const Focusable: Story = {
  args: {
    isFocusable: true,
    children: <a href="#haut-de-page">Retour en haut de page</a>,
  },
  play: async ({ canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Retour en haut de page' });
    // The wrapper is what gets clipped: the link inside keeps its own size.
    const wrapper = link.parentElement as HTMLElement;
    await step('masqué au repos', async () => {
      await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    });
    await step('clavier : Tab le rend visible', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
    });
  },
};

export const LongFrenchLabel: Story = {
  render: inIconButton,
  args: { children: 'Fermer la fenêtre de comparaison des métrés du lot gros œuvre et revenir à la liste des plans' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Fermer la fenêtre de comparaison des métrés du lot gros œuvre et revenir à la liste des plans',
      }),
    ).toBeInTheDocument();
  },
};
