import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ProjectSort } from '../../src/domain/projects/list';
import { DeleteProjectDialog } from '../../src/screens/Workspace/Projects/DeleteProjectDialog';
import { ProjectList, type ProjectListEntry } from '../../src/screens/Workspace/Projects/ProjectList';
import { UnsentStatus } from '../../src/screens/Workspace/Sharing/UnsentStatus';
import { desktopPage, phoneAt } from '../viewports';
import { useHeld } from '../held';
import { expectStillAnimation } from '../animation';

const NOW = new Date('2026-11-23T10:00:00.000Z');

const sampleProjects: ProjectListEntry[] = [
  {
    id: 'p1',
    name: 'Résidence Les Tilleuls',
    client: 'Habitat 49',
    reference: 'AO-2026-118',
    type: 'logement-collectif',
    sheetCount: 12,
    createdAt: '2026-10-02T08:00:00.000Z',
    lastChangeAt: '2026-11-23T09:55:00.000Z',
  },
  {
    id: 'p2',
    name: 'Groupe scolaire de l’Îlot',
    client: 'Ville d’Angers',
    type: 'enseignement',
    sheetCount: 1,
    createdAt: '2026-09-14T08:00:00.000Z',
    lastChangeAt: '2026-11-22T16:00:00.000Z',
  },
  {
    id: 'p3',
    name: 'Halle nord — réhabilitation',
    client: 'SCI Quai Ouest',
    type: 'industrie-logistique',
    sheetCount: 0,
    createdAt: '2026-03-01T08:00:00.000Z',
    lastChangeAt: '2026-03-12T11:00:00.000Z',
  },
];

const meta = {
  title: 'Screens/Workspace/ProjectList',
  component: ProjectList,
  args: {
    state: { status: 'ready', projects: sampleProjects },
    query: '',
    onQueryChange: fn(),
    sort: 'lastChange',
    onSortChange: fn(),
    now: NOW,
    projectHref: (id: string) => `/dashboard/projets/${id}`,
    onCreate: fn(),
    onRowAction: fn(),
    undo: { label: 'Annuler\u00a0: création du projet «\u00a0Résidence Les Tilleuls\u00a0»', isEnabled: true },
    redo: { label: 'Rétablir', isEnabled: false },
    onUndo: fn(),
    onRedo: fn(),
  },
  parameters: desktopPage,
  // Search and sort held here, as the route holds them in the address.
  render: function Render(args) {
    const [query, setQuery] = useHeld(args.query, args.onQueryChange);
    const [sort, setSort] = useHeld<ProjectSort>(args.sort, args.onSortChange);
    return <ProjectList {...args} query={query} onQueryChange={setQuery} sort={sort} onSortChange={setSort} />;
  },
} satisfies Meta<typeof ProjectList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('chaque projet avec son client, sa typologie, ses plans et sa dernière modification', async () => {
      await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
      const [first, , last] = canvas.getAllByRole('row');
      if (!first || !last) throw new Error('three rows expected');
      await waitFor(() => expect(first).toHaveTextContent(/Habitat 49 · Logement collectif · Réf.\sAO-2026-118/));
      await waitFor(() => expect(first).toHaveTextContent(/12 plans/));
      await waitFor(() => expect(last).toHaveTextContent(/Aucun plan/));
    });
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', projects: [] }, undo: { label: 'Annuler', isEnabled: false } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('une invitation à créer le premier projet', async () => {
      await waitFor(() =>
        expect(canvas.getByRole('heading', { level: 2, name: 'Aucun projet pour l’instant' })).toBeVisible(),
      );
      await expectStillAnimation(canvasElement, 'emptyProjects');
      await userEvent.click(canvas.getByRole('button', { name: 'Créer mon premier projet' }));
      await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    });
  },
};

export const SearchAndSort: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('la recherche ignore les accents et la casse', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un projet' }), 'ilot');
      await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(1));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 projet trouvé'));
    });
    await step('Échap efface la recherche', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    });
    await step('trier par nom, au clavier', async () => {
      canvas.getByRole('button', { name: /Trier par/ }).focus();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.click(await screen.findByRole('option', { name: 'Nom' }));
      await waitFor(() => expect(args.onSortChange).toHaveBeenCalledWith('name'));
      // Closed before the capture, not half-way through its exit.
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      const names = canvas.getAllByRole('row').map((row) => row.getAttribute('aria-label') ?? row.textContent);
      await waitFor(() => expect(names[0]).toContain('Groupe scolaire'));
      await waitFor(() => expect(names[2]).toContain('Résidence Les Tilleuls'));
    });
  },
};

export const NoResult: Story = {
  args: { query: 'parking' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('aucun résultat, et le moyen d’effacer la recherche', async () => {
      await waitFor(() =>
        expect(
          canvas.getByRole('heading', { level: 2, name: 'Aucun projet ne correspond à «\u00a0parking\u00a0»' }),
        ).toBeVisible(),
      );
      // The search field's own clear button has the same name; this one is the card's, the last.
      const clear = canvas.getAllByRole('button', { name: 'Effacer la recherche' }).at(-1);
      if (!clear) throw new Error('no clear button');
      await userEvent.click(clear);
      await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    });
  },
};

export const RowMenuWithKeyboard: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('le menu d’un projet s’ouvre au clavier', async () => {
      // The rows come with the list's second render (react-aria collections): wait for them.
      const trigger = await canvas.findByRole('button', {
        name: 'Actions pour «\u00a0Groupe scolaire de l’Îlot\u00a0»',
      });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Ouvrir' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await waitFor(() => expect(args.onRowAction).toHaveBeenCalledWith('p2', 'delete'));
    });
    await step('rouvrir pour la capture', async () => {
      // The menu closed by the action must be gone first: pressed while it is still leaving, Entrée reopens it
      // without moving the focus into it, and the picture would depend on the moment it is taken.
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      canvas.getByRole('button', { name: 'Actions pour «\u00a0Groupe scolaire de l’Îlot\u00a0»' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Ouvrir' })).toHaveFocus());
    });
  },
};

export const Undo: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('le bouton Annuler dit ce qu’il annule', async () => {
      const undo = canvas.getByRole('button', {
        name: 'Annuler\u00a0: création du projet «\u00a0Résidence Les Tilleuls\u00a0»',
      });
      await userEvent.click(undo);
      await waitFor(() => expect(args.onUndo).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Rétablir' })).toBeDisabled());
    });
  },
};

/**
 * Rows an older version stored damaged, as the route reads them (src/domain/projects/readable.ts): a date that is
 * not one, a name of megabytes cut to what a row shows; each says so, and can still be opened or deleted.
 */
export const DamagedRows: Story = {
  args: {
    state: {
      status: 'ready',
      projects: [
        ...sampleProjects.slice(0, 1),
        { id: 'p-date', name: 'Halle nord', sheetCount: 0, createdAt: '', lastChangeAt: '', isDamaged: true },
        {
          id: 'p-name',
          name: `${'N'.repeat(200)}…`,
          sheetCount: 0,
          createdAt: '2026-03-01T08:00:00.000Z',
          lastChangeAt: '2026-03-01T08:00:00.000Z',
          isDamaged: true,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const row = await within(canvasElement).findByRole('row', { name: /Halle nord/ });
    await expect(row).toHaveTextContent('Date de modification inconnue');
    await expect(row).toHaveTextContent('Données endommagées');
  },
};

/**
 * Shared projects whose work has not reached the team yet (routes/workspace/sharing/backgroundSend.ts sends it from
 * any page): waiting, being sent, offline, and one whose access was withdrawn meanwhile (its page says the rest).
 */
export const UnsentWork: Story = {
  args: {
    state: {
      status: 'ready',
      projects: [
        { ...sampleProjects[0], isShared: true, status: <UnsentStatus state="waiting" /> },
        { ...sampleProjects[1], isShared: true, status: <UnsentStatus state="sending" /> },
        { ...sampleProjects[2], isShared: true, status: <UnsentStatus state="offline" /> },
        {
          id: 'p4',
          name: 'Crèche des Lices',
          client: 'Ville d’Angers',
          type: 'enseignement',
          sheetCount: 3,
          createdAt: '2026-02-01T08:00:00.000Z',
          lastChangeAt: '2026-02-12T11:00:00.000Z',
          isShared: true,
          status: <UnsentStatus state="revoked" />,
        },
      ] as ProjectListEntry[],
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('chaque projet partagé dit où en est son envoi', async () => {
      await expect(await canvas.findByRole('row', { name: /Résidence Les Tilleuls/ })).toHaveTextContent(
        'Modifications non envoyées',
      );
      await expect(canvas.getByRole('row', { name: /Groupe scolaire/ })).toHaveTextContent('Envoi des modifications…');
      await expect(canvas.getByRole('row', { name: /Halle nord/ })).toHaveTextContent(
        /Hors ligne — vos modifications seront envoyées/,
      );
      await expect(canvas.getByRole('row', { name: /Crèche des Lices/ })).toHaveTextContent(
        'Votre accès à ce projet a été retiré',
      );
    });
  },
};

/**
 * A shared project with changes another account made in this browser and did not send: they go only under that
 * account (its page says the project is read-only here until then).
 */
export const UnsentWorkOfAnotherAccount: Story = {
  args: {
    state: {
      status: 'ready',
      projects: [
        {
          ...sampleProjects[0],
          isShared: true,
          status: <UnsentStatus state="otherAccount" name="Camille Martin" />,
        },
      ] as ProjectListEntry[],
    },
  },
  play: async ({ canvasElement }) => {
    const row = await within(canvasElement).findByRole('row', { name: /Résidence Les Tilleuls/ });
    await expect(row).toHaveTextContent('Modifications de Camille Martin non envoyées');
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const StorageError: Story = {
  args: {
    state: {
      status: 'error',
      message: 'Le stockage local de votre navigateur est indisponible (navigation privée ou stockage désactivé).',
    },
  },
};

/** No profile for the session here (data erased, a backup made under another address restored): read, not change. */
export const ReadOnly: Story = {
  args: { canEdit: false, undo: { label: 'Annuler', isEnabled: false }, onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/vous pouvez consulter les projets, pas les modifier/)).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Nouveau projet' })).toBeDisabled());
    // The way back in: an account of this device (the restored backup's). A press, not the keyboard: react-aria's
    // modality outlives the story, and the next one's picture (DeleteConfirmation's focused « Annuler ») depends on it.
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter à un compte de cet appareil' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('heading', { level: 1, name: 'Projets' }));
  },
};

export const Mobile: Story = { parameters: phoneAt(800) };

export const DeleteConfirmation: Story = {
  render: (args) => (
    <>
      <ProjectList {...args} />
      <DeleteProjectDialog
        request={{ name: 'Résidence Les Tilleuls', sheetCount: 12, measurementCount: 128 }}
        onConfirm={fn()}
        onCancel={fn()}
      />
    </>
  ),
  play: async ({ step }) => {
    await step('l’alerte nomme ce qui sera perdu, le focus sur Annuler', async () => {
      const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce projet\u202f?' });
      await waitFor(() =>
        expect(dialog).toHaveTextContent(
          // jest-dom reads the text with its no-break spaces made plain.
          'Le projet « Résidence Les Tilleuls », ses 12 plans et ses 128 métrés seront supprimés. Vous pourrez annuler la suppression.',
        ),
      );
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    });
  },
};
