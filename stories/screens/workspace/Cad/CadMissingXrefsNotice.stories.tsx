import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CadMissingXrefsNotice } from '../../../../src/screens/Workspace/Cad';

const meta = {
  title: 'Screens/Workspace/Cad/CadMissingXrefsNotice',
  component: CadMissingXrefsNotice,
  args: {
    xrefs: [
      {
        name: 'FOND-RDC',
        path: 'N:\\Projets\\2026\\Groupe scolaire Jules-Ferry\\03 - Architecte\\Fonds de plan\\FOND-RDC.dwg',
        references: 1,
      },
    ],
  },
  render: (args) => (
    // A side panel's width.
    <div style={{ maxWidth: 'var(--metr-size-panel)' }}>
      <CadMissingXrefsNotice {...args} />
    </div>
  ),
  parameters: { viewport: { width: 420, height: 420 } },
} satisfies Meta<typeof CadMissingXrefsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An architect's sheet drawing its base plan by reference: the file to ask for, named, with its saved path. */
export const UneReference: Story = {
  name: 'Une référence externe absente',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Références externes absentes')).toBeVisible();
    await expect(canvas.getByText(/dessine aussi un autre fichier par référence externe \(xréf\)/)).toBeVisible();
    await expect(canvas.getByText('FOND-RDC.dwg')).toBeVisible();
    await expect(canvas.getByText(/Chemin enregistré\s:\sN:\\Projets\\2026\\/)).toBeVisible();
    await expect(canvas.getByText(/demandez à l’auteur du plan de lier ses références externes/)).toBeVisible();
  },
};

/** Several references, one placed twice, one saved without a path: each named, counted, in the plural. */
export const Plusieurs: Story = {
  name: 'Plusieurs références externes absentes',
  args: {
    xrefs: [
      { name: 'FOND-R+1', path: '..\\Fonds\\FOND-R+1.dwg', references: 2 },
      { name: 'STRUCTURE', references: 1 },
      { name: 'TRAME', path: 'C:/Modèles/trame-1,20.dwg', references: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/dessine aussi 3\sautres fichiers par référence externe/)).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(/FOND-R\+1\.dwg\s*\(placée 2\sfois\)/);
    await expect(items[1]).toHaveTextContent(/^STRUCTURE$/);
    await expect(items[2]).toHaveTextContent(/trame-1,20\.dwg/);
  },
};

/**
 * The base plan imported into the project after this sheet: this sheet does not draw it (its frame would move under
 * the measurements), and the line says how to have it drawn; the other reference is still missing.
 */
export const ArriveeDepuis: Story = {
  name: 'Une référence importée depuis dans le projet',
  args: {
    xrefs: [
      { name: 'FOND-R+1', path: '..\\Fonds\\FOND-R+1.dwg', references: 1 },
      { name: 'STRUCTURE', references: 1 },
    ],
    nowInProject: ['FOND-R+1.dxf', undefined],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(/Ce fichier est maintenant dans le projet\s\(«\sFOND-R\+1\.dxf\s»\)/);
    await expect(items[0]).toHaveTextContent(/choisissez\s«\sAjouter comme nouvel indice\s»/);
    await expect(items[1]).toHaveTextContent(/^STRUCTURE$/);
  },
};

/** A file placing more references than the tab lists: the first twenty named, the others counted. */
export const TresNombreuses: Story = {
  name: 'Très nombreuses références',
  args: {
    xrefs: Array.from({ length: 25 }, (_, i) => ({
      name: `LOT-${String(i + 1).padStart(2, '0')}`,
      path: `..\\Lots\\LOT-${String(i + 1).padStart(2, '0')}.dwg`,
      references: 1,
    })),
  },
  parameters: { viewport: { width: 420, height: 1700 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/dessine aussi 25\sautres fichiers/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByText(/^Et 5\sautres références externes\.$/)).toBeVisible();
  },
};

/** Files imported with it that could not be drawn: each says why (unreadable, circular, nested too deep). */
export const FichiersNonDessines: Story = {
  name: 'Fichiers fournis mais non dessinés',
  args: {
    xrefs: [
      { name: 'FOND-RDC', path: '..\\Fonds\\FOND-RDC.dwg', references: 1, problem: 'unreadable' },
      { name: 'PLAN RDC|CARTOUCHE', path: 'CARTOUCHE.dwg', references: 1, problem: 'cycle' },
      { name: 'TRAME', path: 'TRAME.dwg', references: 1, problem: 'tooDeep' },
    ],
  },
  parameters: { viewport: { width: 420, height: 640 } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('chaque fichier dit pourquoi il n’est pas dessiné', async () => {
      const items = canvas.getAllByRole('listitem');
      await expect(items[0]).toHaveTextContent(/trouvé, mais illisible\s: sa propre ligne d’import dit pourquoi/);
      await expect(items[1]).toHaveTextContent(/référence circulaire/);
      await expect(items[2]).toHaveTextContent(/plus de 4\sniveaux/);
    });
  },
};
