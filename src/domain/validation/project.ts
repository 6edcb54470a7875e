/** A take-off project: a name of at least 3 characters, a client of at least 2, a type; the rest optional. */
import { z } from './z';
import { minText, optionalText, requiredText } from './rules';

export const PROJECT_NAME_MIN_LENGTH = 3;
export const CLIENT_MIN_LENGTH = 2;

export interface ProjectMessages {
  nameTooShort: string;
  clientRequired: string;
  typeRequired: string;
}

export function createProjectSchema(messages: ProjectMessages) {
  return z.object({
    name: minText(PROJECT_NAME_MIN_LENGTH, messages.nameTooShort),
    client: minText(CLIENT_MIN_LENGTH, messages.clientRequired),
    reference: optionalText(),
    type: requiredText(messages.typeRequired),
    address: optionalText(),
    /** As a date input gives it (YYYY-MM-DD); no format is checked beyond that. */
    deliveryDate: optionalText(),
  });
}

export type ProjectValues = z.infer<ReturnType<typeof createProjectSchema>>;
