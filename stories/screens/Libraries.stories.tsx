import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { libraryOutline } from '../../src/domain/library/outline';
import { sampleLibrary } from '../../src/domain/library/testing/sample';
import { libraryRights } from '../../src/domain/sharing/rights';
import { LibrariesScreen, LibraryScreen } from '../../src/screens/Library';
import { desktopAt } from '../viewports';

const { state } = sampleLibrary();
const libraryId = [...state.libraries.keys()][0] ?? '';
/** One lot: the screen around the articles is what these stories show (Screens/Library shows the articles). */
// One chapitre: short enough for the deletion dialog's overlay to cover the whole page in its picture.
const outline = libraryOutline(state, libraryId)
  .slice(0, 1)
  .map((l) => ({ ...l, chapters: l.chapters.slice(0, 1) }));

const libraries = [
  { id: libraryId, name: 'Bibliothèque de démarrage Metr', articleCount: 172, href: '#demarrage' },
  { id: 'lib-agence', name: 'Prix de l’agence 2026', articleCount: 1, href: '#agence' },
  { id: 'lib-vide', name: 'Lots techniques (à remplir)', articleCount: 0, href: '#vide' },
];

const meta = {
  title: 'Screens/Libraries',
  component: LibrariesScreen,
  args: {
    libraries,
    selectedId: libraryId,
    onCreate: fn(),
    onImport: fn(),
    onExport: fn(),
    onDelete: fn(),
    children: (
      <LibraryScreen
        libraryId={libraryId}
        name="Bibliothèque de démarrage Metr"
        outline={outline}
        onSaveArticle={() => Promise.resolve()}
        onDeleteArticle={() => undefined}
        onMoveArticle={() => undefined}
      />
    ),
  },
  parameters: desktopAt(900, 'padded'),
} satisfies Meta<typeof LibrariesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, the open library marked, its file actions above its articles. */
export const Bibliotheques: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('la bibliothèque ouverte est marquée', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Bibliothèques d’articles' });
      await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('172 articles');
      await expect(within(nav).getByRole('link', { name: /Prix de l’agence 2026/ })).toHaveTextContent('1 article');
      await expect(within(nav).getByRole('link', { name: /Lots techniques/ })).toHaveTextContent('aucun article');
    });
  },
};

/** A first visit: no library yet, the starter library offered in one click. */
export const Aucune: Story = {
  args: { libraries: [], selectedId: null, children: undefined, onInstallStarter: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('installer la bibliothèque de démarrage', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Installer la bibliothèque de démarrage' }));
      await expect(args.onInstallStarter).toHaveBeenCalledTimes(1);
    });
  },
};

export const Installation: Story = {
  args: { libraries: [], selectedId: null, children: undefined, onInstallStarter: fn(), isInstalling: true },
};

/** « Créer la bibliothèque » without a name: the French message under the field, the focus back in it. */
export const NomRequis: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('créer sans nom', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Créer la bibliothèque' }));
      await expect(canvas.getByText('Donnez un nom à la bibliothèque.')).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Nom de la nouvelle bibliothèque' })).toHaveFocus();
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
    await step('puis avec un nom, au clavier', async () => {
      await userEvent.keyboard('Prix 2027{Enter}');
      await expect(args.onCreate).toHaveBeenCalledWith('Prix 2027');
    });
  },
};

/** Deleting a library asks first, naming it and its articles. */
export const Suppression: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('demander la suppression', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Supprimer la bibliothèque' }));
      const dialog = await screen.findByRole('alertdialog');
      await expect(dialog).toHaveTextContent('172 articles seront supprimés');
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
  },
};

export const LectureSeule: Story = { args: { canEdit: false } };

/**
 * The open library is carried by a shared project where this person is métreur: its import and its deletion (it holds
 * priced articles) are disabled, the note above its articles says why; export stays.
 */
export const ProjetPartageMetreur: Story = {
  name: 'Projet partagé — métreur',
  args: {
    canImportSelected: false,
    canDeleteSelected: false,
    children: (
      <LibraryScreen
        libraryId={libraryId}
        name="Bibliothèque de démarrage Metr"
        outline={outline}
        onSaveArticle={() => Promise.resolve()}
        onDeleteArticle={() => undefined}
        onMoveArticle={() => undefined}
        rights={libraryRights([{ projectId: 'p-1', projectName: 'Groupe scolaire Jules-Ferry', role: 'metreur' }])}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = within(canvas.getByRole('group', { name: 'Actions de la bibliothèque' }));
    await expect(actions.getByRole('button', { name: 'Importer un fichier (XLSX, CSV)…' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: 'Supprimer la bibliothèque' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: 'Exporter en XLSX' })).toBeEnabled();
    await expect(canvas.getByText(/où vous êtes métreur/)).toBeVisible();
  },
};
