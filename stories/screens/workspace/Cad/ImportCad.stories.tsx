import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CadErrorCode } from '../../../../src/domain/cad/types';
import { ImportPanel } from '../../../../src/screens/Workspace/Import';
import type { ImportItem } from '../../../../src/workspace/import/types';
import { withMaxWidth } from '../../../decorators';
import { done, reading } from '../import-story-data';

const NBSP = '\u00a0';
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A CAD file that was not imported, with its CAD reason (`cad:<code>`). */
const cadFailed = (
  id: string,
  name: string,
  cad: Exclude<CadErrorCode, 'cancelled'>,
  size = 2_400_000,
): ImportItem => ({
  id,
  name,
  size,
  progress: 0,
  step: 'failed',
  reason: `cad:${cad}`,
});

const meta = {
  title: 'Screens/Workspace/Cad/Import',
  component: ImportPanel,
  args: {
    items: [],
    storage: { usage: 48_200_000, quota: 2_150_000_000, planBytes: 41_700_000, reclaimableBytes: 0 },
    acceptsCad: true,
    onFiles: fn(),
    onCancel: fn(),
    onCancelAll: fn(),
    onAnswer: fn(),
    onDismiss: fn(),
    onClearSettled: fn(),
  },
  // The width of the project page's plans column.
  decorators: [withMaxWidth(560)],
  parameters: { viewport: { width: 800, height: 900 } },
} satisfies Meta<typeof ImportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CAD files taken: the picker offers DXF and DWG, and where a DWG goes is said before anything is dropped. */
export const AvecPlansDao: Story = {
  name: 'PDF, DXF et DWG',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('la zone dit les trois formats, le sélecteur les propose', async () => {
      await expect(canvas.getByText('Déposez vos plans PDF, DXF ou DWG ici')).toBeVisible();
      const input = canvasElement.querySelector('input[type="file"]');
      await expect(input).toHaveAttribute('accept', 'application/pdf,.pdf,.dxf,.dwg');
      await expect(input).toHaveAttribute('multiple');
    });
    await step('où va un DWG, dit avant le dépôt et lu avec le bouton', async () => {
      await expect(
        canvas.getByText(flat(`Les fichiers DWG sont convertis sur votre serveur Metr${NBSP}; rien n’est conservé.`)),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Importer des plans' })).toHaveAccessibleDescription(
        /convertis sur votre serveur Metr.*ne quittent pas votre navigateur/,
      );
    });
    await step('un DXF et un DWG choisis ensemble', async () => {
      const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
      const files = [new File(['0\nSECTION'], 'RDC.dxf'), new File(['AC1015'], 'R+1.dwg')];
      if (input) await userEvent.upload(input, files);
      await expect(args.onFiles).toHaveBeenCalledWith(files);
    });
  },
};

/** A shared project: the zone says its plans go to the firm's Metr server for the team (never « ne quittent pas »). */
export const ProjetPartage: Story = {
  name: 'Projet partagé',
  args: { isShared: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Importer des plans' })).toHaveAccessibleDescription(
      /^Ce projet est partagé.*serveur Metr de votre cabinet.*membres du projet/,
    );
    await expect(canvas.queryByText(/ne quittent pas votre navigateur/)).toBeNull();
  },
};

/** A batch with bad CAD files: each its French message naming the file, and what to do; the rest imported. */
export const ErreursDao: Story = {
  name: 'Fichiers DAO refusés',
  args: {
    items: [
      done('1', 'RDC.dxf', 1),
      cadFailed('2', 'plan.dwg', 'notCad', 48_000),
      cadFailed('3', 'R+1 – archi.dxf', 'truncated'),
      cadFailed('4', 'ancien-releve.dwg', 'unsupportedVersion', 880_000),
      cadFailed('5', 'maquette-complete.dwg', 'tooLarge', 61_000_000),
      cadFailed('6', 'vide.dxf', 'emptyModel', 12_000),
      cadFailed('7', 'coupe AA.dwg', 'serverUnreachable', 1_900_000),
      reading('8', 'R+2.dxf', 3_200_000, 0.4),
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('chaque refus nomme le fichier', async () => {
      await expect(
        canvas.getByText(
          flat(
            `«${NBSP}vide.dxf${NBSP}» ne contient rien à dessiner, ni dans son espace objet ni dans ses présentations.`,
          ),
        ),
      ).toBeVisible();
      await expect(canvas.getByText(flat(`«${NBSP}plan.dwg${NBSP}» n’est pas un fichier DXF ou DWG.`))).toBeVisible();
      await expect(
        canvas.getByText(
          flat(`«${NBSP}maquette-complete.dwg${NBSP}» dépasse 50${NBSP}Mo${NBSP}: il n’a pas été importé.`),
        ),
      ).toBeVisible();
      await expect(
        canvas.getByText(
          flat(
            `Le serveur Metr ne répond pas${NBSP}: «${NBSP}coupe AA.dwg${NBSP}» n’a pas pu être converti ni importé.`,
          ),
        ),
      ).toBeVisible();
    });
    await step('avec ce qu’on peut faire', async () => {
      await expect(canvas.getByText(/Sans serveur, exportez le plan en DXF/)).toBeVisible();
      await expect(canvas.getByText(/ou dans des présentations que Metr n’a pas pu lire/)).toBeVisible();
    });
    await step('le reste du lot continue', async () => {
      await expect(canvas.getByText(flat(`1${NBSP}plan importé`), { exact: false })).toBeVisible();
      await expect(canvas.getByRole('progressbar', { name: 'R+2.dxf' })).toBeVisible();
    });
  },
};

/** A drawing's steps are said in a drawing's words (never « Ouverture du PDF »), and a sheet too heavy to draw too. */
export const EtapesDessin: Story = {
  name: 'Étapes d’un dessin',
  args: {
    items: [
      { id: '1', name: 'RDC.dxf', size: 38_400_000, progress: 0.3, drawing: 'dxf', step: 'opening' },
      { id: '2', name: 'R+1.dwg', size: 4_100_000, progress: 0.2, drawing: 'dwg', step: 'opening' },
      {
        id: '3',
        name: 'R+2.dxf',
        size: 12_800_000,
        progress: 0.7,
        drawing: 'dxf',
        step: 'analysing',
        page: 1,
        pageCount: 1,
      },
      {
        id: '4',
        name: 'maquette.dxf',
        size: 195_000_000,
        progress: 0,
        drawing: 'dxf',
        step: 'failed',
        // Refused by the CAD worker, as soon as it is certain that the sheet passes the PDF engine's limit.
        reason: 'cad:tooManyOperators',
      },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('chaque étape dite comme celle d’un dessin', async () => {
      await expect(canvas.getByText('Lecture du dessin DXF…')).toBeVisible();
      await expect(canvas.getByText('Conversion du DWG sur votre serveur Metr…')).toBeVisible();
      await expect(canvas.getByText('Mise en page du dessin…')).toBeVisible();
      await expect(canvas.queryByText(/Ouverture du PDF|Analyse de la page/)).toBeNull();
    });
    await step('une feuille trop chargée : le refus parle du dessin, et dit quoi faire', async () => {
      await expect(canvas.getByText(/«\s*maquette\.dxf\s*» est trop chargé pour un navigateur/)).toBeVisible();
      await expect(canvas.getByText(/isolez ceux qu’il vous faut, ou exportez une partie du dessin/)).toBeVisible();
      await expect(canvas.queryByText(/PDF aplati/)).toBeNull();
    });
  },
};

/** A done file whose conversion left `count` layouts unread. */
const unread = (item: ImportItem, count: number): ImportItem =>
  item.step === 'done' ? { ...item, result: { ...item.result, unreadLayouts: count } } : item;

/**
 * A DWG imported without some of its layouts (LibreDWG could not read them): its summary says so beside the sheets
 * imported, as the « CAO » tab of its first sheet does, and screen readers hear the same words when it settles.
 */
export const PresentationsIllisibles: Story = {
  name: 'Présentations illisibles',
  args: {
    items: [unread(done('1', 'R+1 – archi.dwg', 2), 1), unread(done('2', 'Coupes.dwg', 1), 3), done('3', 'RDC.dxf', 4)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(flat(`2 plans importés, 1${NBSP}présentation illisible non importée`), { exact: false }),
    ).toBeVisible();
    await expect(
      canvas.getByText(flat(`1 plan importé, 3${NBSP}présentations illisibles non importées`), { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByText(flat(`4 plans importés`), { exact: false })).toBeVisible();
  },
};
