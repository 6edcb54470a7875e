/**
 * The server's sharing API as the browser's sync session needs it (server/accounts/handler.ts): who is signed in and
 * their shared projects, a sync token for a project, and a plan's bytes by their SHA-256. Same origin, the session
 * cookie carried by the browser; JSON bodies say application/json (the server refuses anything else).
 */
import type { ProjectRole } from '../../domain/sharing/contract';

/** Why a request of the sharing API gave no answer to use. */
export type SharingApiFailure =
  /** No answer at all: offline, or the server is down. */
  | 'offline'
  /** 401: nobody is signed in on this browser (or the session ended). */
  | 'signedOut'
  /** 404 on a project: not a member (never was, revoked). */
  | 'noAccess'
  /** 404 `project_deleted`: the project was deleted on the server while this person was one of its members. */
  | 'projectDeleted'
  /** 404 on /api/auth/me and the sync token: the server has no accounts (started without DATABASE_URL). */
  | 'unavailable';

export class SharingApiError extends Error {
  constructor(readonly failure: SharingApiFailure) {
    super(`sharing API: ${failure}`);
    this.name = 'SharingApiError';
  }
}

/** The person signed in, and the projects shared with them. */
export interface SignedInPerson {
  readonly person: { readonly id: string; readonly email: string };
  readonly firm: { readonly id: string; readonly name: string } | null;
  readonly projects: readonly { readonly id: string; readonly name: string; readonly role: ProjectRole }[];
}

export interface SyncToken {
  readonly token: string;
  readonly role: ProjectRole;
}

/** What the session asks of the server; a fake one in tests. */
export interface SharingApi {
  me(): Promise<SignedInPerson>;
  syncToken(projectId: string): Promise<SyncToken>;
}

async function request(path: string, init: RequestInit, onNotFound: SharingApiFailure): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new SharingApiError('offline');
  }
  if (response.status === 401) throw new SharingApiError('signedOut');
  if (response.status === 404 && onNotFound === 'noAccess' && (await errorCode(response)) === 'project_deleted') {
    throw new SharingApiError('projectDeleted');
  }
  if (response.status === 403 || response.status === 404) throw new SharingApiError(onNotFound);
  if (!response.ok) throw new SharingApiError(response.status >= 500 ? 'offline' : 'unavailable');
  return response;
}

/** The `error` code of a JSON error body, or null (an HTML page, no body). */
async function errorCode(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown } | null;
    return typeof body?.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/** The site's own API, on the page's origin. */
export const httpSharingApi: SharingApi = {
  async me() {
    const response = await request('/api/auth/me', { method: 'GET' }, 'unavailable');
    return (await response.json()) as SignedInPerson;
  },
  async syncToken(projectId) {
    const response = await request(
      '/api/sync-token',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ projectId }) },
      'noAccess',
    );
    const body = (await response.json()) as { token: string; role: ProjectRole };
    return { token: body.token, role: body.role };
  },
};

/** The sync server's address on the page's origin (`ws:` under http, `wss:` under https). */
export function syncUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/sync`;
}
