/**
 * The behaviour every RegistrationStore must have, as a reusable Vitest suite: server/store/file.test.ts and
 * server/store/postgres.test.ts run it against the file and against a real PostgreSQL server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINK_COOLDOWN_MS, type NewRegistration, type RegistrationStore } from './types.ts';

const HOUR = 60 * 60 * 1000;
const T0 = new Date('2026-03-02T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let counter = 0;
export function newRegistration(overrides: Partial<NewRegistration> = {}): NewRegistration {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    nom: 'Durand',
    prenom: 'Camille',
    tel: '06 01 02 03 04',
    mail: `camille.${counter}@example.fr`,
    ...overrides,
  };
}

export function storeContract(name: string, open: () => Promise<RegistrationStore>) {
  describe(`${name}: RegistrationStore contract`, () => {
    let store: RegistrationStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    it('registers once per address, case-insensitively, and keeps the first data', async () => {
      const input = newRegistration({ mail: 'Camille.Durand@Example.fr' });
      const first = await store.register(input, T0);
      expect(first.isNew).toBe(true);
      expect(first.registration).toMatchObject({
        id: input.id,
        nom: 'Durand',
        mail: 'Camille.Durand@Example.fr',
        emailKey: 'camille.durand@example.fr',
        status: 'pending',
        createdAt: T0.toISOString(),
        lastContactAt: T0.toISOString(),
        teamNotified: false,
        confirmationOwed: true,
        tokenHash: null,
        betaCodeHash: null,
      });
      const again = await store.register(
        newRegistration({ mail: 'camille.durand@example.FR', nom: 'Autre' }),
        at(HOUR),
      );
      expect(again.isNew).toBe(false);
      expect(again.registration.id).toBe(input.id);
      expect(again.registration.nom).toBe('Durand');
      expect(await store.list()).toHaveLength(1);
    });

    it('counts a new submission of a known address as a contact, owing it a link only while pending', async () => {
      const { registration } = await store.register(newRegistration(), T0);
      await store.setToken(registration.id, '2'.repeat(64), at(8 * HOUR), T0);
      await store.markConfirmationSent(registration.id, T0);
      expect((await store.get(registration.id))?.confirmationOwed).toBe(false);
      const pending = await store.register(newRegistration({ mail: registration.mail }), at(HOUR));
      expect(pending.registration).toMatchObject({ confirmationOwed: true, lastContactAt: at(HOUR).toISOString() });
      expect((await store.confirm('2'.repeat(64), at(2 * HOUR))).kind).toBe('confirmed');
      expect((await store.get(registration.id))?.confirmationOwed).toBe(false);
      const confirmed = await store.register(newRegistration({ mail: registration.mail, nom: 'Autre' }), at(3 * HOUR));
      expect(confirmed.registration).toMatchObject({
        status: 'confirmed',
        nom: 'Durand',
        confirmationOwed: false,
        lastContactAt: at(3 * HOUR).toISOString(),
        createdAt: T0.toISOString(),
      });
    });

    it('lists the registrations owed a mail until each mail is marked sent', async () => {
      const a = await store.register(newRegistration(), T0);
      const b = await store.register(newRegistration(), at(1));
      expect((await store.owed()).map((r) => r.id)).toEqual([a.registration.id, b.registration.id]);
      await store.markConfirmationSent(a.registration.id, at(2));
      await store.markTeamNotified(a.registration.id, at(2));
      await store.markTeamNotified(b.registration.id, at(2));
      expect((await store.owed()).map((r) => [r.id, r.confirmationOwed, r.teamNotified])).toEqual([
        [b.registration.id, true, true],
      ]);
      await store.markConfirmationSent(b.registration.id, at(3));
      expect(await store.owed()).toEqual([]);
    });

    it('confirms a token exactly once, then says already confirmed', async () => {
      const { registration } = await store.register(newRegistration(), T0);
      await store.setToken(registration.id, 'a'.repeat(64), at(8 * HOUR), T0);
      const first = await store.confirm('a'.repeat(64), at(HOUR));
      expect(first.kind).toBe('confirmed');
      expect(await store.confirm('a'.repeat(64), at(2 * HOUR))).toEqual({ kind: 'already-confirmed' });
      const stored = await store.get(registration.id);
      expect(stored).toMatchObject({ status: 'confirmed', confirmedAt: at(HOUR).toISOString() });
      expect(stored?.lastContactAt).toBe(at(HOUR).toISOString());
    });

    it('refuses an expired or unknown token, and one replaced twice', async () => {
      const { registration } = await store.register(newRegistration(), T0);
      await store.setToken(registration.id, 'b'.repeat(64), at(8 * HOUR), T0);
      expect(await store.confirm('b'.repeat(64), at(8 * HOUR))).toEqual({ kind: 'expired' });
      expect(await store.confirm('c'.repeat(64), at(HOUR))).toEqual({ kind: 'unknown' });
      await store.setToken(registration.id, 'd'.repeat(64), at(9 * HOUR), at(HOUR));
      await store.setToken(registration.id, '9'.repeat(64), at(10 * HOUR), at(2 * HOUR));
      expect(await store.confirm('b'.repeat(64), at(3 * HOUR))).toEqual({ kind: 'unknown' });
      expect((await store.confirm('d'.repeat(64), at(3 * HOUR))).kind).toBe('confirmed');
    });

    it('keeps the previous link working, until its own expiry, when a new one is issued', async () => {
      const { registration } = await store.register(newRegistration(), T0);
      await store.setToken(registration.id, '3'.repeat(64), at(8 * HOUR), T0);
      await store.setToken(registration.id, '4'.repeat(64), at(9 * HOUR), at(HOUR));
      expect(await store.get(registration.id)).toMatchObject({
        tokenHash: '4'.repeat(64),
        tokenIssuedAt: at(HOUR).toISOString(),
        previousTokenHash: '3'.repeat(64),
        previousTokenExpiresAt: at(8 * HOUR).toISOString(),
      });
      expect(await store.confirm('3'.repeat(64), at(8 * HOUR))).toEqual({ kind: 'expired' });
      expect((await store.confirm('3'.repeat(64), at(7 * HOUR))).kind).toBe('confirmed');
      expect(await store.confirm('4'.repeat(64), at(7 * HOUR))).toEqual({ kind: 'already-confirmed' });
      expect(await store.confirm('3'.repeat(64), at(7 * HOUR))).toEqual({ kind: 'already-confirmed' });
    });

    it('owes a pending address no new link while its last one is younger than LINK_COOLDOWN_MS', async () => {
      const { registration } = await store.register(newRegistration(), T0);
      // Owed and not sent yet: a second submission owes nothing more (one mail).
      expect((await store.register(newRegistration({ mail: registration.mail }), at(1))).registration).toMatchObject({
        confirmationOwed: true,
      });
      await store.setToken(registration.id, '5'.repeat(64), at(8 * HOUR), at(2));
      await store.markConfirmationSent(registration.id, at(2));
      const soon = await store.register(newRegistration({ mail: registration.mail }), at(2 + LINK_COOLDOWN_MS - 1));
      expect(soon.registration).toMatchObject({
        confirmationOwed: false,
        lastContactAt: at(2 + LINK_COOLDOWN_MS - 1).toISOString(),
      });
      const later = await store.register(newRegistration({ mail: registration.mail }), at(2 + LINK_COOLDOWN_MS));
      expect(later.registration.confirmationOwed).toBe(true);
    });

    it('gives a confirmed registration no new token', async () => {
      const { registration } = await store.register(newRegistration(), T0);
      await store.setToken(registration.id, 'e'.repeat(64), at(8 * HOUR), T0);
      await store.confirm('e'.repeat(64), at(HOUR));
      await store.setToken(registration.id, 'f'.repeat(64), at(10 * HOUR), at(2 * HOUR));
      expect((await store.get(registration.id))?.tokenHash).toBe('e'.repeat(64));
    });

    it('approves only a confirmed registration, once', async () => {
      const { registration } = await store.register(newRegistration(), T0);
      expect(await store.approve(registration.id, 'code-hash', at(HOUR))).toBeUndefined();
      await store.setToken(registration.id, '1'.repeat(64), at(8 * HOUR), T0);
      await store.confirm('1'.repeat(64), at(HOUR));
      const approved = await store.approve(registration.id, 'code-hash', at(2 * HOUR));
      expect(approved).toMatchObject({
        status: 'approved',
        approvedAt: at(2 * HOUR).toISOString(),
        betaCodeHash: 'code-hash',
        lastContactAt: at(2 * HOUR).toISOString(),
      });
      expect(await store.approve(registration.id, 'other', at(3 * HOUR))).toBeUndefined();
      expect(await store.approve('unknown-id', 'x', at(3 * HOUR))).toBeUndefined();
    });

    it('records the team notification', async () => {
      const { registration } = await store.register(newRegistration(), T0);
      await store.markTeamNotified(registration.id, at(1));
      expect((await store.get(registration.id))?.teamNotified).toBe(true);
      expect(
        (await store.register(newRegistration({ mail: registration.mail }), at(2))).registration.teamNotified,
      ).toBe(true);
    });

    it('counts hits in a sliding window and gives the exact wait', async () => {
      const window = 10 * 60 * 1000;
      for (let i = 0; i < 5; i++) expect((await store.hit('ip:k', 5, window, at(i * 1000))).allowed).toBe(true);
      expect(await store.hit('ip:k', 5, window, at(60_000))).toEqual({ allowed: false, retryAfterMs: window - 60_000 });
      expect((await store.hit('ip:other', 5, window, at(60_000))).allowed).toBe(true);
      // A refused attempt is not counted: once the first hit leaves the window, one more is allowed.
      expect((await store.hit('ip:k', 5, window, at(window + 1))).allowed).toBe(true);
      expect((await store.hit('ip:k', 5, window, at(window + 2))).allowed).toBe(false);
    });

    it('purges by last contact and forgets old hits', async () => {
      const old = await store.register(newRegistration(), T0);
      const recent = await store.register(newRegistration(), at(10 * HOUR));
      await store.hit('mail:x', 1, HOUR, T0);
      const result = await store.purge(at(5 * HOUR), at(5 * HOUR));
      expect(result).toEqual({ registrations: 1 });
      expect((await store.list()).map((r) => r.id)).toEqual([recent.registration.id]);
      expect(await store.get(old.registration.id)).toBeUndefined();
      expect((await store.hit('mail:x', 1, 100 * HOUR, at(6 * HOUR))).allowed).toBe(true);
    });

    it('erases one address’s registration for good, and the address registers again as new', async () => {
      const gone = await store.register(newRegistration({ mail: 'Zoe.Leroy@Example.fr' }), T0);
      const kept = await store.register(newRegistration(), at(1));
      expect(await store.erase('zoe.leroy@example.fr')).toBe(1);
      expect((await store.list()).map((r) => r.id)).toEqual([kept.registration.id]);
      expect(await store.get(gone.registration.id)).toBeUndefined();
      expect(await store.erase('zoe.leroy@example.fr')).toBe(0);
      const again = await store.register(newRegistration({ mail: 'zoe.leroy@example.fr' }), at(2));
      expect(again.isNew).toBe(true);
    });

    it('lists in registration order', async () => {
      const a = await store.register(newRegistration(), at(2));
      const b = await store.register(newRegistration(), at(1));
      expect((await store.list()).map((r) => r.id)).toEqual([b.registration.id, a.registration.id]);
    });

    it('keeps French text and symbols intact', async () => {
      const { registration } = await store.register(
        newRegistration({ nom: 'Lefèvre-Ñúñez', prenom: 'Zoë “Zo”', tel: '+33 (0)6 12 34 56 78' }),
        T0,
      );
      expect(await store.get(registration.id)).toMatchObject({ nom: 'Lefèvre-Ñúñez', prenom: 'Zoë “Zo”' });
    });
  });
}
