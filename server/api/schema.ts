/** The page's schema (src/domain/validation/beta.ts) with the page's French messages, and per-field errors for 400s. */
import type { z } from 'zod';
import { createBetaRegistrationSchema } from '../../src/domain/validation/beta.ts';
import { serverFr } from '../i18n.fr.ts';

export const betaRegistrationSchema = createBetaRegistrationSchema(serverFr.validation);

/** One message per field, the first rule that failed; each unknown key is reported under its own name. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const fields =
      issue.code === 'unrecognized_keys' ? issue.keys : typeof issue.path[0] === 'string' ? [issue.path[0]] : [];
    for (const field of fields) errors[field] ??= issue.message;
  }
  return errors;
}
