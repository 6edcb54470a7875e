/** Sign-up step of the registration modal: first name, last name, email, a password of at least 8 characters, terms accepted. */
import { z } from './z';
import { emailText, requiredText } from './rules';

export const PASSWORD_MIN_LENGTH = 8;

export interface SignupMessages {
  firstNameRequired: string;
  lastNameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  passwordTooShort: string;
  acceptTermsRequired: string;
}

export function createSignupSchema(messages: SignupMessages) {
  return z.object({
    firstName: requiredText(messages.firstNameRequired),
    lastName: requiredText(messages.lastNameRequired),
    email: emailText({ required: messages.emailRequired, invalid: messages.emailInvalid }),
    // Not trimmed: spaces are legitimate password characters.
    password: z
      .string({ error: messages.passwordRequired })
      .min(1, { error: messages.passwordRequired, abort: true })
      .min(PASSWORD_MIN_LENGTH, { error: messages.passwordTooShort }),
    acceptTerms: z.literal(true, { error: messages.acceptTermsRequired }),
  });
}

export type SignupSchema = ReturnType<typeof createSignupSchema>;
/**
 * Valid sign-up data. It holds the password, so it is for the form only: the user repository's input type has
 * `password?: never`, which makes passing this type to it a compile error.
 */
export type SignupValues = z.infer<SignupSchema>;
