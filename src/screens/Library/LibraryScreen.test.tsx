import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { libraryOutline } from '../../domain/library/outline';
import { sampleLibrary } from '../../domain/library/testing/sample';
import { LibraryScreen, type LibraryScreenProps } from './LibraryScreen';

const { state } = sampleLibrary();
const libraryId = [...state.libraries.keys()][0] ?? '';
// Lots 01 and 02 of the starter library (26 articles): every behaviour, a tenth of the rows to render.
const outline = libraryOutline(state, libraryId).slice(0, 2);
const TOTAL = outline.reduce((n, l) => n + l.chapters.reduce((m, c) => m + c.articles.length, 0), 0);

function setup(props: Partial<LibraryScreenProps> = {}) {
  const handlers = {
    onSaveArticle: vi.fn(() => Promise.resolve()),
    onDeleteArticle: vi.fn(),
    onMoveArticle: vi.fn(),
    onInstallStarter: vi.fn(),
  };
  render(<LibraryScreen libraryId={libraryId} name="Démarrage" outline={outline} {...handlers} {...props} />);
  return handlers;
}

describe('LibraryScreen', { timeout: 60_000 }, () => {
  it('lists every article grouped by lot and chapitre, and searches without accents, by number', async () => {
    const user = userEvent.setup();
    setup();
    const table = screen.getByRole('table', { name: 'Articles de la bibliothèque' });
    expect(within(table).getByRole('rowheader', { name: 'Voile en béton armé ép. 20 cm' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${TOTAL} article(s) sur ${TOTAL}`);
    await user.type(screen.getByRole('textbox', { name: /Rechercher un article/ }), 'beton voile');
    expect(screen.getByRole('status')).toHaveTextContent(`1 article(s) sur ${TOTAL}`);
    await user.clear(screen.getByRole('textbox', { name: /Rechercher un article/ }));
    await user.type(screen.getByRole('textbox', { name: /Rechercher un article/ }), '02.02');
    expect(screen.getByRole('status')).toHaveTextContent(`7 article(s) sur ${TOTAL}`);
    await user.type(screen.getByRole('textbox', { name: /Rechercher un article/ }), ' zzz');
    expect(screen.getByText('Aucun article ne correspond à cette recherche.')).toBeInTheDocument();
  });

  it('offers the starter library when empty', async () => {
    const { onInstallStarter } = setup({ outline: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Installer la bibliothèque de démarrage' }));
    expect(onInstallStarter).toHaveBeenCalledTimes(1);
  });

  it('refuses an article with the French messages under each field and the focus on the first', async () => {
    const user = userEvent.setup();
    const { onSaveArticle } = setup();
    await user.click(screen.getByRole('button', { name: 'Nouvel article' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvel article' });
    await user.type(within(dialog).getByRole('textbox', { name: /Désignation/ }), 'ab');
    await user.type(within(dialog).getByRole('textbox', { name: /Prix unitaire/ }), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('La désignation doit contenir au moins 3 caractères')).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez sélectionner un lot')).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez entrer une sous-catégorie')).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez sélectionner une unité')).toBeInTheDocument();
    expect(within(dialog).getByText('Le prix doit être positif')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Désignation/ })).toHaveFocus());
    expect(onSaveArticle).not.toHaveBeenCalled();
  });

  it('edits an article: the dialog holds its values and saves them with a price typed with a comma', async () => {
    const user = userEvent.setup();
    const { onSaveArticle } = setup();
    await user.click(screen.getByRole('button', { name: 'Modifier Voile en béton armé ép. 20 cm' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier l’article' });
    const price = within(dialog).getByRole('textbox', { name: /Prix unitaire/ });
    expect(price).toHaveValue('110,00');
    await user.clear(price);
    await user.type(price, '1 234,5');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaveArticle).toHaveBeenCalledTimes(1));
    const voile = outline[1]?.chapters[1]?.articles[0]?.article;
    expect(onSaveArticle).toHaveBeenCalledWith(
      expect.objectContaining({
        designation: 'Voile en béton armé ép. 20 cm',
        prix_unitaire: 1234.5,
        unite: 'm²',
        code: '01',
      }),
      voile?.id,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after confirmation, and moves an article down', async () => {
    const user = userEvent.setup();
    const { onDeleteArticle, onMoveArticle } = setup();
    await user.click(screen.getByRole('button', { name: 'Supprimer Voile en béton armé ép. 20 cm' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Supprimer l’article\u202f?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(onDeleteArticle).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Descendre Voile en béton armé ép. 20 cm' }));
    expect(onMoveArticle).toHaveBeenCalledWith(expect.any(String), 1);
    expect(screen.getByRole('button', { name: 'Monter Voile en béton armé ép. 20 cm' })).toBeDisabled();
  });
});
