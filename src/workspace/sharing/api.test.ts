import { describe, expect, it, vi } from 'vitest';
import { shareApiErrorMessage } from '../../routes/workspace/sharing/ShareErrors';
import { sharingApi, UploadAbortedError, type BlobSender } from './api';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** A fetch that answers from a table of `METHOD path` → answer, and records the requests. */
function fakeFetch(table: Record<string, Answer | 'network-error'>) {
  const calls: { method: string; url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, init });
    const answer = table[`${method} ${new URL(url, 'http://x').pathname}`];
    if (answer === undefined) return new Response('<!doctype html>', { status: 404 });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const body =
      answer.body === undefined ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(method === 'HEAD' ? null : body, { status: answer.status, headers: answer.headers });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const me = {
  person: {
    id: '11111111-1111-1111-1111-111111111111',
    email: 'ana@cabinet.fr',
    hasPassword: false,
    needsCurrentPassword: false,
  },
  firm: { id: 'f1', name: 'Cabinet Durand', isAdmin: true },
  projects: [
    {
      id: 'p1',
      name: 'École',
      role: 'metreur',
      rights: { edit: true, prices: false, deleteProject: false, share: false },
    },
  ],
};

describe('sharingApi', () => {
  it('sends JSON with the cookie, from the site’s base, and reads the answer', async () => {
    const { fetch, calls } = fakeFetch({ 'POST /api/auth/link': { status: 200, body: { ok: true, message: 'x' } } });
    const api = sharingApi({ base: 'https://metr.example', fetch });
    expect(await api.requestLink('ana@cabinet.fr')).toEqual({ ok: true, value: { ok: true, message: 'x' } });
    expect(calls[0]?.url).toBe('https://metr.example/api/auth/link');
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(new Headers(calls[0]?.init?.headers).get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ email: 'ana@cabinet.fr' }));
  });

  it('reads the person, their firm and shared projects', async () => {
    const { fetch } = fakeFetch({ 'GET /api/auth/me': { status: 200, body: me } });
    const result = await sharingApi({ fetch }).me();
    expect(result).toEqual({ ok: true, value: me });
  });

  it('downloads the person’s own data with the server’s file name; an app page instead is « off »', async () => {
    const file = '{"format":"metr-donnees-personnelles"}';
    const { fetch, calls } = fakeFetch({
      'GET /api/auth/me/export': {
        status: 200,
        body: file,
        headers: { 'Content-Disposition': 'attachment; filename="mes-donnees-metr-2026-11-30.json"' },
      },
    });
    expect(await sharingApi({ fetch }).exportData()).toEqual({
      ok: true,
      value: { text: file, fileName: 'mes-donnees-metr-2026-11-30.json' },
    });
    expect(calls[0]?.init?.credentials).toBe('include');
    const html = fakeFetch({ 'GET /api/auth/me/export': { status: 200, body: '<!doctype html>' } });
    expect(await sharingApi({ fetch: html.fetch }).exportData()).toMatchObject({ ok: false, error: { kind: 'off' } });
    const down = fakeFetch({ 'GET /api/auth/me/export': 'network-error' });
    expect(await sharingApi({ fetch: down.fetch }).exportData()).toMatchObject({
      ok: false,
      error: { kind: 'offline' },
    });
  });

  it('deletes the account with its confirmation, and reads the projects a refusal names', async () => {
    const { fetch, calls } = fakeFetch({
      'DELETE /api/auth/me': {
        status: 409,
        body: {
          error: 'sole_economiste',
          message: 'Vous êtes le seul économiste…',
          projects: [{ id: 'p1', name: 'École Jaurès' }, { id: 2 }],
        },
      },
    });
    const result = await sharingApi({ fetch }).deleteAccount({ email: 'ana@cabinet.fr' });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'conflict', code: 'sole_economiste', projects: [{ id: 'p1', name: 'École Jaurès' }] },
    });
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ email: 'ana@cabinet.fr' }));
  });

  it('says « off » when the account routes are not served, « notFound » for a project', async () => {
    const { fetch } = fakeFetch({
      'GET /api/projects/p9/members': { status: 404, body: { error: 'not_found', message: 'Projet introuvable.' } },
    });
    const api = sharingApi({ fetch });
    expect(await api.me()).toMatchObject({ ok: false, error: { kind: 'off', status: 404 } });
    expect(await api.createFirm('Cabinet')).toMatchObject({ ok: false, error: { kind: 'off' } });
    expect(await api.shareProject('p1', 'École')).toMatchObject({ ok: false, error: { kind: 'off' } });
    expect(await api.projectMembers('p9')).toMatchObject({
      ok: false,
      error: { kind: 'notFound', code: 'not_found', serverMessage: 'Projet introuvable.' },
    });
  });

  it('says « off » when a static host answers the app’s page with 200', async () => {
    const { fetch } = fakeFetch({ 'GET /api/auth/me': { status: 200, body: '<!doctype html><html></html>' } });
    expect(await sharingApi({ fetch }).me()).toMatchObject({ ok: false, error: { kind: 'off' } });
  });

  it('maps each failure to its kind', async () => {
    const cases: [Answer | 'network-error', string][] = [
      ['network-error', 'offline'],
      [{ status: 401, body: { error: 'unauthenticated' } }, 'unauthenticated'],
      [{ status: 403, body: { error: 'forbidden' } }, 'forbidden'],
      [{ status: 409, body: { error: 'last_economiste' } }, 'lastEconomiste'],
      [{ status: 409, body: { error: 'project_exists' } }, 'conflict'],
      [{ status: 400, body: { error: 'invalid_fields', fields: { email: 'Adresse invalide.' } } }, 'invalid'],
      [{ status: 413, body: { error: 'too_large' } }, 'tooLarge'],
      [{ status: 507, body: { error: 'quota_full' } }, 'quota'],
      [{ status: 429, body: { error: 'too_many_requests' }, headers: { 'Retry-After': '120' } }, 'rateLimited'],
      [{ status: 500, body: { error: 'internal_error' } }, 'server'],
      [{ status: 502, body: '<html>Bad gateway</html>' }, 'server'],
    ];
    for (const [answer, kind] of cases) {
      const { fetch } = fakeFetch({ 'PUT /api/projects/p1/members': answer });
      const result = await sharingApi({ fetch }).setMember('p1', 'bob@cabinet.fr', 'lecteur');
      expect(result.ok ? null : result.error.kind, kind).toBe(kind);
    }
  });

  it('keeps the server’s fields and Retry-After', async () => {
    const { fetch } = fakeFetch({
      'POST /api/auth/password': {
        status: 429,
        body: { error: 'too_many_requests' },
        headers: { 'Retry-After': '90' },
      },
      'POST /api/firms': { status: 400, body: { error: 'invalid_fields', fields: { name: 'Nom invalide.', x: 3 } } },
    });
    const api = sharingApi({ fetch });
    expect(await api.signIn('a@b.fr', 'x')).toMatchObject({ ok: false, error: { retryAfterSeconds: 90 } });
    const firm = await api.createFirm('');
    expect(firm.ok ? null : firm.error.fields).toEqual({ name: 'Nom invalide.' });
  });

  it('returns the members of a change, and encodes ids in the path', async () => {
    const members = [{ personId: 'u1', email: 'ana@cabinet.fr', role: 'economiste' }];
    const { fetch, calls } = fakeFetch({
      'DELETE /api/projects/p%201/members/u%2F2': { status: 200, body: { members } },
    });
    expect(await sharingApi({ fetch }).removeMember('p 1', 'u/2')).toEqual({ ok: true, value: members });
    expect(calls[0]?.method).toBe('DELETE');
  });

  it('deletes a shared project: the économiste’s 200, the others’ 403, a non-member’s 404', async () => {
    const { fetch, calls } = fakeFetch({
      'DELETE /api/projects/p1': { status: 200, body: { ok: true } },
      'DELETE /api/projects/p2': {
        status: 403,
        body: { error: 'forbidden', message: 'Seul un économiste du projet peut le supprimer.' },
      },
    });
    const api = sharingApi({ fetch });
    expect(await api.deleteProject('p1')).toEqual({ ok: true, value: { ok: true } });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/projects/p1' });
    const refused = await api.deleteProject('p2');
    expect(refused.ok ? null : [refused.error.kind, refused.error.serverMessage]).toEqual([
      'forbidden',
      'Seul un économiste du projet peut le supprimer.',
    ]);
    const unknown = await api.deleteProject('p3');
    expect(unknown.ok ? null : unknown.error.kind).toBe('notFound');
  });

  it('asks HEAD whether a blob is there: 200 yes, 404 no', async () => {
    const { fetch, calls } = fakeFetch({ [`HEAD /api/blobs/${'a'.repeat(64)}`]: { status: 200 } });
    const api = sharingApi({ fetch });
    expect(await api.hasBlob('a'.repeat(64), 'p1')).toEqual({ ok: true, value: true });
    expect(await api.hasBlob('b'.repeat(64), 'p1')).toEqual({ ok: true, value: false });
    // Asked for this project: a blob the person reads from another project is not this one's.
    expect(calls[0]?.url).toBe(`/api/blobs/${'a'.repeat(64)}?project=p1`);
  });

  it('puts a blob through the sender with the project, and maps its refusals', async () => {
    const sha = 'c'.repeat(64);
    const seen: string[] = [];
    const answers = [
      { status: 201, body: JSON.stringify({ sha256: sha, size: 3 }), retryAfter: null },
      { status: 507, body: JSON.stringify({ error: 'quota_full', message: 'Espace plein.' }), retryAfter: null },
      { status: 413, body: JSON.stringify({ error: 'too_large', message: 'Trop gros (200 Mo).' }), retryAfter: null },
      { status: 0, body: '', retryAfter: null },
    ];
    const sendBlob: BlobSender = async (url) => {
      seen.push(url);
      return answers.shift() ?? { status: 500, body: '', retryAfter: null };
    };
    const api = sharingApi({ sendBlob });
    const upload = { sha256: sha, bytes: new Blob(['abc']), projectId: 'p1' };
    expect(await api.putBlob(upload)).toEqual({ ok: true, value: { sha256: sha, size: 3 } });
    expect(seen[0]).toBe(`/api/blobs/${sha}?project=p1`);
    expect(await api.putBlob(upload)).toMatchObject({ ok: false, error: { kind: 'quota' } });
    expect(await api.putBlob(upload)).toMatchObject({ ok: false, error: { kind: 'tooLarge' } });
    expect(await api.putBlob(upload)).toMatchObject({ ok: false, error: { kind: 'offline' } });
  });

  it('rejects a cancelled request instead of calling it offline', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof globalThis.fetch;
    await expect(sharingApi({ fetch }).me(controller.signal)).rejects.toBeInstanceOf(UploadAbortedError);
  });
});

describe('shareApiErrorMessage', () => {
  it('words every kind in French, with the server’s detail where it says more', () => {
    expect(shareApiErrorMessage({ kind: 'offline', status: 0 })).toMatch(/ne répond pas/);
    expect(shareApiErrorMessage({ kind: 'off', status: 404 })).toBe('Le partage n’est pas activé sur ce serveur.');
    expect(shareApiErrorMessage({ kind: 'lastEconomiste', status: 409 })).toMatch(/au moins un économiste/);
    expect(shareApiErrorMessage({ kind: 'quota', status: 507 })).toMatch(/stockage de votre cabinet est plein/);
    expect(shareApiErrorMessage({ kind: 'rateLimited', status: 429, retryAfterSeconds: 61 })).toBe(
      'Trop de tentatives. Réessayez dans 2\u00a0min.',
    );
    expect(shareApiErrorMessage({ kind: 'server', status: 500 })).toMatch(/rencontré une erreur/);
    expect(
      shareApiErrorMessage({ kind: 'invalid', status: 400, serverMessage: 'Invalide.', fields: { email: 'E-mail ?' } }),
    ).toBe('E-mail ?');
    expect(
      shareApiErrorMessage({
        kind: 'tooLarge',
        status: 413,
        serverMessage: 'Trop gros (200 Mo).',
        fileName: 'R+1.pdf',
      }),
    ).toBe('«\u00a0R+1.pdf\u00a0»\u00a0: Trop gros (200 Mo).');
  });
});
