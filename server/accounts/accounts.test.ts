/**
 * Accounts, sessions, firms and roles against a real PostgreSQL:
 * `bash scripts/with-postgres.sh npx vitest run server/accounts server/blobs`.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_RIGHTS, PROJECT_ROLES, type ProjectRole } from '../../src/domain/sharing/contract.ts';
import { createSharingAccess } from './access.ts';
import { ACCOUNT_LIMITS } from './handler.ts';
import { createAccountsHarness, DATABASE_URL, dropTestSchemas, SITE, type AccountsHarness } from './testing.ts';

if (!DATABASE_URL) {
  console.warn(
    'Accounts suite SKIPPED: DATABASE_URL_TEST is not set. Run `bash scripts/with-postgres.sh npx vitest run server/accounts`.',
  );
}

const later = (h: AccountsHarness, ms: number) => {
  h.clock.now = new Date(h.clock.now.getTime() + ms);
};

describe.skipIf(!DATABASE_URL)('accounts (PostgreSQL)', () => {
  let h: AccountsHarness;
  beforeEach(async () => {
    h = await createAccountsHarness();
  });
  afterEach(async () => {
    await h.dispose();
  });
  afterAll(dropTestSchemas);

  describe('magic link', () => {
    it('is mailed, opens a page that changes nothing, signs in once, then is refused', async () => {
      h.betaUsers.add('camille@example.fr');
      const asked = await h.call('POST', '/api/auth/link', { body: { email: 'Camille@Example.fr ' } });
      expect(asked.status).toBe(200);
      expect(h.sent).toHaveLength(1);
      expect(h.sent[0]?.subject).toContain('lien de connexion');
      const token = h.linkToken('Camille@Example.fr');
      expect(token).toMatch(/^[\w-]{43}$/);

      // A mail scanner's GET: a page with a button, no cookie, the link still good.
      const page = await h.call('GET', `/api/auth/link/open?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(await page.text()).toContain('Se connecter');

      const opened = await h.openLink(token);
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe(`${SITE}/dashboard`);
      const setCookie = opened.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^metr_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=2592000$/);
      const cookie = setCookie.split(';')[0] ?? '';
      const me = await h.call('GET', '/api/auth/me', { cookie });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({
        person: { email: 'Camille@Example.fr', hasPassword: false, needsCurrentPassword: false },
        firm: null,
      });

      const again = await h.openLink(token);
      expect(again.status).toBe(410);
      expect(await again.text()).toContain('déjà servi');
    });

    it('expires after 15 minutes', async () => {
      h.betaUsers.add('luc@example.fr');
      await h.call('POST', '/api/auth/link', { body: { email: 'luc@example.fr' } });
      const first = h.linkToken('luc@example.fr');
      later(h, ACCOUNT_LIMITS.linkTtlMs - 1);
      await h.call('POST', '/api/auth/link', { body: { email: 'luc@example.fr' } });
      const second = h.linkToken('luc@example.fr');
      expect(second).not.toBe(first);
      later(h, 1);
      const expired = await h.openLink(first);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain('expiré');
      expect((await h.openLink(second)).status).toBe(303);
    });

    it('stores only the token’s hash', async () => {
      h.betaUsers.add('nina@example.fr');
      await h.call('POST', '/api/auth/link', { body: { email: 'nina@example.fr' } });
      const token = h.linkToken('nina@example.fr');
      const { rows } = await (
        h.store as unknown as { pool: { query(q: string): Promise<{ rows: { token_hash: string }[] }> } }
      ).pool.query('SELECT token_hash FROM magic_links');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('answers the same whether the address has an account, may get one, or neither', async () => {
      h.betaUsers.add('beta@example.fr');
      await h.signIn('member@example.fr');
      h.sent.length = 0;
      const answers = [];
      for (const email of ['beta@example.fr', 'member@example.fr', 'stranger@example.fr']) {
        const response = await h.call('POST', '/api/auth/link', { body: { email } });
        answers.push({ status: response.status, body: await response.json() });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(h.sent.map((m) => m.to).sort()).toEqual(['beta@example.fr', 'member@example.fr']);
    });

    it('mails one person at most 3 links per 15 minutes, silently', async () => {
      h.betaUsers.add('flood@example.fr');
      for (let i = 0; i < 5; i += 1) {
        const response = await h.call('POST', '/api/auth/link', { body: { email: 'flood@example.fr' } });
        expect(response.status).toBe(200);
      }
      expect(h.sent).toHaveLength(3);
      later(h, ACCOUNT_LIMITS.linksPerPerson.windowMs);
      await h.call('POST', '/api/auth/link', { body: { email: 'flood@example.fr' } });
      expect(h.sent).toHaveLength(4);
    });

    it('limits link requests per client address', async () => {
      for (let i = 0; i < ACCOUNT_LIMITS.linkPerIp.limit; i += 1) {
        const response = await h.call('POST', '/api/auth/link', {
          body: { email: `a${i}@example.fr` },
          ip: '203.0.113.7',
        });
        expect(response.status).toBe(200);
      }
      const refused = await h.call('POST', '/api/auth/link', { body: { email: 'z@example.fr' }, ip: '203.0.113.7' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(ACCOUNT_LIMITS.linkPerIp.windowMs / 1000));
      expect(
        (await h.call('POST', '/api/auth/link', { body: { email: 'z@example.fr' }, ip: '203.0.113.8' })).status,
      ).toBe(200);
    });

    it('refuses a form post from another site and a request from another origin', async () => {
      h.betaUsers.add('x@example.fr');
      await h.call('POST', '/api/auth/link', { body: { email: 'x@example.fr' } });
      const token = h.linkToken('x@example.fr');
      expect((await h.openLink(token, { origin: 'https://evil.example' })).status).toBe(403);
      expect((await h.openLink(token)).status).toBe(303);
      const cross = await h.call('POST', '/api/auth/link', {
        body: { email: 'x@example.fr' },
        origin: 'https://evil.example',
      });
      expect(cross.status).toBe(403);
      const form = await h.call('POST', '/api/auth/link', {
        body: 'email=x%40example.fr',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
    });

    it('rejects malformed input with French field messages', async () => {
      const response = await h.call('POST', '/api/auth/link', { body: { email: 'pas une adresse', extra: 1 } });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.fields.email).toBe('Saisissez une adresse email valide.');
      expect(body.fields.extra).toBeDefined();
    });
  });

  describe('password and sessions', () => {
    it('sets a password, signs in with it, and answers one way for a wrong password and an unknown address', async () => {
      const cookie = await h.signIn('anne@example.fr');
      const short = await h.call('PUT', '/api/auth/password', { cookie, body: { password: 'court' } });
      expect(short.status).toBe(400);
      expect((await short.json()).fields.password).toContain('entre 8 et 128');
      expect((await h.call('PUT', '/api/auth/password', { body: { password: 'assez long' } })).status).toBe(401);
      expect((await h.call('PUT', '/api/auth/password', { cookie, body: { password: 'assez long' } })).status).toBe(
        200,
      );

      const good = await h.call('POST', '/api/auth/password', {
        body: { email: 'ANNE@example.fr', password: 'assez long' },
      });
      expect(good.status).toBe(200);
      expect(good.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
      const wrong = await h.call('POST', '/api/auth/password', {
        body: { email: 'anne@example.fr', password: 'assez lonG' },
      });
      const unknown = await h.call('POST', '/api/auth/password', {
        body: { email: 'nobody@example.fr', password: 'assez long' },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toEqual(await wrong.json());
      const stored = await h.store.personByEmailKey('anne@example.fr');
      expect(stored?.passwordHash).toMatch(/^scrypt\$/);
      expect(stored?.passwordHash).not.toContain('assez long');
    });

    it('limits password attempts per account, for known and unknown addresses alike', async () => {
      for (const email of ['anne@example.fr', 'nobody@example.fr']) {
        for (let i = 0; i < ACCOUNT_LIMITS.passwordPerAccount.limit; i += 1) {
          const response = await h.call('POST', '/api/auth/password', {
            body: { email, password: 'mauvais mdp' },
            ip: `192.0.2.${i + 20}`,
          });
          expect(response.status).toBe(401);
        }
        const refused = await h.call('POST', '/api/auth/password', {
          body: { email, password: 'mauvais mdp' },
          ip: '192.0.2.99',
        });
        expect(refused.status).toBe(429);
      }
    });

    it('limits password attempts per client address', async () => {
      for (let i = 0; i < ACCOUNT_LIMITS.passwordPerIp.limit; i += 1) {
        expect(
          (await h.call('POST', '/api/auth/password', { body: { email: `p${i}@example.fr`, password: 'mauvais mdp' } }))
            .status,
        ).toBe(401);
      }
      expect(
        (await h.call('POST', '/api/auth/password', { body: { email: 'q@example.fr', password: 'mauvais mdp' } }))
          .status,
      ).toBe(429);
    });

    it('signs out: the session is revoked on the server, the cookie cleared', async () => {
      const cookie = await h.signIn('marc@example.fr');
      expect((await h.call('GET', '/api/auth/me', { cookie })).status).toBe(200);
      const out = await h.call('POST', '/api/auth/logout', { cookie });
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(/^metr_session=; .*Max-Age=0/);
      const after = await h.call('GET', '/api/auth/me', { cookie });
      expect(after.status).toBe(401);
      expect((await after.json()).message).toBe('Connectez-vous pour continuer.');
    });

    it('ends a session after 7 idle days, and after 30 days whatever its use', async () => {
      const idle = await h.signIn('idle@example.fr');
      const busy = await h.signIn('busy@example.fr');
      for (let day = 0; day < 8; day += 1) {
        later(h, 24 * 3_600_000);
        expect((await h.call('GET', '/api/auth/me', { cookie: busy })).status).toBe(200);
      }
      expect((await h.call('GET', '/api/auth/me', { cookie: idle })).status).toBe(401);
      for (let day = 8; day < 29; day += 1) {
        later(h, 24 * 3_600_000);
        await h.call('GET', '/api/auth/me', { cookie: busy });
      }
      expect((await h.call('GET', '/api/auth/me', { cookie: busy })).status).toBe(200);
      later(h, 2 * 24 * 3_600_000 - 1);
      // Day 31: the absolute limit, used daily or not.
      expect((await h.call('GET', '/api/auth/me', { cookie: busy })).status).toBe(401);
    });

    it('over HTTPS, names the cookie __Host- and marks it Secure', async () => {
      h.betaUsers.add('tls@example.fr');
      await h.call('POST', '/api/auth/link', { body: { email: 'tls@example.fr' } });
      const opened = await h.openLink(h.linkToken('tls@example.fr'), { base: 'https://localhost:4173', origin: SITE });
      expect(opened.headers.get('set-cookie')).toMatch(
        /^__Host-metr_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/,
      );
    });

    it('closes the other sessions when the password changes', async () => {
      const laptop = await h.signIn('eve@example.fr');
      later(h, ACCOUNT_LIMITS.linksPerPerson.windowMs);
      const phone = await h.signIn('eve@example.fr');
      expect(
        (await h.call('PUT', '/api/auth/password', { cookie: laptop, body: { password: 'nouveau secret' } })).status,
      ).toBe(200);
      expect((await h.call('GET', '/api/auth/me', { cookie: laptop })).status).toBe(200);
      expect((await h.call('GET', '/api/auth/me', { cookie: phone })).status).toBe(401);
    });

    it('changes a password only with the current one, or within 15 minutes of a magic link (forgotten password)', async () => {
      const link = await h.signIn('zoe@example.fr');
      const put = (cookie: string, body: object) => h.call('PUT', '/api/auth/password', { cookie, body });
      // What the account's password form is told to ask.
      const asks = async (cookie: string) =>
        ((await (await h.call('GET', '/api/auth/me', { cookie })).json()) as { person: object }).person;
      expect(await asks(link)).toMatchObject({ hasPassword: false, needsCurrentPassword: false });
      expect((await put(link, { password: 'premier secret' })).status).toBe(200);
      expect(await asks(link)).toMatchObject({ hasPassword: true, needsCurrentPassword: false });
      later(h, ACCOUNT_LIMITS.linkTtlMs + 1);
      expect(await asks(link)).toMatchObject({ hasPassword: true, needsCurrentPassword: true });
      const stale = await put(link, { password: 'second secret' });
      expect(stale.status).toBe(403);
      expect((await stale.json()).message).toMatch(/^Saisissez votre mot de passe actuel/);
      expect((await put(link, { password: 'second secret', currentPassword: 'mauvais secret' })).status).toBe(403);
      expect((await put(link, { password: 'second secret', currentPassword: 'premier secret' })).status).toBe(200);

      const signedIn = await h.call('POST', '/api/auth/password', {
        body: { email: 'zoe@example.fr', password: 'second secret' },
      });
      const byPassword = /^[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
      expect((await put(byPassword, { password: 'troisième secret' })).status).toBe(403);

      // Forgotten: a new link, and the new password without the old one.
      later(h, ACCOUNT_LIMITS.linksPerPerson.windowMs);
      const fresh = await h.signIn('zoe@example.fr');
      expect(await asks(byPassword)).toMatchObject({ needsCurrentPassword: true });
      expect(await asks(fresh)).toMatchObject({ needsCurrentPassword: false });
      expect((await put(fresh, { password: 'troisième secret' })).status).toBe(200);
      expect(
        (
          await h.call('POST', '/api/auth/password', {
            body: { email: 'zoe@example.fr', password: 'troisième secret' },
          })
        ).status,
      ).toBe(200);
    });

    it('logs no address, token, password or IP', async () => {
      const cookie = await h.signIn('secret.person@example.fr');
      await h.call('PUT', '/api/auth/password', { cookie, body: { password: 'phrase secrète' } });
      await h.call('POST', '/api/auth/password', { body: { email: 'secret.person@example.fr', password: 'mauvaise' } });
      const lines = JSON.stringify(h.logs);
      for (const secret of [
        'secret.person',
        'phrase secrète',
        'mauvaise',
        cookie.split('=')[1] ?? '??',
        '192.0.2',
        '198.51.100',
      ]) {
        expect(lines).not.toContain(secret);
      }
      for (const entry of h.logs) expect(Object.keys(entry).sort()).toEqual(['reason', 'requestId', 'status']);
    });
  });

  describe('firms, projects and roles', () => {
    async function team() {
      const owner = await h.signIn('owner@example.fr');
      expect((await h.call('POST', '/api/firms', { cookie: owner, body: { name: 'Cabinet Durand' } })).status).toBe(
        201,
      );
      expect(
        (await h.call('POST', '/api/projects', { cookie: owner, body: { projectId: 'p-1', name: 'École Jaurès' } }))
          .status,
      ).toBe(201);
      return owner;
    }

    async function memberAs(role: ProjectRole, email: string, owner: string) {
      const response = await h.call('PUT', '/api/projects/p-1/members', { cookie: owner, body: { email, role } });
      expect(response.status).toBe(200);
      later(h, 1);
      return h.signIn(email);
    }

    it('invites an e-mail with a role: a mail with a link, then the project in their list', async () => {
      const owner = await team();
      const response = await h.call('PUT', '/api/projects/p-1/members', {
        cookie: owner,
        body: { email: 'Invitee@example.fr', role: 'metreur' },
      });
      expect(response.status).toBe(200);
      const mail = h.sent.at(-1);
      expect(mail?.to).toBe('Invitee@example.fr');
      expect(mail?.text).toContain('«\u00a0École Jaurès\u00a0»');
      const opened = await h.openLink(h.linkToken('Invitee@example.fr'));
      expect(opened.status).toBe(303);
      // Someone with no firm joins the project's, as a plain member.
      const cookie = /^[^;]+/.exec(opened.headers.get('set-cookie') ?? '')?.[0] ?? '';
      const me = await (await h.call('GET', '/api/auth/me', { cookie })).json();
      expect(me.firm).toMatchObject({ name: 'Cabinet Durand', isAdmin: false });
      expect(me.projects).toEqual([
        {
          id: 'p-1',
          name: 'École Jaurès',
          role: 'metreur',
          rights: { edit: true, prices: false, deleteProject: false, share: false },
        },
      ]);
      const members = (await response.json()).members as { email: string; role: string }[];
      expect(members.map((m) => [m.email, m.role])).toEqual([
        ['Invitee@example.fr', 'metreur'],
        ['owner@example.fr', 'economiste'],
      ]);
    });

    const actions = [
      'share',
      'changeRole',
      'revokeOther',
      'deleteProject',
      'readMembers',
      'syncToken',
      'leave',
    ] as const;
    const expected: Record<ProjectRole, Record<(typeof actions)[number], boolean>> = {
      economiste: {
        share: true,
        changeRole: true,
        revokeOther: true,
        deleteProject: true,
        readMembers: true,
        syncToken: true,
        leave: true,
      },
      metreur: {
        share: false,
        changeRole: false,
        revokeOther: false,
        deleteProject: false,
        readMembers: true,
        syncToken: true,
        leave: true,
      },
      lecteur: {
        share: false,
        changeRole: false,
        revokeOther: false,
        deleteProject: false,
        readMembers: true,
        syncToken: true,
        leave: true,
      },
    };

    it('follows ROLE_RIGHTS', () => {
      for (const role of PROJECT_ROLES) {
        expect(expected[role].share).toBe(ROLE_RIGHTS[role].share);
        expect(expected[role].deleteProject).toBe(ROLE_RIGHTS[role].deleteProject);
      }
    });

    describe.each(PROJECT_ROLES)('as « %s »', (role) => {
      it.each(actions)('%s', async (action) => {
        const owner = await team();
        await memberAs('lecteur', 'other@example.fr', owner);
        const me = await memberAs(role, 'me@example.fr', owner);
        const otherId = (await h.store.personByEmailKey('other@example.fr'))?.id ?? '';
        const meId = (await h.store.personByEmailKey('me@example.fr'))?.id ?? '';
        const run = {
          share: () =>
            h.call('PUT', '/api/projects/p-1/members', {
              cookie: me,
              body: { email: 'new@example.fr', role: 'lecteur' },
            }),
          changeRole: () =>
            h.call('PUT', '/api/projects/p-1/members', {
              cookie: me,
              body: { email: 'other@example.fr', role: 'metreur' },
            }),
          revokeOther: () => h.call('DELETE', `/api/projects/p-1/members/${otherId}`, { cookie: me }),
          deleteProject: () => h.call('DELETE', '/api/projects/p-1', { cookie: me }),
          readMembers: () => h.call('GET', '/api/projects/p-1/members', { cookie: me }),
          syncToken: () => h.call('POST', '/api/sync-token', { cookie: me, body: { projectId: 'p-1' } }),
          leave: () => h.call('DELETE', `/api/projects/p-1/members/${meId}`, { cookie: me }),
        }[action];
        const response = await run();
        const allowed = expected[role][action];
        expect(response.status, await response.clone().text()).toBe(allowed ? 200 : 403);
        if (!allowed) expect((await response.json()).message).toMatch(/^Seul un économiste du projet peut/);
        // What the refusal protected is untouched.
        if (!allowed && action === 'deleteProject') expect(await h.store.projectExists('p-1')).toBe(true);
        if (!allowed && action === 'changeRole') expect(await h.store.roleOf('p-1', otherId)).toBe('lecteur');
        if (allowed && action === 'deleteProject') expect(await h.store.projectExists('p-1')).toBe(false);
      });
    });

    it('hides a project from a non-member (404, as if it did not exist)', async () => {
      await team();
      const stranger = await h.signIn('stranger@example.fr');
      for (const response of [
        await h.call('GET', '/api/projects/p-1/members', { cookie: stranger }),
        await h.call('DELETE', '/api/projects/p-1', { cookie: stranger }),
        await h.call('POST', '/api/sync-token', { cookie: stranger, body: { projectId: 'p-1' } }),
        await h.call('GET', '/api/projects/p-2/members', { cookie: stranger }),
      ]) {
        expect(response.status).toBe(404);
      }
    });

    it('deletes a shared project for the whole team: same origin only, every membership gone, the sync server told once', async () => {
      const told: string[] = [];
      await h.dispose();
      h = await createAccountsHarness({ onProjectDeleted: (projectId) => told.push(projectId) });
      const owner = await team();
      const colleague = await memberAs('metreur', 'colleague@example.fr', owner);

      // A page of another site cannot delete it, even with the owner's cookie.
      const crossSite = await h.call('DELETE', '/api/projects/p-1', { cookie: owner, origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
      expect(await h.store.projectExists('p-1')).toBe(true);
      // A métreur cannot either; the refusal says who can.
      const refused = await h.call('DELETE', '/api/projects/p-1', { cookie: colleague });
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toMatch(/^Seul un économiste du projet peut/);
      expect(told).toEqual([]);

      const deleted = await h.call('DELETE', '/api/projects/p-1', { cookie: owner });
      expect(deleted.status).toBe(200);
      expect(told).toEqual(['p-1']);
      expect(await h.store.projectExists('p-1')).toBe(false);
      expect(await h.store.members('p-1')).toEqual([]);
      // Gone from everyone's « Partagés avec moi », and now unknown to its former members too.
      for (const cookie of [owner, colleague]) {
        expect((await (await h.call('GET', '/api/auth/me', { cookie })).json()).projects).toEqual([]);
        expect((await h.call('DELETE', '/api/projects/p-1', { cookie })).status).toBe(404);
        expect((await h.call('POST', '/api/sync-token', { cookie, body: { projectId: 'p-1' } })).status).toBe(404);
      }
      expect(told).toEqual(['p-1']);
    });

    it('keeps at least one économiste', async () => {
      const owner = await team();
      const ownerId = (await h.store.personByEmailKey('owner@example.fr'))?.id ?? '';
      const demote = await h.call('PUT', '/api/projects/p-1/members', {
        cookie: owner,
        body: { email: 'owner@example.fr', role: 'lecteur' },
      });
      expect(demote.status).toBe(409);
      expect((await demote.json()).message).toContain('au moins un économiste');
      expect((await h.call('DELETE', `/api/projects/p-1/members/${ownerId}`, { cookie: owner })).status).toBe(409);
      await memberAs('economiste', 'second@example.fr', owner);
      expect(
        (
          await h.call('PUT', '/api/projects/p-1/members', {
            cookie: owner,
            body: { email: 'owner@example.fr', role: 'lecteur' },
          })
        ).status,
      ).toBe(200);
    });

    it('refuses to share a project without a firm, or to claim another’s project id', async () => {
      const alone = await h.signIn('alone@example.fr');
      const noFirm = await h.call('POST', '/api/projects', { cookie: alone, body: { projectId: 'p-9', name: 'X' } });
      expect(noFirm.status).toBe(409);
      await team();
      await h.call('POST', '/api/firms', { cookie: alone, body: { name: 'Autre cabinet' } });
      const claim = await h.call('POST', '/api/projects', { cookie: alone, body: { projectId: 'p-1', name: 'Volé' } });
      expect(claim.status).toBe(409);
      expect(
        await h.store.roleOf('p-1', (await h.store.personByEmailKey('alone@example.fr'))?.id ?? ''),
      ).toBeUndefined();
    });

    it('lets the firm’s administrator add members, and nobody else', async () => {
      const owner = await team();
      const added = await h.call('POST', '/api/firms/members', {
        cookie: owner,
        body: { email: 'colleague@example.fr' },
      });
      expect(added.status).toBe(200);
      const colleague = await h.signIn('colleague@example.fr');
      const me = await (await h.call('GET', '/api/auth/me', { cookie: colleague })).json();
      expect(me.firm).toMatchObject({ name: 'Cabinet Durand', isAdmin: false });
      const refused = await h.call('POST', '/api/firms/members', {
        cookie: colleague,
        body: { email: 'x@example.fr' },
      });
      expect(refused.status).toBe(403);
    });
  });

  describe('SharingAccess', () => {
    it('resolves a sync token to the person’s current role, and answers null at once when revoked', async () => {
      const owner = await h.signIn('owner@example.fr');
      await h.call('POST', '/api/firms', { cookie: owner, body: { name: 'Cabinet' } });
      await h.call('POST', '/api/projects', { cookie: owner, body: { projectId: 'p-1', name: 'P' } });
      await h.call('POST', '/api/projects', { cookie: owner, body: { projectId: 'p-2', name: 'Q' } });
      await h.call('PUT', '/api/projects/p-1/members', {
        cookie: owner,
        body: { email: 'm@example.fr', role: 'metreur' },
      });
      const member = await h.signIn('m@example.fr');
      const memberId = (await h.store.personByEmailKey('m@example.fr'))?.id ?? '';
      const access = createSharingAccess(h.store, () => h.clock.now);

      const issued = await h.call('POST', '/api/sync-token', { cookie: member, body: { projectId: 'p-1' } });
      expect(issued.status).toBe(200);
      const { token, expiresAt, role } = await issued.json();
      expect(role).toBe('metreur');
      expect(new Date(expiresAt).getTime() - h.clock.now.getTime()).toBe(5 * 60_000);
      expect(await access.resolve(token, 'p-1')).toEqual({ personId: memberId, role: 'metreur' });
      // Bound to its project and to well-formed input.
      expect(await access.resolve(token, 'p-2')).toBeNull();
      expect(await access.resolve('x'.repeat(43), 'p-1')).toBeNull();
      expect(await access.resolve(token, "p-1' OR 1=1 --")).toBeNull();

      // A role change counts at the next resolve.
      await h.call('PUT', '/api/projects/p-1/members', {
        cookie: owner,
        body: { email: 'm@example.fr', role: 'lecteur' },
      });
      expect(await access.resolve(token, 'p-1')).toEqual({ personId: memberId, role: 'lecteur' });
      // Revoked: null at once, with the same token, before it expires.
      expect((await h.call('DELETE', `/api/projects/p-1/members/${memberId}`, { cookie: owner })).status).toBe(200);
      expect(await access.resolve(token, 'p-1')).toBeNull();
      const refused = await h.call('POST', '/api/sync-token', { cookie: member, body: { projectId: 'p-1' } });
      expect(refused.status).toBe(404);
    });

    it('answers null after 5 minutes, and for a deleted project', async () => {
      const owner = await h.signIn('owner@example.fr');
      await h.call('POST', '/api/firms', { cookie: owner, body: { name: 'Cabinet' } });
      await h.call('POST', '/api/projects', { cookie: owner, body: { projectId: 'p-1', name: 'P' } });
      const access = createSharingAccess(h.store, () => h.clock.now);
      const first = (
        await (await h.call('POST', '/api/sync-token', { cookie: owner, body: { projectId: 'p-1' } })).json()
      ).token;
      later(h, ACCOUNT_LIMITS.syncTokenTtlMs - 1);
      expect(await access.resolve(first, 'p-1')).not.toBeNull();
      later(h, 1);
      expect(await access.resolve(first, 'p-1')).toBeNull();
      const second = (
        await (await h.call('POST', '/api/sync-token', { cookie: owner, body: { projectId: 'p-1' } })).json()
      ).token;
      expect(await access.resolve(second, 'p-1')).not.toBeNull();
      expect((await h.call('DELETE', '/api/projects/p-1', { cookie: owner })).status).toBe(200);
      expect(await access.resolve(second, 'p-1')).toBeNull();
    });

    it('tells a former member coming back that the project was deleted, and anyone else only that it is not there', async () => {
      const owner = await h.signIn('owner@example.fr');
      await h.call('POST', '/api/firms', { cookie: owner, body: { name: 'Cabinet' } });
      await h.call('POST', '/api/projects', { cookie: owner, body: { projectId: 'p-1', name: 'P' } });
      for (const [email, role] of [
        ['m@example.fr', 'metreur'],
        ['gone@example.fr', 'lecteur'],
      ] as const) {
        await h.call('PUT', '/api/projects/p-1/members', { cookie: owner, body: { email, role } });
      }
      const member = await h.signIn('m@example.fr');
      const gone = await h.signIn('gone@example.fr');
      const stranger = await h.signIn('stranger@example.fr');
      const goneId = (await h.store.personByEmailKey('gone@example.fr'))?.id ?? '';
      const token = (cookie: string) => h.call('POST', '/api/sync-token', { cookie, body: { projectId: 'p-1' } });

      // Withdrawn before the deletion: « retiré » stays the answer (not_found), before and after.
      expect((await h.call('DELETE', `/api/projects/p-1/members/${goneId}`, { cookie: owner })).status).toBe(200);
      expect(await (await token(gone)).json()).toMatchObject({ error: 'not_found' });
      expect((await h.call('DELETE', '/api/projects/p-1', { cookie: owner })).status).toBe(200);

      for (const cookie of [owner, member]) {
        const answer = await token(cookie);
        expect(answer.status).toBe(404);
        expect(await answer.json()).toMatchObject({ error: 'project_deleted' });
      }
      for (const cookie of [gone, stranger]) {
        const answer = await token(cookie);
        expect(answer.status).toBe(404);
        expect(await answer.json()).toMatchObject({ error: 'not_found' });
      }

      // The same id shared again: its former members are no longer told of the old deletion.
      expect(
        (await h.call('POST', '/api/projects', { cookie: owner, body: { projectId: 'p-1', name: 'P' } })).status,
      ).toBe(201);
      expect(await (await token(member)).json()).toMatchObject({ error: 'not_found' });
      expect((await token(owner)).status).toBe(200);
    });
  });
});
