/**
 * The French message for a workspace action that failed: the model's refusals (by code), the journal's (by reason),
 * and storage failures (./storage.ts). Loaded with the workspace, as its copy is.
 */
import { IrreversibleEntryError, JournalConflictError, StepBlockedError } from '../db/errors';
import { CommandError, ConflictError } from '../domain/takeoff/errors';
import { interpolate } from './format';
import { storageErrorMessage } from './storage';
import { workspaceFr } from './workspace.fr';

export function workspaceErrorMessage(error: unknown): string {
  if (error instanceof StepBlockedError) {
    const t = workspaceFr.blocked;
    const message = interpolate(t[error.kind], {
      what: workspaceFr.history[error.entry.type],
      why: t[error.blame][error.blockReason],
    });
    return error.kind === 'undo' ? `${message} ${t.skip}` : message;
  }
  if (error instanceof JournalConflictError) {
    return error.reason === 'changed' ? workspaceFr.command.conflict : workspaceFr.journal[error.reason];
  }
  if (error instanceof IrreversibleEntryError) return workspaceFr.journal[error.why ?? 'irreversible'];
  if (error instanceof CommandError || error instanceof ConflictError) return workspaceFr.command[error.code];
  return storageErrorMessage(error);
}
