/**
 * A take-off project: a name of at least 3 characters, a client of at least 2, a type; the rest optional. Every text
 * is at most PROJECT_TEXT_MAX_LENGTH characters: a name is read in lists, breadcrumbs and exports, and a backup
 * refuses far longer ones (src/db/backupCheck.ts).
 */
import { z } from './z';
import { minText, optionalText, requiredText } from './rules';

export const PROJECT_NAME_MIN_LENGTH = 3;
export const CLIENT_MIN_LENGTH = 2;
export const PROJECT_TEXT_MAX_LENGTH = 200;

export interface ProjectMessages {
  nameTooShort: string;
  clientRequired: string;
  typeRequired: string;
  /** Any text past PROJECT_TEXT_MAX_LENGTH. */
  tooLong: string;
}

export function createProjectSchema(messages: ProjectMessages) {
  const max = { error: messages.tooLong };
  return z.object({
    name: minText(PROJECT_NAME_MIN_LENGTH, messages.nameTooShort).max(PROJECT_TEXT_MAX_LENGTH, max),
    client: minText(CLIENT_MIN_LENGTH, messages.clientRequired).max(PROJECT_TEXT_MAX_LENGTH, max),
    reference: optionalText(PROJECT_TEXT_MAX_LENGTH, messages.tooLong),
    type: requiredText(messages.typeRequired),
    /** An id of WORKS_NATURES (the form offers only those), or empty for none. */
    worksNature: optionalText(),
    address: optionalText(PROJECT_TEXT_MAX_LENGTH, messages.tooLong),
    /** As a date input gives it (YYYY-MM-DD); no format is checked beyond that. */
    deliveryDate: optionalText(),
  });
}

export type ProjectValues = z.infer<ReturnType<typeof createProjectSchema>>;
