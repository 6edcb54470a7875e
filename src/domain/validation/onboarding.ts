/**
 * Onboarding step (profession, experience, company; every field optional, no check). Parsing never fails: a value that is not
 * one of the options (including the empty string of an unselected dropdown) becomes "not given".
 */
import { z } from './z';
import { optionalText } from './rules';

type Options = readonly [string, ...string[]];

export interface OnboardingOptions<P extends Options, E extends Options> {
  professions: P;
  experiences: E;
}

export function createOnboardingSchema<const P extends Options, const E extends Options>(
  options: OnboardingOptions<P, E>,
) {
  // A dropdown option may not have an empty value (it would be indistinguishable from
  // "nothing selected"), so such a list is a programming error.
  for (const value of [...options.professions, ...options.experiences]) {
    if (value.trim() === '') throw new Error('Onboarding options must not contain an empty value');
  }
  return z.object({
    company: optionalText().catch(undefined),
    profession: z.enum(options.professions).optional().catch(undefined),
    experience: z.enum(options.experiences).optional().catch(undefined),
  });
}

export type OnboardingSchema<P extends Options, E extends Options> = ReturnType<typeof createOnboardingSchema<P, E>>;
export type OnboardingValues<P extends Options, E extends Options> = z.infer<OnboardingSchema<P, E>>;
