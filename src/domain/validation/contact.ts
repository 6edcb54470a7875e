/** Contact form. Hidden fields are added at submission, not validated. */
import { z } from './z';
import { emailText, optionalText, requiredText } from './rules';

export interface ContactMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  messageRequired: string;
}

export function createContactSchema(messages: ContactMessages) {
  return z.object({
    nom: requiredText(messages.nameRequired),
    email: emailText({ required: messages.emailRequired, invalid: messages.emailInvalid }),
    entreprise: optionalText(),
    message: requiredText(messages.messageRequired),
  });
}

export type ContactValues = z.infer<ReturnType<typeof createContactSchema>>;
