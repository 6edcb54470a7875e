/**
 * Users registered in this browser. The password is never stored: the input types forbid it and the
 * repository copies only the fields it knows, so a password slipped in at runtime is dropped too.
 */
import { normalizeEmail } from '../domain/email';
import type { Person } from '../domain/person';
import { DuplicateEmailError, guard } from './errors';
import { repositoryContext, type RepositoryOptions } from './repository';
import type { MetrDatabase } from './schema';
import type { User } from './types';

/** What the sign-up and onboarding steps provide. `password?: never` makes passing a password a type error. */
export type RegisterUserInput = Person & { password?: never };

/** Fields a user may change later; id, isBetaUser and the timestamps are managed here. */
export type UserChanges = Partial<Omit<RegisterUserInput, 'password'>> & { password?: never };

const EDITABLE_FIELDS = ['firstName', 'lastName', 'email', 'company', 'profession', 'experience'] as const;

function pickEditable(input: UserChanges): UserChanges {
  const picked: UserChanges = {};
  for (const field of EDITABLE_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    picked[field] = field === 'email' ? normalizeEmail(value) : value.trim();
  }
  return picked;
}

export function userRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);

  // The email index is a plain one, not unique, so uniqueness is checked inside the same
  // read-write transaction as the write: IndexedDB runs overlapping read-write transactions one after another,
  // so two tabs cannot both pass the check.
  // The index finds what this repository wrote (normalised). A row it did not write — kept from version 2, whose
  // sign-up stored the email as typed, or restored from such a backup — is found by comparing normalised forms over
  // the table: a device holds a handful of accounts, and without it that person could neither sign in nor sign up.
  const findByEmail = async (email: string): Promise<User | undefined> =>
    (await db.users.where('email').equals(email).first()) ??
    (await db.users.filter((user) => typeof user.email === 'string' && normalizeEmail(user.email) === email).first());

  return {
    /** Generates the id, sets isBetaUser to true and createdAt. Fails with DuplicateEmailError. */
    register: (input: RegisterUserInput): Promise<User> =>
      guard(() =>
        db.transaction('rw', db.users, async () => {
          const fields = pickEditable(input);
          const user: User = {
            id: ctx.newId(),
            firstName: fields.firstName ?? '',
            lastName: fields.lastName ?? '',
            email: fields.email ?? '',
            ...(fields.company ? { company: fields.company } : {}),
            ...(fields.profession ? { profession: fields.profession } : {}),
            ...(fields.experience ? { experience: fields.experience } : {}),
            isBetaUser: true,
            createdAt: ctx.now(),
            lastLoginAt: null,
          };
          if (await findByEmail(user.email)) throw new DuplicateEmailError(user.email);
          await db.users.add(user);
          return user;
        }),
      ),

    /** Sets lastLoginAt and returns the updated user, or null when no account has this email. */
    loginByEmail: (email: string): Promise<User | null> =>
      guard(() =>
        db.transaction('rw', db.users, async () => {
          const user = await findByEmail(normalizeEmail(email));
          if (!user) return null;
          const lastLoginAt = ctx.now();
          await db.users.update(user.id, { lastLoginAt });
          return { ...user, lastLoginAt };
        }),
      ),

    getByEmail: (email: string): Promise<User | null> =>
      guard(async () => (await findByEmail(normalizeEmail(email))) ?? null),

    get: (id: string): Promise<User | undefined> => guard(() => db.users.get(id)),

    /**
     * @returns false when no user has this id. Changing the email to one another user holds fails with
     * DuplicateEmailError.
     */
    update: (id: string, changes: UserChanges): Promise<boolean> =>
      guard(() =>
        db.transaction('rw', db.users, async () => {
          const current = await db.users.get(id);
          if (!current) return false;
          const fields = pickEditable(changes);
          if (fields.email !== undefined && fields.email !== current.email) {
            const holder = await findByEmail(fields.email);
            if (holder && holder.id !== id) throw new DuplicateEmailError(fields.email);
          }
          if (Object.keys(fields).length > 0) await db.users.update(id, fields);
          return true;
        }),
      ),

    delete: (id: string): Promise<void> => guard(() => db.users.delete(id)),

    list: (): Promise<User[]> => guard(() => db.users.orderBy('createdAt').toArray()),
  };
}
