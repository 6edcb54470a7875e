/**
 * /dashboard/projets/:projectId/historique: the project's history (the journal, in French, per project or per
 * measurement) beside its named versions; a comparison of two versions (or of one with now) across the page; a
 * restore confirmed in an alert dialog, journalled, undone with Ctrl+Z or the toast's « Annuler ». Reads Dexie through
 * liveQuery, so another tab's changes show up here too.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { workspacePaths } from '../../config/workspacePaths';
import { loadLibraryState } from '../../db/library/libraries';
import { journalRepository } from '../../db/workspace/journal';
import { projectScope, PROJECTS_SCOPE } from '../../db/workspace/scopes';
import { listProjectSheets } from '../../db/workspace/sheets';
import { currentTab } from '../../db/workspace/tabs';
import { versionRepository } from '../../db/workspace/versions';
import { articlePlace } from '../../domain/library/outline';
import { authorOf } from '../../domain/sharing/people';
import { historyMeasurements, projectHistory } from '../../domain/takeoff/history';
import {
  COMPARE_STEPS,
  restoreSummary,
  type VersionComparison as Comparison,
  type VersionSnapshot,
} from '../../domain/takeoff/versions';
import type { ExportDocument } from '../../domain/export/model';
import { localDate } from '../../domain/export/project';
import { interpolate } from '../../i18n/format';
import { historyFr } from '../../i18n/history.fr';
import { shellFr } from '../../i18n/projects.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import {
  ComparisonProgress,
  CURRENT_STATE,
  HistoryPage,
  HistoryPanel,
  VersionComparison,
  VersionsPanel,
  type EntryTab,
  type RestorePreview,
} from '../../screens/Workspace/History';
import type { HistoryEntryView } from '../../domain/takeoff/history';
import { compareInWorker } from '../../workers/versions/client';
import { useWorkspace } from './context';
import { useLiveQuery } from './useLiveQuery';
import { useProject } from './useProject';
import { useExport } from './useExport';
import { useScopeUndo } from './useScopeUndo';
import { PageLoading, PageReadError, ProjectNotFound, projectsCrumb, readError } from './pageStates';
import { WorkspaceFrame } from './WorkspaceFrame';

interface OpenComparison {
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly comparison: Comparison;
  /** The later side's DPGF with the deltas (versionDocument.ts), once built; null while it loads or when it failed. */
  readonly document: ExportDocument | null;
}

/** useExport's document while there is none to export (its « Exporter » is not offered then). */
const NO_DOCUMENT: ExportDocument = {
  kind: 'dpgf',
  project: { name: '', client: '', date: '', revisions: [] },
  lots: [],
  details: [],
};

export function HistoryRoute({ projectId }: { projectId: string }) {
  const { db, author, notify } = useWorkspace();
  const project = useProject(projectId);
  const [measurementId, setMeasurementId] = useState<string | null>(null);
  const [comparison, setComparison] = useState<OpenComparison | null>(null);
  const [preview, setPreview] = useState<RestorePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isCreating, setCreating] = useState(false);
  /** A comparison or a restore's preview under way in its worker. */
  const [pending, setPending] = useState<{
    readonly kind: 'compare' | 'restore';
    readonly done: number;
    readonly total: number;
    readonly controller: AbortController;
  } | null>(null);
  const pendingRef = useRef<AbortController | null>(null);
  // Leaving the page stops a comparison under way (its worker is terminated).
  useEffect(() => () => pendingRef.current?.abort(), []);
  const versions = useMemo(() => versionRepository(db), [db]);

  const data = useLiveQuery(async () => {
    const journal = journalRepository(db);
    const [own, projectList, sheets, list, users] = await Promise.all([
      journal.entries(projectScope(projectId)),
      journal.entries(PROJECTS_SCOPE),
      listProjectSheets(db, projectId),
      versions.list(projectId),
      db.users.toArray(),
    ]);
    // The project list's entries of this project (its creation, its details) come first in its story.
    const entries = [...projectList.filter((e) => e.projectId === projectId && e.type !== 'deleteProject'), ...own];
    return { entries, sheets, versions: list, users };
  }, [db, projectId, versions]);

  const ready = data.status === 'ready' ? data.value : null;
  // Issue 26: the articles' numbers for « Relier 5 mesures à 08.01.01 », read only when the journal has such entries.
  const hasBulkLinks =
    ready?.entries.some((e) => e.type === 'linkMeasurements' || e.type === 'unlinkMeasurements') ?? false;
  const library = useLiveQuery(hasBulkLinks ? () => loadLibraryState(db) : null, [db, hasBulkLinks]);
  const articleNumber = useCallback(
    (articleId: string) => {
      if (library.status !== 'ready') return null;
      const article = library.value.libraryItems.get(articleId);
      return article ? (articlePlace(library.value, article)?.number ?? null) : null;
    },
    [library],
  );
  const authorName = useCallback(
    (by: string) => {
      // A deleted account's steps in a shared project: its id was erased from the document (server/sharing).
      const author = authorOf(by, ready?.users ?? []);
      if (author.kind === 'user') return author.name;
      return author.kind === 'former' ? historyFr.history.formerMember : historyFr.history.unknownAuthor;
    },
    [ready],
  );
  const history = useMemo(() => {
    if (!ready) return null;
    const names = new Map(ready.versions.map((v) => [v.id, v.name]));
    const versionNames = new Map<string, string>();
    for (const e of ready.entries) {
      const name = e.versionId === undefined ? undefined : names.get(e.versionId);
      if (name !== undefined) versionNames.set(e.id, name);
    }
    // Two scopes number their entries apart: order them by time, then renumber for the history's newest-first order.
    const ordered = [...ready.entries]
      .sort((a, b) => a.at.localeCompare(b.at) || a.seq - b.seq)
      .map((e, i) => ({ ...e, seq: i + 1 }));
    const days = projectHistory(ordered, ready.sheets, {
      ...(measurementId === null ? {} : { measurementId }),
      versionNames,
    });
    return {
      // Issue 26: a bulk link's article number written into its entry, so the list's rows change when it is known.
      days: days.map((day) => ({
        ...day,
        entries: day.entries.map((entry) => {
          const number = entry.bulkLink ? articleNumber(entry.bulkLink.articleId) : null;
          return entry.bulkLink && number !== null ? { ...entry, bulkLink: { ...entry.bulkLink, number } } : entry;
        }),
      })),
      measurements: historyMeasurements(ordered),
    };
  }, [ready, measurementId, articleNumber]);

  // Several tabs open: each entry says which one made it (each tab undoes its own), asked again with each change.
  const openTabs = useOpenTabs(ready);
  const tabOf = useMemo(() => {
    if (!openTabs || openTabs.size < 2) return undefined;
    const me = currentTab().origin();
    return (entry: HistoryEntryView): EntryTab =>
      entry.origin === undefined || !openTabs.has(entry.origin) ? null : entry.origin === me ? 'this' : 'other';
  }, [openTabs]);

  const scope = projectScope(projectId);
  // Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y: the project's journal, with the toast that says what was undone or re-applied.
  useScopeUndo(scope, { isEnabled: author !== null });

  const snapshotFor = async (id: string) => {
    if (id === CURRENT_STATE) return { label: historyFr.versions.current, snapshot: await versions.current(projectId) };
    const row = ready?.versions.find((v) => v.id === id);
    if (!row) return null;
    return { label: row.name, snapshot: row.snapshot };
  };

  /**
   * Compares two snapshots in a worker (half a second to a second for 5,000 measurements here: too long for the
   * page's thread), with its progress and « Annuler »; a new one cancels the one under way. Null when cancelled.
   */
  const runComparison = async (
    kind: 'compare' | 'restore',
    before: VersionSnapshot,
    after: VersionSnapshot,
    library: Awaited<ReturnType<typeof versions.library>>,
  ): Promise<Comparison | null> => {
    pendingRef.current?.abort();
    const controller = new AbortController();
    pendingRef.current = controller;
    setPending({ kind, done: 0, total: COMPARE_STEPS, controller });
    try {
      return await compareInWorker(
        { before, after, library },
        {
          signal: controller.signal,
          onProgress: (done, total) => setPending((p) => (p?.controller === controller ? { ...p, done, total } : p)),
        },
      );
    } catch {
      if (!controller.signal.aborted) setError(historyFr.comparing.failed);
      return null;
    } finally {
      if (pendingRef.current === controller) pendingRef.current = null;
      setPending((p) => (p?.controller === controller ? null : p));
    }
  };

  const cancelComparison = () => {
    if (!pendingRef.current) return;
    pendingRef.current.abort();
    notify({ message: historyFr.comparing.cancelled });
  };

  const compare = async (fromId: string, toId: string) => {
    setError(null);
    try {
      const [from, to, library] = await Promise.all([snapshotFor(fromId), snapshotFor(toId), versions.library()]);
      if (!from || !to) return setError(historyFr.restore.missingVersion);
      const result = await runComparison('compare', from.snapshot, to.snapshot, library);
      if (!result) return;
      const open = { fromLabel: from.label, toLabel: to.label, comparison: result };
      setComparison({ ...open, document: null });
      const projectRow = project.status === 'ready' ? project.value : null;
      if (result.lots.length === 0 || !projectRow) return;
      // Issue 27: the workbook of the comparison (the later side's DPGF with an « Écarts de versions » sheet), built
      // by a module loaded now: the history page's first load does not carry the export model.
      const { versionComparisonDocument } = await import('./versionDocument');
      const document = versionComparisonDocument({
        project: projectRow,
        date: localDate(new Date()),
        library,
        before: from,
        after: to,
        comparison: result,
      });
      setComparison((c) => (c?.comparison === result ? { ...c, document } : c));
    } catch (e) {
      setError(workspaceErrorMessage(e));
    }
  };

  const requestRestore = async (versionId: string) => {
    setError(null);
    try {
      const row = ready?.versions.find((v) => v.id === versionId);
      if (!row) return setError(historyFr.restore.missingVersion);
      const [now, library] = await Promise.all([versions.current(projectId), versions.library()]);
      const result = await runComparison('restore', now, row.snapshot, library);
      if (!result) return;
      setPreview({
        versionId,
        name: row.name,
        createdAt: row.createdAt,
        ...restoreSummary(result),
        amountNowCents: result.totalHtBeforeCents,
        amountVersionCents: result.totalHtAfterCents,
      });
    } catch (e) {
      setError(workspaceErrorMessage(e));
    }
  };

  const confirmRestore = async (versionId: string) => {
    const name = preview?.name ?? '';
    setPreview(null);
    if (!author) return;
    try {
      const result = await versions.restore(versionId, author);
      if (!result.ok) {
        setError(
          result.error.kind === 'missingFile'
            ? interpolate(historyFr.restore.missingFile, { name: result.error.fileName })
            : historyFr.restore.missingVersion,
        );
        return;
      }
      setError(null);
      setComparison(null);
      if (result.value === null) {
        notify({ message: historyFr.restore.nothingDone });
        return;
      }
      const entryId = result.value.id;
      notify({
        message: interpolate(historyFr.restore.done, { name }),
        tone: 'success',
        action: {
          label: historyFr.restore.undo,
          onAction: () =>
            void journalRepository(db)
              .status(scope)
              .then((status) => (status.undo?.entryId === entryId ? journalRepository(db).undo(scope) : null))
              .catch((e: unknown) => setError(workspaceErrorMessage(e))),
        },
      });
    } catch (e) {
      setError(workspaceErrorMessage(e));
    }
  };

  const exporter = useExport(comparison?.document ?? NO_DOCUMENT, {
    onSaved: (message) => notify({ tone: 'success', message }),
  });

  const createVersion = async (name: string) => {
    if (!author) return;
    setCreating(true);
    setError(null);
    try {
      const result = await versions.create(projectId, name, author);
      if (!result.ok) setError(historyFr.versions.errors[result.error]);
      else notify({ message: interpolate(historyFr.versions.created, { name: result.value.name }), tone: 'success' });
    } catch (e) {
      setError(workspaceErrorMessage(e));
    } finally {
      setCreating(false);
    }
  };

  const renameVersion = async (versionId: string, name: string) => {
    setError(null);
    try {
      const result = await versions.rename(versionId, name);
      if (!result.ok) {
        setError(
          result.error === 'missingVersion'
            ? historyFr.restore.missingVersion
            : historyFr.versions.errors[result.error],
        );
        return;
      }
      notify({ message: interpolate(historyFr.versions.renamed, { name: result.value.name }), tone: 'success' });
    } catch (e) {
      setError(workspaceErrorMessage(e));
    }
  };

  const deleteVersion = async (versionId: string) => {
    const name = ready?.versions.find((v) => v.id === versionId)?.name ?? '';
    setError(null);
    try {
      await versions.delete(versionId);
      // A comparison made with it stays readable until closed: it was computed, it does not read the version again.
      notify({ message: interpolate(historyFr.versions.deleted, { name }), tone: 'success' });
    } catch (e) {
      setError(workspaceErrorMessage(e));
    }
  };

  if (project.status === 'loading' || (project.status === 'ready' && project.value && data.status === 'loading')) {
    return <PageLoading message={historyFr.states.loading} />;
  }
  if (project.status === 'error' || data.status === 'error') return <PageReadError error={readError(project, data)} />;
  const row = project.value;
  if (!row || !history || !ready) {
    return <ProjectNotFound />;
  }
  return (
    <WorkspaceFrame
      breadcrumbs={[
        projectsCrumb,
        { id: row.id, label: row.name, href: workspacePaths.project(row.id) },
        { id: 'history', label: historyFr.crumb },
      ]}
      navigationKey={workspacePaths.history(row.id)}
      isPage
    >
      <title>{interpolate(shellFr.pageTitle, { page: `${historyFr.pageTitle} — ${row.name}` })}</title>
      {exporter.dialog}
      <HistoryPage
        projectName={row.name}
        comparison={
          pending ? (
            <ComparisonProgress
              kind={pending.kind}
              done={pending.done}
              total={pending.total}
              onCancel={cancelComparison}
            />
          ) : (
            comparison && (
              <VersionComparison
                comparison={comparison.comparison}
                fromLabel={comparison.fromLabel}
                toLabel={comparison.toLabel}
                onClose={() => setComparison(null)}
                {...(comparison.document && exporter.canExport ? { onExport: exporter.open } : {})}
              />
            )
          )
        }
        versions={
          <VersionsPanel
            versions={ready.versions.map((v) => ({
              id: v.id,
              name: v.name,
              createdAt: v.createdAt,
              byName: authorName(v.by),
              measurementCount: v.snapshot.measurements.length,
              sheetCount: v.snapshot.sheets.length,
            }))}
            canEdit={author !== null}
            onCreate={(name) => void createVersion(name)}
            onCompare={(from, to) => void compare(from, to)}
            onRestoreRequest={(id) => void requestRestore(id)}
            restorePreview={preview}
            onRestoreConfirm={(id) => void confirmRestore(id)}
            onRestoreCancel={() => setPreview(null)}
            error={error}
            isCreating={isCreating}
            {...(author
              ? { onRename: (id, name) => void renameVersion(id, name), onDelete: (id) => void deleteVersion(id) }
              : {})}
          />
        }
        history={
          <HistoryPanel
            days={history.days}
            measurements={history.measurements}
            measurementId={measurementId}
            onMeasurementChange={setMeasurementId}
            authorName={authorName}
            tabOf={tabOf}
          />
        }
      />
    </WorkspaceFrame>
  );
}

/** The tabs of the app open now (null: the browser cannot say), asked again when `when` changes or the page shows. */
function useOpenTabs(when: unknown): ReadonlySet<string> | null {
  const [open, setOpen] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const ask = () =>
      void currentTab()
        .open()
        .then((tabs) => isCurrent && setOpen(tabs));
    ask();
    const onVisible = () => document.visibilityState === 'visible' && ask();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isCurrent = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [when]);
  return open;
}
