import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Splitter } from '../../src/components/Splitter';

/** The splitter between a plan and the details panel, held by the story's state as the workspace holds it. */
function Resizable({ initial }: { initial: number }) {
  const [width, setWidth] = useState(initial);
  return (
    <div style={{ display: 'flex', height: 160 }}>
      <div style={{ flex: 1 }}>Plan</div>
      <Splitter
        value={width}
        minValue={280}
        maxValue={560}
        onChange={setWidth}
        aria-label="Redimensionner le panneau Détails"
        aria-controls="details"
        aria-valuetext={`${width} pixels`}
      />
      <div id="details" style={{ width }}>
        Détails
      </div>
    </div>
  );
}

const meta = {
  title: 'Components/Splitter',
  component: Resizable,
  args: { initial: 320 },
} satisfies Meta<typeof Resizable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaut: Story = {};

export const AuClavier: Story = {
  play: async ({ canvasElement, step }) => {
    const splitter = within(canvasElement).getByRole('separator', { name: 'Redimensionner le panneau Détails' });
    await step('← widens the panel by a step; End goes to its largest size', async () => {
      splitter.focus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(splitter).toHaveAttribute('aria-valuenow', '336');
      await userEvent.keyboard('{End}');
      await expect(splitter).toHaveAttribute('aria-valuenow', '560');
    });
  },
};
