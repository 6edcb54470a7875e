/** Every validation message, through the schemas wired to the copy modules (word for word). */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fieldErrors, firstErrorMessage } from '../domain/validation';
import type { RegisterUserInput } from '../db/users';
import { accountFr } from '../i18n/account.fr';
import {
  betaRegistrationSchema,
  catalogueItemSchema,
  contactSchema,
  onboardingSchema,
  projectSchema,
  signupSchema,
} from './validation';

const m = accountFr.validation;

describe('sign-up schema', () => {
  const valid = {
    firstName: 'Camille',
    lastName: 'Durand',
    email: 'camille@metr.fr',
    password: 'motdepasse',
    acceptTerms: true,
  };

  it('accepts valid data and trims the text fields (not the password)', () => {
    const result = signupSchema.safeParse({ ...valid, firstName: ' Camille ', email: ' camille@metr.fr ' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...valid });
    expect(signupSchema.parse({ ...valid, password: ' espace ' }).password).toBe(' espace ');
  });

  it('gives the required message of every field when the form is empty', () => {
    const result = signupSchema.safeParse({ firstName: '', lastName: '', email: '', password: '', acceptTerms: false });
    expect(fieldErrors(result)).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      email: 'L’email est requis',
      password: 'Le mot de passe est requis',
      acceptTerms: 'Vous devez accepter les conditions d’utilisation',
    });
  });

  it('uses the very strings of accountFr.validation.signup', () => {
    const result = signupSchema.safeParse({});
    expect(fieldErrors(result)).toEqual({
      firstName: m.signup.firstNameRequired,
      lastName: m.signup.lastNameRequired,
      email: m.signup.emailRequired,
      password: m.signup.passwordRequired,
      acceptTerms: m.signup.acceptTermsRequired,
    });
  });

  it('treats blank text as missing', () => {
    const errors = fieldErrors(signupSchema.safeParse({ ...valid, firstName: '   ', lastName: '\t', email: '  ' }));
    expect(errors).toEqual({
      firstName: m.signup.firstNameRequired,
      lastName: m.signup.lastNameRequired,
      email: m.signup.emailRequired,
    });
  });

  it('gives only the first failing rule per field: an empty email is required, not invalid', () => {
    const result = signupSchema.safeParse({ ...valid, email: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.filter((i) => i.path[0] === 'email').map((i) => i.message)).toEqual([
      'L’email est requis',
    ]);
    const noPassword = signupSchema.safeParse({ ...valid, password: '' });
    expect(noPassword.error?.issues.map((i) => i.message)).toEqual(['Le mot de passe est requis']);
  });

  it.each(['camille', 'camille@', 'camille@metr', '@metr.fr', 'camille@metr.', 'cam ille@metr.fr', 'a@b@c'])(
    'rejects the email %j as invalid',
    (email) => {
      expect(fieldErrors(signupSchema.safeParse({ ...valid, email }))).toEqual({ email: 'L’email est invalide' });
    },
  );

  it.each(['a@b.c', 'camille.durand@metr.fr', 'x+y@sous.domaine.fr'])('accepts the email %j', (email) => {
    expect(signupSchema.safeParse({ ...valid, email }).success).toBe(true);
  });

  it('needs a password of at least 8 characters', () => {
    expect(fieldErrors(signupSchema.safeParse({ ...valid, password: '1234567' }))).toEqual({
      password: 'Le mot de passe doit contenir au moins 8 caractères',
    });
    expect(signupSchema.safeParse({ ...valid, password: '12345678' }).success).toBe(true);
  });

  it('needs the terms to be accepted', () => {
    for (const acceptTerms of [false, undefined, 'true']) {
      expect(fieldErrors(signupSchema.safeParse({ ...valid, acceptTerms }))).toEqual({
        acceptTerms: 'Vous devez accepter les conditions d’utilisation',
      });
    }
  });

  it('produces a type that cannot be handed to the user repository (it holds the password)', () => {
    type Signup = typeof valid & { acceptTerms: true };
    expectTypeOf<Signup>().not.toExtend<RegisterUserInput>();
    const { password: _password, acceptTerms: _acceptTerms, ...identity } = signupSchema.parse(valid);
    expectTypeOf(identity).toExtend<RegisterUserInput>();
  });
});

describe('onboarding schema (no check)', () => {
  it('accepts an empty step', () => {
    expect(onboardingSchema.parse({})).toEqual({});
  });

  it('keeps known options and a trimmed company', () => {
    expect(
      onboardingSchema.parse({ company: ' Durand SARL ', profession: 'Architecte', experience: '7+ ans' }),
    ).toEqual({ company: 'Durand SARL', profession: 'Architecte', experience: '7+ ans' });
  });

  it('never fails, and never keeps an empty or unknown option value', () => {
    const result = onboardingSchema.safeParse({ company: '', profession: '', experience: 'beaucoup' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ company: undefined, profession: undefined, experience: undefined });
  });

  it('offers exactly the professions and experiences of accountFr.onboarding, none of them empty', () => {
    expect(onboardingSchema.shape.profession.unwrap().unwrap().options).toEqual([...accountFr.onboarding.professions]);
    expect(onboardingSchema.shape.experience.unwrap().unwrap().options).toEqual([...accountFr.onboarding.experiences]);
    for (const option of [...accountFr.onboarding.professions, ...accountFr.onboarding.experiences])
      expect(option).not.toBe('');
  });
});

describe('beta registration schema', () => {
  const valid = { nom: 'Durand', prenom: 'Camille', tel: '0601020304', mail: 'camille@metr.fr' };

  it('accepts four filled fields, trimmed', () => {
    expect(betaRegistrationSchema.parse({ ...valid, nom: ' Durand ' })).toEqual(valid);
  });

  it.each(['nom', 'prenom', 'tel', 'mail'])('asks to fill every field when %s is empty or blank', (field) => {
    for (const value of ['', '   ', undefined]) {
      const result = betaRegistrationSchema.safeParse({ ...valid, [field]: value });
      expect(firstErrorMessage(result)).toBe('Merci de remplir tous les champs');
      expect(fieldErrors(result)).toEqual({ [field]: m.beta.allFieldsRequired });
    }
  });
});

describe('contact schema', () => {
  it('needs nom, email and message; entreprise is optional', () => {
    expect(contactSchema.safeParse({ nom: 'Léa', email: 'lea@metr.fr', message: 'Bonjour' }).success).toBe(true);
    expect(fieldErrors(contactSchema.safeParse({ nom: '', email: '', message: '' }))).toEqual({
      nom: 'Le nom est requis',
      email: 'L’email est requis',
      message: 'Le message est requis',
    });
    expect(fieldErrors(contactSchema.safeParse({ nom: 'Léa', email: 'lea', message: 'x' }))).toEqual({
      email: 'L’email est invalide',
    });
    expect(contactSchema.parse({ nom: 'Léa', email: 'lea@metr.fr', entreprise: ' ', message: 'x' }).entreprise).toBe(
      undefined,
    );
  });
});

describe('catalogue item schema', () => {
  const valid = {
    designation: 'Cloison BA13',
    lot: 'Plâtrerie',
    subCategory: 'Cloisons',
    unite: 'm²',
    prix_unitaire: 0,
    bibliotheque_id: 'lib-1',
  };

  it('accepts a minimal item, with tags defaulting to an empty list', () => {
    expect(catalogueItemSchema.parse(valid)).toEqual({ ...valid, tags: [] });
  });

  it('gives every message', () => {
    const result = catalogueItemSchema.safeParse({
      designation: 'ab',
      lot: '',
      subCategory: ' ',
      unite: '',
      prix_unitaire: -0.01,
      bibliotheque_id: 'lib-1',
    });
    expect(fieldErrors(result)).toEqual({
      designation: 'La désignation doit contenir au moins 3 caractères',
      lot: 'Veuillez sélectionner un lot',
      subCategory: 'Veuillez entrer une sous-catégorie',
      unite: 'Veuillez sélectionner une unité',
      prix_unitaire: 'Le prix doit être positif',
    });
  });

  it('counts the designation after trimming and rejects a missing or non-numeric price', () => {
    expect(fieldErrors(catalogueItemSchema.safeParse({ ...valid, designation: '  ab  ' }))).toEqual({
      designation: m.catalogueItem.designationTooShort,
    });
    for (const prix_unitaire of [undefined, '12', Number.NaN]) {
      expect(fieldErrors(catalogueItemSchema.safeParse({ ...valid, prix_unitaire }))).toEqual({
        prix_unitaire: m.catalogueItem.priceNegative,
      });
    }
  });

  it('keeps the optional fields and string tags', () => {
    const item = { ...valid, description: 'Sur rail', tags: ['intérieur'], fichier_joint: 'fiche.pdf' };
    expect(catalogueItemSchema.parse(item)).toEqual(item);
    expect(catalogueItemSchema.safeParse({ ...valid, tags: [1] }).success).toBe(false);
  });
});

describe('project schema', () => {
  it('accepts a minimal project and gives every message', () => {
    expect(projectSchema.safeParse({ name: 'Gym', client: 'Ax', type: 'ERP' }).success).toBe(true);
    expect(fieldErrors(projectSchema.safeParse({ name: 'Gy', client: 'A', type: '' }))).toEqual({
      name: 'Le nom du projet est requis (3 caractères minimum)',
      client: 'Le client est requis',
      type: 'La typologie est requise',
    });
  });

  it('keeps the optional fields', () => {
    const project = {
      name: 'Gymnase',
      client: 'Commune',
      type: 'ERP',
      reference: 'GYM-01',
      address: '1 rue du Stade',
      deliveryDate: '2026-09-01',
    };
    expect(projectSchema.parse(project)).toEqual(project);
  });

  it('caps every text at 200 characters (a backup refuses far longer names)', () => {
    const long = 'N'.repeat(201);
    const result = projectSchema.safeParse({ name: long, client: long, type: 'ERP', reference: long, address: long });
    expect(fieldErrors(result)).toEqual({
      name: m.project.tooLong,
      client: m.project.tooLong,
      reference: m.project.tooLong,
      address: m.project.tooLong,
    });
    const exact = 'N'.repeat(200);
    expect(projectSchema.safeParse({ name: exact, client: exact, type: 'ERP' }).success).toBe(true);
  });
});
