/**
 * The import wizard's container on a real database, with the worker's file reading faked (the sample rows of
 * scripts/fixtures/library-samples.ts, as the worker reads them): mapping guessed → preview → one journal entry →
 * the report with a French line per refused row; « Annuler » writes nothing; a re-import updates by N°.
 */
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_LINES, SAMPLE_TABLE } from '../../../scripts/fixtures/library-samples';
import { libraryRepository } from '../../db/library/libraries';
import { BY, closeTestDatabases, deterministic, testDatabase } from '../../db/testing/database';
import { WorkspaceContext, type Workspace } from './context';
import { LibraryImportHost } from './LibraryImportHost';

const table = SAMPLE_TABLE;
const readLibraryFile = vi.fn(() => Promise.resolve(table));
vi.mock('../../workers/export/client', () => ({ exportClient: () => ({ readLibraryFile }) }));

afterEach(closeTestDatabases);

const good = SAMPLE_LINES.filter((l) => l.issues.length === 0).length;
const bad = SAMPLE_LINES.length - good;

async function setup() {
  const db = testDatabase();
  const libraryId = await libraryRepository(db, deterministic('i')).create({ name: 'Prix agence' }, { by: BY });
  const onDone = vi.fn();
  const workspace: Workspace = { db, user: null, author: { by: BY }, notify: vi.fn() };
  const file = new File(['…'], 'bibliotheque-excel.csv', { type: 'text/csv' });
  const view = render(
    <WorkspaceContext value={workspace}>
      <LibraryImportHost file={file} libraryId={libraryId} onDone={onDone} />
    </WorkspaceContext>,
  );
  await screen.findByRole('table', { name: 'Correspondance des colonnes' });
  return { db, libraryId, onDone, file, workspace, view };
}

describe('LibraryImportHost', { timeout: 60_000 }, () => {
  it('maps, previews, imports in one entry and reports every refused line in French', async () => {
    const user = userEvent.setup();
    const { db, libraryId, onDone } = await setup();
    expect(readLibraryFile).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const confirm = await screen.findByRole('button', { name: `Importer ${good} articles` });
    expect(await db.libraryItems.count()).toBe(0);
    await user.click(confirm);
    await screen.findByRole('button', { name: 'Fermer' });
    expect(await db.libraryItems.where('bibliotheque_id').equals(libraryId).count()).toBe(good);
    expect(await db.journal.count()).toBe(2);
    const report = screen.getByRole('list', { name: 'Lignes non importées' });
    expect(within(report).getAllByRole('listitem')).toHaveLength(bad);
    expect(report.textContent).toMatch(/Ligne \d+/);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onDone).toHaveBeenCalledWith(good);
  });

  it('writes nothing on « Annuler »', async () => {
    const user = userEvent.setup();
    const { db, onDone } = await setup();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByRole('button', { name: /Importer/ });
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onDone).toHaveBeenCalledWith(0);
    expect(await db.libraryItems.count()).toBe(0);
    expect(await db.journal.count()).toBe(1);
  });

  it('updates by N° on a re-import instead of duplicating', async () => {
    const user = userEvent.setup();
    const { db, view, libraryId, workspace, file } = await setup();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('button', { name: `Importer ${good} articles` }));
    await screen.findByRole('button', { name: 'Fermer' });
    view.rerender(
      <WorkspaceContext value={workspace}>
        <LibraryImportHost key="again" file={file} libraryId={libraryId} onDone={vi.fn()} />
      </WorkspaceContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    await screen.findByRole('button', { name: 'Importer 0 article' });
    await waitFor(async () => expect(await db.libraryItems.count()).toBe(good));
  });
});
