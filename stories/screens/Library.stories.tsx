import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { libraryOutline } from '../../src/domain/library/outline';
import { sampleLibrary } from '../../src/domain/library/testing/sample';
import { LibraryScreen } from '../../src/screens/Library';

const { state } = sampleLibrary();
const libraryId = [...state.libraries.keys()][0] ?? '';
const outline = libraryOutline(state, libraryId);

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
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('ouvrir « Nouvel article » et enregistrer sans rien saisir', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Nouvel article' }));
      const dialog = within(document.body).getByRole('dialog', { name: 'Nouvel article' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      await expect(within(dialog).getByText('La désignation doit contenir au moins 3 caractères')).toBeVisible();
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Désignation/ })).toHaveFocus());
    });
  },
};

export const ConfirmerLaSuppression: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('demander la suppression d’un article', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Supprimer Voile en béton armé ép. 20 cm' }));
      await expect(within(document.body).getByRole('alertdialog')).toBeVisible();
    });
  },
};
