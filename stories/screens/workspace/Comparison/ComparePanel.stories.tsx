import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OverlayMode, OverlayPalette } from '../../../../src/domain/comparison/types';
import { ComparePanel, type ComparePanelProps } from '../../../../src/screens/Workspace/Comparison';
import type { ComparisonWorkerErrorCode } from '../../../../src/workers/comparison/protocol';
import { withMaxWidth } from '../../../decorators';
import { expectStillAnimation } from '../../../animation';

/** The panel with its settings kept (as the route keeps them in atoms). */
function Harness(props: ComparePanelProps) {
  const [mode, setMode] = useState<OverlayMode>(props.mode);
  const [blend, setBlend] = useState(props.blend);
  const [palette, setPalette] = useState<OverlayPalette>(props.palette);
  return (
    <ComparePanel
      {...props}
      mode={mode}
      onModeChange={(m) => {
        props.onModeChange(m);
        setMode(m);
      }}
      blend={blend}
      onBlendChange={(b) => {
        props.onBlendChange(b);
        setBlend(b);
      }}
      palette={palette}
      onPaletteChange={(p) => {
        props.onPaletteChange(p);
        setPalette(p);
      }}
    />
  );
}

const AUTO = {
  matrix: [1, 0, 0, 1, 0.4, -0.3],
  method: 'auto',
  confidence: 0.97,
  residual: 0.12,
} as const;

const meta = {
  title: 'Screens/Workspace/Comparison/ComparePanel',
  component: ComparePanel,
  render: (args) => <Harness {...args} />,
  args: {
    current: 'B',
    history: ['A'],
    previous: 'A',
    mode: 'overlay',
    onModeChange: fn(),
    blend: 0.5,
    onBlendChange: fn(),
    palette: 'redGreen',
    onPaletteChange: fn(),
    alignment: AUTO,
    onManualAlign: fn(),
    status: { kind: 'ready' },
    onCancel: fn(),
    onRetry: fn(),
  },
  decorators: [withMaxWidth(360)],
} satisfies Meta<typeof ComparePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overlay: the indices, the legend (neutral, red, green), the automatic alignment and its confidence. */
export const Superposition: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('l’indice courant et l’historique', async () => {
      await expect(canvas.getByText('Indice B (courant) · A')).toBeVisible();
    });
    await step('la légende et le calage', async () => {
      const legend = canvas.getByRole('list', { name: 'Légende de la superposition' });
      await expect(
        within(legend)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Inchangé', 'Supprimé', 'Ajouté']);
      await expect(canvas.getByText(/Calage automatique · confiance 97\s%/)).toBeVisible();
    });
    await step('caler à la main', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Caler à la main' }));
      await expect(args.onManualAlign).toHaveBeenCalledOnce();
    });
  },
};

/** The view chosen with the keyboard: arrows along the segmented control, Entrée to choose. */
export const ModeAuClavier: Story = {
  args: { mode: 'new' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Affichage' });
    await expect(within(group).getByRole('radio', { name: 'Nouveau' })).toBeChecked();
    within(group).getByRole('radio', { name: 'Nouveau' }).focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onModeChange).toHaveBeenCalledWith('old');
    await expect(within(group).getByRole('radio', { name: 'Ancien' })).toBeChecked();
    await expect(canvas.queryByRole('list', { name: 'Légende de la superposition' })).toBeNull();
  },
};

/** The slider between the two indices, moved with the arrows (5 % a step). */
export const Curseur: Story = {
  args: { mode: 'slider', blend: 0.4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Opacité de l’indice B sur l’indice A' });
    await expect(slider.getAttribute('aria-valuetext')).toMatch(/^40\s%$/);
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onBlendChange).toHaveBeenLastCalledWith(0.5);
    await expect(slider.getAttribute('aria-valuetext')).toMatch(/^50\s%$/);
  },
};

/** The colour-blind-safe palette: removed in orange, added in blue, switched from the panel. */
export const CouleursDaltoniens: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: /Couleurs adaptées aux daltoniens/ });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onPaletteChange).toHaveBeenCalledWith('orangeBlue');
    await expect(toggle).toBeChecked();
  },
};

/** An alignment by two pairs of points, and a sheet with several indices. */
export const CalageManuel: Story = {
  args: {
    current: 'C',
    history: ['B', 'A'],
    previous: 'B',
    alignment: { ...AUTO, method: 'manual', confidence: 1, residual: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Indice C (courant) · B · A')).toBeVisible();
    await expect(canvas.getByText('Calage à la main · deux paires de points')).toBeVisible();
  },
};

/** A weak automatic estimate: the panel says to check it, or align by hand. */
export const ConfianceFaible: Story = {
  args: { alignment: { ...AUTO, confidence: 0.62 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Confiance faible/)).toBeVisible();
  },
};

/** The comparison under way: the previous indice being rendered, the step, « Annuler ». */
export const RenduEnCours: Story = {
  args: { status: { kind: 'progress', progress: { stage: 'render', which: 'old' } }, alignment: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Rendu de l’indice A…' })).toBeVisible();
    await expect(canvas.getByText('Étape 2 sur 7')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler la comparaison' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The diff counting its bands: a bar that fills. */
export const ComparaisonEnCours: Story = {
  args: { status: { kind: 'progress', progress: { stage: 'diff', done: 3, total: 8 } } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Comparaison…' });
    await expect(bar).toHaveAttribute('aria-valuenow', '38');
    await expectStillAnimation(canvasElement, 'comparison');
  },
};

/** Alignment failed: the French message and the manual way. */
export const ErreurCalage: Story = {
  args: { status: { kind: 'error', code: 'alignmentFailed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Le calage automatique n’a pas trouvé/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Caler à la main' }));
    await expect(args.onManualAlign).toHaveBeenCalledOnce();
  },
};

/** The worker stopped: « Relancer la comparaison ». */
export const ErreurInterrompue: Story = {
  args: { status: { kind: 'error', code: 'workerFailed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Relancer la comparaison' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const CODES: readonly ComparisonWorkerErrorCode[] = [
  'sizeMismatch',
  'alignmentFailed',
  'badPairs',
  'sheetTooLarge',
  'cancelled',
  'pdf',
  'unknownDocument',
  'badRequest',
  'workerFailed',
  'unknown',
];

/** Every failure's message and manual way, one under the other (the copy checked at a glance). */
export const TousLesMessages: Story = {
  decorators: [withMaxWidth(1100)],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 340px)', gap: 16 }}>
      {CODES.map((code) => (
        <ComparePanel key={code} {...args} mode="new" status={{ kind: 'error', code }} />
      ))}
    </div>
  ),
};
