import { describe, expect, it } from 'vitest';
import { IrreversibleEntryError, JournalConflictError, StepBlockedError, StorageQuotaError } from '../db/errors';
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
    [
      'a colleague’s step in a project kept unshared',
      new IrreversibleEntryError('e', 'byColleague'),
      'Impossible de revenir plus loin\u00a0: l’étape précédente a été faite par une autre personne quand ce projet était partagé.',
    ],
    ['a model refusal', new CommandError('tooFewVertices', 'x'), workspaceFr.command.tooFewVertices],
    ['a model conflict', new ConflictError('sheets', 's', null, null), workspaceFr.command.conflict],
    ['a full disk', new StorageQuotaError(), accountFr.storage.quotaExceeded],
  ])('%s', (_label, error, message) => {
    expect(workspaceErrorMessage(error)).toBe(message);
  });
});

describe('a step this tab can no longer undo', () => {
  const conflict = new JournalConflictError('changed', 'measurements', 'm');
  const step = { id: 'e1', type: 'insertVertex' } as const;

  it('names the step, says another tab changed it, that nothing was done, and how to go on', () => {
    const error = new StepBlockedError('undo', step, 'changed', 'otherTab', conflict);
    expect(workspaceErrorMessage(error)).toBe(
      'Impossible d’annuler l’étape «\u00a0Ajout d’un point\u00a0»\u00a0: un autre onglet a modifié depuis ce qu’elle ' +
        'avait changé. Rien n’a été modifié. Ctrl+Z de nouveau annule l’étape d’avant.',
    );
  });

  it('says a deletion in another tab, and a redo refused, in their own words', () => {
    expect(workspaceErrorMessage(new StepBlockedError('redo', step, 'deleted', 'otherTab', conflict))).toBe(
      'Impossible de rétablir l’étape «\u00a0Ajout d’un point\u00a0»\u00a0: un autre onglet a supprimé depuis ce ' +
        'qu’elle avait changé. Rien n’a été modifié.',
    );
  });
});
