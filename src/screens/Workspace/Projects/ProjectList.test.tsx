import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ProjectList, type ProjectListEntry, type ProjectListProps } from './ProjectList';
import { DeleteProjectDialog } from './DeleteProjectDialog';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const projects: ProjectListEntry[] = [
  {
    id: 'a',
    name: 'Résidence Les Tilleuls',
    client: 'Habitat 49',
    type: 'logement-collectif',
    sheetCount: 12,
    createdAt: '2026-10-02T08:00:00.000Z',
    lastChangeAt: '2026-11-23T09:55:00.000Z',
  },
  {
    id: 'b',
    name: 'Groupe scolaire de l’Îlot',
    client: 'Ville d’Angers',
    type: 'Entrepôt ancien',
    sheetCount: 1,
    createdAt: '2026-09-14T08:00:00.000Z',
    lastChangeAt: '2026-11-22T16:00:00.000Z',
  },
];

function renderList(props: Partial<ProjectListProps> = {}) {
  const handlers = {
    onQueryChange: vi.fn(),
    onSortChange: vi.fn(),
    onCreate: vi.fn(),
    onRowAction: vi.fn(),
    onUndo: vi.fn(),
    onRedo: vi.fn(),
  };
  render(
    <MemoryRouter>
      <ProjectList
        state={{ status: 'ready', projects }}
        query=""
        sort="lastChange"
        now={NOW}
        projectHref={(id) => `/dashboard/projets/${id}`}
        undo={{ label: 'Annuler', isEnabled: false }}
        redo={{ label: 'Rétablir', isEnabled: false }}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

describe('ProjectList', () => {
  it('shows a row with no readable date and damaged data, instead of failing', async () => {
    renderList({
      state: {
        status: 'ready',
        projects: [{ id: 'damaged', name: 'Halle', sheetCount: 0, createdAt: '', lastChangeAt: '', isDamaged: true }],
      },
    });
    const row = await screen.findByRole('row');
    expect(row).toHaveTextContent('Date de modification inconnue');
    expect(row).toHaveTextContent('Données endommagées');
  });

  it('shows each project with its client, typology (or the stored free text), plans and last change', async () => {
    renderList();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Habitat 49 · Logement collectif');
    expect(rows[0]).toHaveTextContent('12 plans');
    expect(rows[1]).toHaveTextContent('Ville d’Angers · Entrepôt ancien');
    expect(rows[1]).toHaveTextContent('1 plan');
    expect(within(rows[1] as HTMLElement).getByText(/Modifié hier/)).toBeInTheDocument();
  });

  it('filters by the query, accents and case aside, and says how many it found', async () => {
    renderList({ query: 'ILOT' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('1 projet trouvé');
  });

  it('invites to create the first project when there is none', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderList({ state: { status: 'ready', projects: [] } });
    expect(screen.queryByRole('button', { name: 'Nouveau projet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer mon premier projet' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('names what undo would do, and is read-only without a profile', () => {
    renderList({ undo: { label: 'Annuler : création du projet « X »', isEnabled: true }, canEdit: false });
    expect(screen.getByRole('button', { name: 'Annuler : création du projet « X »' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Nouveau projet' })).toBeDisabled();
    expect(screen.getByText(/pas les modifier/)).toBeInTheDocument();
  });

  it('reports a storage error in French instead of the list', () => {
    renderList({ state: { status: 'error', message: 'Stockage indisponible.' } });
    expect(screen.getByText('Stockage indisponible.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('DeleteProjectDialog', () => {
  it('names the project, its plans and its measurements; confirming calls back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <DeleteProjectDialog
        request={{ name: 'Halle nord', sheetCount: 3, measurementCount: 1 }}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('ses 3 plans et son métré seront supprimés');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le projet' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
