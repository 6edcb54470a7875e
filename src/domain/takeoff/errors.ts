/**
 * Errors the take-off model throws. Expected outcomes (an uncalibrated sheet, a hole outside its surface) are
 * Result values, not exceptions; these are refusals of an action, which the UI turns into a French message by `code`.
 */
import type { Row, TableName } from './types';

export abstract class TakeoffError extends Error {
  abstract readonly code: string;
}

/**
 * A change whose `before` is not the row as it is now: applying it would overwrite a change made since (by another
 * tab, or an undo replayed over a later edit). Nothing of the batch was applied.
 */
export class ConflictError extends TakeoffError {
  override readonly name = 'ConflictError';
  readonly code = 'conflict';
  constructor(
    readonly table: TableName,
    readonly id: string,
    readonly expected: Row | null,
    readonly actual: Row | null,
  ) {
    super(`Conflict on ${table}/${id}: the row is not what the change expects`);
  }
}

export type CommandErrorCode =
  /** A row the command needs is not in the state. */
  | 'missingRow'
  /** A vertex reference outside the measurement. */
  | 'vertexOutOfRange'
  /** Removing a vertex would leave fewer than the kind needs. */
  | 'tooFewVertices'
  /** Pasting onto a sheet whose scale differs from the source's: the pasted geometry would change quantity. */
  | 'scaleMismatch'
  /** A field that this kind of measurement does not have, or a value it cannot take. */
  | 'invalidPatch'
  /** Nothing selected. */
  | 'emptySelection'
  /**
   * The action would change nothing (accepting proposals all already accepted, restoring none that is rejected): the
   * UI says nothing, there is no journal entry.
   */
  | 'nothingToDo';

export class CommandError extends TakeoffError {
  override readonly name = 'CommandError';
  constructor(
    readonly code: CommandErrorCode,
    message: string,
  ) {
    super(message);
  }
}
