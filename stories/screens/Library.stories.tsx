import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { libraryOutline } from '../../src/domain/library/outline';
import { sampleLibrary } from '../../src/domain/library/testing/sample';
import { LibraryScreen } from '../../src/screens/Library';

const { state } = sampleLibrary();
const libraryId = [...state.libraries.keys()][0] ?? '';
const outline = libraryOutline(state, libraryId);
/** One lot with one chapitre (02.02 Béton armé): short enough for a dialog's overlay to cover the whole page. */
const concrete = outline
  .filter((l) => l.number === '02')
  .map((l) => ({ ...l, chapters: l.chapters.filter((c) => c.number === '02.02') }));

const meta = {
  title: 'Screens/Library',
  component: LibraryScreen,
  args: {
    libraryId,
    name: 'Bibliothèque de démarrage Metr',
    // Two lots: the whole starter library is a long page; the screen is the same.
    outline: outline.slice(0, 2),
    onSaveArticle: fn(() => Promise.resolve()),
    onDeleteArticle: fn(),
    onMoveArticle: fn(),
    onInstallStarter: fn(),
  },
  parameters: { layout: 'padded', viewport: { width: 1280, height: 900 } },
} satisfies Meta<typeof LibraryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Articles: Story = {};

export const Recherche: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('chercher « beton voile » sans accent', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /Rechercher un article/ }), 'beton voile');
      await expect(canvas.getByRole('status')).toHaveTextContent(/^1 article/);
    });
  },
};

export const Vide: Story = { args: { outline: [], name: 'Ma bibliothèque' } };

export const ArticleInvalide: Story = {
  args: { outline: concrete },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('ouvrir « Nouvel article » et enregistrer sans rien saisir', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Nouvel article' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Nouvel article' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
      const message = await dialog.findByText('La désignation doit contenir au moins 3 caractères');
      await waitFor(() => expect(message).toBeVisible());
      await waitFor(() => expect(dialog.getByRole('textbox', { name: /Désignation/ })).toHaveFocus());
    });
  },
};

export const ConfirmerLaSuppression: Story = {
  args: { outline: concrete },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('demander la suppression d’un article', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Supprimer Voile en béton armé ép. 20 cm' }));
      // The dialog fades in: wait for it to be found, then for the end of its entering animation.
      const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer l’article\u202f?' });
      await waitFor(() => expect(dialog).toBeVisible());
      await expect(dialog).toHaveTextContent(/« Voile en béton armé ép. 20 cm » sera supprimé de la bibliothèque/);
    });
  },
};
