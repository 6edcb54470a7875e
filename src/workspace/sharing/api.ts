/**
 * The browser's client of the server's accounts, firms, project roles and blob store (issue 30; server/accounts/handler.ts
 * and server/blobs/route.ts, the README's endpoints table). Outside the sync chunk: the project list asks `me()` on its
 * first load, so this module holds no copy and no dependency — every failure is a typed `SharingApiError` whose `kind`
 * the screens word in French (src/i18n/sharing.fr.ts, shareApiErrorMessage).
 *
 * Sharing is off on a server without DATABASE_URL: its account routes answer 404. A 404 from a route that always
 * exists when sharing is on (/api/auth/…, /api/firms…, POST /api/projects) is therefore `off`; a 404 about one project
 * is `notFound` (the server answers non-members as if the project did not exist).
 */
import type { ProjectRole } from '../../domain/sharing/contract';

export type SharingErrorKind =
  /** No answer: the network or the server is down. */
  | 'offline'
  /** This server does not serve accounts (no DATABASE_URL). */
  | 'off'
  /** Not signed in, or a wrong e-mail or password (401). */
  | 'unauthenticated'
  /** Signed in but not allowed: the role, the firm's administration, a cross-site request (403). */
  | 'forbidden'
  /** The project (or member) is not there, or not for this person (404). */
  | 'notFound'
  /** The project must keep one économiste (409 last_economiste). */
  | 'lastEconomiste'
  /** Another conflict (409): already in a firm, in another firm, a project shared by someone else. */
  | 'conflict'
  /** The request's fields were refused (400, 415, 422): the server's message says which. */
  | 'invalid'
  /** A file over the size limit (413). */
  | 'tooLarge'
  /** The firm's storage is full (507). */
  | 'quota'
  /** Too many attempts (429): `retryAfterSeconds` says when to try again. */
  | 'rateLimited'
  /** The server failed (5xx) or answered something unreadable. */
  | 'server';

export interface SharingApiError {
  readonly kind: SharingErrorKind;
  /** The HTTP status; 0 when nothing answered. */
  readonly status: number;
  /** The server's error code (`last_economiste`, `already_in_firm`…), when it sent one. */
  readonly code?: string;
  /** The server's own French message, when it sent one. */
  readonly serverMessage?: string;
  /** Field by field, for a 400 `invalid_fields`. */
  readonly fields?: Readonly<Record<string, string>>;
  readonly retryAfterSeconds?: number;
  /** The projects a refusal names (409 `sole_economiste`: the person is their only économiste). */
  readonly projects?: readonly { readonly id: string; readonly name: string }[];
}

export type ApiResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: SharingApiError };

export interface ProjectRights {
  readonly edit: boolean;
  readonly prices: boolean;
  readonly deleteProject: boolean;
  readonly share: boolean;
}

export interface Me {
  readonly person: {
    readonly id: string;
    readonly email: string;
    readonly hasPassword: boolean;
    /** Whether a new password needs the current one (not within 15 minutes of a magic link). */
    readonly needsCurrentPassword: boolean;
    /**
     * Whether deleting the account needs a fresh sign-in by link first (no password, and not within 15 minutes of a
     * link). Absent from an older server: then the deletion's refusal says so.
     */
    readonly needsFreshLink?: boolean;
  };
  readonly firm: { readonly id: string; readonly name: string; readonly isAdmin: boolean } | null;
  readonly projects: readonly {
    readonly id: string;
    readonly name: string;
    readonly role: ProjectRole;
    readonly rights: ProjectRights;
  }[];
}

export interface FirmMember {
  readonly personId: string;
  readonly email: string;
  readonly isAdmin: boolean;
}

export interface ProjectMember {
  readonly personId: string;
  readonly email: string;
  readonly role: ProjectRole;
}

/** One blob's upload: its bytes, sent as they are read (the browser streams a Blob body from disk). */
export interface BlobUpload {
  readonly sha256: string;
  readonly bytes: Blob;
  readonly projectId: string;
  readonly signal?: AbortSignal;
  /** Bytes sent so far of this blob. */
  readonly onProgress?: (sent: number) => void;
}

/** What the upload of one blob answers: its hash and size as the server stored them. */
export interface StoredBlob {
  readonly sha256: string;
  readonly size: number;
}

/** Sends one blob; the default is XMLHttpRequest, whose upload reports progress (fetch does not over HTTP/1.1). */
export type BlobSender = (
  url: string,
  upload: BlobUpload,
) => Promise<{ status: number; body: string; retryAfter: string | null }>;

export interface SharingApiOptions {
  /** Where the API is; '' for the page's own origin. */
  readonly base?: string;
  /** Test seam. */
  readonly fetch?: typeof fetch;
  readonly sendBlob?: BlobSender;
}

/** Thrown by an upload cancelled through its signal: not a failure to show. */
export class UploadAbortedError extends Error {
  override readonly name = 'UploadAbortedError';
}

const ROUTES_ALWAYS_THERE = /^\/api\/(auth|firms)(\/|$)|^\/api\/projects$/;

function kindOf(status: number, code: string | undefined, path: string): SharingErrorKind {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return ROUTES_ALWAYS_THERE.test(path) ? 'off' : 'notFound';
  if (status === 405 && ROUTES_ALWAYS_THERE.test(path)) return 'off';
  if (status === 409) return code === 'last_economiste' ? 'lastEconomiste' : 'conflict';
  if (status === 413) return 'tooLarge';
  if (status === 507) return 'quota';
  if (status === 429) return 'rateLimited';
  if (status === 400 || status === 411 || status === 415 || status === 422) return 'invalid';
  return 'server';
}

function errorOf(status: number, text: string, path: string, retryAfter: string | null): SharingApiError {
  let body: { error?: unknown; message?: unknown; fields?: unknown; projects?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object') body = parsed;
  } catch {
    // An HTML page (a proxy's error, or an old server's SPA fallback): the status alone decides.
  }
  const code = typeof body.error === 'string' ? body.error : undefined;
  const seconds = retryAfter !== null && /^\d{1,6}$/.test(retryAfter) ? Number(retryAfter) : undefined;
  const fields =
    body.fields !== null && typeof body.fields === 'object'
      ? Object.fromEntries(
          Object.entries(body.fields as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
  const projects = Array.isArray(body.projects)
    ? body.projects.filter(
        (p): p is { id: string; name: string } =>
          p !== null && typeof p === 'object' && typeof p.id === 'string' && typeof p.name === 'string',
      )
    : undefined;
  return {
    kind: kindOf(status, code, path),
    status,
    ...(projects === undefined ? {} : { projects: projects.map(({ id, name }) => ({ id, name })) }),
    ...(code === undefined ? {} : { code }),
    ...(typeof body.message === 'string' ? { serverMessage: body.message } : {}),
    ...(fields === undefined ? {} : { fields }),
    ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
  };
}

const offline: SharingApiError = { kind: 'offline', status: 0 };

/** XMLHttpRequest's PUT of a Blob: streamed from disk by the browser, with upload progress and abort. */
const xhrSend: BlobSender = (url, upload) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => upload.onProgress?.(event.loaded);
    request.onload = () =>
      resolve({
        status: request.status,
        body: request.responseText,
        retryAfter: request.getResponseHeader('Retry-After'),
      });
    request.onerror = () => resolve({ status: 0, body: '', retryAfter: null });
    request.ontimeout = request.onerror;
    request.onabort = () => reject(new UploadAbortedError('upload cancelled'));
    if (upload.signal?.aborted) {
      reject(new UploadAbortedError('upload cancelled'));
      return;
    }
    upload.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(upload.bytes);
  });

export function sharingApi({ base = '', fetch: fetchImpl, sendBlob = xhrSend }: SharingApiOptions = {}) {
  const doFetch: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        credentials: 'include',
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw new UploadAbortedError('request cancelled', { cause: error });
      return { ok: false, error: offline };
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      return { ok: false, error: offline };
    }
    if (!response.ok)
      return { ok: false, error: errorOf(response.status, text, path, response.headers.get('Retry-After')) };
    try {
      return { ok: true, value: (text === '' ? {} : JSON.parse(text)) as T };
    } catch {
      // A 200 that is not JSON: a static host without the API answered with the app's page.
      return { ok: false, error: { kind: ROUTES_ALWAYS_THERE.test(path) ? 'off' : 'server', status: response.status } };
    }
  }

  const map = <T, U>(result: ApiResult<T>, f: (value: T) => U): ApiResult<U> =>
    result.ok ? { ok: true, value: f(result.value) } : result;
  const project = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

  return {
    /** POST /api/auth/link: the same answer whatever the address (a link is mailed when it may sign in). */
    requestLink: (email: string) => call<{ ok: true }>('POST', '/api/auth/link', { email }),
    signIn: (email: string, password: string) => call<{ ok: true }>('POST', '/api/auth/password', { email, password }),
    /** Sets or changes the person's password; the current one when the server asks for it (`Me`). */
    setPassword: (password: string, currentPassword?: string) =>
      call<{ ok: true }>(
        'PUT',
        '/api/auth/password',
        currentPassword === undefined ? { password } : { password, currentPassword },
      ),
    signOut: () => call<{ ok: true }>('POST', '/api/auth/logout'),
    /**
     * GET /api/auth/me/export: the person's own data as the server words it (a JSON file's text) and the file's name
     * from Content-Disposition.
     */
    exportData: async (): Promise<ApiResult<{ readonly text: string; readonly fileName: string }>> => {
      const path = '/api/auth/me/export';
      let response: Response;
      let text: string;
      try {
        response = await doFetch(`${base}${path}`, { credentials: 'include', headers: { Accept: 'application/json' } });
        text = await response.text();
      } catch {
        return { ok: false, error: offline };
      }
      if (!response.ok) {
        return { ok: false, error: errorOf(response.status, text, path, response.headers.get('Retry-After')) };
      }
      const disposition = response.headers.get('Content-Disposition') ?? '';
      const fileName = /filename="([\w.-]+)"/.exec(disposition)?.[1];
      // A 200 without the attachment: a static host answered with the app's page.
      if (fileName === undefined) return { ok: false, error: { kind: 'off', status: response.status } };
      return { ok: true, value: { text, fileName } };
    },
    /**
     * DELETE /api/auth/me: deletes the account, confirmed by its address or the current password (as `Me` asks);
     * `conflict` with code `sole_economiste` and `projects` when the person is a project's only économiste.
     */
    deleteAccount: async (confirmation: { email: string } | { currentPassword: string }) =>
      call<{ ok: true; message: string }>('DELETE', '/api/auth/me', confirmation),
    /** The person, their firm and their shared projects; `unauthenticated` when signed out, `off` without sharing. */
    me: (signal?: AbortSignal) => call<Me>('GET', '/api/auth/me', undefined, signal),
    createFirm: async (name: string) =>
      map(await call<{ firm: NonNullable<Me['firm']> }>('POST', '/api/firms', { name }), (v) => v.firm),
    firmMembers: async () => map(await call<{ members: FirmMember[] }>('GET', '/api/firms/members'), (v) => v.members),
    addFirmMember: async (email: string) =>
      map(await call<{ members: FirmMember[] }>('POST', '/api/firms/members', { email }), (v) => v.members),
    /** Shares a project with the person's firm (they become its first économiste); a retry of theirs is fine. */
    shareProject: (projectId: string, name: string) =>
      call<{ project: { id: string; name: string; role: ProjectRole } }>('POST', '/api/projects', { projectId, name }),
    projectMembers: async (projectId: string) =>
      map(await call<{ members: ProjectMember[] }>('GET', `${project(projectId)}/members`), (v) => v.members),
    /** Shares with a person (an unknown address gets an invitation) or changes their role. */
    setMember: async (projectId: string, email: string, role: ProjectRole) =>
      map(
        await call<{ members: ProjectMember[] }>('PUT', `${project(projectId)}/members`, { email, role }),
        (v) => v.members,
      ),
    removeMember: async (projectId: string, personId: string) =>
      map(
        await call<{ members: ProjectMember[] }>(
          'DELETE',
          `${project(projectId)}/members/${encodeURIComponent(personId)}`,
        ),
        (v) => v.members,
      ),
    /** Deletes the shared project on the server, for every member (an économiste); open connections are closed. */
    deleteProject: (projectId: string) => call<{ ok: true }>('DELETE', project(projectId)),
    /** HEAD /api/blobs/<sha>?project=<id>: true when that project references the blob (its members will find it). */
    hasBlob: async (sha256: string, projectId: string, signal?: AbortSignal): Promise<ApiResult<boolean>> => {
      try {
        const response = await doFetch(`${base}/api/blobs/${sha256}?project=${encodeURIComponent(projectId)}`, {
          method: 'HEAD',
          credentials: 'include',
          ...(signal ? { signal } : {}),
        });
        if (response.status === 404) return { ok: true, value: false };
        if (response.ok) return { ok: true, value: true };
        return {
          ok: false,
          error: errorOf(response.status, '', `/api/blobs/${sha256}`, response.headers.get('Retry-After')),
        };
      } catch (error) {
        if (signal?.aborted) throw new UploadAbortedError('request cancelled', { cause: error });
        return { ok: false, error: offline };
      }
    },
    /** PUT /api/blobs/<sha>?project=<id>: idempotent; rejects with UploadAbortedError when cancelled. */
    putBlob: async (upload: BlobUpload): Promise<ApiResult<StoredBlob>> => {
      const path = `/api/blobs/${upload.sha256}`;
      const answer = await sendBlob(`${base}${path}?project=${encodeURIComponent(upload.projectId)}`, upload);
      if (answer.status === 0) return { ok: false, error: offline };
      if (answer.status < 200 || answer.status >= 300) {
        return { ok: false, error: errorOf(answer.status, answer.body, path, answer.retryAfter) };
      }
      return { ok: true, value: { sha256: upload.sha256, size: upload.bytes.size } };
    },
  };
}

export type SharingApi = ReturnType<typeof sharingApi>;
