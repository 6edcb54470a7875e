import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { libraryOutline } from '../../domain/library/outline';
import { sampleLibrary } from '../../domain/library/testing/sample';
import { libraryRights } from '../../domain/sharing/rights';
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
    expect(screen.getByRole('status')).toHaveTextContent(`${TOTAL} articles sur ${TOTAL}`);
    await user.type(screen.getByRole('textbox', { name: /Rechercher un article/ }), 'beton voile');
    expect(screen.getByRole('status')).toHaveTextContent(`1 article sur ${TOTAL}`);
    await user.clear(screen.getByRole('textbox', { name: /Rechercher un article/ }));
    await user.type(screen.getByRole('textbox', { name: /Rechercher un article/ }), '02.02');
    expect(screen.getByRole('status')).toHaveTextContent(`7 articles sur ${TOTAL}`);
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

  it('edits an article’s CCTP reference, trimmed, and refuses one too long', async () => {
    const user = userEvent.setup();
    const { onSaveArticle } = setup();
    await user.click(screen.getByRole('button', { name: 'Modifier Voile en béton armé ép. 20 cm' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier l’article' });
    const ref = within(dialog).getByRole('textbox', { name: 'Réf. CCTP' });
    await user.type(ref, 'x'.repeat(41));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La référence CCTP tient en 40 caractères au plus')).toBeVisible();
    expect(onSaveArticle).not.toHaveBeenCalled();
    await user.clear(ref);
    await user.type(ref, ' 3.2.1 ');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(onSaveArticle).toHaveBeenCalledWith(expect.objectContaining({ cctpRef: '3.2.1' }), expect.any(String)),
    );
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

  it('says a chapter holds inactive articles while they are hidden, and shows them on demand', async () => {
    const user = userEvent.setup();
    // Every article of the first chapter made inactive.
    const [lot, ...lots] = outline;
    const [chapter, ...chapters] = lot?.chapters ?? [];
    if (!lot || !chapter) throw new Error('the sample has no chapter');
    const inactive = chapter.articles.map((a) => ({ ...a, article: { ...a.article, actif: false } }));
    setup({ outline: [{ ...lot, chapters: [{ ...chapter, articles: inactive }, ...chapters] }, ...lots] });
    const table = screen.getByRole('table', { name: 'Articles de la bibliothèque' });
    const hidden = inactive.length;
    expect(hidden).toBeGreaterThan(1);
    expect(
      within(table).getByText(`Aucun article actif dans ce chapitre (${hidden} inactifs masqués).`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Afficher les articles inactifs' }));
    expect(within(table).queryByText(/Aucun article actif/)).not.toBeInTheDocument();
    const first = inactive[0]?.article.designation ?? '';
    expect(within(table).getByRole('rowheader', { name: first })).toBeInTheDocument();
  });

  describe('lots and chapters', () => {
    const lot1 = outline[0];
    const lot2 = outline[1];
    const lot1Name = `${lot1?.number ?? ''} ${lot1?.lot.title ?? ''}`;
    const lot2Name = `${lot2?.number ?? ''} ${lot2?.lot.title ?? ''}`;
    const firstChapter = lot2?.chapters[0];
    const chapterName = `${firstChapter?.number ?? ''} ${firstChapter?.chapter.title ?? ''}`;
    const tree = () => ({
      onSaveNode: vi.fn(() => Promise.resolve()),
      onMoveNode: vi.fn(),
      onDeleteNode: vi.fn(),
    });

    it('moves a lot or a chapter up or down with its buttons, the ends disabled, none while searching', async () => {
      const user = userEvent.setup();
      const handlers = tree();
      setup(handlers);
      expect(screen.getByRole('button', { name: `Monter ${lot1Name}` })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Descendre ${lot2Name}` })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: `Monter ${lot2Name}` }));
      expect(handlers.onMoveNode).toHaveBeenCalledWith('lot', lot2?.lot.id, -1);
      const down = screen.getByRole('button', { name: `Descendre ${chapterName}` });
      down.focus();
      await user.keyboard('{Enter}');
      expect(handlers.onMoveNode).toHaveBeenCalledWith('chapter', firstChapter?.chapter.id, 1);
      await user.type(screen.getByRole('textbox', { name: /Rechercher un article/ }), 'voile');
      expect(screen.getByRole('button', { name: `Monter ${lot2Name}` })).toBeDisabled();
    });

    it('creates a lot, refuses an empty title and a bad number in French, the focus on the first error', async () => {
      const user = userEvent.setup();
      const handlers = tree();
      setup(handlers);
      await user.click(screen.getByRole('button', { name: 'Nouveau lot' }));
      const dialog = screen.getByRole('dialog', { name: 'Nouveau lot' });
      await user.type(within(dialog).getByRole('textbox', { name: /N° du lot/ }), '1.2');
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(within(dialog).getByText('Le titre est requis')).toBeInTheDocument();
      expect(
        within(dialog).getByText('Le numéro est fait de chiffres, éventuellement suivis d’une lettre (03 ou 03A)'),
      ).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /N° du lot/ })).toHaveFocus());
      expect(handlers.onSaveNode).not.toHaveBeenCalled();
      await user.clear(within(dialog).getByRole('textbox', { name: /N° du lot/ }));
      await user.type(within(dialog).getByRole('textbox', { name: /Titre/ }), '  Aménagements extérieurs ');
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(handlers.onSaveNode).toHaveBeenCalledWith(
          { kind: 'lot', id: null },
          { title: 'Aménagements extérieurs', code: '' },
        ),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('renames a chapter with its values in the dialog, and keeps the dialog open with the refusal', async () => {
      const user = userEvent.setup();
      const handlers = { ...tree(), onSaveNode: vi.fn(() => Promise.reject(new Error('taken'))) };
      setup({ ...handlers, nodeError: 'Ce numéro est déjà pris à ce niveau' });
      await user.click(screen.getByRole('button', { name: `Renommer ${chapterName}` }));
      const dialog = screen.getByRole('dialog', { name: 'Renommer le chapitre' });
      expect(within(dialog).getByRole('textbox', { name: /N° dans le lot/ })).toHaveValue(firstChapter?.chapter.code);
      const title = within(dialog).getByRole('textbox', { name: /Titre/ });
      expect(title).toHaveValue(firstChapter?.chapter.title);
      await user.clear(title);
      await user.type(title, 'Fondations profondes');
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(handlers.onSaveNode).toHaveBeenCalledWith(
        { kind: 'chapter', id: firstChapter?.chapter.id, lotId: lot2?.lot.id },
        { title: 'Fondations profondes', code: firstChapter?.chapter.code },
      );
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Ce numéro est déjà pris à ce niveau');
      expect(within(dialog).getByRole('textbox', { name: /Titre/ })).toHaveValue('Fondations profondes');
    });

    it('adds a chapter to a lot, named in the dialog’s title', async () => {
      const user = userEvent.setup();
      const handlers = tree();
      setup(handlers);
      await user.click(screen.getByRole('button', { name: `Nouveau chapitre dans ${lot1Name}` }));
      const dialog = screen.getByRole('dialog', { name: `Nouveau chapitre dans «\u00a0${lot1Name}\u00a0»` });
      await user.type(within(dialog).getByRole('textbox', { name: /Titre/ }), 'Clôtures');
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(handlers.onSaveNode).toHaveBeenCalledWith(
        { kind: 'chapter', id: null, lotId: lot1?.lot.id },
        { title: 'Clôtures', code: '' },
      );
    });

    it('deletes a lot after a confirmation that says what goes with it', async () => {
      const user = userEvent.setup();
      const handlers = tree();
      setup(handlers);
      await user.click(screen.getByRole('button', { name: `Supprimer ${lot1Name}` }));
      const count = lot1?.chapters.reduce((n, c) => n + c.articles.length, 0) ?? 0;
      const confirm = screen.getByRole('alertdialog', { name: 'Supprimer le lot\u202f?' });
      expect(confirm).toHaveTextContent(
        `« ${lot1Name} » sera supprimé avec ses chapitres et ses articles (${count} articles). Vous pourrez annuler (Ctrl+Z).`,
      );
      await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
      expect(handlers.onDeleteNode).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: `Supprimer ${lot1Name}` }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
      expect(handlers.onDeleteNode).toHaveBeenCalledWith('lot', lot1?.lot.id);
    });

    it('lists empty lots and chapters so that articles can be put there, and offers a first lot when there is none', async () => {
      const user = userEvent.setup();
      const handlers = tree();
      const emptyLot = { ...(lot1 as NonNullable<typeof lot1>), chapters: [] };
      const emptyChapter = {
        ...(lot2 as NonNullable<typeof lot2>),
        chapters: [{ ...(firstChapter as NonNullable<typeof firstChapter>), articles: [] }],
      };
      const { unmount } = render(
        <LibraryScreen
          libraryId={libraryId}
          name="Vide"
          outline={[emptyLot, emptyChapter]}
          onSaveArticle={vi.fn(() => Promise.resolve())}
          onDeleteArticle={vi.fn()}
          onMoveArticle={vi.fn()}
          {...handlers}
        />,
      );
      expect(screen.getByText('Aucun chapitre dans ce lot.')).toBeInTheDocument();
      expect(screen.getByText('Aucun article dans ce chapitre.')).toBeInTheDocument();
      unmount();
      setup({ ...handlers, outline: [] });
      expect(
        screen.getByText('Créez d’abord un lot, puis ses chapitres, pour y ranger vos articles.'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Nouveau lot' }));
      expect(screen.getByRole('dialog', { name: 'Nouveau lot' })).toBeInTheDocument();
    });
  });
  describe('in a shared project’s library', () => {
    // One article without a price: a métreur may delete it (the server refuses only priced ones).
    const unpricedName = 'Décapage de terre végétale sur 20 cm, mise en dépôt';
    const shared = outline.map((l) => ({
      ...l,
      chapters: l.chapters.map((c) => ({
        ...c,
        articles: c.articles.map((a) =>
          a.article.designation === unpricedName ? { ...a, article: { ...a.article, prix_unitaire: 0 } } : a,
        ),
      })),
    }));
    const use = (role: 'metreur' | 'lecteur') => [{ projectId: 'p', projectName: 'Groupe scolaire', role }] as const;
    const tree = { onSaveNode: vi.fn(() => Promise.resolve()), onMoveNode: vi.fn(), onDeleteNode: vi.fn() };

    it('shows a métreur the prices disabled with the reason, and keeps the rest', async () => {
      const user = userEvent.setup();
      const { onSaveArticle } = setup({ outline: shared, rights: libraryRights(use('metreur')), ...tree });
      expect(screen.getByText(/où vous êtes métreur/)).toHaveTextContent('projet partagé « Groupe scolaire »');
      expect(screen.getByRole('button', { name: 'Supprimer Voile en béton armé ép. 20 cm' })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Supprimer ${unpricedName}` })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Supprimer 01 Terrassement – VRD' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Renommer 01 Terrassement – VRD' })).toBeEnabled();

      await user.click(screen.getByRole('button', { name: 'Modifier Voile en béton armé ép. 20 cm' }));
      const dialog = screen.getByRole('dialog', { name: 'Modifier l’article' });
      const price = within(dialog).getByRole('textbox', { name: /Prix unitaire/ });
      expect(price).toBeDisabled();
      expect(price).toHaveValue('110,00');
      expect(price).toHaveAccessibleDescription('Seul un économiste peut modifier les prix de ce projet.');
      expect(within(dialog).getByRole('button', { name: /Taux de TVA/ })).toBeDisabled();
      const designation = within(dialog).getByRole('textbox', { name: /Désignation/ });
      await user.clear(designation);
      await user.type(designation, 'Voile en béton armé ép. 18 cm');
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(onSaveArticle).toHaveBeenCalledWith(
        expect.objectContaining({ designation: 'Voile en béton armé ép. 18 cm', prix_unitaire: 110 }),
        expect.any(String),
      );
    });

    it('shows a lecteur the whole library read-only, with the reason', () => {
      setup({ outline: shared, rights: libraryRights(use('lecteur')), ...tree });
      expect(screen.getByText(/où vous êtes lecteur/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Nouvel article' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Nouveau lot' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Modifier Voile en béton armé ép. 20 cm' })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Supprimer ${unpricedName}` })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Renommer 01 Terrassement – VRD' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Descendre Voile en béton armé ép. 20 cm' })).toBeDisabled();
    });

    it('changes nothing for a library no shared project restricts', () => {
      setup({ outline: shared, rights: libraryRights([]), ...tree });
      expect(screen.queryByText(/projet partagé/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Supprimer Voile en béton armé ép. 20 cm' })).toBeEnabled();
    });
  });
});
