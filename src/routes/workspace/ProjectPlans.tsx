/**
 * THE PLANS AREA of a project's page (the « Plans » region of /dashboard/projets/:projectId): plan import (drop zone,
 * file picker, a progress bar per file, each failure's message, the duplicate question, the space used) above THE
 * sheet list of the product, whose rename and delete are journalled in the project's history. ProjectSheetStrip is
 * the same list, compact, for the sheet page's sidebar.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { HeadingLevel } from '../../components/Typography';
import { workspacePaths } from '../../config/workspacePaths';
import { journalRepository } from '../../db/workspace/journal';
import { projectScope } from '../../db/workspace/scopes';
import { sheetRepository } from '../../db/workspace/sheets';
import type { JournalEntry } from '../../domain/takeoff/journal';
import { interpolate } from '../../i18n/format';
import { importFr } from '../../i18n/import.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import { ImportPanel } from '../../screens/Workspace/Import';
import { PROJECT_PLANS_HEADING_ID } from '../../screens/Workspace/Projects/ProjectPage';
import { ProjectSheets, SheetList } from '../../screens/Workspace/Sheets';
import { useWorkspace } from './context';
import { whenIdle } from './idle';
import { useProjectImport, useStorageUsage } from './useProjectImport';
import { useSheetList } from './useSheetList';

const t = importFr.sheets;

export interface ProjectPlansProps {
  projectId: string;
  /** False when the workspace is read-only (no local profile): no import, rename or delete. */
  canEdit: boolean;
  /** The project is shared: its plans go to the firm's server, and the drop zone says so. @default false */
  isShared?: boolean;
}

/** The project page's « Plans » heading is an h2: the imports list's heading is under it. */
const IMPORTS_HEADING_LEVEL: HeadingLevel = 3;

/** The pairing dialog and what follows an indice's import: loaded when a file is imported as a new indice. */
const IndicePairing = lazy(() => import('./IndicePairing'));
// Issue 28: loaded with the first CAD file that does not say its unit.
const CadUnitPrompt = lazy(() => import('./cad/CadUnitPrompt'));

const useSheetHref = (projectId: string) =>
  useCallback((sheetId: string) => workspacePaths.sheet(projectId, sheetId), [projectId]);

export function ProjectPlans({ projectId, canEdit, isShared = false }: ProjectPlansProps) {
  const { db, author, notify } = useWorkspace();
  const editor = canEdit ? author : null;
  const { queue, items } = useProjectImport(db, projectId, editor);
  const storage = useStorageUsage(db, items);
  // The pairing's code is loaded by the first file waiting for it, and kept for what follows (the new indice opened).
  const [isIndiceShown, setIndiceShown] = useState(false);
  if (!isIndiceShown && items.some((item) => item.step === 'pairing')) setIndiceShown(true);
  const [isUnitShown, setUnitShown] = useState(false);
  if (!isUnitShown && items.some((item) => item.step === 'unit')) setUnitShown(true);
  const list = useSheetList(db, projectId);
  const sheetHref = useSheetHref(projectId);
  const [failure, setFailure] = useState<string | null>(null);
  // The sheet page's code and the PDF worker, then the pictures of the first sheets never shown (prewarm.ts).
  useEffect(
    () =>
      whenIdle(
        () =>
          void import('./prewarm').then((m) => {
            m.prewarmSheetPage();
            void m.prerenderProject(db, projectId);
          }),
        2000,
      ),
    [db, projectId],
  );
  // Each file imported: the pictures of its first sheets made ahead of their first visit (prewarm.ts).
  const prerendered = useRef(new Set<string>());
  useEffect(() => {
    const done = items.filter((item) => item.step === 'done' && !prerendered.current.has(item.id));
    if (done.length === 0) return;
    for (const item of done) prerendered.current.add(item.id);
    const sheetIds = done.flatMap((item) => (item.step === 'done' ? item.result.sheetIds : []));
    if (sheetIds.length > 0) void import('./prewarm').then((m) => m.prerenderSheets(db, sheetIds));
  }, [db, items]);
  const onSheetIntent = useCallback(
    (sheetId: string) => void import('./prewarm').then((m) => m.preopenSheet(db, sheetId)),
    [db],
  );

  /** Undoes the project's newest change if it is still this entry (the notification's « Annuler »). */
  const undo = async (entryId: string, undone: string) => {
    const journal = journalRepository(db);
    const scope = projectScope(projectId);
    try {
      if ((await journal.status(scope)).undo?.entryId !== entryId) {
        notify({ tone: 'danger', message: t.notLatest });
        return;
      }
      await journal.undo(scope);
      notify({ tone: 'neutral', message: undone });
    } catch (error) {
      notify({ tone: 'danger', message: workspaceErrorMessage(error), timeout: null });
    }
  };

  /** A journalled change of a sheet: a notification with « Annuler » when done, a message under the heading if not. */
  const change = (run: () => Promise<JournalEntry | null>, failed: string, done: string, undone: string) => {
    setFailure(null);
    run().then(
      (entry) => {
        if (!entry) return;
        notify({
          tone: 'success',
          message: done,
          action: { label: t.undo, onAction: () => void undo(entry.id, undone) },
        });
      },
      (error: unknown) => setFailure(`${failed} ${workspaceErrorMessage(error)}`),
    );
  };
  const nameOf = (sheetId: string) =>
    (list.status === 'ready' ? list.sheets.find((s) => s.id === sheetId)?.name : undefined) ?? '';

  return (
    <ProjectSheets
      // Under the project page's « Plans » heading, which names the list.
      aria-labelledby={PROJECT_PLANS_HEADING_ID}
      sheets={list.status === 'ready' ? list.sheets : null}
      {...(list.status === 'ready' && { thumbnailUrls: list.thumbnailUrls })}
      notice={list.status === 'error' ? list.message : failure}
      sheetHref={sheetHref}
      onSheetIntent={onSheetIntent}
      {...(editor && {
        onRename: (sheetId: string, name: string) =>
          change(
            () => sheetRepository(db).rename(sheetId, name, editor),
            t.renameFailed,
            interpolate(t.renamed, { name }),
            interpolate(t.undoneRename, { name: nameOf(sheetId) }),
          ),
        onDelete: (sheetId: string) =>
          change(
            () => sheetRepository(db).delete(sheetId, editor),
            t.deleteFailed,
            interpolate(t.deleted, { name: nameOf(sheetId) }),
            interpolate(t.undoneDelete, { name: nameOf(sheetId) }),
          ),
      })}
      importPanel={
        queue && (
          <ImportPanel
            items={items}
            storage={storage}
            onFiles={(files) => queue.add(files)}
            onCancel={(id) => queue.cancel(id)}
            onCancelAll={() => queue.cancelAll()}
            onAnswer={(id, answer, applyToOthers) => queue.answer(id, answer, applyToOthers)}
            onDismiss={(id) => queue.dismiss(id)}
            onClearSettled={() => queue.clearSettled()}
            headingLevel={IMPORTS_HEADING_LEVEL}
            isShared={isShared}
            // A project with plans takes a new indice of them (issue 27).
            {...(list.status === 'ready' &&
              list.sheets.length > 0 && {
                onIndiceFiles: (files: File[]) => queue.add(files, { indiceOf: true }),
              })}
            pairing={
              isIndiceShown && (
                <Suspense fallback={null}>
                  <IndicePairing projectId={projectId} queue={queue} items={items} />
                </Suspense>
              )
            }
            acceptsCad
            unitQuestion={
              isUnitShown && (
                <Suspense fallback={null}>
                  <CadUnitPrompt queue={queue} items={items} />
                </Suspense>
              )
            }
          />
        )
      }
    />
  );
}

export interface ProjectSheetStripProps {
  projectId: string;
  currentSheetId: string | null;
}

/** The sheet page's strip (and the viewer's): the same sheet list, compact, to move between the project's sheets. */
export function ProjectSheetStrip({ projectId, currentSheetId }: ProjectSheetStripProps) {
  const { db } = useWorkspace();
  const list = useSheetList(db, projectId);
  const sheetHref = useSheetHref(projectId);
  return (
    <SheetList
      variant="compact"
      aria-label={t.stripLabel}
      sheets={list.status === 'ready' ? list.sheets : null}
      {...(list.status === 'ready' && { thumbnailUrls: list.thumbnailUrls })}
      sheetHref={sheetHref}
      currentSheetId={currentSheetId}
    />
  );
}
