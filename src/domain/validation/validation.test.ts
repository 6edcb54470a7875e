/** The factories on their own, with placeholder messages (the French ones are tested in src/state). */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  UNSAFE_CHARACTERS,
  createBetaRegistrationSchema,
  createOnboardingSchema,
  createSignupSchema,
  fieldErrors,
  firstErrorMessage,
  isValidPhone,
  nameCarriesLink,
} from '.';

const messages = {
  firstNameRequired: 'first',
  lastNameRequired: 'last',
  emailRequired: 'email required',
  emailInvalid: 'email invalid',
  passwordRequired: 'password required',
  passwordTooShort: 'password short',
  acceptTermsRequired: 'terms',
};

describe('createSignupSchema', () => {
  it('uses the messages it is given', () => {
    const schema = createSignupSchema(messages);
    expect(fieldErrors(schema.safeParse({ email: 'x' }))).toMatchObject({ email: 'email invalid' });
  });
});

describe('createOnboardingSchema', () => {
  it('refuses an option list with an empty value', () => {
    expect(() => createOnboardingSchema({ professions: ['', 'Autre'], experiences: ['1 an'] })).toThrow();
    expect(() => createOnboardingSchema({ professions: ['Autre'], experiences: [' '] })).toThrow();
  });
});

describe('fieldErrors', () => {
  it('returns nothing for a success', () => {
    const result = z.object({ a: z.string() }).safeParse({ a: 'x' });
    expect(fieldErrors(result)).toEqual({});
    expect(firstErrorMessage(result)).toBeUndefined();
  });

  it('keeps the first message per field and files nested issues under their top-level field', () => {
    const schema = z.object({
      a: z.string().min(2, 'first a').regex(/x/, 'second a'),
      tags: z.array(z.string('tag')),
    });
    const result = schema.safeParse({ a: 'y', tags: ['ok', 3] });
    expect(fieldErrors(result)).toEqual({ a: 'first a', tags: 'tag' });
    expect(firstErrorMessage(result)).toBe('first a');
  });

  it('ignores form-level issues, which have no field', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, 'form');
    expect(fieldErrors(schema.safeParse({ a: 'x' }))).toEqual({});
  });
});

describe('EMAIL_PATTERN', () => {
  it('is text, at sign, text, dot, text', () => {
    expect(EMAIL_PATTERN.test('a@b.c')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b')).toBe(false);
  });
});

describe('createBetaRegistrationSchema: characters', () => {
  const messages = {
    allFieldsRequired: 'required',
    tooLong: 'long',
    invalidCharacters: 'unsafe',
    nameInvalid: 'name',
    nameLink: 'link',
    phoneInvalid: 'phone',
    emailInvalid: 'email',
    unknownField: 'unknown',
  };
  const schema = createBetaRegistrationSchema(messages);
  const valid = { nom: 'Durand', prenom: 'Camille', tel: '06 01 02 03 04', mail: 'camille@example.fr' };
  const errors = (values: Record<string, string>) => fieldErrors(schema.safeParse({ ...valid, ...values }));

  it.each(['Marie-Hélène N’Diaye', 'Zoë', 'Ødegaard', 'Łukasz', "O'Brien", 'J.-P. de La Tour', 'Nguyễn', 'Δημήτρης'])(
    'accepts the name %j',
    (name) => {
      expect(errors({ nom: name, prenom: name })).toEqual({});
    },
  );

  it.each([
    ['U+0085 (NEL)', '\u0085'],
    ['U+009B (CSI)', '\u009b'],
    ['U+202E (right-to-left override)', '\u202e'],
    ['U+2066 (left-to-right isolate)', '\u2066'],
    ['U+200B (zero-width space)', '\u200b'],
    ['U+200D (zero-width joiner)', '\u200d'],
    ['U+FEFF (BOM)', '\ufeff'],
    ['U+00AD (soft hyphen)', '\u00ad'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udc00'],
    ['U+3164 (Hangul filler)', '\u3164'],
    ['U+FE0F (variation selector)', '\ufe0f'],
    ['U+E000 (private use)', '\ue000'],
  ])('refuses %s in every field, wherever it stands', (_name, character) => {
    for (const field of ['nom', 'prenom', 'tel', 'mail'] as const) {
      const original = valid[field];
      for (const value of [`${original}${character}`, `${original.slice(0, 3)}${character}${original.slice(3)}`]) {
        expect(errors({ [field]: value })).toEqual({ [field]: 'unsafe' });
      }
    }
    expect(UNSAFE_CHARACTERS.test(character)).toBe(true);
  });

  it.each(['Jean2', 'Durand;', '=HYPERLINK("x")', '@SUM(A1)', '<b>', 'Camille & Co', '--', '\u00a0Durand\u2003x'])(
    'refuses the name %j with the name message',
    (name) => {
      expect(errors({ nom: name })).toEqual({ nom: 'name' });
    },
  );

  /** Names as people write them in France: hyphens, apostrophes, accents, particles, initials, « St. ». */
  const REAL_NAMES = [
    'Jean-Pierre',
    'Marie-Hélène',
    'N’Diaye',
    'D’Artagnan',
    "O'Neil",
    'Le Goff',
    'de La Tour d’Auvergne',
    'de Saint-Exupéry',
    'St. Pierre',
    'Ste. Marie',
    'St.-Cyr',
    'J.-P.',
    'J. P.',
    'J.P.',
    'M. Dupont',
    'Éloïse',
    'Gaëlle',
    'Anaïs',
    'Noël',
    'Chloé',
    'Lætitia',
    'Lecœur',
    'François-Xavier',
    'Çelik',
    'Ben Abdallah',
    'Mac Mahon',
    'Ó Súilleabháin',
    'Nguyễn Văn An',
    'García de la Fuente y Pérez',
    'Jr.',
  ];

  it.each(REAL_NAMES)('accepts the real name %j in both fields', (name) => {
    expect(errors({ nom: name, prenom: name })).toEqual({});
  });

  it.each([
    'Luc rendez-vous sur www.arnaque-metr.fr pour activer',
    'www.arnaque-metr.fr',
    'arnaque.fr',
    'Luc arnaque.fr',
    'Luc arnaque.FR',
    'Luc .fr',
    'metr.com.co',
    'Luc www arnaque',
    'WWW',
    'http://arnaque.fr',
    'https://x',
    'Luc http:arnaque',
    'a@b.c',
    'Luc luc@arnaque.fr',
    'réclamation.gouv',
  ])('refuses %j (a URL, an email address or a domain) with its own message, in both fields', (name) => {
    expect(errors({ nom: name, prenom: name })).toEqual({ nom: 'link', prenom: 'link' });
    expect(nameCarriesLink(name)).toBe(true);
  });

  it('keeps the character message for what is no link ("@SUM(A1)", "Durand;")', () => {
    expect(errors({ nom: '@SUM(A1)', prenom: 'Durand;' })).toEqual({ nom: 'name', prenom: 'name' });
  });

  it('keeps phone numbers to digits and + . - ( ), reading typographic no-break spaces as spaces', () => {
    expect(schema.parse({ ...valid, tel: '+33\u00a06\u00a012\u202f34 56 78' }).tel).toBe('+33 6 12 34 56 78');
    expect(errors({ tel: '+33\u20036 12 34 56 78' })).toEqual({ tel: 'phone' });
    expect(errors({ tel: '=1+33612345678' })).toEqual({ tel: 'phone' });
    expect(isValidPhone('+33 (0)6 12 34 56 78')).toBe(true);
    expect(isValidPhone('+33 6 12 34 56 78;')).toBe(false);
  });
});
