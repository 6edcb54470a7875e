import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { libraryOutline } from '../../src/domain/library/outline';
import { sampleLibrary } from '../../src/domain/library/testing/sample';
import { libraryRights } from '../../src/domain/sharing/rights';
import { LibraryScreen } from '../../src/screens/Library';
import { desktopAt } from '../viewports';
import { shownDialog } from '../overlays';

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
  parameters: desktopAt(900, 'padded'),
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

/** A chapitre whose articles are all inactive: it says so while they are hidden, and shows them on demand. */
export const ArticlesInactifs: Story = {
  name: 'Chapitre d’articles inactifs',
  args: {
    outline: concrete.map((l) => ({
      ...l,
      chapters: l.chapters.map((c) => ({
        ...c,
        articles: c.articles.map((a) => ({ ...a, article: { ...a.article, actif: false } })),
      })),
    })),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const count = concrete[0]?.chapters[0]?.articles.length ?? 0;
    await step('le chapitre dit combien d’articles inactifs sont masqués', async () => {
      await expect(canvas.getByText(`Aucun article actif dans ce chapitre (${count} inactifs masqués).`)).toBeVisible();
    });
    await step('« Afficher les articles inactifs » au clavier les montre, grisés', async () => {
      canvas.getByRole('checkbox', { name: 'Afficher les articles inactifs' }).focus();
      await userEvent.keyboard(' ');
      await expect(canvas.getAllByText('Inactif')).toHaveLength(count);
    });
  },
};

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
      const dialog = await shownDialog('alertdialog', 'Supprimer l’article\u202f?');
      await expect(dialog).toHaveTextContent(/« Voile en béton armé ép. 20 cm » sera supprimé de la bibliothèque/);
    });
  },
};

/** The library's structure editable: each lot and chapter with ↑ ↓, « Renommer », « Nouveau chapitre », « Supprimer ». */
const tree = { onSaveNode: fn(() => Promise.resolve()), onMoveNode: fn(), onDeleteNode: fn() };
/** 02 Gros œuvre with its 02.02 Béton armé and an empty chapter, then an empty lot. */
const structure = [
  ...concrete.map((l) => ({
    ...l,
    chapters: [
      ...l.chapters,
      {
        chapter: { ...(l.chapters[0]?.chapter ?? l.lot), id: 'empty-chapter', code: '03', title: 'Maçonnerie' },
        number: '02.03',
        articles: [],
      },
    ],
  })),
  ...outline.filter((l) => l.number === '03').map((l) => ({ ...l, chapters: [] })),
] as typeof outline;

export const LotsEtChapitres: Story = {
  args: { ...tree, outline: structure },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('les lots et chapitres vides restent listés', async () => {
      await expect(canvas.getByText('Aucun article dans ce chapitre.')).toBeVisible();
      await expect(canvas.getByText('Aucun chapitre dans ce lot.')).toBeVisible();
    });
    await step('au clavier, monter le chapitre 02.03 d’un rang', async () => {
      const up = canvas.getByRole('button', { name: 'Monter 02.03 Maçonnerie' });
      up.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onMoveNode).toHaveBeenCalledWith('chapter', 'empty-chapter', -1);
      await expect(canvas.getByRole('button', { name: 'Descendre 02.03 Maçonnerie' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: /^Monter 02 / })).toBeDisabled();
    });
  },
};

export const NouveauLotInvalide: Story = {
  args: { ...tree, outline: concrete },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('ouvrir « Nouveau lot », un numéro mal écrit et pas de titre', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Nouveau lot' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau lot' }));
      await userEvent.type(dialog.getByRole('textbox', { name: /N° du lot/ }), '2.1');
      await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
      const message = await dialog.findByText('Le titre est requis');
      await waitFor(() => expect(message).toBeVisible());
      await waitFor(() => expect(dialog.getByRole('textbox', { name: /N° du lot/ })).toHaveFocus());
    });
  },
};

export const RenommerUnChapitre: Story = {
  args: { ...tree, outline: concrete },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('« Renommer » ouvre le chapitre avec son numéro et son titre', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Renommer 02.02 Béton armé' }));
      const dialog = await shownDialog('dialog', 'Renommer le chapitre');
      await expect(within(dialog).getByRole('textbox', { name: /Titre/ })).toHaveValue('Béton armé');
    });
  },
};

export const ConfirmerLaSuppressionDUnLot: Story = {
  args: { ...tree, outline: concrete },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('demander la suppression du lot 02', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Supprimer 02 / }));
      const dialog = await shownDialog('alertdialog', 'Supprimer le lot\u202f?');
      await expect(dialog).toHaveTextContent(/sera supprimé avec ses chapitres et ses articles \(7\sarticles\)/);
    });
  },
};

export const VideSansLot: Story = {
  args: { ...tree, outline: [], name: 'Ma bibliothèque', onInstallStarter: undefined },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('une bibliothèque sans lot propose d’en créer un', async () => {
      await expect(
        canvas.getByText('Créez d’abord un lot, puis ses chapitres, pour y ranger vos articles.'),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Nouveau lot' })).toBeEnabled();
    });
  },
};

/** 02.02 Béton armé with one article still to price (0 €): a métreur may delete that one, not the priced ones. */
const sharedConcrete = concrete.map((l) => ({
  ...l,
  chapters: l.chapters.map((c) => ({
    ...c,
    articles: c.articles.map((a, i) => (i === 1 ? { ...a, article: { ...a.article, prix_unitaire: 0 } } : a)),
  })),
}));
const sharedAs = (role: 'metreur' | 'lecteur') =>
  libraryRights([{ projectId: 'p-1', projectName: 'Groupe scolaire Jules-Ferry', role }]);

/**
 * A library a shared project carries, opened by a métreur of that project: the prices and the VAT shown but disabled
 * with the reason, the deletion of a priced article disabled; the rest as usual.
 */
export const ProjetPartageMetreur: Story = {
  name: 'Projet partagé — métreur',
  args: { ...tree, outline: sharedConcrete, rights: sharedAs('metreur') },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('la note dit pourquoi, la suppression d’un article chiffré est désactivée', async () => {
      await expect(canvas.getByText(/où vous êtes métreur/)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Supprimer Voile en béton armé ép. 20 cm' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: /^Supprimer 02 / })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Renommer 02.02 Béton armé' })).toBeEnabled();
    });
    await step('l’article s’ouvre au clavier, son prix et sa TVA désactivés avec la raison', async () => {
      canvas.getByRole('button', { name: 'Modifier Voile en béton armé ép. 20 cm' }).focus();
      await userEvent.keyboard('{Enter}');
      const dialog = within(await shownDialog('dialog', 'Modifier l’article'));
      const price = dialog.getByRole('textbox', { name: /Prix unitaire/ });
      await expect(price).toBeDisabled();
      await expect(price).toHaveAccessibleDescription('Seul un économiste peut modifier les prix de ce projet.');
      await expect(dialog.getByRole('button', { name: /Taux de TVA/ })).toBeDisabled();
      await expect(dialog.getByRole('textbox', { name: /Désignation/ })).toBeEnabled();
    });
  },
};

/** The same library for a lecteur of the project: everything shown, nothing that looks changeable, and why. */
export const ProjetPartageLecteur: Story = {
  name: 'Projet partagé — lecteur',
  args: { ...tree, outline: sharedConcrete, rights: sharedAs('lecteur') },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('tout est désactivé, la note dit pourquoi', async () => {
      await expect(canvas.getByText(/où vous êtes lecteur/)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Nouvel article' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Nouveau lot' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Modifier Voile en béton armé ép. 20 cm' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Renommer 02.02 Béton armé' })).toBeDisabled();
    });
  },
};
