import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Box, Inline, Stack } from '../../src/components/Layout';

const Pill = ({ children }: { children: ReactNode }) => (
  <Box background="sunken" color="default" paddingX="md" paddingY="sm" borderRadius="md">
    {children}
  </Box>
);

const meta = {
  title: 'Components/Layout',
  component: Stack,
  args: { gap: 'md', align: 'stretch' },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Pill>Importer le plan</Pill>
      <Pill>Mesurer les surfaces</Pill>
      <Pill>Exporter le métré</Pill>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Importer le plan').getBoundingClientRect();
    const second = canvas.getByText('Mesurer les surfaces').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};

export const StackCentered: Story = { args: { align: 'center', gap: 'lg' } };

/** `gap={{ mobile: 'sm', desktop: 'xxl' }}`: tighter on a phone. */
export const StackResponsiveGap: Story = {
  args: { gap: { mobile: 'sm', desktop: 'xxl' } },
  parameters: { viewport: { width: 1100, height: 400 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Importer le plan').getBoundingClientRect();
    const second = canvas.getByText('Mesurer les surfaces').getBoundingClientRect();
    // 32 px (xxl) at desktop width; the rows never touch.
    await expect(second.top - first.bottom).toBeGreaterThanOrEqual(30);
  },
};

export const InlineDefault: Story = {
  render: () => (
    <Inline gap="sm">
      <Pill>Gros œuvre</Pill>
      <Pill>Menuiseries</Pill>
      <Pill>Plâtrerie</Pill>
      <Pill>Peinture</Pill>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = canvas.getByText('Gros œuvre').getBoundingClientRect();
    const b = canvas.getByText('Menuiseries').getBoundingClientRect();
    await expect(b.left).toBeGreaterThan(a.right);
    await expect(b.top).toBe(a.top);
  },
};

export const InlineSpaceBetween: Story = {
  render: () => (
    <Inline justify="space-between">
      <Pill>12 plans</Pill>
      <Button variant="secondary">Importer un plan</Button>
    </Inline>
  ),
};

/** `collapseBelow="tablet"`: the buttons stack on a phone-sized viewport, side by side from the tablet width. */
export const InlineCollapsed: Story = {
  parameters: { viewport: { width: 400, height: 300 } },
  render: () => (
    <Inline collapseBelow="tablet" gap="md">
      <Button>Créer mon compte</Button>
      <Button variant="secondary">Voir la démonstration</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = canvas.getByRole('button', { name: 'Créer mon compte' }).getBoundingClientRect();
    const b = canvas.getByRole('button', { name: 'Voir la démonstration' }).getBoundingClientRect();
    await expect(b.top).toBeGreaterThan(a.bottom);
  },
};

export const BoxWithSprinkles: Story = {
  render: () => (
    <Box
      as="section"
      aria-label="Résumé du projet"
      padding={{ mobile: 'md', desktop: 'xl' }}
      background="subtle"
      borderRadius="lg"
    >
      <Stack gap="xs">
        <Box as="span" color="muted">
          Surface totale
        </Box>
        <Box as="span">{'1 248,50 m²'}</Box>
      </Stack>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Résumé du projet' })).toBeInTheDocument();
  },
};

export const LongFrenchLabel: Story = {
  render: () => (
    <Inline gap="sm">
      <Pill>Réhabilitation thermique de l’ensemble immobilier</Pill>
      <Pill>Menuiseries extérieures en aluminium à rupture de pont thermique</Pill>
      <Pill>Isolation thermique par l’extérieur sous enduit</Pill>
    </Inline>
  ),
};
