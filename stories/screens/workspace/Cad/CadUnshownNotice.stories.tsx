import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { unshownGroups } from '../../../../src/domain/cad/unshown';
import { CadUnshownNotice } from '../../../../src/screens/Workspace/Cad';

const meta = {
  title: 'Screens/Workspace/Cad/CadUnshownNotice',
  component: CadUnshownNotice,
  args: { groups: unshownGroups({ IMAGE: 1, '3DSOLID': 12, RAY: 3 }) },
  render: (args) => (
    // A side panel's width.
    <div style={{ maxWidth: 'var(--metr-size-panel)' }}>
      <CadUnshownNotice {...args} />
    </div>
  ),
  parameters: { viewport: { width: 420, height: 380 } },
} satisfies Meta<typeof CadUnshownNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A scanned base plan inserted as an image, and 3D solids: counted, said, what to ask for; construction lines not. */
export const ImageEtSolides: Story = {
  name: 'Image et solides 3D',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Éléments non affichés')).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(/^1\simage raster/);
    await expect(items[0]).toHaveTextContent(/fond de plan numérisé/);
    await expect(items[1]).toHaveTextContent(/^12\ssolides, surfaces ou maillages 3D/);
  },
};

/** Every group at once, in its order: what most likely hides plan content first, the rest named by type. */
export const Tous: Story = {
  name: 'Tous les groupes',
  args: {
    groups: unshownGroups({
      IMAGE: 3,
      PDFUNDERLAY: 1,
      ACAD_PROXY_ENTITY: 1240,
      AEC_WALL: 12,
      '3DSOLID': 2,
      OLE2FRAME: 1,
      ACAD_TABLE: 2,
      MULTILEADER: 14,
      WIPEOUT: 6,
      SHAPE: 2,
      LIGHT: 1,
    }),
  },
  parameters: { viewport: { width: 420, height: 900 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    await expect(items[2]).toHaveTextContent(/^1\s252\sobjets d’application métier/);
    await expect(items[2]).toHaveTextContent(/_EXPORTTOAUTOCAD/);
    await expect(items[8]).toHaveTextContent(/3\sautres éléments\s*Éléments de type SHAPE et LIGHT\./);
  },
};

/** A file making up many entity types: six named, the others counted. */
export const TypesInconnus: Story = {
  name: 'Types inconnus nombreux',
  args: {
    groups: unshownGroups(Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`OBJET_${i + 1}`, 9 - i]))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [item] = canvas.getAllByRole('listitem');
    await expect(item).toHaveTextContent(/^45\sautres éléments/);
    await expect(item).toHaveTextContent(
      /Éléments de type OBJET_1, OBJET_2, OBJET_3, OBJET_4, OBJET_5 et OBJET_6, et de 3\sautres types\./,
    );
  },
};
