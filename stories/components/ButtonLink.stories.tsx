import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../../src/components/ButtonLink';
import { Text } from '../../src/components/Typography';
import { SizeRow, buttonArgTypes } from './button-story-helpers';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { href: '/inscription', children: 'Créer mon compte' },
  argTypes: buttonArgTypes,
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as a link (it goes somewhere), drawn as a button; navigates through react-router. */
export const Primary: Story = {
  render: (args) => (
    <Routes>
      <Route path="/" element={<ButtonLink {...args} />} />
      <Route path="/inscription" element={<Text>Vous êtes sur la page d’inscription.</Text>} />
    </Routes>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Créer mon compte' });
    await step('clavier : Tab puis Entrée', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(link).toHaveAttribute('data-focus-visible', 'true');
      await userEvent.keyboard('{Enter}');
      await expect(await canvas.findByText('Vous êtes sur la page d’inscription.')).toBeInTheDocument();
    });
  },
};

/** Focused, to show the focus ring in the snapshot. */
export const Secondary: Story = {
  args: { variant: 'secondary', href: '/demo', children: 'Voir la démonstration' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voir la démonstration' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Ghost: Story = { args: { variant: 'ghost', href: '/', children: 'Retour à l’accueil' } };

export const Sizes: Story = {
  render: (args) => (
    <SizeRow>
      {(size, label) => (
        <ButtonLink {...args} size={size}>
          {label}
        </ButtonLink>
      )}
    </SizeRow>
  ),
};

export const FullWidth: Story = { args: { width: 'full' } };

export const External: Story = {
  args: { href: 'https://www.ffbatiment.fr', isExternal: true, variant: 'secondary', children: 'Site de la FFB' },
  play: async ({ canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Site de la FFB (nouvelle fenêtre)' });
    await step('ouvre une nouvelle fenêtre, sans accès à la page d’origine', async () => {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('clavier : Tab', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    });
  },
};

export const LongFrenchLabel: Story = {
  args: { children: 'Demander une démonstration personnalisée pour votre cabinet d’économie' },
};
