/** The server answers a refused field with the very message the page shows for it: one factory, one copy. */
import { describe, expect, it } from 'vitest';
import { createBetaRegistrationSchema, fieldErrors } from '../../src/domain/validation/index.ts';
import { accountFr } from '../../src/i18n/account.fr.ts';
import { betaRegistrationSchema, issuesToFieldErrors } from './schema.ts';

// What src/screens/Register/Register.tsx builds.
const pageSchema = createBetaRegistrationSchema(accountFr.validation.beta);
const valid = { nom: 'Durand', prenom: 'Camille', tel: '06 01 02 03 04', mail: 'camille@example.fr' };

describe('server and page schemas', () => {
  it.each([
    { nom: 'Du\u202erand' },
    { prenom: 'Zo\u200bë' },
    { nom: 'Jean2' },
    { prenom: 'Luc www.arnaque-metr.fr' },
    { nom: 'a@b.c', prenom: 'arnaque.fr' },
    { tel: '+33\ufeff6 12 34 56 78' },
    { tel: '06 12 34 56 78 x' },
    { mail: 'a\u0085@example.fr' },
    { nom: '', prenom: '\ud800' },
  ])('refuse %j with the same French messages', (values) => {
    const payload = { ...valid, ...values };
    const result = betaRegistrationSchema.safeParse(payload);
    expect(result.success).toBe(false);
    const server = result.success ? {} : issuesToFieldErrors(result.error.issues);
    expect(server).toEqual(fieldErrors(pageSchema.safeParse(payload)));
    expect(Object.keys(server)).toEqual(Object.keys(values));
  });
});
