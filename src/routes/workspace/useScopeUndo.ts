/**
 * Undo and redo of one journal scope from a page that is not the sheet (the library, the quantities, the history):
 * Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (useUndoShortcuts: not in a text field or a dialog), a French toast that says
 * what was undone or re-applied (« Annulé : Modification d’une variable »), or that there is nothing to; and
 * « Annuler » for a toast announcing a change, which undoes that change only while it is still the newest one.
 */
import { useCallback, useMemo, useRef } from 'react';
import { StepBlockedError } from '../../db/errors';
import type { ToastItem } from '../../components/Toast';
import { journalRepository } from '../../db/workspace/journal';
import type { Scope } from '../../db/types';
import type { JournalEntry } from '../../domain/takeoff/journal';
import { interpolate } from '../../i18n/format';
import { toolsFr } from '../../i18n/tools.fr';
import { workspaceFr } from '../../i18n/workspace.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import { useWorkspace } from './context';
import { useUndoShortcuts } from './useUndoShortcuts';
import { isShared } from './sharing/registry';
import { sharedStatus, sharedStep } from './sharing/sharedJournal';

/** The project of a scope when it is shared in this tab; null otherwise (the journal's undo applies). */
function sharedProjectOf(scope: Scope): string | null {
  const projectId = scope.startsWith('project:') ? scope.slice('project:'.length) : null;
  return projectId !== null && isShared(projectId) ? projectId : null;
}

const t = toolsFr.history;

/** What an entry was, in the words of the history (« Nouveau lot », « Modification d’une variable »). */
export const stepLabel = (entry: Pick<JournalEntry, 'type'>) => workspaceFr.history[entry.type];

export interface ScopeUndo {
  readonly undo: () => void;
  readonly redo: () => void;
  /** « Annuler » for the toast of the change `entryId`; undefined without an entry (nothing was written). */
  readonly undoAction: (entryId: string | null | undefined) => ToastItem['action'];
}

export function useScopeUndo(scope: Scope, { isEnabled }: { readonly isEnabled: boolean }): ScopeUndo {
  const { db, notify } = useWorkspace();
  // Steps this page was told it can no longer undo (another tab changed them): the next Ctrl+Z passes over them.
  const skipped = useRef(new Set<string>());

  const step = useCallback(
    async (kind: 'undo' | 'redo', onlyEntry?: string) => {
      const journal = journalRepository(db);
      const skip = skipped.current;
      try {
        const shared = sharedProjectOf(scope);
        const reader = { entry: (id: string) => journal.entry(id), version: () => journal.version(scope) };
        const newest = async () =>
          (shared ? await sharedStatus(shared, reader) : await journal.status(scope, { skip })).undo?.entryId;
        if (onlyEntry !== undefined && (await newest()) !== onlyEntry) {
          notify({ tone: 'danger', message: t.notLatest });
          return;
        }
        // A shared project's steps are undone in its document, per person (sharing/sharedJournal.ts).
        const entry = shared
          ? (await sharedStep(shared, kind, reader))?.entry
          : kind === 'undo'
            ? await journal.undo(scope, { skip })
            : await journal.redo(scope);
        if (!entry) {
          notify({ message: kind === 'undo' ? t.nothingToUndo : t.nothingToRedo });
          return;
        }
        notify({ message: interpolate(kind === 'undo' ? t.undone : t.redone, { what: stepLabel(entry) }) });
      } catch (error) {
        if (error instanceof StepBlockedError && error.kind === 'undo') skip.add(error.entry.id);
        notify({ tone: 'danger', message: workspaceErrorMessage(error), timeout: null });
      }
    },
    [db, scope, notify],
  );

  const undo = useCallback(() => void step('undo'), [step]);
  const redo = useCallback(() => void step('redo'), [step]);
  useUndoShortcuts(undo, redo, isEnabled);

  return useMemo(
    () => ({
      undo,
      redo,
      undoAction: (entryId) =>
        isEnabled && entryId ? { label: t.undoAction, onAction: () => void step('undo', entryId) } : undefined,
    }),
    [undo, redo, step, isEnabled],
  );
}
