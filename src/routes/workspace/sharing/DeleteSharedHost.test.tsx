import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectRole } from '../../../domain/sharing/contract';
import { ROLE_RIGHTS } from '../../../domain/sharing/contract';
import { sharingApi } from '../../../workspace/sharing/api';
import DeleteSharedHost from './DeleteSharedHost';

const PROJECT = { id: 'p1', name: 'Résidence Les Tilleuls' };

/** The server as the host sees it: the person's role on p1 (none: not a member), and the DELETE's answer. */
function server(role: ProjectRole | null, deleteStatus = 200) {
  const deletes: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/auth/me')) {
      const projects = role ? [{ id: 'p1', name: PROJECT.name, role, rights: ROLE_RIGHTS[role] }] : [];
      return Response.json({
        person: { id: 'u1', email: 'claire@cabinet.fr', hasPassword: false },
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

function renderHost(role: ProjectRole | null, deleteStatus?: number) {
  const { api, deletes } = server(role, deleteStatus);
  const handlers = { onRemoveHere: vi.fn(), onDeletedForEveryone: vi.fn(), onClose: vi.fn() };
  render(<DeleteSharedHost project={PROJECT} api={api} {...handlers} />);
  return { ...handlers, deletes };
}

const everyone = () => screen.getByRole('button', { name: 'Supprimer pour toute l’équipe' });

describe('DeleteSharedHost', () => {
  it('lets an économiste delete the project for the whole team, once the server has said their role', async () => {
    const host = renderHost('economiste');
    expect(
      screen.getByRole('dialog', { name: 'Supprimer le projet partagé «\u00a0Résidence Les Tilleuls\u00a0»\u202f?' }),
    ).toBeTruthy();
    // Until the role is known, the button waits, and says why.
    expect(everyone()).toBeDisabled();
    await waitFor(() => expect(everyone()).toBeEnabled());
    await userEvent.click(everyone());
    await waitFor(() =>
      expect(host.onDeletedForEveryone).toHaveBeenCalledWith(
        'Projet «\u00a0Résidence Les Tilleuls\u00a0» supprimé pour toute l’équipe.',
      ),
    );
    expect(host.deletes).toEqual(['/api/projects/p1']);
    expect(host.onRemoveHere).not.toHaveBeenCalled();
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
      expect(host.onRemoveHere).toHaveBeenCalledTimes(1);
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
    expect(host.onDeletedForEveryone).not.toHaveBeenCalled();
  });

  it('starts on « Annuler », which deletes nothing', async () => {
    const host = renderHost('economiste');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(host.onClose).toHaveBeenCalled();
    expect(host.deletes).toEqual([]);
  });
});
