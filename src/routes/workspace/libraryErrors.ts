import { LibraryCommandError } from '../../domain/library/errors';
import { libraryFr } from '../../i18n/library.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';

/** The French sentence for a library or variable command's refusal, or for a storage failure. */
export function libraryErrorMessage(error: unknown): string {
  return error instanceof LibraryCommandError ? libraryFr.errors[error.code] : workspaceErrorMessage(error);
}
