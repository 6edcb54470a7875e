import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Card } from '../../src/components/Card';
import { Stack } from '../../src/components/Layout';
import { Link } from '../../src/components/Link';
import { Heading, Text } from '../../src/components/Typography';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: 'Aucun plan importé pour l’instant.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'subtle', 'inverse'] },
    as: { control: 'inline-radio', options: ['div', 'article', 'section'] },
    padding: { control: 'inline-radio', options: ['md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucun plan importé pour l’instant.')).toBeInTheDocument();
  },
};

export const WithHeadingAndText: Story = {
  args: {
    as: 'article',
    'aria-labelledby': 'carte-projet',
    children: (
      <Stack gap="sm">
        <Heading level={2} size="lg" id="carte-projet">
          Résidence Les Tilleuls
        </Heading>
        <Text tone="muted">14 plans · modifié il y a 2 jours</Text>
        <Link href="/projets/tilleuls" variant="standalone">
          Ouvrir le projet
        </Link>
      </Stack>
    ),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('un article nommé par son titre', async () => {
      await expect(canvas.getByRole('article', { name: 'Résidence Les Tilleuls' })).toBeInTheDocument();
    });
    await step('clavier : Tab atteint le lien de la carte', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Ouvrir le projet' })).toHaveFocus();
    });
  },
};

export const Subtle: Story = {
  args: {
    tone: 'subtle',
    children: <Text>{'Astuce\u00a0: glissez un PDF sur la page pour l’importer.'}</Text>,
  },
};

/** Text, links and the focus ring take the inverse roles inside, so they keep their contrast. */
export const Inverse: Story = {
  args: {
    tone: 'inverse',
    as: 'section',
    'aria-labelledby': 'carte-offre',
    children: (
      <Stack gap="sm">
        <Heading level={2} size="xl" id="carte-offre">
          Offre bêta
        </Heading>
        <Text>Trois mois offerts aux premiers cabinets inscrits.</Text>
        <Text>
          <Link href="/beta">Découvrir l’offre</Link>
        </Text>
      </Stack>
    ),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Offre bêta' })).toBeInTheDocument();
    await step('clavier : le lien reçoit un focus visible', async () => {
      await userEvent.tab();
      const link = canvas.getByRole('link', { name: 'Découvrir l’offre' });
      await expect(link).toHaveFocus();
      await expect(link).toHaveAttribute('data-focus-visible', 'true');
    });
  },
};

export const LongText: Story = {
  args: {
    children: (
      <Stack gap="sm">
        <Heading level={2} size="lg">
          Réhabilitation thermique et mise en accessibilité de l’ensemble immobilier Croix-Rousse
        </Heading>
        <Text>
          {'Métrés tous corps d’état\u00a0: démolition, gros œuvre, menuiseries extérieures, isolation thermique par ' +
            'l’extérieur, plâtrerie, peinture et revêtements de sols, pour quarante-huit logements répartis sur trois ' +
            'bâtiments et un parc de stationnement souterrain. Les quantités sont recalculées à chaque nouvel indice de plan.'}
        </Text>
      </Stack>
    ),
  },
};
