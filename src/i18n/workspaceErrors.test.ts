import { describe, expect, it } from 'vitest';
import { IrreversibleEntryError, JournalConflictError, StorageQuotaError } from '../db/errors';
import { CommandError, ConflictError } from '../domain/takeoff/errors';
import { accountFr } from './account.fr';
import { workspaceErrorMessage } from './workspaceErrors';
import { workspaceFr } from './workspace.fr';

describe('workspaceErrorMessage', () => {
  it.each([
    ['a journal conflict', new JournalConflictError('changed', 'measurements', 'm'), workspaceFr.command.conflict],
    ['a missing parent', new JournalConflictError('missingParent', 'sheets', 's'), workspaceFr.journal.missingParent],
    ['rows added since', new JournalConflictError('hasChildren', 'projects', 'p'), workspaceFr.journal.hasChildren],
    ['a purged file', new IrreversibleEntryError('e'), workspaceFr.journal.irreversible],
    ['a model refusal', new CommandError('tooFewVertices', 'x'), workspaceFr.command.tooFewVertices],
    ['a model conflict', new ConflictError('sheets', 's', null, null), workspaceFr.command.conflict],
    ['a full disk', new StorageQuotaError(), accountFr.storage.quotaExceeded],
  ])('%s', (_label, error, message) => {
    expect(workspaceErrorMessage(error)).toBe(message);
  });
});
