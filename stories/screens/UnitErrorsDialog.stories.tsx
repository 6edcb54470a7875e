import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UnitErrorsDialog } from '../../src/screens/Export';

const meta = {
  title: 'Screens/Export/UnitErrorsDialog',
  component: UnitErrorsDialog,
  args: {
    isOpen: true,
    errors: [
      { id: 'm1', label: 'Ch. 144 – sol (A01 – R+1)\u00a0: 15,24\u00a0m² pour Plinthe en bois, en ml' },
      { id: 'm2', label: 'Ch. 145 – sol (A01 – R+1)\u00a0: 12,10\u00a0m² pour Plinthe en bois, en ml' },
    ],
    onExportAnyway: fn(),
    onCorrect: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { width: 900, height: 600 } },
} satisfies Meta<typeof UnitErrorsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the export: the measurements left out for a unit error, and the question. */
export const AvantLExport: Story = {
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('la liste et la question, le focus sur « Corriger »', async () => {
      await expect(await body.findByRole('alertdialog', { name: /2\smesures ne sont pas comptées/ })).toBeVisible();
      await expect(body.getByRole('button', { name: 'Corriger' })).toHaveFocus();
      await expect(body.getByRole('button', { name: 'Exporter sans ces mesures' })).toBeVisible();
    });
  },
};
