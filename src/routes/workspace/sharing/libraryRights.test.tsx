/**
 * The libraries' page's rights on a real database: a library no shared project carries, one a shared project carries
 * with the role this browser remembers, and the open session's role followed at once when it changes.
 */
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_STORAGE_KEY } from '../../../db/sharing/remembered';
import { projectLibraryRepository } from '../../../db/library/projectLibraries';
import { libraryRepository } from '../../../db/library/libraries';
import { BY, closeTestDatabases, deterministic, fillWorkspace, testDatabase } from '../../../db/testing/database';
import type { SyncSessionState } from '../../../db/sharing/session';
import { FULL_LIBRARY_RIGHTS } from '../../../domain/sharing/rights';
import { sharedProjectsAtom } from '../../../state/sharing';
import { WorkspaceContext, type Workspace } from '../context';
import { useLibraryRights } from './libraryRights';

afterEach(() => {
  closeTestDatabases();
  localStorage.clear();
});

async function setup() {
  const db = testDatabase();
  const { project } = await fillWorkspace(db);
  const libraryId = (await libraryRepository(db, deterministic('l')).create({ name: 'Prix agence' }, { by: BY })) ?? '';
  const store = createStore();
  const workspace: Workspace = { db, user: null, author: null, notify: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <WorkspaceContext value={workspace}>{children}</WorkspaceContext>
    </Provider>
  );
  return { db, project, libraryId, store, wrapper };
}

const rememberAs = (projectId: string, role: string) =>
  localStorage.setItem(
    ME_STORAGE_KEY,
    JSON.stringify({ person: { id: 'dominique', email: 'd@b.fr' }, projects: [{ id: projectId, name: 'x', role }] }),
  );

describe('useLibraryRights', { timeout: 30_000 }, () => {
  it('leaves a library no shared project carries fully editable', async () => {
    const { libraryId, wrapper } = await setup();
    const { result } = renderHook(() => useLibraryRights(libraryId), { wrapper });
    await waitFor(() => expect(result.current).toBe(FULL_LIBRARY_RIGHTS));
  });

  it('follows the remembered role on the shared project that carries it, then the open session’s', async () => {
    const { db, project, libraryId, store, wrapper } = await setup();
    await projectLibraryRepository(db).setUsed(project.id, libraryId, true);
    await db.projects.update(project.id, { sharing: { since: '2026-11-30T08:00:00.000Z', by: 'camille' } });
    rememberAs(project.id, 'metreur');
    const { result } = renderHook(() => useLibraryRights(libraryId), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ canEdit: true, canEditPrices: false }));
    expect(result.current?.restrictedBy).toMatchObject({ projectName: project.name, role: 'metreur' });

    // The project open in this tab, its role lowered while connected: the page follows at once.
    const session = { role: 'lecteur' } as SyncSessionState;
    act(() =>
      store.set(sharedProjectsAtom, new Map([[project.id, { projectId: project.id, phase: 'open', session }]])),
    );
    expect(result.current).toMatchObject({ canEdit: false, canEditPrices: false });
  });

  it('makes the library read-only while nobody is known on the shared project', async () => {
    const { db, project, libraryId, wrapper } = await setup();
    await projectLibraryRepository(db).setUsed(project.id, libraryId, true);
    await db.projects.update(project.id, { sharing: { since: '2026-11-30T08:00:00.000Z', by: 'camille' } });
    const { result } = renderHook(() => useLibraryRights(libraryId), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ canEdit: false, restrictedBy: { role: null } }));
  });
});
