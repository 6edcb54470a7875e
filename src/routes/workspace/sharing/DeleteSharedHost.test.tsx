import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectRole } from '../../../domain/sharing/contract';
import { ROLE_RIGHTS } from '../../../domain/sharing/contract';
import { sharingApi } from '../../../workspace/sharing/api';
import { BY, closeTestDatabases, testDatabase } from '../../../db/testing/database';
import type { MetrDatabase } from '../../../db/schema';
import { projectRepository } from '../../../db/workspace/projects';
import { PROJECTS_SCOPE } from '../../../db/workspace/scopes';
import { journalRepository } from '../../../db/workspace/journal';
import { WorkspaceContext, type Workspace } from '../context';
import { workspaceErrorMessage } from '../../../i18n/workspaceErrors';
import { historyActions } from '../useProjectActions';
import DeleteSharedHost from './DeleteSharedHost';

const PROJECT = { id: 'p1', name: 'Résidence Les Tilleuls' };

afterEach(() => closeTestDatabases());

/** The server as the host sees it: the person's role on p1 (none: not a member), and the DELETE's answer. */
function server(role: ProjectRole | null, deleteStatus = 200) {
  const deletes: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/auth/me')) {
      const projects = role ? [{ id: 'p1', name: PROJECT.name, role, rights: ROLE_RIGHTS[role] }] : [];
      return Response.json({
        person: { id: 'u1', email: 'claire@cabinet.fr', hasPassword: false, needsCurrentPassword: false },
        firm: null,
        projects,
      });
    }
    if (init?.method === 'DELETE') {
      deletes.push(url);
      return deleteStatus === 200
        ? Response.json({ ok: true })
        : Response.json(
            { error: 'forbidden', message: 'Seul un économiste du projet peut le supprimer.' },
            {
              status: deleteStatus,
            },
          );
    }
    return new Response(null, { status: 404 });
  });
  return { api: sharingApi({ fetch: fetch as unknown as typeof globalThis.fetch }), deletes };
}

function renderHost(role: ProjectRole | null, deleteStatus?: number, db: MetrDatabase = testDatabase()) {
  const { api, deletes } = server(role, deleteStatus);
  // The list's deletion of the copy here (useProjectActions' `remove`): its journal entry's id.
  const deleteHere = async (forTeam?: true) => {
    await projectRepository(db).delete(PROJECT.id, { by: BY }, forTeam && 'deletedForTeam');
    return (await journalRepository(db).entries(PROJECTS_SCOPE)).at(-1)?.id ?? null;
  };
  const onDelete = vi.fn(deleteHere);
  const handlers = { onDelete, onClose: vi.fn() };
  const notify = vi.fn();
  const workspace: Workspace = { db, user: null, author: { by: BY }, notify };
  render(
    <WorkspaceContext value={workspace}>
      <DeleteSharedHost project={PROJECT} api={api} {...handlers} />
    </WorkspaceContext>,
  );
  return {
    ...handlers,
    deletes,
    notify,
    removedHere: () => onDelete.mock.calls.filter(([forTeam]) => forTeam !== true).length,
    deletedForTeam: () => onDelete.mock.calls.filter(([forTeam]) => forTeam === true).length,
  };
}

/** The shared project's copy in this browser (the id the server knows). */
async function sharedCopy(): Promise<MetrDatabase> {
  const db = testDatabase();
  let ids = 0;
  const newId = () => (ids++ === 0 ? PROJECT.id : `id-${ids}`);
  const created = await projectRepository(db, { newId }).create(
    { name: PROJECT.name, client: 'SCI Les Tilleuls', type: 'Logements' },
    { by: BY },
  );
  expect(created.id).toBe(PROJECT.id);
  return db;
}

const everyone = () => screen.getByRole('button', { name: 'Supprimer pour toute l’équipe' });

describe('DeleteSharedHost', () => {
  it('lets an économiste delete the project for the whole team, once the server has said their role', async () => {
    const db = await sharedCopy();
    const host = renderHost('economiste', undefined, db);
    expect(
      screen.getByRole('dialog', { name: 'Supprimer le projet partagé «\u00a0Résidence Les Tilleuls\u00a0»\u202f?' }),
    ).toBeTruthy();
    // Until the role is known, the button waits, and says why.
    expect(everyone()).toBeDisabled();
    await waitFor(() => expect(everyone()).toBeEnabled());
    await userEvent.click(everyone());
    await waitFor(() => expect(host.deletedForTeam()).toBe(1));
    expect(host.notify).toHaveBeenCalledWith({
      tone: 'success',
      message: 'Projet «\u00a0Résidence Les Tilleuls\u00a0» supprimé pour toute l’équipe.',
    });
    expect(host.deletes).toEqual(['/api/projects/p1']);
    expect(host.removedHere()).toBe(0);

    // The copy here is gone, and the list's undo cannot bring it back: its button says why, Ctrl+Z refuses.
    expect(await db.projects.get(PROJECT.id)).toBeUndefined();
    await waitFor(async () =>
      expect((await projectRepository(db).undoStatus()).undo).toMatchObject({ isIrreversible: true }),
    );
    const status = await projectRepository(db).undoStatus();
    expect(status.undo).toMatchObject({
      type: 'deleteProject',
      isIrreversible: true,
      irreversibleWhy: 'deletedForTeam',
    });
    expect(historyActions(status).undo).toEqual({
      label: 'Impossible de revenir plus loin\u00a0: ce projet a été supprimé pour toute l’équipe.',
      isEnabled: false,
    });
    const refused = await journalRepository(db)
      .undo(PROJECTS_SCOPE)
      .catch((error: unknown) => error);
    expect(workspaceErrorMessage(refused)).toBe(
      'Impossible de revenir plus loin\u00a0: ce projet a été supprimé pour toute l’équipe.',
    );
    expect(await db.projects.get(PROJECT.id)).toBeUndefined();
  });

  it.each(['metreur', 'lecteur'] as const)(
    'keeps « %s » to this device, the team’s deletion disabled with the reason',
    async (role) => {
      const host = renderHost(role);
      const label = role === 'metreur' ? 'métreur' : 'lecteur';
      await waitFor(() =>
        expect(everyone()).toHaveAccessibleDescription(
          new RegExp(`Vous êtes ${label} sur ce projet.+seul un économiste du projet peut le supprimer pour toute`),
        ),
      );
      expect(everyone()).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Retirer de cet appareil' }));
      expect(host.removedHere()).toBe(1);
      expect(host.deletes).toEqual([]);
    },
  );

  it('says why when the person is no longer a member', async () => {
    renderHost(null);
    await waitFor(() =>
      expect(everyone()).toHaveAccessibleDescription(/n’a pas pu être vérifié.+vous n’en êtes plus membre\.$/),
    );
    expect(everyone()).toBeDisabled();
  });

  it('shows the server’s refusal and keeps the local copy', async () => {
    const host = renderHost('economiste', 403);
    await waitFor(() => expect(everyone()).toBeEnabled());
    await userEvent.click(everyone());
    expect((await screen.findByRole('alert')).textContent).toContain('Seul un économiste du projet peut le supprimer.');
    expect(host.onDelete).not.toHaveBeenCalled();
  });

  it('starts on « Annuler », which deletes nothing', async () => {
    const host = renderHost('economiste');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(host.onClose).toHaveBeenCalled();
    expect(host.deletes).toEqual([]);
  });
});
