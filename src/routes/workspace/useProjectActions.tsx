import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MetrDatabase } from '../../db/schema';
import { StepBlockedError } from '../../db/errors';
import { journalRepository } from '../../db/workspace/journal';
import { projectRepository, type ProjectStep } from '../../db/workspace/projects';
import { PROJECTS_SCOPE } from '../../db/workspace/scopes';
import { projectKindOf } from '../../domain/projects/typologies';
import { STORED_NAME_MAX, displayText, isIsoDate } from '../../domain/storedValues';
import type { ProjectValues } from '../../domain/takeoff/commands';
import type { ProjectRow } from '../../domain/takeoff/types';
import { interpolate } from '../../i18n/format';
import { projectStepLabel } from '../../i18n/projectMessages';
import { projectsFr } from '../../i18n/projects.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import { workspaceFr } from '../../i18n/workspace.fr';
import { DeleteProjectDialog, type DeleteProjectRequest } from '../../screens/Workspace/Projects/DeleteProjectDialog';
import {
  emptyProjectForm,
  type ProjectFields,
  type ProjectFormValues,
} from '../../screens/Workspace/Projects/projectForm';
import type { HistoryAction } from '../../screens/Workspace/Projects/ProjectList';
import { useWorkspace } from './context';
import { ProjectFormDialog } from './lazyDialogs';

const t = projectsFr;

// A shared project's deletion asks the server (the person's role, the deletion for the team): its own chunk.
const DeleteSharedHost = lazy(() => import('./sharing/DeleteSharedHost'));

/** The form as it opens for a stored project (every optional field as an empty text). */
export function formValuesOf(project: ProjectRow): ProjectFormValues {
  // A row an older version stored damaged (a name that is not text, or of megabytes) opens as far as it can be read,
  // for the person to mend it; the form then says what is too long.
  const row = project as unknown as Readonly<Record<string, unknown>>;
  const kind = projectKindOf(row);
  const text = (key: string) => {
    const value = row[key];
    return typeof value === 'string' ? value.slice(0, STORED_NAME_MAX) : '';
  };
  return {
    name: text('name'),
    client: text('client'),
    reference: text('reference'),
    // Read the new way: a « réhabilitation » typology of the first list opens as the nature of works.
    type: kind.type?.slice(0, STORED_NAME_MAX) ?? null,
    worksNature: kind.worksNature ?? null,
    address: text('address'),
    deliveryDate: isIsoDate(row['deliveryDate']) ? (row['deliveryDate'] as string) : null,
  };
}

/** The row's fields from the form: an optional field left empty is removed from the project, not kept. */
export function projectValuesOf(fields: ProjectFields): ProjectValues {
  return {
    name: fields.name,
    client: fields.client,
    type: fields.type,
    ...(fields.worksNature ? { worksNature: fields.worksNature } : {}),
    ...(fields.reference ? { reference: fields.reference } : {}),
    ...(fields.address ? { address: fields.address } : {}),
    ...(fields.deliveryDate ? { deliveryDate: fields.deliveryDate } : {}),
  };
}

/** An edit's patch: every field of the form, the emptied optional ones set to undefined (removed from the row). */
function patchOf(fields: ProjectFields): Partial<ProjectValues> {
  // The model's values type has no undefined in its optional fields; the patch clears them with it on purpose.
  return {
    name: fields.name,
    client: fields.client,
    type: fields.type,
    worksNature: fields.worksNature || undefined,
    reference: fields.reference || undefined,
    address: fields.address || undefined,
    deliveryDate: fields.deliveryDate || undefined,
  } as Partial<ProjectValues>;
}

/** Runs a project-list change and returns the id of the journal entry it wrote (null when it changed nothing). */
async function withEntry<T>(
  db: MetrDatabase,
  change: () => Promise<T>,
): Promise<{ result: T; entryId: string | null }> {
  let entryId: string | null = null;
  const stop = journalRepository(db).subscribe(PROJECTS_SCOPE, (event) => {
    if (event.kind === 'commit' && event.entry) entryId = event.entry.id;
  });
  try {
    return { result: await change(), entryId };
  } finally {
    stop();
  }
}

type FormState =
  { mode: 'create'; initialValues: ProjectFormValues } | { mode: 'edit'; id: string; initialValues: ProjectFormValues };

export interface ProjectActionsOptions {
  /** After a deletion (the project page goes back to the list). */
  onDeleted?: (project: ProjectRow) => void;
  /** After a creation (the list may open the new project). */
  onCreated?: (project: ProjectRow) => void;
}

/** What the project list's undo and redo buttons say, from the journal's status. */
export function historyActions(status: { undo: ProjectStep | null; redo: ProjectStep | null } | null): {
  undo: HistoryAction;
  redo: HistoryAction;
} {
  const describe = (step: ProjectStep | null, template: string, fallback: string): HistoryAction => {
    if (!step) return { label: fallback, isEnabled: false };
    if (step.isIrreversible) {
      // Why, in the words of Ctrl+Z's refusal: a file purged, or a deletion made for the whole team.
      return { label: workspaceFr.journal[step.irreversibleWhy ?? 'irreversible'], isEnabled: false };
    }
    return {
      label: interpolate(template, { action: projectStepLabel(step.type as never, step.projectName) }),
      isEnabled: true,
    };
  };
  return {
    undo: describe(status?.undo ?? null, t.history.undoStep, t.history.undo),
    redo: describe(status?.redo ?? null, t.history.redoStep, t.history.redo),
  };
}

/**
 * Creating, editing and deleting projects, and undoing or redoing them, for the project list and a project's page:
 * the dialogs, the journal calls, and a notification after each change whose « Annuler » takes back exactly that
 * change (and only while it is still the newest one: after another change, the undo button says what it would undo).
 */
export function useProjectActions(options: ProjectActionsOptions = {}) {
  const { db, author, notify } = useWorkspace();
  const projects = projectRepository(db);
  const [form, setForm] = useState<FormState | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [deletion, setDeletion] = useState<(DeleteProjectRequest & { project: ProjectRow }) | null>(null);
  const [sharedDeletion, setSharedDeletion] = useState<ProjectRow | null>(null);
  // Steps this page was told it can no longer undo (another tab changed them).
  const skipped = useRef(new Set<string>());
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const fail = (error: unknown) => notify({ tone: 'danger', message: workspaceErrorMessage(error), timeout: null });

  /** Undoes or redoes the newest project-list step; `onlyEntry`: only if that step is this entry. */
  const step = async (kind: 'undo' | 'redo', onlyEntry?: string) => {
    const skip = skipped.current;
    try {
      const status = await projects.undoStatus({ skip });
      const target = status[kind];
      if (!target) return;
      if (onlyEntry !== undefined && target.entryId !== onlyEntry) {
        notify({ tone: 'danger', message: t.history.notLatest });
        return;
      }
      const journal = journalRepository(db);
      const entry = kind === 'undo' ? await journal.undo(PROJECTS_SCOPE, { skip }) : await journal.redo(PROJECTS_SCOPE);
      if (!entry) return;
      const action = projectStepLabel(target.type as never, target.projectName);
      notify({
        tone: 'neutral',
        message: interpolate(kind === 'undo' ? t.history.undone : t.history.redone, { action }),
      });
    } catch (error) {
      // Said once, the step another tab changed is passed over by the next Ctrl+Z.
      if (error instanceof StepBlockedError && error.kind === 'undo') skip.add(error.entry.id);
      fail(error);
    }
  };

  /** A notification for a change, with « Annuler » for that change. */
  const announce = (message: string, entryId: string | null) =>
    notify({
      tone: 'success',
      message,
      ...(entryId ? { action: { label: t.toasts.undo, onAction: () => void step('undo', entryId) } } : {}),
    });

  const submit = async (fields: ProjectFields) => {
    if (!form || !author) return;
    setIsPending(true);
    setFormError(null);
    try {
      if (form.mode === 'create') {
        const { result, entryId } = await withEntry(db, () => projects.create(projectValuesOf(fields), author));
        setForm(null);
        announce(interpolate(t.toasts.created, { name: result.name }), entryId);
        optionsRef.current.onCreated?.(result);
      } else {
        const { result, entryId } = await withEntry(db, () => projects.update(form.id, patchOf(fields), author));
        setForm(null);
        if (entryId) announce(interpolate(t.toasts.updated, { name: result.name }), entryId);
      }
    } catch (error) {
      // The dialog stays open with everything typed; the message says why.
      setFormError(workspaceErrorMessage(error));
    } finally {
      setIsPending(false);
    }
  };

  /**
   * Deletes this browser's copy and answers its journal entry; `forTeam`: the server deleted it for everyone, said by
   * DeleteSharedHost with no « Annuler »: the entry is written irreversible in the deletion's own transaction.
   */
  const remove = async (project: ProjectRow, forTeam?: true) => {
    if (!author) return;
    try {
      const { entryId } = await withEntry(db, () => projects.delete(project.id, author, forTeam && 'deletedForTeam'));
      optionsRef.current.onDeleted?.(project);
      if (!forTeam) announce(interpolate(t.toasts.deleted, { name: project.name }), entryId);
      // Its plans' kept pictures go too (loaded apart: the project list does not carry the sheet page's cache).
      void import('./renderCache').then(({ purgeUnusedPictures }) => purgeUnusedPictures(db));
      return entryId;
    } catch (error) {
      fail(error);
    }
  };

  const confirmDelete = async () => {
    if (!deletion) return;
    const { project } = deletion;
    setDeletion(null);
    await remove(project);
  };

  const dialogs: ReactNode = (
    <>
      {/* Mounted only while open: its code loads on demand (lazyDialogs.ts). */}
      {form && (
        <Suspense fallback={null}>
          <ProjectFormDialog
            // A new form for each opening: nothing typed in a closed one comes back.
            key={form.mode === 'edit' ? form.id : 'create'}
            isOpen
            mode={form.mode}
            initialValues={form.initialValues}
            onSubmit={(fields) => void submit(fields)}
            onCancel={() => {
              setForm(null);
              setFormError(null);
            }}
            isPending={isPending}
            errorMessage={formError}
          />
        </Suspense>
      )}
      {sharedDeletion && (
        <Suspense fallback={null}>
          <DeleteSharedHost
            project={sharedDeletion}
            onDelete={(forTeam) => {
              setSharedDeletion(null);
              return remove(sharedDeletion, forTeam);
            }}
            onClose={() => setSharedDeletion(null)}
          />
        </Suspense>
      )}
      <DeleteProjectDialog
        request={deletion}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeletion(null)}
      />
    </>
  );

  return {
    dialogs,
    canEdit: author !== null,
    openCreate: () => {
      setFormError(null);
      setForm({ mode: 'create', initialValues: emptyProjectForm });
    },
    openEdit: (project: ProjectRow) => {
      setFormError(null);
      setForm({ mode: 'edit', id: project.id, initialValues: formValuesOf(project) });
    },
    openDelete: async (project: ProjectRow) => {
      if (project.sharing !== undefined) {
        setSharedDeletion(project);
        return;
      }
      try {
        const contents = await projects.contents(project.id);
        setDeletion({ project, name: displayText(project.name) || projectsFr.item.unnamed, ...contents });
      } catch (error) {
        fail(error);
      }
    },
    undo: () => void step('undo'),
    redo: () => void step('redo'),
  };
}
