/**
 * The session registry follows a project kept unshared in another tab (« Continuer sans partage » there): the
 * project's session here closes (so that the other tab can forget the document it kept), and its pages are told its
 * new ids, which they follow.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type * as Sharing from '../../../db/sharing';
import { announceMoved, movedPath, type MovedProject } from '../../../db/sharing/moved';
import { BY, closeTestDatabases, testDatabase } from '../../../db/testing/database';
import type { Workspace } from '../context';
import { acquire, CLOSE_GRACE_MS, restoreTeamVersion } from './sessions';
import { sessionOf } from './registry';

afterEach(() => closeTestDatabases());

function workspaceWithSession(projects: readonly { id: string }[] = []) {
  const session = {
    state: { role: null },
    subscribe: () => () => {},
    setSheet: vi.fn(),
    close: vi.fn(() => Promise.resolve()),
    settled: vi.fn(() => Promise.resolve()),
    keepUnshared: vi.fn(
      (_options: { by: string | null; rename?: (name: string) => string }): Promise<MovedProject | null> =>
        Promise.resolve(null),
    ),
  };
  const sharing = {
    signedInPerson: () =>
      Promise.resolve({ person: { id: 'person-camille', email: 'camille@cabinet.fr' }, firm: null, projects }),
    SharingApiError: class extends Error {},
    SyncSession: { open: vi.fn(() => Promise.resolve(session)) },
    syncUrl: () => 'ws://localhost/sync',
    httpSharingApi: {},
  } as unknown as typeof Sharing;
  const workspace: Workspace = {
    db: testDatabase(),
    user: null,
    author: { by: BY },
    notify: vi.fn(),
    sharing: () => Promise.resolve(sharing),
  };
  return { workspace, session };
}

describe('a project kept unshared in another tab', () => {
  it('closes its session here and tells its pages where it went', async () => {
    const { workspace, session } = workspaceWithSession();
    const handle = acquire(workspace, 'p-team', { kind: 'shared', sharedBy: 'person-camille' });
    await waitFor(() => expect(handle.view.phase).toBe('open'));
    expect(sessionOf('p-team')).toBe(session);

    const moved: MovedProject = { from: 'p-team', to: 'p-copy', paths: { 'p-team': 'p-copy', 's-1': 's-9' } };
    announceMoved(moved);
    await waitFor(() => expect(handle.view.movedTo).toEqual(moved));
    expect(session.close).toHaveBeenCalledTimes(1);
    expect(sessionOf('p-team')).toBeNull();
    expect(movedPath('/dashboard/projets/p-team/plans/s-1', moved)).toBe('/dashboard/projets/p-copy/plans/s-9');
    expect(movedPath('/dashboard/projets/p-other', moved)).toBeNull();
    handle.release();
  });

  it('opens the team’s project afresh here when that tab went back to the team’s version, not the copy', async () => {
    const { workspace, session } = workspaceWithSession([{ id: 'p-back' }]);
    const handle = acquire(workspace, 'p-back', { kind: 'shared', sharedBy: 'person-camille' });
    await waitFor(() => expect(handle.view.phase).toBe('open'));
    const open = vi.mocked((await workspace.sharing?.())?.SyncSession.open ?? vi.fn());
    expect(open).toHaveBeenCalledTimes(1);

    announceMoved({ from: 'p-back', to: 'p-copy', paths: { 'p-back': 'p-copy' }, reopensTeam: true });
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(session.close).toHaveBeenCalledTimes(1);
    // Opened from the server as on a new device (nothing seeded from here), the same pages holding it.
    expect(open.mock.calls[1]?.[1]).toMatchObject({ projectId: 'p-back', seed: false });
    await waitFor(() => expect(handle.view.phase).toBe('open'));
    expect(handle.view.movedTo).toBeUndefined();
    expect(sessionOf('p-back')).toBe(session);
    handle.release();
  });
});

describe('« Revenir à la version de l’équipe » after a refused change', () => {
  it('keeps this browser’s project as a renamed copy, and opens the team’s afresh, not before the move is done', async () => {
    const { workspace, session } = workspaceWithSession([{ id: 'p-refused' }]);
    const handle = acquire(workspace, 'p-refused', { kind: 'shared', sharedBy: 'person-camille' });
    await waitFor(() => expect(handle.view.phase).toBe('open'));
    const open = vi.mocked((await workspace.sharing?.())?.SyncSession.open ?? vi.fn());
    expect(open).toHaveBeenCalledTimes(1);

    const moved: MovedProject = { from: 'p-refused', to: 'p-copy', paths: { 'p-refused': 'p-copy' } };
    let finish: (value: MovedProject) => void = () => {};
    session.keepUnshared.mockImplementationOnce(() => new Promise<MovedProject>((resolve) => (finish = resolve)));
    const restoring = restoreTeamVersion('p-refused', BY, (name) => `${name} — modifications non envoyées`);
    expect(session.keepUnshared).toHaveBeenCalledWith(expect.objectContaining({ by: BY, reopensTeam: true }));
    expect(session.keepUnshared.mock.calls[0]?.[0].rename?.('Résidence')).toBe(
      'Résidence — modifications non envoyées',
    );
    expect(sessionOf('p-refused')).toBeNull();

    // The page finds the project gone from this browser and opens the team's: it waits for the move to end (here
    // longer than the old session's grace after its page let it go, which must not close the new one).
    handle.release();
    const again = acquire(workspace, 'p-refused', { kind: 'absent' });
    await new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS + 200));
    expect(open).toHaveBeenCalledTimes(1);
    finish(moved);
    await expect(restoring).resolves.toEqual(moved);
    // A server that lists the project for this person: opened from it, a session of its own, which another page of
    // the project shares.
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    const third = acquire(workspace, 'p-refused', { kind: 'absent' });
    await waitFor(() => expect(third.view.phase).toBe('open'));
    expect(open).toHaveBeenCalledTimes(2);
    third.release();
    again.release();
  });
});
