/** The factories on their own, with placeholder messages (the French ones are tested in src/state). */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, createOnboardingSchema, createSignupSchema, fieldErrors, firstErrorMessage } from '.';

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
