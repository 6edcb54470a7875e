import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../src/components/Checkbox';
import { dialogWidth } from '../decorators';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Recevoir la lettre d’information de Metr', onChange: fn() },
  decorators: [dialogWidth],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement, step }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Recevoir la lettre d’information de Metr' });
    await step('clavier : Tab puis Espace coche et décoche', async () => {
      await userEvent.tab();
      await expect(box).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(box).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith(true);
      await userEvent.keyboard(' ');
      await expect(box).not.toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith(false);
    });
    await step('souris : un clic sur le libellé coche', async () => {
      await userEvent.click(within(canvasElement).getByText('Recevoir la lettre d’information de Metr'));
      await expect(box).toBeChecked();
    });
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { children: 'Sélectionner tous les lots', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Sélectionner tous les lots' });
    await expect(box).toHaveProperty('indeterminate', true);
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Partager mes métrés avec mon équipe',
    description: 'Les membres de votre espace pourront consulter et commenter vos métrés.',
  },
};

export const Invalid: Story = {
  args: {
    children: (
      <>
        J’accepte les <Link href="/cgu">CGU de Metr</Link>
      </>
    ),
    isInvalid: true,
    isRequired: true,
    errorMessage: 'Vous devez accepter les conditions d’utilisation',
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'J’accepte les CGU de Metr' });
    await step('le message est lié à la case', async () => {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription('Vous devez accepter les conditions d’utilisation');
    });
    await step('le lien du libellé est atteint au clavier et ne coche pas la case', async () => {
      await userEvent.tab();
      await expect(box).toHaveFocus();
      await userEvent.tab();
      const link = canvas.getByRole('link', { name: 'CGU de Metr' });
      await expect(link).toHaveFocus();
      // A click on a link inside a <label> follows the link only (HTML spec); it must not toggle the box.
      link.addEventListener('click', (e) => e.preventDefault(), { once: true });
      await userEvent.click(link);
      await expect(box).not.toBeChecked();
    });
  },
};

export const Disabled: Story = {
  args: { children: 'Synchroniser avec mon ERP (bientôt disponible)', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Synchroniser avec mon ERP (bientôt disponible)' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { children: 'Sauvegarde automatique des projets', isDisabled: true, defaultSelected: true },
};

export const LongLabel: Story = {
  args: {
    children:
      'J’accepte que Metr conserve mes plans et mes métrés pendant toute la durée de mon abonnement, puis trente jours après sa résiliation, afin de me permettre de les exporter',
  },
};
