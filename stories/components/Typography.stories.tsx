import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../src/components/Layout';
import { Heading, Text } from '../../src/components/Typography';

const meta = {
  title: 'Components/Typography',
  component: Heading,
  args: { level: 2, children: 'Vos projets en cours' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: ['display1', 'display2', 'display3', 'xxl', 'xl', 'lg', 'md'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingDefault: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Vos projets en cours' }),
    ).toBeInTheDocument();
  },
};

/** Each level with the size it takes by default. */
export const HeadingLevels: Story = {
  render: () => (
    <Stack gap="md">
      <Heading level={1}>Titre de niveau 1</Heading>
      <Heading level={2}>Titre de niveau 2</Heading>
      <Heading level={3}>Titre de niveau 3</Heading>
      <Heading level={4}>Titre de niveau 4</Heading>
      <Heading level={5}>Titre de niveau 5</Heading>
      <Heading level={6}>Titre de niveau 6</Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(canvas.getByRole('heading', { level, name: `Titre de niveau ${level}` })).toBeInTheDocument();
    }
  },
};

/** The size is chosen apart from the level: a hero h1 in display1, a card h3 in lg. */
export const HeadingSizeDecoupled: Story = {
  render: () => (
    <Stack gap="md">
      <Heading level={1} size="display1">
        Le métré, sans la ressaisie
      </Heading>
      <Heading level={3} size="lg">
        Lot 02 – Gros œuvre
      </Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Le métré, sans la ressaisie' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Lot 02 – Gros œuvre' })).toBeInTheDocument();
  },
};

export const TextSizes: Story = {
  render: () => (
    <Stack gap="sm">
      <Text size="lg">{'Grand : le texte d’introduction d’une page.'}</Text>
      <Text size="md">{'Moyen : le texte courant des écrans.'}</Text>
      <Text size="sm">{'Petit : les mentions et les légendes.'}</Text>
    </Stack>
  ),
};

export const TextTones: Story = {
  render: () => (
    <Stack gap="sm">
      <Text tone="default">{'Par défaut : 12 plans importés.'}</Text>
      <Text tone="muted">{'Atténué : dernière modification il y a 3 minutes.'}</Text>
      <Text tone="danger">{'Erreur : le fichier n’est pas un PDF.'}</Text>
      <Text tone="success">{'Succès : le métré a été exporté.'}</Text>
    </Stack>
  ),
};

export const TextWeights: Story = {
  render: () => (
    <Stack gap="sm">
      <Text weight="regular">Normal</Text>
      <Text weight="medium">Moyen</Text>
      <Text weight="semibold">Demi-gras</Text>
      <Text weight="bold">Gras</Text>
      <Text>
        Dans une phrase,{' '}
        <Text as="span" weight="semibold">
          un passage en demi-gras
        </Text>{' '}
        reste en ligne.
      </Text>
    </Stack>
  ),
};

export const LongFrenchLabel: Story = {
  args: {
    level: 2,
    children:
      'Réhabilitation thermique et mise en accessibilité de l’ensemble immobilier du quartier de la Croix-Rousse',
  },
  render: (args) => (
    <Stack gap="sm">
      <Heading {...args} />
      <Text tone="muted">
        {'Métrés tous corps d’état\u00a0: démolition, gros œuvre, menuiseries extérieures, isolation thermique par ' +
          'l’extérieur, plâtrerie, peinture et revêtements de sols, pour quarante-huit logements répartis sur trois ' +
          'bâtiments.'}
      </Text>
    </Stack>
  ),
};
