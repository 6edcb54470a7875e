import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../../src/components/Link';
import { Text } from '../../src/components/Typography';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/tarifs', children: 'Voir les tarifs' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'subtle'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In running text: underlined. `href="/tarifs"` goes through react-router, without reloading the page. */
export const Inline: Story = {
  render: (args) => (
    <Routes>
      <Route
        path="/"
        element={
          <Text>
            Metr calcule vos métrés à partir des plans PDF. <Link {...args} /> pour choisir la formule adaptée à votre
            cabinet.
          </Text>
        }
      />
      <Route path="/tarifs" element={<Text>Vous êtes sur la page des tarifs.</Text>} />
    </Routes>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Voir les tarifs' });
    await step('clavier : Tab met le focus visible sur le lien', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(link).toHaveAttribute('data-focus-visible', 'true');
    });
    await step('Entrée navigue côté client', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(await canvas.findByText('Vous êtes sur la page des tarifs.')).toBeInTheDocument();
    });
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Voir tous les projets' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voir tous les projets' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Subtle: Story = {
  args: { variant: 'subtle', href: '/mentions-legales', children: 'Mentions légales' },
  render: (args) => (
    <Text tone="muted" size="sm">
      © Metr · <Link {...args} />
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Mentions légales' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Opens a new window: the icon shows it, the hidden "(nouvelle fenêtre)" says it (RGAA 13.2). */
export const External: Story = {
  args: { href: 'https://www.legifrance.gouv.fr', isExternal: true, children: 'Consulter le Code de la construction' },
  render: (args) => (
    <Text>
      Les règles de calcul suivent la réglementation. <Link {...args} />.
    </Text>
  ),
  play: async ({ canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Consulter le Code de la construction (nouvelle fenêtre)',
    });
    await step('attributs d’ouverture dans une nouvelle fenêtre', async () => {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('clavier : Tab atteint le lien', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'standalone', children: 'Exporter (bientôt disponible)' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Exporter (bientôt disponible)' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongFrenchLabel: Story = {
  args: {
    variant: 'standalone',
    isExternal: true,
    href: 'https://www.ffbatiment.fr',
    children: 'Lire le guide de la Fédération française du bâtiment sur les métrés tous corps d’état',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'Lire le guide de la Fédération française du bâtiment sur les métrés tous corps d’état (nouvelle fenêtre)',
      }),
    ).toBeInTheDocument();
  },
};
