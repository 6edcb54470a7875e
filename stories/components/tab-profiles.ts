import { expect, userEvent, within } from 'storybook/test';

/** The three profiles of the landing, as tabs: the items both tab stories show. */
export const profiles: { id: string; label: string; content: string }[] = [
  {
    id: 'metreurs',
    label: 'Métreurs & Économistes',
    content: 'Vos quantités relevées sur plan en quelques clics, prêtes pour le DPGF.',
  },
  {
    id: 'bet',
    label: 'Bureaux d’études & Ingénierie',
    content: 'Comparez deux indices d’un même plan et retrouvez chaque modification.',
  },
  {
    id: 'prix',
    label: 'Ingénieurs Études de Prix',
    content: 'Chiffrez plus vite\u00a0: métrés, bordereaux et exports vers vos outils de prix.',
  },
];

/** The same profiles with long labels, for the stories that check the labels wrap. */
export const longProfiles: { id: string; label: string; content: string }[] = [
  {
    id: 'metreurs',
    label: 'Métreurs & Économistes de la construction, tous corps d’état',
    content: 'Vos quantités relevées sur plan en quelques clics, prêtes pour le DPGF.',
  },
  {
    id: 'bet',
    label: 'Bureaux d’études techniques & Ingénierie structure et fluides',
    content: 'Comparez deux indices d’un même plan et retrouvez chaque modification.',
  },
  {
    id: 'prix',
    label: 'Ingénieurs Études de Prix en entreprise générale',
    content: 'Chiffrez plus vite\u00a0: métrés, bordereaux et exports vers vos outils de prix.',
  },
];

type Step = (label: string, play: () => Promise<void>) => Promise<void> | void;

/**
 * The keyboard path both tab stories take on `profiles`: Tab enters on the selected tab, the right arrow moves and
 * selects, End and Home jump, the left arrow wraps round to the last, Tab goes on to the panel and Shift+Tab back (so
 * the picture shows the focus ring on the selected tab). `after` adds a story's own checks after a step.
 */
export async function walkProfilesByKeyboard(
  canvasElement: HTMLElement,
  step: Step,
  after: { tabIn?: () => Promise<void>; arrowRight?: () => Promise<void> } = {},
) {
  const canvas = within(canvasElement);
  const tab = (name: string) => canvas.getByRole('tab', { name });
  const panel = () => canvas.getByRole('tabpanel');
  await step('Tab entre sur l’onglet sélectionné', async () => {
    await userEvent.tab();
    await expect(tab('Métreurs & Économistes')).toHaveFocus();
    await expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
    await after.tabIn?.();
  });
  await step('Flèche droite\u00a0: onglet suivant, panneau suivant', async () => {
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Bureaux d’études & Ingénierie')).toHaveFocus();
    await expect(tab('Bureaux d’études & Ingénierie')).toHaveAttribute('aria-selected', 'true');
    await expect(panel()).toHaveTextContent('Comparez deux indices');
    await after.arrowRight?.();
  });
  await step('Fin puis Début', async () => {
    await userEvent.keyboard('{End}');
    await expect(tab('Ingénieurs Études de Prix')).toHaveAttribute('aria-selected', 'true');
    await expect(panel()).toHaveTextContent('Chiffrez plus vite');
    await userEvent.keyboard('{Home}');
    await expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
    await expect(panel()).toHaveTextContent('relevées sur plan');
  });
  await step('Flèche gauche revient au dernier', async () => {
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Ingénieurs Études de Prix')).toHaveFocus();
    await expect(tab('Ingénieurs Études de Prix')).toHaveAttribute('aria-selected', 'true');
  });
  await step('Tab va au panneau', async () => {
    await userEvent.tab();
    await expect(panel()).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(tab('Ingénieurs Études de Prix')).toHaveFocus();
  });
}
