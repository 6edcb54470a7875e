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
import { acquire } from './sessions';
import { sessionOf } from './registry';

afterEach(() => closeTestDatabases());

function workspaceWithSession() {
  const session = {
    state: { role: null },
    subscribe: () => () => {},
    setSheet: vi.fn(),
    close: vi.fn(() => Promise.resolve()),
  };
  const sharing = {
    signedInPerson: () =>
      Promise.resolve({ person: { id: 'person-camille', email: 'camille@cabinet.fr' }, firm: null, projects: [] }),
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
});
