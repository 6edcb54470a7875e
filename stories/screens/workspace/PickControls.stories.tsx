import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PickControls } from '../../../src/screens/Workspace/Selection';
import { withMaxWidth } from '../../decorators';
import { shownDialog } from '../../overlays';

const meta = {
  title: 'Screens/Workspace/PickControls',
  component: PickControls,
  args: {
    kind: 'fill',
    isActive: true,
    onActiveChange: fn(),
    gap: 1.2,
    onGapChange: fn(),
    face: 'axis',
    onFaceChange: fn(),
    status: { kind: 'idle' },
    onCancel: fn(),
  },
  decorators: [withMaxWidth(720)],
} satisfies Meta<typeof PickControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The area tool drawing by hand: only the toggle, its key in its name. */
export const RemplissageInactif: Story = {
  args: { isActive: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Remplissage (F)' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onActiveChange).toHaveBeenCalledWith(true);
  },
};

/** The mode on: the gap closed across openings, set in its popover (typed in metres, checked). */
export const Remplissage: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('le réglage se lit sur son bouton', async () => {
      await expect(canvas.getByRole('button', { name: /Ouvertures ≤ 1,20/ })).toBeVisible();
    });
    await step('changé au clavier', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Ouvertures ≤/ }));
      const dialog = await shownDialog('dialog', 'Fermer les ouvertures jusqu’à');
      const field = within(dialog).getByRole('textbox', { name: 'Fermer les ouvertures jusqu’à' });
      await userEvent.clear(field);
      await userEvent.type(field, '0,9{Enter}');
      await expect(args.onGapChange).toHaveBeenCalledWith(0.9);
    });
  },
};

/** A gap too large is refused with the reason, and nothing changes. */
export const RemplissageOuvertureTropGrande: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Ouvertures ≤/ }));
    const dialog = await shownDialog('dialog', 'Fermer les ouvertures jusqu’à');
    const field = within(dialog).getByRole('textbox', { name: 'Fermer les ouvertures jusqu’à' });
    await userEvent.clear(field);
    await userEvent.type(field, '12{Enter}');
    await expect(await within(dialog).findByText(/Au plus 5,00/)).toBeVisible();
    await expect(args.onGapChange).not.toHaveBeenCalled();
  },
};

/** The sheet being read before the first click: a bar and « Annuler ». */
export const LecturePlan: Story = {
  args: { status: { kind: 'preparing', fraction: 0.4 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Lecture du plan…' })).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler la lecture du plan' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Rooms Shift+clicked, waiting for Shift's release. */
export const PiecesEnAttente: Story = {
  args: { status: { kind: 'pending', count: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('3 pièces en attente');
  },
};

/** A click outside any closed room: the refusal, said in the live region under the plan. */
export const FuiteRefusee: Story = {
  args: { status: { kind: 'error', code: 'leak' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('La surface n’est pas fermée');
  },
};

/** The length and wall tools: a line's run, a double line's axis or face. */
export const ElementDuPlan: Story = {
  args: { kind: 'run' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Élément du plan (F)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Mur double/ }));
    const dialog = await shownDialog('dialog', 'Mur tracé en deux traits');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Face cliquée' }));
    await expect(args.onFaceChange).toHaveBeenCalledWith('face');
  },
};

/** Every message a refusal can say, one under the other (the copy checked at a glance). */
export const TousLesMessages: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['onInk', 'leak', 'tooLarge', 'tooSmall', 'noisy', 'blank', 'noLine', 'cancelled', 'unknown'] as const).map(
        (code) => (
          <PickControls key={code} {...args} status={{ kind: 'error', code }} />
        ),
      )}
    </div>
  ),
};
