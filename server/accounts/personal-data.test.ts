/**
 * A person's own data (RGPD articles 15, 17 and 20) against a real PostgreSQL: the download holds theirs and nobody
 * else's, and the deletion removes their rows, signs every device out, tells the sync server, erases their beta
 * registration, or is refused while they are a project's only économiste.
 * `bash scripts/with-postgres.sh npx vitest run server/accounts/personal-data.test.ts`.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectRole } from '../../src/domain/sharing/contract.ts';
import { newRegistration } from '../store/contract.ts';
import { ACCOUNT_LIMITS } from './handler.ts';
import type { PendingErasure } from './store.ts';
import { createAccountsHarness, DATABASE_URL, dropTestSchemas, type AccountsHarness } from './testing.ts';

const CLAIRE = 'claire.martin@cabinet-durand.fr';
const JEAN = 'jean.leroy@cabinet-durand.fr';

describe.skipIf(!DATABASE_URL)('a person’s own data (PostgreSQL)', () => {
  let h: AccountsHarness;
  let membershipsTold: [string, string, ProjectRole | null][];
  let deletionsTold: string[];
  let erasuresTold: PendingErasure[];

  beforeEach(async () => {
    membershipsTold = [];
    deletionsTold = [];
    erasuresTold = [];
    h = await createAccountsHarness({
      onAccountDeleted: (erasure) => erasuresTold.push(erasure),
      onMembershipChanged: (projectId, personId, role) => membershipsTold.push([projectId, personId, role]),
      onProjectDeleted: (projectId) => deletionsTold.push(projectId),
    });
  });
  afterEach(async () => {
    await h.dispose();
  });
  afterAll(dropTestSchemas);

  const later = (ms: number) => {
    h.clock.now = new Date(h.clock.now.getTime() + ms);
  };

  /** Rows of a table about a person (raw SQL: what the deletion must leave behind is checked in the tables). */
  async function rowsOf(table: string, column: string, value: string): Promise<number> {
    const { pool } = h.store as unknown as {
      pool: { query(q: string, v: unknown[]): Promise<{ rows: { count: string }[] }> };
    };
    const { rows } = await pool.query(`SELECT count(*) AS count FROM ${table} WHERE ${column} = $1`, [value]);
    return Number(rows[0]?.count ?? 0);
  }

  async function idOf(cookie: string): Promise<string> {
    return ((await (await h.call('GET', '/api/auth/me', { cookie })).json()) as { person: { id: string } }).person.id;
  }

  /**
   * Claire's firm with Jean in it; « École Jaurès » shared by Claire with Jean as métreur, « Gymnase » Claire's alone,
   * and Jean's own « Mairie » where Claire is lectrice. Both have a beta registration.
   */
  async function team() {
    await h.registrations.register(newRegistration({ nom: 'Martin', prenom: 'Claire', mail: CLAIRE }), h.clock.now);
    await h.registrations.register(
      newRegistration({ nom: 'Leroy', prenom: 'Jean', tel: '06 99 88 77 66', mail: JEAN }),
      h.clock.now,
    );
    const claire = await h.signIn(CLAIRE);
    expect((await h.call('POST', '/api/firms', { cookie: claire, body: { name: 'Cabinet Durand' } })).status).toBe(201);
    for (const [projectId, name] of [
      ['p-ecole', 'École Jaurès'],
      ['p-gymnase', 'Gymnase'],
    ] as const) {
      const shared = await h.call('POST', '/api/projects', { cookie: claire, body: { projectId, name } });
      expect(shared.status).toBe(201);
    }
    const invited = await h.call('PUT', '/api/projects/p-ecole/members', {
      cookie: claire,
      body: { email: JEAN, role: 'metreur' },
    });
    expect(invited.status).toBe(200);
    later(1);
    const jean = await h.signIn(JEAN);
    expect(
      (await h.call('POST', '/api/projects', { cookie: jean, body: { projectId: 'p-mairie', name: 'Mairie' } })).status,
    ).toBe(201);
    const asked = await h.call('PUT', '/api/projects/p-mairie/members', {
      cookie: jean,
      body: { email: CLAIRE, role: 'lecteur' },
    });
    expect(asked.status).toBe(200);
    membershipsTold.length = 0;
    return { claire, jean };
  }

  describe('the download', () => {
    it('holds the person’s address, firm, projects with roles, sessions’ dates and beta registration, nothing of anyone else and no secret', async () => {
      const { claire } = await team();
      expect(
        (await h.call('PUT', '/api/auth/password', { cookie: claire, body: { password: 'un toit pour chaque' } }))
          .status,
      ).toBe(200);
      const answer = await h.call('GET', '/api/auth/me/export', { cookie: claire });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="mes-donnees-metr-2026-03-02.json"');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const text = await answer.text();
      const file = JSON.parse(text);
      expect(file).toMatchObject({
        format: 'metr-donnees-personnelles',
        version: 1,
        compte: { adresse: CLAIRE, motDePasseDefini: true },
        cabinet: { nom: 'Cabinet Durand', administrateur: true },
        inscriptionBeta: { nom: 'Martin', prenom: 'Claire', adresse: CLAIRE, statut: 'pending' },
      });
      expect(
        file.projetsPartages.map((p: { nom: string; role: string; partageParVous: boolean }) => [
          p.nom,
          p.role,
          p.partageParVous,
        ]),
      ).toEqual([
        ['École Jaurès', 'economiste', true],
        ['Gymnase', 'economiste', true],
        ['Mairie', 'lecteur', false],
      ]);
      expect(file.sessions).toHaveLength(1);
      expect(file.sessions[0]).toMatchObject({ ouverteLe: '2026-03-02T09:00:00.000Z', moyen: 'lien reçu par email' });
      // Her sign-in link, used, and Jean's invitation to « Mairie », not.
      expect(file.liensDeConnexion).toHaveLength(2);
      expect(file.liensDeConnexion.map((l: { utiliseLe: string | null }) => l.utiliseLe)).toEqual([
        '2026-03-02T09:00:00.000Z',
        null,
      ]);

      // Jean is in her firm and her projects, but his address, name and phone are his.
      for (const other of [JEAN, 'jean.leroy', 'Leroy', '06 99 88 77 66']) expect(text).not.toContain(other);
      // No secret: the session's token, the password or its hash.
      const { pool } = h.store as unknown as {
        pool: { query(q: string): Promise<{ rows: { password_hash: string; token_hash: string }[] }> };
      };
      const [hash] = (await pool.query('SELECT password_hash FROM people WHERE password_hash IS NOT NULL')).rows;
      const [session] = (await pool.query('SELECT token_hash FROM sessions')).rows;
      for (const secret of [claire.split('=')[1] ?? '??', 'un toit pour chaque', hash?.password_hash ?? '??']) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toContain(session?.token_hash ?? '??');
      expect(text).not.toMatch(/scrypt/);
    });

    it('needs a session and the site’s origin, and is rate-limited per person', async () => {
      const claire = await h.signIn(CLAIRE);
      expect((await h.call('GET', '/api/auth/me/export')).status).toBe(401);
      expect(
        (await h.call('GET', '/api/auth/me/export', { cookie: claire, headers: { Origin: 'https://evil.example' } }))
          .status,
      ).toBe(403);
      expect(
        (await h.call('GET', '/api/auth/me/export', { cookie: claire, headers: { 'Sec-Fetch-Site': 'cross-site' } }))
          .status,
      ).toBe(403);
      for (let i = 0; i < ACCOUNT_LIMITS.exportPerPerson.limit; i += 1) {
        expect((await h.call('GET', '/api/auth/me/export', { cookie: claire })).status).toBe(200);
      }
      const limited = await h.call('GET', '/api/auth/me/export', { cookie: claire });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('900');
      // No registration of this address: none in the file.
      later(ACCOUNT_LIMITS.exportPerPerson.windowMs);
      expect(
        (await (await h.call('GET', '/api/auth/me/export', { cookie: claire })).json()).inscriptionBeta,
      ).toBeNull();
    });
  });

  describe('the deletion', () => {
    it('is refused while the person is the only économiste of a project others work on, naming it; nothing changes', async () => {
      const { claire, jean } = await team();
      const refused = await h.call('DELETE', '/api/auth/me', { cookie: claire, body: { email: CLAIRE } });
      expect(refused.status).toBe(409);
      const body = await refused.json();
      expect(body).toMatchObject({
        error: 'sole_economiste',
        message:
          'Vous êtes le seul économiste du projet «\u00a0École Jaurès\u00a0». Nommez un autre économiste, ou supprimez ce projet pour toute l’équipe, puis supprimez votre compte.',
        projects: [{ id: 'p-ecole', name: 'École Jaurès' }],
      });
      expect((await h.call('GET', '/api/auth/me', { cookie: claire })).status).toBe(200);
      expect(await h.store.projectExists('p-gymnase')).toBe(true);
      expect(await h.store.roleOf('p-mairie', await idOf(claire))).toBe('lecteur');
      expect((await h.registrations.list()).map((r) => r.emailKey)).toContain(CLAIRE);
      expect([membershipsTold, deletionsTold]).toEqual([[], []]);

      // Two such projects: both named, as a French list.
      const second = await h.call('PUT', '/api/projects/p-gymnase/members', {
        cookie: claire,
        body: { email: JEAN, role: 'lecteur' },
      });
      expect(second.status).toBe(200);
      const both = await (await h.call('DELETE', '/api/auth/me', { cookie: claire, body: { email: CLAIRE } })).json();
      expect(both.message).toBe(
        'Vous êtes le seul économiste des projets «\u00a0École Jaurès\u00a0» et «\u00a0Gymnase\u00a0». Nommez un autre économiste de chacun, ou supprimez-les pour toute l’équipe, puis supprimez votre compte.',
      );
      expect(jean).toBeTruthy();
    });

    it('confirmed by the address: removes the person’s rows, signs every device out, tells the sync server, erases the beta registration', async () => {
      const { claire, jean } = await team();
      later(ACCOUNT_LIMITS.linksPerPerson.windowMs);
      const phone = await h.signIn(CLAIRE);
      const claireId = await idOf(claire);
      const jeanId = await idOf(jean);
      expect(
        (await h.call('POST', '/api/sync-token', { cookie: claire, body: { projectId: 'p-mairie' } })).status,
      ).toBe(200);
      // Jean becomes an économiste of « École Jaurès »: Claire may leave it.
      expect(
        (
          await h.call('PUT', '/api/projects/p-ecole/members', {
            cookie: claire,
            body: { email: JEAN, role: 'economiste' },
          })
        ).status,
      ).toBe(200);
      membershipsTold.length = 0;

      // From her phone, signed in by a link minutes ago (the laptop's session is older: it would need a fresh link).
      const missing = await h.call('DELETE', '/api/auth/me', { cookie: phone, body: {} });
      expect(missing.status).toBe(400);
      expect((await missing.json()).fields).toEqual({
        email: 'Saisissez l’adresse email de votre compte pour confirmer la suppression.',
      });
      const wrong = await h.call('DELETE', '/api/auth/me', { cookie: phone, body: { email: JEAN } });
      expect(wrong.status).toBe(403);
      expect((await wrong.json()).fields).toEqual({ email: 'Ce n’est pas l’adresse email de votre compte.' });
      expect(
        (
          await h.call('DELETE', '/api/auth/me', {
            cookie: phone,
            body: { email: CLAIRE },
            origin: 'https://evil.example',
          })
        ).status,
      ).toBe(403);
      expect((await h.call('GET', '/api/auth/me', { cookie: claire })).status).toBe(200);

      const deleted = await h.call('DELETE', '/api/auth/me', {
        cookie: phone,
        body: { email: ' Claire.Martin@Cabinet-Durand.fr ' },
      });
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({
        ok: true,
        message: 'Votre compte est supprimé. Vous êtes déconnecté sur tous vos appareils.',
      });
      expect(deleted.headers.get('set-cookie')).toMatch(/^metr_session=; .*Max-Age=0/);

      // Both of her devices are out.
      for (const cookie of [claire, phone]) expect((await h.call('GET', '/api/auth/me', { cookie })).status).toBe(401);
      for (const [table, column] of [
        ['people', 'id'],
        ['sessions', 'person_id'],
        ['magic_links', 'person_id'],
        ['firm_members', 'person_id'],
        ['project_members', 'person_id'],
        ['sync_tokens', 'person_id'],
        ['deleted_project_members', 'person_id'],
        // The projects she shared are no longer recorded as hers.
        ['projects', 'created_by'],
      ] as const) {
        expect(await rowsOf(table, column, claireId), table).toBe(0);
      }
      // Her name in the shared documents is erased after the commit (server/sharing/erasure.ts): recorded in the
      // deletion's transaction, and told once.
      const erasure = { personId: claireId, leftProjects: ['p-ecole', 'p-mairie'], deletedProjects: ['p-gymnase'] };
      expect(erasuresTold).toEqual([erasure]);
      expect(await h.store.pendingErasures()).toEqual([erasure]);
      await h.store.erasureDone(claireId);
      expect(await h.store.pendingErasures()).toEqual([]);
      // « Gymnase » was hers alone: deleted. « École Jaurès » and « Mairie » go on with Jean, told she left.
      expect(await h.store.projectExists('p-gymnase')).toBe(false);
      expect(deletionsTold).toEqual(['p-gymnase']);
      expect(membershipsTold.sort()).toEqual([
        ['p-ecole', claireId, null],
        ['p-mairie', claireId, null],
      ]);
      expect(await h.store.members('p-ecole')).toEqual([{ personId: jeanId, email: JEAN, role: 'economiste' }]);
      // Her firm keeps Jean, now its administrator.
      expect(await h.store.firmOf(jeanId)).toMatchObject({ name: 'Cabinet Durand', isAdmin: true });
      // Her beta registration is erased, Jean's kept; her address registers again as a new one.
      expect((await h.registrations.list()).map((r) => r.emailKey)).toEqual([JEAN]);
      expect((await h.registrations.register(newRegistration({ mail: CLAIRE }), h.clock.now)).isNew).toBe(true);
      // Her address is not in the logs.
      const lines = JSON.stringify(h.logs);
      for (const secret of ['claire', 'Claire', 'Durand']) expect(lines).not.toContain(secret);
      expect(h.logs).toContainEqual(expect.objectContaining({ status: 200, reason: 'account_deleted' }));
    });

    it('the firm goes with its last member when it holds no project any more', async () => {
      const claire = await h.signIn(CLAIRE);
      await h.call('POST', '/api/firms', { cookie: claire, body: { name: 'Cabinet Seul' } });
      await h.call('POST', '/api/projects', { cookie: claire, body: { projectId: 'p-seul', name: 'Seul' } });
      const { pool } = h.store as unknown as {
        pool: { query(q: string): Promise<{ rows: { count: string }[] }> };
      };
      expect((await h.call('DELETE', '/api/auth/me', { cookie: claire, body: { email: CLAIRE } })).status).toBe(200);
      expect((await pool.query('SELECT count(*) AS count FROM firms')).rows[0]?.count).toBe('0');
      expect(deletionsTold).toEqual(['p-seul']);
    });

    it('a firm losing its last member hands the projects it still holds to their économiste’s firm, with their plans', async () => {
      const PAUL = 'paul.roux@atelier-nord.fr';
      const claire = await h.signIn(CLAIRE);
      await h.call('POST', '/api/firms', { cookie: claire, body: { name: 'Cabinet Durand' } });
      await h.call('POST', '/api/projects', { cookie: claire, body: { projectId: 'p-ecole', name: 'École' } });
      later(1);
      const paul = await h.signIn(PAUL);
      await h.call('POST', '/api/firms', { cookie: paul, body: { name: 'Atelier Nord' } });
      const paulId = await idOf(paul);
      const nord = (await h.store.firmOf(paulId))?.id ?? '??';
      const durand = (await h.store.firmOf(await idOf(claire)))?.id ?? '??';
      expect(
        (
          await h.call('PUT', '/api/projects/p-ecole/members', {
            cookie: claire,
            body: { email: PAUL, role: 'economiste' },
          })
        ).status,
      ).toBe(200);
      // A plan of the project, counted in Cabinet Durand's quota.
      const sha = 'a'.repeat(64);
      expect(await h.store.addBlob(sha, 1_000, durand, 'p-ecole', 10_000, h.clock.now)).toBe('ok');
      expect([await h.store.firmUsage(durand), await h.store.firmUsage(nord)]).toEqual([1_000, 0]);

      expect((await h.call('DELETE', '/api/auth/me', { cookie: claire, body: { email: CLAIRE } })).status).toBe(200);
      // « École » goes on with Paul, now in his firm, its plan in his firm's quota; Cabinet Durand, empty, is gone.
      expect(await h.store.projectFirm('p-ecole')).toBe(nord);
      expect(await h.store.firmUsage(nord)).toBe(1_000);
      expect(await rowsOf('firms', 'id', durand)).toBe(0);
      expect(await h.store.projectsOf(paulId)).toEqual([
        { id: 'p-ecole', firmId: nord, name: 'École', role: 'economiste' },
      ]);
      expect(deletionsTold).toEqual([]);
    });

    it('with a password and a session not fresh from a link, needs the current password', async () => {
      const link = await h.signIn(CLAIRE);
      expect(
        (await h.call('PUT', '/api/auth/password', { cookie: link, body: { password: 'un toit pour chaque' } })).status,
      ).toBe(200);
      later(ACCOUNT_LIMITS.linkTtlMs + 1);
      const me = await (await h.call('GET', '/api/auth/me', { cookie: link })).json();
      expect(me.person.needsCurrentPassword).toBe(true);
      // The address alone no longer does.
      const byAddress = await h.call('DELETE', '/api/auth/me', { cookie: link, body: { email: CLAIRE } });
      expect(byAddress.status).toBe(403);
      expect(await byAddress.json()).toMatchObject({
        error: 'reauthenticate',
        fields: { currentPassword: 'Saisissez votre mot de passe actuel pour confirmer la suppression.' },
      });
      const wrong = await h.call('DELETE', '/api/auth/me', { cookie: link, body: { currentPassword: 'pas le bon' } });
      expect(wrong.status).toBe(403);
      expect((await h.call('GET', '/api/auth/me', { cookie: link })).status).toBe(200);
      const right = await h.call('DELETE', '/api/auth/me', {
        cookie: link,
        body: { currentPassword: 'un toit pour chaque' },
      });
      expect(right.status).toBe(200);
      expect((await h.call('GET', '/api/auth/me', { cookie: link })).status).toBe(401);
      // Signing in with it fails as for any unknown address.
      const signIn = await h.call('POST', '/api/auth/password', {
        body: { email: CLAIRE, password: 'un toit pour chaque' },
      });
      expect(signIn.status).toBe(401);
    });

    it('without a password and past a link’s 15 minutes, needs a fresh sign-in by link: the address alone does not do', async () => {
      const stale = await h.signIn(CLAIRE);
      const asks = async (cookie: string) =>
        ((await (await h.call('GET', '/api/auth/me', { cookie })).json()) as { person: object }).person;
      expect(await asks(stale)).toMatchObject({ hasPassword: false, needsFreshLink: false });
      later(ACCOUNT_LIMITS.linkTtlMs + 1);
      expect(await asks(stale)).toMatchObject({
        hasPassword: false,
        needsCurrentPassword: false,
        needsFreshLink: true,
      });
      // Whoever holds the session reads the address from `me`: typing it proves nothing.
      const byAddress = await h.call('DELETE', '/api/auth/me', { cookie: stale, body: { email: CLAIRE } });
      expect(byAddress.status).toBe(403);
      expect(await byAddress.json()).toMatchObject({
        error: 'reauthenticate_link',
        message: expect.stringMatching(
          /^Votre compte n’a pas de mot de passe\u00a0: pour le supprimer, reconnectez-vous/,
        ),
      });
      expect((await h.call('GET', '/api/auth/me', { cookie: stale })).status).toBe(200);
      // A new link: the deletion goes through within its 15 minutes.
      later(ACCOUNT_LIMITS.linksPerPerson.windowMs);
      const fresh = await h.signIn(CLAIRE);
      expect(await asks(fresh)).toMatchObject({ needsFreshLink: false });
      expect((await h.call('DELETE', '/api/auth/me', { cookie: fresh, body: { email: CLAIRE } })).status).toBe(200);
      expect((await h.call('GET', '/api/auth/me', { cookie: stale })).status).toBe(401);
    });

    it('attempts confirmed by the address are rate-limited per person', async () => {
      const claire = await h.signIn(CLAIRE);
      for (let i = 0; i < ACCOUNT_LIMITS.deletePerPerson.limit; i += 1) {
        expect((await h.call('DELETE', '/api/auth/me', { cookie: claire, body: { email: JEAN } })).status).toBe(403);
      }
      expect((await h.call('DELETE', '/api/auth/me', { cookie: claire, body: { email: CLAIRE } })).status).toBe(429);
      expect((await h.call('GET', '/api/auth/me', { cookie: claire })).status).toBe(200);
    });
  });
});
