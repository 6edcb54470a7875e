import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CarryReview } from '../../../../src/screens/Workspace/Comparison';
import { withMaxWidth } from '../../../decorators';
import { CARRIED } from './comparison-story-data';

const meta = {
  title: 'Screens/Workspace/Comparison/CarryReview',
  component: CarryReview,
  args: {
    previous: 'A',
    current: 'B',
    items: CARRIED,
    silentCount: 14,
    onAccept: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onAcceptAll: fn(),
  },
  decorators: [withMaxWidth(380)],
} satisfies Meta<typeof CarryReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three carried measurements to check, each with the changes that touch it and its three actions. */
export const AVerifier: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('les comptes', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('3 à vérifier sur 18 reportées');
      await expect(canvas.getByText(/14\smesures reportées sans changement\./)).toBeVisible();
      await expect(canvas.getByText('Touchée par la modification 1 et la modification 4')).toBeVisible();
    });
    await step('accepter, modifier, supprimer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Accepter Cloisons SAD 72 — longueur 8,40\sml/ }));
      await expect(args.onAccept).toHaveBeenCalledWith('m1');
      await userEvent.click(canvas.getByRole('button', { name: /Modifier Séjour — surface 32,15\sm² sur le plan/ }));
      await expect(args.onEdit).toHaveBeenCalledWith('m2');
      await userEvent.click(canvas.getByRole('button', { name: /Supprimer Doublage isolant — longueur 5,10\sml/ }));
      await expect(args.onDelete).toHaveBeenCalledWith('m3');
    });
    await step('accepter tout, au clavier', async () => {
      canvas.getByRole('button', { name: 'Accepter tout' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onAcceptAll).toHaveBeenCalledOnce();
    });
  },
};

/** Every carried measurement checked. */
export const Termine: Story = {
  args: { items: CARRIED.map((item) => ({ ...item, review: 'accepted' as const })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Toutes les mesures reportées sont vérifiées')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accepter tout' })).toBeNull();
  },
};

/** Read only: the list without its actions. */
export const LectureSeule: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
