/**
 * The person behind a local account, defined once: the sign-up step collects who they are, the onboarding step what
 * they do, the user repository stores both (never a password), and the workspace greets them. Screens, state and the
 * database name their own views of these types; none redefines the fields.
 */

/** Who a person is: what the sign-up step asks and an account is known by. */
export interface PersonIdentity {
  firstName: string;
  lastName: string;
  email: string;
}

/** What a person does, from the onboarding step; each optional since the step may be skipped. */
export interface PersonProfile {
  company?: string;
  profession?: string;
  experience?: string;
}

export type Person = PersonIdentity & PersonProfile;

/** The sign-up step's fields as typed; the password lives only in memory (see src/state/signup.ts). */
export interface SignupValues extends PersonIdentity {
  password: string;
  acceptTerms: boolean;
}

/**
 * The onboarding step's fields as chosen: null until a choice is made (an empty string is never an option value).
 * The choices are copy (src/i18n/account.fr.ts), so the caller names their types.
 */
export interface OnboardingValues<P extends string = string, E extends string = string> {
  company: string;
  profession: P | null;
  experience: E | null;
}
