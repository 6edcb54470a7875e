import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Eyebrow, SectionHeader } from '../../src/patterns/SectionHeader';

/** The section header of the public pages: the eyebrow, then the title that labels the section. */
const meta = {
  title: 'Patterns/SectionHeader',
  component: SectionHeader,
  args: {
    id: 'section-title',
    eyebrow: 'Fonctionnalités',
    title: 'Tout votre métré, au même endroit',
  },
  decorators: [
    (Story) => (
      <section aria-labelledby="section-title">
        <Story />
      </section>
    ),
  ],
  parameters: { viewport: { width: 1024, height: 320 } },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AvecSurtitre: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le titre nomme la section', async () => {
      await expect(canvas.getByRole('region', { name: 'Tout votre métré, au même endroit' })).toBeInTheDocument();
      await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'section-title');
    });
    await step('le surtitre précède le titre', async () => {
      const eyebrow = canvas.getByText('Fonctionnalités');
      await expect(eyebrow.compareDocumentPosition(canvas.getByRole('heading', { level: 2 }))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
  },
};

export const SansSurtitre: Story = {
  args: { eyebrow: undefined, title: 'Manifeste' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Fonctionnalités')).toBeNull();
  },
};

export const TitreLong: Story = {
  args: {
    eyebrow: 'Pour les économistes de la construction, les métreurs et les bureaux d’études',
    title: 'Importez vos plans, comptez les portes et les fenêtres, exportez vos quantités au format DPGF',
  },
};

/** The eyebrow alone, in its sizes and tones: above a title, naming a group, inside a card or a dialog. */
export const Surtitres: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--metr-space-md)' }}>
      <Eyebrow>Bêta fermée pour les économistes de la construction</Eyebrow>
      <Eyebrow tone="muted">Sommaire</Eyebrow>
      <Eyebrow size="xs">Accès anticipé</Eyebrow>
      <Eyebrow size="xs" tone="muted">
        Étape 1 sur 3
      </Eyebrow>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sommaire')).toBeVisible();
  },
};
