import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from '../../src/components/ProgressBar';
import { dialogWidth } from '../decorators';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Import du plan', value: 30, showValueLabel: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [dialogWidth],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement, name: string | RegExp = 'Import du plan') =>
  within(canvasElement).getByRole('progressbar', { name });

export const Indeterminate: Story = {
  args: { label: 'Analyse du plan', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const progress = bar(canvasElement, 'Analyse du plan');
    await expect(progress).not.toHaveAttribute('aria-valuenow');
    await expect(progress).toHaveTextContent('Initialisation…');
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    const progress = bar(canvasElement);
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(progress).toHaveTextContent(/0\s%/);
  },
};

export const Loading30: Story = {
  args: { value: 30 },
  play: async ({ canvasElement, step }) => {
    const progress = bar(canvasElement);
    await step('valeur exposée et formatée en français', async () => {
      await expect(progress).toHaveAttribute('aria-valuenow', '30');
      // fr-FR puts a no-break space before the percent sign (narrow or not, depending on the ICU version).
      await expect(progress.getAttribute('aria-valuetext')).toMatch(/^30[\u00a0\u202f]%$/);
      await expect(progress).not.toHaveAttribute('data-complete');
    });
  },
};

export const Loading70: Story = {
  args: { value: 70 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '70');
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    const progress = bar(canvasElement);
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(progress).toHaveAttribute('aria-valuetext', 'Terminé');
    await expect(progress).toHaveTextContent('Terminé');
  },
};

export const WithoutValueLabel: Story = {
  args: { value: 45, showValueLabel: false },
  play: async ({ canvasElement }) => {
    const progress = bar(canvasElement);
    await expect(progress).toHaveAttribute('aria-valuenow', '45');
    await expect(progress).not.toHaveTextContent('%');
  },
};

export const LongLabel: Story = {
  args: {
    value: 55,
    label:
      'Analyse des plans de l’appel d’offres\u00a0: lot gros œuvre, bâtiment B, niveaux R+1 à R+3, indices B et C comparés',
  },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement, /^Analyse des plans de l’appel d’offres/)).toHaveAttribute('aria-valuenow', '55');
  },
};
