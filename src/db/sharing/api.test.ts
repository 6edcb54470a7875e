/** The sync session's API client: how the server's answers become the failures the session acts on. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpSharingApi, SharingApiError, type SharingApiFailure } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown, type = 'application/json'): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          headers: { 'Content-Type': type },
        }),
      ),
    ),
  );
}

async function failureOf(call: () => Promise<unknown>): Promise<SharingApiFailure | 'none'> {
  try {
    await call();
    return 'none';
  } catch (error) {
    if (error instanceof SharingApiError) return error.failure;
    throw error;
  }
}

describe('httpSharingApi.syncToken', () => {
  it('tells a project deleted on the server from an access withdrawn', async () => {
    answer(404, { error: 'project_deleted', message: 'Ce projet partagé a été supprimé par un économiste.' });
    expect(await failureOf(() => httpSharingApi.syncToken('p-1'))).toBe('projectDeleted');
    answer(404, { error: 'not_found', message: 'Projet introuvable, ou vous n’y avez plus accès.' });
    expect(await failureOf(() => httpSharingApi.syncToken('p-1'))).toBe('noAccess');
    // A 404 that is not the API's JSON (a proxy's page) is no access, not a crash.
    answer(404, '<!doctype html><title>404</title>', 'text/html');
    expect(await failureOf(() => httpSharingApi.syncToken('p-1'))).toBe('noAccess');
  });

  it('keeps a deleted project’s code to the token: /api/auth/me’s 404 still means no accounts', async () => {
    answer(404, { error: 'project_deleted' });
    expect(await failureOf(() => httpSharingApi.me())).toBe('unavailable');
    answer(401, { error: 'unauthenticated' });
    expect(await failureOf(() => httpSharingApi.syncToken('p-1'))).toBe('signedOut');
  });
});
