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
import { fr } from '../i18n/fr';

export const signupSchema = createSignupSchema(fr.validation.signup);
export const onboardingSchema = createOnboardingSchema(fr.onboarding);
export const betaRegistrationSchema = createBetaRegistrationSchema(fr.validation.beta);
export const contactSchema = createContactSchema(fr.validation.contact);
export const catalogueItemSchema = createCatalogueItemSchema(fr.validation.catalogueItem);
export const projectSchema = createProjectSchema(fr.validation.project);

export type OnboardingValues = z.infer<typeof onboardingSchema>;
export type Profession = (typeof fr.onboarding.professions)[number];
export type Experience = (typeof fr.onboarding.experiences)[number];
