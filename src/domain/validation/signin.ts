/**
 * Signing in to a local account: the email only. No password is asked, because none is stored (spec §3): the account
 * lives in this browser, and knowing its address is what signing in checks (see the README's Decisions).
 */
import { z } from './z';
import { emailText } from './rules';

export interface SignInMessages {
  emailRequired: string;
  emailInvalid: string;
}

export function createSignInSchema(messages: SignInMessages) {
  return z.object({ email: emailText({ required: messages.emailRequired, invalid: messages.emailInvalid }) });
}

export type SignInValues = z.infer<ReturnType<typeof createSignInSchema>>;
