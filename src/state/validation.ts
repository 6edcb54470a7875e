/**
 * The form schemas wired to their French messages. They live here rather than in src/domain because the domain
 * layer may not import src/i18n (eslint.config.js); routes and atoms import these ready-made instances.
 */
import type { z } from 'zod';
import {
  createBetaRegistrationSchema,
  createCatalogueItemSchema,
  createContactSchema,
  createOnboardingSchema,
  createProjectSchema,
  createSignupSchema,
} from '../domain/validation';
import { accountFr } from '../i18n/account.fr';

export const signupSchema = createSignupSchema(accountFr.validation.signup);
export const onboardingSchema = createOnboardingSchema(accountFr.onboarding);
export const betaRegistrationSchema = createBetaRegistrationSchema(accountFr.validation.beta);
export const contactSchema = createContactSchema(accountFr.validation.contact);
export const catalogueItemSchema = createCatalogueItemSchema(accountFr.validation.catalogueItem);
export const projectSchema = createProjectSchema(accountFr.validation.project);

export type OnboardingValues = z.infer<typeof onboardingSchema>;
export type Profession = (typeof accountFr.onboarding.professions)[number];
export type Experience = (typeof accountFr.onboarding.experiences)[number];
