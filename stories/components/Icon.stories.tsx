import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, workspaceIconNames as iconNames } from '../../src/components/Icon/workspace';
import { Inline, Stack } from '../../src/components/Layout';
import { Text } from '../../src/components/Typography';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'check' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology, the text next to it says what it means. */
export const Decorative: Story = {
  render: (args) => (
    <Inline gap="sm" align="center">
      <Icon {...args} />
      <Text>Plan importé</Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** With a `label`, the icon is an image with that name (for an icon that stands alone and carries meaning). */
export const Labelled: Story = {
  args: { name: 'alert', label: 'Attention' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Attention' })).toBeInTheDocument();
  },
};

/** The three sizes, from the size tokens. */
export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md" align="center">
      <Icon {...args} size="sm" />
      <Icon {...args} size="md" />
      <Icon {...args} size="lg" />
    </Inline>
  ),
};

/** Every icon of the set, drawn for Metr (24 × 24, 2 px stroke, currentColor), with its name in code. */
export const Gallery: Story = {
  parameters: { viewport: { width: 800, height: 600 } },
  render: () => (
    <Inline gap="lg" wrap>
      {iconNames.map((name) => (
        <Stack key={name} gap="xs" align="center">
          <Icon name={name} size="lg" />
          <Text size="sm">
            <code>{name}</code>
          </Text>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};
