import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ManualAlignment } from '../../../../src/screens/Workspace/Comparison';
import { withMaxWidth } from '../../../decorators';

const PICKED = [
  { x: 120.5, y: 340.25 },
  { x: 121.1, y: 339.8 },
  { x: 2210, y: 1502.4 },
  { x: 2211.3, y: 1501.9 },
];

const meta = {
  title: 'Screens/Workspace/Comparison/ManualAlignment',
  component: ManualAlignment,
  args: { previous: 'A', current: 'B', picked: [], onRestart: fn(), onApply: fn(), onCancel: fn() },
  decorators: [withMaxWidth(380)],
} satisfies Meta<typeof ManualAlignment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first point to pick, on the previous indice; « Appliquer » waits for the four. */
export const Debut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Point 1 sur l’indice A');
    await expect(canvas.getByRole('button', { name: 'Appliquer' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** One point picked: where, and the next one on the new indice. */
export const Point1SurB: Story = {
  args: { picked: PICKED.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/x 120,5 · y 340,3\spt/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Point 1 sur l’indice B');
    await userEvent.click(canvas.getByRole('button', { name: 'Recommencer' }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
  },
};

/** The four points picked: « Appliquer », with the keyboard. */
export const Pret: Story = {
  args: { picked: PICKED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Les deux paires sont posées');
    canvas.getByRole('button', { name: 'Appliquer' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

/** Degenerate pairs refused, with the reason and the way out (« Recommencer »). */
export const PairesRefusees: Story = {
  args: { picked: PICKED, error: 'badPairs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Ces deux paires de points ne permettent pas/)).toBeVisible();
  },
};

/** Applying. */
export const Application: Story = {
  args: { picked: PICKED, isPending: true },
};
