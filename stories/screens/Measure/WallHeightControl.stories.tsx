import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WallHeightButton, WallHeightControl } from '../../../src/screens/Workspace/Measure/WallHeightControl';

const meta = {
  title: 'Screens/Workspace/WallHeightControl',
  component: WallHeightControl,
  args: {
    height: 2.5,
    onHeightChange: fn(),
    variables: [
      { name: 'HSP', metres: 2.5 },
      { name: 'HSP_combles', metres: 1.8 },
    ],
    variable: null,
    onVariableChange: fn(),
  },
  parameters: { viewport: { width: 720, height: 200 } },
} satisfies Meta<typeof WallHeightControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before drawing a wall: the session's height (2,50 m by default), typed with a comma. */
export const Saisie: Story = {
  name: 'Hauteur saisie',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('2,70 puis Entrée donne la hauteur des prochains murs', async () => {
      const field = canvas.getByRole('textbox', { name: 'Hauteur (m)' });
      await expect(field).toHaveValue('2,50');
      await userEvent.clear(field);
      await userEvent.type(field, '2,70{Enter}');
      await expect(args.onHeightChange).toHaveBeenLastCalledWith(2.7);
    });
  },
};

/** Following the project's HSP: every wall drawn now follows its value. */
export const SuitHsp: Story = {
  name: 'Suit la variable HSP',
  args: { variable: 'HSP' },
  play: async ({ canvasElement, step }) => {
    await step('la hauteur se lit par le nom de la variable et sa valeur', async () => {
      await expect(within(canvasElement).getByText(/Hauteur.: HSP \(2,50.m\)/)).toBeInTheDocument();
    });
  },
};

/** A project without a length variable: nothing to follow, the height alone. */
export const SansVariable: Story = {
  name: 'Projet sans variable',
  args: { variables: [] },
};

/**
 * On the sheet page (issue 24): one button beside the scale, so that the palette's row stays one row; it opens the
 * fields above, opened here for the picture.
 */
export const Bouton: Story = {
  name: 'Bouton sur la page du plan',
  args: { variable: 'HSP' },
  render: (args) => <WallHeightButton {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('le bouton dit la hauteur des nouveaux murs et ouvre ses champs', async () => {
      const button = canvas.getByRole('button', { name: /Hauteur.: HSP \(2,50.m\)/ });
      await userEvent.click(button);
      const dialog = await body.findByRole('dialog', { name: 'Nouveaux murs' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: /Suivre/ })).toBeVisible());
    });
  },
};
