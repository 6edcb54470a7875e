import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CadDrawnXrefsNotice } from '../../../../src/screens/Workspace/Cad';

const meta = {
  title: 'Screens/Workspace/Cad/CadDrawnXrefsNotice',
  component: CadDrawnXrefsNotice,
  args: {
    xrefs: [{ name: 'PLAN RDC', file: 'PLAN RDC.dxf', path: '..\\ARCHI\\PLAN RDC.dwg', references: 1 }],
  },
  render: (args) => (
    // A side panel's width.
    <div style={{ maxWidth: 'var(--metr-size-panel)' }}>
      <CadDrawnXrefsNotice {...args} />
    </div>
  ),
  parameters: { viewport: { width: 420, height: 420 } },
} satisfies Meta<typeof CadDrawnXrefsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A title block drawing the architect's base plan, imported with it: named with the file it came from — the DXF sent
 * with the DWG its reference names, said.
 */
export const UneReference: Story = {
  name: 'Une référence externe dessinée',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le titre et ce que la personne doit savoir', async () => {
      await expect(canvas.getByText('Références externes dessinées')).toBeVisible();
      await expect(
        canvas.getByText(/dessine un autre fichier par référence externe \(xréf\), trouvé parmi les plans importés/),
      ).toBeVisible();
      await expect(canvas.getByText(/ses blocs ne sont pas comptés ici, mais sur sa propre feuille/)).toBeVisible();
    });
    await step('la référence, son fichier, et le format que la référence nommait', async () => {
      const [item] = canvas.getAllByRole('listitem');
      await expect(item).toHaveTextContent(
        /^PLAN RDCDessinée depuis «\sPLAN RDC\.dxf\s»La référence nomme «\sPLAN RDC\.dwg\s»\s: même nom, autre format\.$/,
      );
    });
  },
};

/** A host drawing several, one nested (named after the file that holds it) and one placed twice. */
export const Plusieurs: Story = {
  name: 'Plusieurs références externes dessinées',
  args: {
    xrefs: [
      { name: 'PLAN RDC', file: 'plan rdc.dxf', references: 2 },
      { name: 'PLAN RDC|STRUCTURE', file: 'STRUCTURE.dwg', references: 1 },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('au pluriel, chacune nommée', async () => {
      await expect(canvas.getByText(/dessine 2\sautres fichiers par référence externe/)).toBeVisible();
      const items = canvas.getAllByRole('listitem');
      await expect(items).toHaveLength(2);
      await expect(items[0]).toHaveTextContent(/PLAN RDC\s*\(placée 2\sfois\)/);
      await expect(items[1]).toHaveTextContent(/PLAN RDC\|STRUCTURE.*STRUCTURE\.dwg/);
    });
  },
};
