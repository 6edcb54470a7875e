import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { M, SCALE_100 } from '../../../src/domain/takeoff/testing/samples';
import { POINT_METRES } from '../../../src/domain/cad/types';
import { ScaleDialog } from '../../../src/screens/Workspace/Measure';

/** A 5 m dimension at 1:100, drawn with the scale tool. */
const segment = { from: { x: 100, y: 100 }, to: { x: 100 + 5 * M, y: 100 } };

const meta = {
  title: 'Screens/Workspace/ScaleDialog',
  component: ScaleDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'calibrate',
    current: null,
    segment,
    onPickSegment: fn(),
    onApply: fn(),
  },
  parameters: { viewport: { width: 800, height: 760 } },
} satisfies Meta<typeof ScaleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two points and a distance typed in cm with a comma: the resulting scale is shown before applying. */
export const DeuxPoints: Story = {
  name: 'Par deux points',
  play: async ({ args, step }) => {
    const field = await screen.findByRole('textbox', { name: 'Distance réelle' });
    await step('la distance réelle se tape avec une virgule et une unité', async () => {
      await userEvent.click(field);
      await userEvent.type(field, '499,0 cm');
      await expect(await screen.findByText(/proche de 1:100/)).toBeInTheDocument();
    });
    await step('Entrée applique l’échelle', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onApply).toHaveBeenCalledTimes(1);
    });
  },
};

/** A distance in an unknown unit: a French message under the field, the text kept, the focus on it. */
export const Erreur: Story = {
  name: 'Distance refusée',
  play: async ({ args, step }) => {
    const field = await screen.findByRole('textbox', { name: 'Distance réelle' });
    await step('« 3,5 pieds » est refusé', async () => {
      await userEvent.click(field);
      await userEvent.type(field, '3,5 pieds{Enter}');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/Unité «.pieds.» inconnue/);
      await waitFor(() => expect(field).toHaveFocus());
      await expect(args.onApply).not.toHaveBeenCalled();
    });
  },
};

/** No segment yet, for a region: the standard ratio picker. */
export const Normalisee: Story = {
  name: 'Échelle normalisée d’une zone',
  args: { segment: null, current: SCALE_100, target: { kind: 'region', label: 'Détail escalier' } },
  play: async ({ step }) => {
    await step('la liste des échelles s’ouvre au clavier', async () => {
      const trigger = await screen.findByRole('button', { name: /1:100 Échelle/ });
      trigger.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(await screen.findByRole('listbox')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      // The list leaves with its exit animation: the snapshot is taken once it has gone.
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    });
  },
};

/** The check tool: the printed dimension typed, the deviation in %. */
export const Verification: Story = {
  name: 'Vérification de l’échelle',
  args: { mode: 'check', current: SCALE_100 },
  play: async ({ step }) => {
    await step('la cote imprimée 5,10 m donne un écart de −1,96 %', async () => {
      const field = await screen.findByRole('textbox', { name: 'Cote imprimée' });
      await userEvent.click(field);
      await userEvent.type(field, '5,10{Enter}');
      const heading = await screen.findByRole('heading', { name: 'Résultat de la vérification' });
      await waitFor(() => expect(heading).toHaveFocus());
      await expect(screen.getByText(/−1,96/)).toBeInTheDocument();
    });
  },
};

/** A result 2 % off every standard scale: not called « proche », the dimension typed is put in doubt. */
export const PasNormalisee: Story = {
  name: 'Résultat hors échelle normalisée',
  play: async ({ step }) => {
    const field = await screen.findByRole('textbox', { name: 'Distance réelle' });
    await step('4,90 m donne ≈ 1:98, qui n’est pas « proche » de 1:100', async () => {
      await userEvent.click(field);
      await userEvent.type(field, '4,90');
      const result = await screen.findByText(/Échelle obtenue/);
      await expect(result).toHaveTextContent(/Ce n’est pas une échelle normalisée/);
      await expect(result).not.toHaveTextContent(/proche de/);
    });
  },
};

/** A dimension printed in feet and inches: typed as printed, converted to metres exactly. */
export const PiedsPouces: Story = {
  name: 'Cote en pieds et pouces',
  play: async ({ step }) => {
    const field = await screen.findByRole('textbox', { name: 'Distance réelle' });
    await step('« 16′-6″ » vaut 5,0292 m', async () => {
      await userEvent.click(field);
      await userEvent.type(field, '16′-6″');
      await expect(await screen.findByText(/16′-6″ = 5,0292.m/)).toBeInTheDocument();
    });
  },
};

/** A US plan: nothing chosen when the dialog opens, the imperial scales listed by their title-block names. */
export const Imperiale: Story = {
  name: 'Échelles impériales',
  args: { segment: null },
  play: async ({ step }) => {
    await step('aucune échelle n’est choisie d’avance', async () => {
      const trigger = await screen.findByRole('button', { name: /Choisissez l’échelle du cartouche/ });
      await expect(trigger).not.toHaveTextContent('1:100');
    });
    await step('la liste montre 1/8″ = 1′-0″ (1:96) et les autres', async () => {
      const trigger = screen.getByRole('button', { name: /Choisissez l’échelle du cartouche/ });
      trigger.focus();
      await userEvent.keyboard('{ArrowDown}');
      const option = await screen.findByRole('option', { name: '1/8″ = 1′-0″ (1:96)' });
      // Reached by the keyboard, so that the list scrolls it into view itself: a scroll of our own raced the list's
      // own scroll to its focused first option, and CI's picture once showed the top of the list.
      await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveFocus());
      for (let presses = 0; presses < 30 && document.activeElement !== option; presses += 1) {
        await userEvent.keyboard('{ArrowDown}');
      }
      await waitFor(() => expect(option).toHaveFocus());
    });
  },
};

/** A CAD sheet: its scale is its file's, said first; the picker starts on the ratio it is drawn at. */
export const EchelleDuFichier: Story = {
  name: 'Plan CAO, échelle du fichier',
  args: {
    segment: null,
    current: {
      metresPerUnit: POINT_METRES * 100,
      source: { kind: 'file', unit: 'mm', unitSource: 'file', denominator: 100 },
    },
  },
  play: async ({ args, step }) => {
    await step('l’échelle du fichier est dite, et ce qu’étalonner ferait', async () => {
      await expect(await screen.findByText(/Échelle du fichier.:.1.unité = 1.mm\. Étalonner remplace/)).toBeVisible();
    });
    await step('le choix d’échelle part du 1:100 du dessin', async () => {
      await expect(await screen.findByRole('button', { name: /1:100 Échelle/ })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Appliquer l’échelle' }));
      await expect(args.onApply).toHaveBeenCalledWith(
        expect.objectContaining({ source: { kind: 'ratio', denominator: 100 } }),
      );
    });
  },
};
