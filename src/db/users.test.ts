import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { SignupValues } from '../domain/validation';
import { DuplicateEmailError } from './errors';
import { MetrDatabase } from './schema';
import type { User } from './types';
import { normalizeEmail } from '../domain/email';
import { userRepository, type RegisterUserInput } from './users';

let db: MetrDatabase;
beforeEach(() => {
  db = new MetrDatabase({ indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

const REGISTERED_AT = new Date('2025-03-10T08:00:00.000Z');
const LOGGED_IN_AT = new Date('2025-03-11T09:30:00.000Z');

const camille: RegisterUserInput = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@metr.fr',
  company: 'Durand Économie',
  profession: 'Économiste',
  experience: '3-7 ans',
};

describe('userRepository.register', () => {
  it('generates an id, sets isBetaUser and createdAt, and stores exactly the user fields', async () => {
    const users = userRepository(db, { now: () => REGISTERED_AT, newId: () => 'user-1' });
    const user = await users.register(camille);

    const expected: User = {
      id: 'user-1',
      ...camille,
      isBetaUser: true,
      createdAt: '2025-03-10T08:00:00.000Z',
      lastLoginAt: null,
    };
    expect(user).toEqual(expected);
    expect(await db.users.get('user-1')).toEqual(expected);
  });

  it('generates a random UUID by default', async () => {
    const user = await userRepository(db).register(camille);
    expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('leaves out the optional onboarding answers that were not given', async () => {
    const user = await userRepository(db).register({ firstName: 'Léa', lastName: 'Martin', email: 'lea@metr.fr' });
    expect(Object.keys(user).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'isBetaUser', 'lastLoginAt', 'lastName'].sort(),
    );
  });

  it('trims and lower-cases the email', async () => {
    const users = userRepository(db);
    const user = await users.register({ ...camille, email: '  Camille.Durand@Metr.FR ' });
    expect(user.email).toBe('camille.durand@metr.fr');
    expect(normalizeEmail(' A@B.Fr ')).toBe('a@b.fr');
  });

  it('refuses an email that already exists, whatever its case, with a typed error', async () => {
    const users = userRepository(db);
    await users.register(camille);

    const error = await users.register({ ...camille, email: ' CAMILLE@metr.fr' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicateEmailError);
    expect((error as DuplicateEmailError).email).toBe('camille@metr.fr');
    expect(await db.users.count()).toBe(1);
  });

  it('never stores a password, even one passed by mistake at runtime', async () => {
    const users = userRepository(db);
    const withPassword = { ...camille, password: 'motdepasse-secret' } as unknown as RegisterUserInput;
    const user = await users.register(withPassword);

    expect(user).not.toHaveProperty('password');
    const stored = await db.users.get(user.id);
    expect(stored).not.toHaveProperty('password');
    expect(JSON.stringify(await db.users.toArray())).not.toContain('motdepasse-secret');
  });

  it('has types that carry no way to persist the password', () => {
    expectTypeOf<User>().not.toHaveProperty('password');
    // Valid sign-up data (with its password) cannot be handed to register() as is.
    expectTypeOf<SignupValues>().not.toExtend<RegisterUserInput>();
    expectTypeOf<RegisterUserInput['password']>().toEqualTypeOf<undefined>();
    const users = userRepository(db);
    // Never called: tsc checks the line, the test only needs it to compile with the expected error.
    // @ts-expect-error a password is not accepted, not even an optional one
    const attempt = () => users.register({ ...camille, password: 'motdepasse' });
    expect(attempt).toBeTypeOf('function');
  });
});

describe('userRepository.loginByEmail', () => {
  it('sets lastLoginAt and returns the user, matching the email whatever its case or spaces', async () => {
    let now = REGISTERED_AT;
    const users = userRepository(db, { now: () => now });
    const registered = await users.register(camille);

    now = LOGGED_IN_AT;
    const loggedIn = await users.loginByEmail('  Camille@METR.fr');
    expect(loggedIn).toEqual({ ...registered, lastLoginAt: '2025-03-11T09:30:00.000Z' });
    expect((await db.users.get(registered.id))?.lastLoginAt).toBe('2025-03-11T09:30:00.000Z');
  });

  it('returns null for an unknown email and writes nothing', async () => {
    const users = userRepository(db);
    expect(await users.loginByEmail('inconnu@metr.fr')).toBeNull();
    expect(await db.users.count()).toBe(0);
  });
});

/**
 * An account the repository did not write itself: restored from a backup, or kept from version 2, whose sign-up stored
 * the email as it was typed (the index holds 'Camille.Durand@Metr.fr', not its normalised form). It is the same
 * person's account: signing in must find it, and signing up again must not make a second one.
 */
describe('an account stored with its email as typed (a restored backup, a version-2 database)', () => {
  const legacy: User = {
    id: 'legacy-1',
    firstName: 'Camille',
    lastName: 'Durand',
    email: 'Camille.Durand@Metr.fr',
    isBetaUser: true,
    createdAt: '2024-11-02T10:00:00.000Z',
    lastLoginAt: null,
  };

  it('can be logged into by its address in any case: lastLoginAt set, the stored row returned', async () => {
    await db.users.add(legacy);
    const users = userRepository(db, { now: () => LOGGED_IN_AT });
    const loggedIn = await users.loginByEmail('camille.durand@metr.fr');
    expect(loggedIn).toEqual({ ...legacy, lastLoginAt: '2025-03-11T09:30:00.000Z' });
    expect((await db.users.get('legacy-1'))?.lastLoginAt).toBe('2025-03-11T09:30:00.000Z');
    expect(await users.getByEmail(' CAMILLE.durand@metr.fr ')).toMatchObject({ id: 'legacy-1' });
  });

  it('counts as taken: a second sign-up or an email change to it is refused', async () => {
    await db.users.add(legacy);
    const users = userRepository(db);
    await expect(users.register({ ...camille, email: 'camille.durand@metr.fr' })).rejects.toBeInstanceOf(
      DuplicateEmailError,
    );
    const other = await users.register(camille);
    await expect(users.update(other.id, { email: 'CAMILLE.DURAND@metr.fr' })).rejects.toBeInstanceOf(
      DuplicateEmailError,
    );
    expect(await db.users.count()).toBe(2);
  });
});

describe('userRepository get, update, delete', () => {
  it('gets a user by email, or null', async () => {
    const users = userRepository(db);
    const user = await users.register(camille);
    expect(await users.getByEmail('CAMILLE@metr.fr ')).toEqual(user);
    expect(await users.getByEmail('personne@metr.fr')).toBeNull();
  });

  it('updates the editable fields, normalising a new email', async () => {
    const users = userRepository(db);
    const user = await users.register(camille);
    expect(await users.update(user.id, { company: 'Cabinet Durand', email: ' Camille@Cabinet.FR' })).toBe(true);
    expect(await users.get(user.id)).toEqual({ ...user, company: 'Cabinet Durand', email: 'camille@cabinet.fr' });
    expect(await users.update('missing', { company: 'X' })).toBe(false);
  });

  it('keeps id, isBetaUser, createdAt and the absence of a password out of reach of update', async () => {
    const users = userRepository(db);
    const user = await users.register(camille);
    const sneaky = { firstName: 'Cam', isBetaUser: false, createdAt: 'x', id: 'y', password: 'secret123' };
    expect(await users.update(user.id, sneaky as unknown as RegisterUserInput)).toBe(true);
    expect(await users.get(user.id)).toEqual({ ...user, firstName: 'Cam' });
  });

  it('refuses to change an email to one another user holds', async () => {
    const users = userRepository(db);
    const first = await users.register(camille);
    const second = await users.register({ ...camille, email: 'autre@metr.fr' });
    await expect(users.update(second.id, { email: 'CAMILLE@metr.fr' })).rejects.toBeInstanceOf(DuplicateEmailError);
    // Re-saving one's own email is fine.
    expect(await users.update(first.id, { email: 'camille@metr.fr' })).toBe(true);
  });

  it('deletes a user', async () => {
    const users = userRepository(db);
    const user = await users.register(camille);
    await users.delete(user.id);
    expect(await users.getByEmail(camille.email)).toBeNull();
    expect(await users.list()).toEqual([]);
  });
});
