/**
 * /dashboard/projets/:projectId/historique: the project's history (the journal, in French, per project or per
 * measurement) beside its named versions; a comparison of two versions (or of one with now) across the page; a
 * restore confirmed in an alert dialog, journalled, undone with Ctrl+Z or the toast's « Annuler ». Reads Dexie through
 * liveQuery, so another tab's changes show up here too.
 */
import { useCallback, useMemo, useState } from 'react';
import { paths } from '../../config/routes';
import { workspacePaths } from '../../config/workspacePaths';
import { journalRepository } from '../../db/workspace/journal';
import { projectScope, PROJECTS_SCOPE } from '../../db/workspace/scopes';
import { listProjectSheets } from '../../db/workspace/sheets';
import { versionRepository } from '../../db/workspace/versions';
import { historyMeasurements, projectHistory } from '../../domain/takeoff/history';
import { compareVersions, restoreSummary, type VersionComparison as Comparison } from '../../domain/takeoff/versions';
import { interpolate } from '../../i18n/format';
import { historyFr } from '../../i18n/history.fr';
import { projectsFr, shellFr } from '../../i18n/projects.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import {
  CURRENT_STATE,
  HistoryPage,
  HistoryPanel,
  VersionComparison,
  VersionsPanel,
  type RestorePreview,
} from '../../screens/Workspace/History';
import { ErrorState, LoadingState, NotFoundState } from '../../screens/Workspace/Projects/ProjectStates';
import { useWorkspace } from './context';
import { useLiveQuery } from './useLiveQuery';
import { useProject } from './useProject';
import { useUndoShortcuts } from './useUndoShortcuts';
import { WorkspaceFrame } from './WorkspaceFrame';

const projectsCrumb = { id: 'projects', label: projectsFr.title, href: paths.dashboard };

interface OpenComparison {
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly comparison: Comparison;
}

export function HistoryRoute({ projectId }: { projectId: string }) {
  const { db, author, notify } = useWorkspace();
  const project = useProject(projectId);
  const [measurementId, setMeasurementId] = useState<string | null>(null);
  const [comparison, setComparison] = useState<OpenComparison | null>(null);
  const [preview, setPreview] = useState<RestorePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isCreating, setCreating] = useState(false);
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
  const authorName = useCallback(
    (by: string) => {
      const user = ready?.users.find((u) => u.id === by);
      const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
      return name || historyFr.history.unknownAuthor;
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
    return {
      days: projectHistory(ordered, ready.sheets, {
        ...(measurementId === null ? {} : { measurementId }),
        versionNames,
      }),
      measurements: historyMeasurements(ordered),
    };
  }, [ready, measurementId]);

  const scope = projectScope(projectId);
  const undo = useCallback(() => {
    void journalRepository(db)
      .undo(scope)
      .catch((e: unknown) => setError(workspaceErrorMessage(e)));
  }, [db, scope]);
  const redo = useCallback(() => {
    void journalRepository(db)
      .redo(scope)
      .catch((e: unknown) => setError(workspaceErrorMessage(e)));
  }, [db, scope]);
  useUndoShortcuts(undo, redo, author !== null);

  const snapshotFor = async (id: string) => {
    if (id === CURRENT_STATE) return { label: historyFr.versions.current, snapshot: await versions.current(projectId) };
    const row = ready?.versions.find((v) => v.id === id);
    if (!row) return null;
    return { label: row.name, snapshot: row.snapshot };
  };

  const compare = async (fromId: string, toId: string) => {
    setError(null);
    try {
      const [from, to, library] = await Promise.all([snapshotFor(fromId), snapshotFor(toId), versions.library()]);
      if (!from || !to) return setError(historyFr.restore.missingVersion);
      setComparison({
        fromLabel: from.label,
        toLabel: to.label,
        comparison: compareVersions(from.snapshot, to.snapshot, library),
      });
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
      const result = compareVersions(now, row.snapshot, library);
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

  if (project.status === 'loading' || (project.status === 'ready' && project.value && data.status === 'loading')) {
    return (
      <WorkspaceFrame breadcrumbs={[projectsCrumb]}>
        <LoadingState message={historyFr.states.loading} />
      </WorkspaceFrame>
    );
  }
  if (project.status === 'error' || data.status === 'error') {
    const cause = project.status === 'error' ? project.error : data.status === 'error' ? data.error : null;
    return (
      <WorkspaceFrame breadcrumbs={[projectsCrumb]}>
        <ErrorState message={workspaceErrorMessage(cause)} onRetry={() => window.location.reload()} />
      </WorkspaceFrame>
    );
  }
  const row = project.value;
  if (!row || !history || !ready) {
    return (
      <WorkspaceFrame breadcrumbs={[projectsCrumb, { id: 'missing', label: projectsFr.notFound.title }]}>
        <title>{interpolate(shellFr.pageTitle, { page: projectsFr.notFound.title })}</title>
        <NotFoundState kind="project" backHref={paths.dashboard} />
      </WorkspaceFrame>
    );
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
      <HistoryPage
        projectName={row.name}
        comparison={
          comparison && (
            <VersionComparison
              comparison={comparison.comparison}
              fromLabel={comparison.fromLabel}
              toLabel={comparison.toLabel}
              onClose={() => setComparison(null)}
            />
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
          />
        }
        history={
          <HistoryPanel
            days={history.days}
            measurements={history.measurements}
            measurementId={measurementId}
            onMeasurementChange={setMeasurementId}
            authorName={authorName}
          />
        }
      />
    </WorkspaceFrame>
  );
}
