import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CadClippedNotice } from '../../../../src/screens/Workspace/Cad';

const meta = {
  title: 'Screens/Workspace/Cad/CadClippedNotice',
  component: CadClippedNotice,
  args: {
    references: [{ name: 'PLAN RDC', xref: true, count: 1, inverted: false }],
  },
  render: (args) => (
    // A side panel's width.
    <div style={{ maxWidth: 'var(--metr-size-panel)' }}>
      <CadClippedNotice {...args} />
    </div>
  ),
  parameters: { viewport: { width: 420, height: 420 } },
} satisfies Meta<typeof CadClippedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title block showing one dwelling of the architect's floor plan, referenced and clipped (XCLIP). */
export const UneReference: Story = {
  name: 'Une référence découpée',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le titre et ce que la personne doit savoir', async () => {
      await expect(canvas.getByText('Référence découpée')).toBeVisible();
      await expect(canvas.getByText(/seule la partie dans son contour est dessinée et comptée/)).toBeVisible();
    });
    await step('la référence, et ce qu’elle est', async () => {
      const [item] = canvas.getAllByRole('listitem');
      await expect(item).toHaveTextContent(/^PLAN RDC \(référence externe\)$/);
    });
  },
};

/** Several: a block clipped twice, and an inverted clip (the inside hidden). */
export const Plusieurs: Story = {
  name: 'Plusieurs références découpées, une inversée',
  args: {
    references: [
      { name: 'PLAN RDC', xref: true, count: 1, inverted: true },
      { name: 'ARMOIRE', xref: false, count: 2, inverted: false },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('au pluriel, chacune nommée, la découpe inversée dite', async () => {
      await expect(canvas.getByText('Références découpées')).toBeVisible();
      await expect(canvas.getByText(/Ces 3\sréférences sont découpées/)).toBeVisible();
      const items = canvas.getAllByRole('listitem');
      await expect(items).toHaveLength(2);
      await expect(items[0]).toHaveTextContent(/PLAN RDC \(référence externe\)découpe inversée\s: c’est l’intérieur/);
      await expect(items[1]).toHaveTextContent(/^ARMOIRE \(bloc, 2\sréférences découpées\)$/);
    });
  },
};
