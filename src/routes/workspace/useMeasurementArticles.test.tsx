/**
 * useMeasurementArticles on a real database (fake-indexeddb): the screen it feeds adds a link by search, checks a
 * formula as it is typed, writes it as one journalled edit of the measurement (undone with the project's history),
 * and only offers the articles of the libraries the project declares.
 */
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryRepository } from '../../db/library/libraries';
import { projectLibraryRepository } from '../../db/library/projectLibraries';
import type { MetrDatabase } from '../../db/schema';
import { BY, closeTestDatabases, deterministic, fillWorkspace, testDatabase } from '../../db/testing/database';
import { journalRepository } from '../../db/workspace/journal';
import { projectScope } from '../../db/workspace/scopes';
import { variableRepository } from '../../db/workspace/variables';
import type { LibraryContent } from '../../domain/library/commands';
import { MeasurementArticles } from '../../screens/Workspace/MeasurementArticles';
import { WorkspaceContext, type Workspace } from './context';
import { useMeasurementArticles } from './useMeasurementArticles';

afterEach(closeTestDatabases);

const author = { by: BY };
const article = (designation: string, code: string, unite: 'U' | 'm²' = 'U') => ({
  code,
  designation,
  unite,
  prix_unitaire: 12,
  vatRate: 2000 as const,
  actif: true,
  tags: [],
});
const ELEC: LibraryContent = {
  lots: [
    {
      code: '13',
      title: 'Électricité',
      chapters: [{ code: '01', title: 'Appareillage', articles: [article('Prise de courant 16 A', '01')] }],
    },
  ],
};
const PAINT: LibraryContent = {
  lots: [
    {
      code: '09',
      title: 'Peinture',
      chapters: [{ code: '01', title: 'Murs', articles: [article('Peinture acrylique', '01', 'm²')] }],
    },
  ],
};

function Panel({ projectId, ids }: { projectId: string; ids: readonly string[] }) {
  return <MeasurementArticles {...useMeasurementArticles(projectId, ids)} />;
}

async function setup() {
  const db: MetrDatabase = testDatabase();
  const options = deterministic('t');
  const { project, measurements } = await fillWorkspace(db, options);
  const libraries = libraryRepository(db, options);
  const elec = await libraries.install({ name: 'Électricité' }, ELEC, author);
  const paint = await libraries.install({ name: 'Peinture' }, PAINT, author);
  await variableRepository(db, options).create(project.id, { name: 'NB', value: 2, unit: '' }, author);
  const notify = vi.fn();
  const workspace: Workspace = { db, user: null, author, notify };
  const measurement = measurements[0];
  if (!measurement) throw new Error('no measurement');
  render(
    <WorkspaceContext value={workspace}>
      <Panel projectId={project.id} ids={[measurement.id]} />
    </WorkspaceContext>,
  );
  await screen.findByRole('textbox', { name: 'Ajouter un article' });
  return { db, project, measurement, elec, paint, notify };
}

describe('useMeasurementArticles', { timeout: 60_000 }, () => {
  it('links by search, checks the formula as typed, writes it once, and one undo takes it back', async () => {
    const user = userEvent.setup();
    const { db, project, measurement } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'Ajouter un article' }), 'prise{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Formule pour 13.01.01' });
    expect(field).toHaveValue('Q');
    await waitFor(async () =>
      expect((await db.measurements.get(measurement.id))?.links).toEqual([
        { articleId: expect.any(String), formula: 'Q' },
      ]),
    );

    await user.clear(field);
    await user.type(field, 'Q × NB');
    // Checked at once, written only on Enter.
    await waitFor(() => expect(screen.getByText(/Résultat.*2\s*U/)).toBeInTheDocument());
    expect((await db.measurements.get(measurement.id))?.links?.[0]?.formula).toBe('Q');
    await user.keyboard('{Enter}');
    await waitFor(async () => expect((await db.measurements.get(measurement.id))?.links?.[0]?.formula).toBe('Q × NB'));

    const history = journalRepository(db);
    await history.undo(projectScope(project.id));
    await waitFor(async () => expect((await db.measurements.get(measurement.id))?.links?.[0]?.formula).toBe('Q'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Formule pour 13.01.01' })).toHaveValue('Q'));
  });

  it('flags a formula in error at its place and does not write while it is typed', async () => {
    const user = userEvent.setup();
    const { db, measurement } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'Ajouter un article' }), 'prise{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Formule pour 13.01.01' });
    await user.clear(field);
    await user.type(field, 'Q × (NB');
    expect(await screen.findByRole('button', { name: 'Aller à l’erreur' })).toBeInTheDocument();
    expect((await db.measurements.get(measurement.id))?.links?.[0]?.formula).toBe('Q');
  });

  it('offers only the declared libraries’ articles once the project declares some', async () => {
    const user = userEvent.setup();
    const { db, project, elec } = await setup();
    const search = screen.getByRole('textbox', { name: 'Ajouter un article' });
    await user.type(search, 'peinture');
    expect(await screen.findByRole('button', { name: /Relier 09.01.01 Peinture acrylique/ })).toBeInTheDocument();
    await projectLibraryRepository(db).setUsed(project.id, elec, true);
    await waitFor(() => expect(screen.getByText('Aucun article actif ne correspond.')).toBeInTheDocument());
  });

  it('removes a link as one journalled edit', async () => {
    const user = userEvent.setup();
    const { db, measurement } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'Ajouter un article' }), 'prise{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Retirer Prise de courant 16 A' }));
    await waitFor(async () => expect((await db.measurements.get(measurement.id))?.links).toEqual([]));
    expect(await screen.findByText('Cette mesure n’est reliée à aucun article.')).toBeInTheDocument();
  });
});
