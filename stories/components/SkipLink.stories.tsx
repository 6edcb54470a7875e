import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../../src/components/Link';
import { SkipLink } from '../../src/components/SkipLink';
import { Heading, Text } from '../../src/components/Typography';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { targetId: 'contenu-principal' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <header>
        <nav aria-label="Navigation principale">
          <Link href="/projets" variant="standalone">
            Projets
          </Link>
        </nav>
      </header>
      <main id={args.targetId ?? 'main'}>
        <Heading level={1} size="xl">
          Mes projets
        </Heading>
        <Text>Le contenu de la page commence ici.</Text>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab: the link appears at the top left; Enter: focus jumps to <main>, skipping the navigation. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Aller au contenu principal' });
    await step('masqué au repos', async () => {
      await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    });
    await step('clavier : Tab le rend visible et lui donne le focus', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
    });
    await step('Entrée : le focus passe au contenu principal', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('main')).toHaveFocus();
      await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    });
  },
};

/** Left focused, so the snapshot shows the visible state and its focus ring. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Aller au contenu principal' })).toHaveFocus();
  },
};

export const LongFrenchLabel: Story = {
  args: {
    targetId: 'resultats-recherche',
    children: 'Passer directement aux résultats de la recherche de plans et de métrés',
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', {
      name: 'Passer directement aux résultats de la recherche de plans et de métrés',
    });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#resultats-recherche');
  },
};
