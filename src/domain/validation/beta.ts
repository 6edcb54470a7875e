/**
 * Beta registration payload (spec §3, §5 "Beta registration"): all four fields required, one message for all.
 * Kept minimal on purpose; issue 5 hardens it (phone and email formats).
 */
import { z } from 'zod';
import { requiredText } from './rules';

export interface BetaRegistrationMessages {
  allFieldsRequired: string;
}

export function createBetaRegistrationSchema(messages: BetaRegistrationMessages) {
  const field = requiredText(messages.allFieldsRequired);
  return z.object({ nom: field, prenom: field, tel: field, mail: field });
}

export type BetaRegistrationValues = z.infer<ReturnType<typeof createBetaRegistrationSchema>>;
