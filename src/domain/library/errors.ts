/**
 * Refusals of a library or variable command, by code; src/i18n/library.fr.ts words each in French. Form validation
 * (./article.ts, ./variables.ts) catches these before a command is built; the commands check again so that no caller
 * can store a tree with two 02.03 or a project with two HSP.
 */
import { TakeoffError } from '../takeoff/errors';

export type LibraryErrorCode =
  /** A code that is not digits with at most two letters (`02`, `10A`). */
  | 'invalidCode'
  /** A sibling already has this code (two lots 02 in one library, two articles 01 in one chapter). */
  | 'duplicateCode'
  /** A chapter moved under a lot of another library, an article under a chapter of another library. */
  | 'otherLibrary'
  /** Values an article, lot, chapter or library may not have (an empty title, a negative price…). */
  | 'invalidValues'
  /** A variable name that is not a name (`2A`, `H-SP`). */
  | 'invalidName'
  /** A variable name a measurement quantity, a unit or a constant already uses (L, S, m, pi). */
  | 'reservedName'
  /** Another variable of the project has this name (case aside). */
  | 'duplicateName'
  /** A variable's unit that is not a unit expression. */
  | 'invalidUnit'
  /** A variable's value that is not a finite number. */
  | 'invalidValue';

export class LibraryCommandError extends TakeoffError {
  override readonly name = 'LibraryCommandError';
  constructor(
    readonly code: LibraryErrorCode,
    message: string,
  ) {
    super(message);
  }
}
