import { useEffect, useState } from 'react';
import { workspacePaths } from '../../config/workspacePaths';
import { projectRepository } from '../../db/workspace/projects';
import { PROJECT_SORTS, type ProjectSort } from '../../domain/projects/list';
import { readableProject } from '../../domain/projects/readable';
import { interpolate } from '../../i18n/format';
import { projectsFr, shellFr } from '../../i18n/projects.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import { ProjectList, type ProjectListState } from '../../screens/Workspace/Projects/ProjectList';
import { useOpenSignInModal } from '../signupModalTrigger';
import { useWorkspace } from './context';
import { SharedProjectsSlot, UnsentStatusSlot } from './sharing/AccountShared';
import { hasUnsentWork } from '../../db/sharing/unsentKey';
import { historyActions, useProjectActions } from './useProjectActions';
import { useLiveQuery } from './useLiveQuery';
import { useUndoShortcuts } from './useUndoShortcuts';
import { WorkspaceFrame } from './WorkspaceFrame';
import { useLocation, useNavigate } from 'react-router-dom';

// The search and the sort live in the address (?recherche=…&tri=nom): a reload or the back button keeps them.
const QUERY_PARAM = 'recherche';
const SORT_PARAM = 'tri';
const SORT_WORDS: Readonly<Record<ProjectSort, string>> = {
  lastChange: 'modification',
  name: 'nom',
  createdAt: 'creation',
};

function sortOf(word: string | null): ProjectSort {
  return PROJECT_SORTS.find((sort) => SORT_WORDS[sort] === word) ?? 'lastChange';
}

const MINUTE_MS = 60_000;

/** « il y a 5 minutes » moves on by itself: the time the list counts from, renewed every minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** /dashboard: the project list, following the database (another tab's changes too). */
export function ProjectListRoute() {
  const { db } = useWorkspace();
  const navigate = useNavigate();
  const openSignIn = useOpenSignInModal();
  // The location's search rather than useSearchParams: that hook and its helpers would join react-router's shared
  // chunk, which every page's first load downloads (the landing's size budget).
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const query = params.get(QUERY_PARAM) ?? '';
  const sort = sortOf(params.get(SORT_PARAM));
  const now = useNow();
  const live = useLiveQuery(async () => {
    const repository = projectRepository(db);
    const [projects, status] = await Promise.all([repository.list(), repository.undoStatus()]);
    return { projects, status };
  }, [db]);
  const actions = useProjectActions({
    onCreated: (project) => void navigate(workspacePaths.project(project.id)),
  });
  const history = historyActions(live.status === 'ready' ? live.value.status : null);
  useUndoShortcuts(actions.undo, actions.redo, actions.canEdit);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    const nextSearch = next.toString();
    // Typing is not a place to go back to.
    void navigate({ search: nextSearch ? `?${nextSearch}` : '' }, { replace: true });
  };

  let state: ProjectListState;
  if (live.status === 'loading') state = { status: 'loading' };
  else if (live.status === 'error') state = { status: 'error', message: workspaceErrorMessage(live.error) };
  else {
    const hasUnsent = hasUnsentWork();
    state = {
      status: 'ready',
      // Whatever a row holds, the list can show it (a damaged one says so): one bad row never takes the page down.
      projects: live.value.projects.map(({ project, sheetCount, lastChangeAt }) => {
        const readable = readableProject(project as unknown as Readonly<Record<string, unknown>>, lastChangeAt);
        return {
          ...readable,
          name: readable.name ?? projectsFr.item.unnamed,
          sheetCount,
          createdAt: readable.createdAt ?? '',
          lastChangeAt: readable.lastChangeAt ?? '',
          isShared: project.sharing !== undefined,
          status: hasUnsent && project.sharing ? <UnsentStatusSlot projectId={project.id} /> : undefined,
        };
      }),
    };
  }
  const byId = (id: string) =>
    live.status === 'ready' ? live.value.projects.find((p) => p.project.id === id)?.project : undefined;

  return (
    <WorkspaceFrame breadcrumbs={[{ id: 'projects', label: projectsFr.title }]}>
      <title>{interpolate(shellFr.pageTitle, { page: projectsFr.title })}</title>
      <ProjectList
        state={state}
        query={query}
        onQueryChange={(value) => setParam(QUERY_PARAM, value)}
        sort={sort}
        onSortChange={(value) => setParam(SORT_PARAM, value === 'lastChange' ? null : SORT_WORDS[value])}
        now={now}
        projectHref={workspacePaths.project}
        onCreate={actions.openCreate}
        onRowAction={(id, action) => {
          const project = byId(id);
          if (!project) return;
          if (action === 'open') void navigate(workspacePaths.project(id));
          else if (action === 'edit') actions.openEdit(project);
          else void actions.openDelete(project);
        }}
        undo={history.undo}
        redo={history.redo}
        onUndo={actions.undo}
        onRedo={actions.redo}
        canEdit={actions.canEdit}
        onSignIn={openSignIn}
        shared={
          <SharedProjectsSlot
            hasSharedProject={
              live.status === 'ready' && live.value.projects.some((p) => p.project.sharing !== undefined)
            }
            localIds={live.status === 'ready' ? new Set(live.value.projects.map((p) => p.project.id)) : null}
          />
        }
      />
      {actions.dialogs}
    </WorkspaceFrame>
  );
}
