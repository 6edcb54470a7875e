import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CadUnreadLayoutsNotice } from '../../../../src/screens/Workspace/Cad';

const meta = {
  title: 'Screens/Workspace/Cad/CadUnreadLayoutsNotice',
  component: CadUnreadLayoutsNotice,
  args: { count: 1 },
  render: (args) => (
    // A side panel's width.
    <div style={{ maxWidth: 'var(--metr-size-panel)' }}>
      <CadUnreadLayoutsNotice {...args} />
    </div>
  ),
  parameters: { viewport: { width: 420, height: 260 } },
} satisfies Meta<typeof CadUnreadLayoutsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A DWG one of whose layouts LibreDWG could not read: the « CAO » tab of its first sheet says it is missing. */
export const UnePresentation: Story = {
  name: 'Une présentation illisible',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Présentations non importées')).toBeVisible();
    await expect(
      canvas.getByText(/Une présentation de ce fichier n’a pas pu être lue\s: elle n’est pas importée/),
    ).toBeVisible();
    await expect(canvas.getByText(/demandez le plan en DXF/)).toBeVisible();
  },
};

/** Several layouts unread: counted, in the plural. */
export const Plusieurs: Story = {
  name: 'Plusieurs présentations illisibles',
  args: { count: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/3\sprésentations de ce fichier n’ont pas pu être lues/)).toBeVisible();
  },
};
