import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Icon } from '../../src/components/Icon/workspace';
import { Tooltip, TooltipTrigger } from '../../src/components/Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { children: 'Zoom avant (+)' },
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
  // Room around the trigger for the tooltip, which opens in a portal.
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--metr-space-xxxl)', display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <TooltipTrigger delay={0}>
      <Button iconOnly size="sm" variant="ghost" aria-label="Zoom avant">
        <Icon name="zoomIn" />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Keyboard focus shows it at once; it describes the button, whose name stays its own. */
export const OnFocus: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Zoom avant' });
    await step('Tab sur le bouton', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      const tooltip = await page(canvasElement).findByRole('tooltip');
      await expect(tooltip).toHaveTextContent('Zoom avant (+)');
      await expect(trigger).toHaveAccessibleDescription('Zoom avant (+)');
    });
  },
};

export const Below: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
  },
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

export const LongFrenchText: Story = {
  args: { children: 'Main\u00a0: glisser pour déplacer le plan (H, ou maintenir la barre d’espace enfoncée)' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await page(canvasElement).findByRole('tooltip')).toBeVisible();
  },
};
