import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { quantityOnSheet } from '../../../src/domain/takeoff/quantity';
import { assistedWc, calibrated, doors, partition, slab, tiling } from '../../../src/domain/takeoff/testing/samples';
import type { Measurement } from '../../../src/domain/takeoff/types';
import { PropertiesPanel } from '../../../src/screens/Workspace/Measure';
import { toolsFr } from '../../../src/i18n/tools.fr';
import { dialogWidth } from '../../decorators';

const item = (m: Measurement) => ({ measurement: m, quantity: quantityOnSheet(m, calibrated) });

const meta = {
  title: 'Screens/Workspace/PropertiesPanel',
  component: PropertiesPanel,
  args: { selection: [item(partition)], onChange: fn() },
  decorators: [dialogWidth],
  parameters: { viewport: { width: 800, height: 1100 } },
} satisfies Meta<typeof PropertiesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wall: height, openings and the quantity with its derivation. A wrong height is refused in French. */
export const SurfaceDeMur: Story = {
  name: 'Surface de mur',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const height = canvas.getByRole('textbox', { name: 'Hauteur', description: /En mètres/ });
    await step('une hauteur illisible est refusée, le texte reste', async () => {
      await userEvent.clear(height);
      await userEvent.type(height, '2m5O{Enter}');
      await expect(height).toHaveAttribute('aria-invalid', 'true');
      await expect(height).toHaveValue('2m5O');
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('2,70 avec une virgule est validé par Entrée', async () => {
      await userEvent.clear(height);
      await userEvent.type(height, '2,70{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith({ height: 2.7 });
    });
    await step('Flèche droite dans les couleurs choisit la suivante', async () => {
      canvas.getByRole('radio', { name: 'Violet' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onChange).toHaveBeenLastCalledWith({ color: 'teal' });
    });
  },
};

/** An area with a hole (a void deducted). */
export const SurfaceAvecVide: Story = { name: 'Surface avec un vide', args: { selection: [item(tiling)] } };

/** An area's « Déduire une surface »: starts the deduction tool (D) on it. */
export const DeduireUneSurface: Story = {
  name: 'Déduire une surface',
  args: { selection: [item(tiling)], onDeduct: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('le bouton démarre l’outil Déduction sur cette surface', async () => {
      const button = canvas.getByRole('button', { name: 'Déduire une surface' });
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onDeduct).toHaveBeenCalledWith(tiling.id);
    });
  },
};

/** Two kinds selected: only the label and the colour are common; totals per unit. */
export const Multiple: Story = {
  name: 'Sélection de plusieurs types',
  args: { selection: [item(doors), item(slab), item(tiling)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '3 mesures sélectionnées' })).toBeInTheDocument();
  },
};

export const Vide: Story = { name: 'Aucune sélection', args: { selection: [] } };

/** Read-only: the fields shown disabled, with the reason. */
export const LectureSeule: Story = {
  name: 'Lecture seule',
  // The reason the sheet page gives.
  args: { readOnlyReason: toolsFr.sheet.readOnly },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('les champs sont désactivés', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Libellé' })).toBeDisabled();
      await expect(canvas.getByRole('radio', { name: 'Rouge' })).toBeDisabled();
    });
  },
};

/**
 * A wall drawn with a typed height, bound afterwards to the project's HSP (issue 24): « Hauteur liée à » lists the
 * length variables; the choice is one journalled, undoable change.
 */
export const MurLieAUneVariable: Story = {
  name: 'Mur : hauteur liée à une variable',
  args: {
    heightVariables: [
      { name: 'HSP', metres: 2.7 },
      { name: 'HSP_R1', metres: 2.5 },
    ],
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('HSP choisie : la hauteur suit sa valeur', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Hauteur liée à/ }));
      const body = within(canvasElement.ownerDocument.body);
      await userEvent.click(await body.findByRole('option', { name: /^HSP \(2,70/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith({ heightVariable: 'HSP', height: 2.7 });
    });
  },
};

/**
 * An assisted count (issue 25): where its points came from, its templates, the scores of its detected points, and
 * « Revoir les propositions », reached with the keyboard.
 */
export const ComptageAssiste: Story = {
  name: 'Comptage assisté : provenance',
  args: { selection: [item(assistedWc)], onReviewDetection: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('la provenance des points est dite en français', async () => {
      await expect(canvas.getByRole('heading', { name: 'Provenance des points' })).toBeInTheDocument();
      await expect(
        canvas.getByText(/18\s+détectés et acceptés · 1\s+détecté et corrigé · 1\s+ajouté à la main/),
      ).toBeVisible();
    });
    await step('Entrée sur « Revoir les propositions » rouvre la revue de ce comptage', async () => {
      canvas.getByRole('button', { name: 'Revoir les propositions' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onReviewDetection).toHaveBeenCalledWith(assistedWc.id);
    });
  },
};
