import type { BreadcrumbItem } from '../../components/Breadcrumbs';
import { workspacePaths } from '../../config/workspacePaths';
import { isSuperseded } from '../../domain/comparison/indices';
import { interpolate } from '../../i18n/format';
import { projectsFr, shellFr } from '../../i18n/projects.fr';
import { toolsFr } from '../../i18n/tools.fr';
import { NotFoundState } from '../../screens/Workspace/Projects/ProjectStates';
import { useWorkspace } from './context';
import { useSheetSlots, type SheetContext } from './sheetSlots';
import { useProject, useProjectSheets } from './useProject';
import { SheetLoading } from './SheetLoading';
import { PageReadError, ProjectNotFound, projectsCrumb, readError } from './pageStates';
import { WorkspaceFrame } from './WorkspaceFrame';
import { LazySharedProjectPage, useSharedProjectChrome, type SharedProjectChrome } from './sharing/SharedProjectChrome';
import { useSharedProject, useSharedSheet } from './sharing/useSharedProject';

/**
 * /dashboard/projets/:projectId/plans/:sheetId: a sheet in the workspace layout, its regions filled by sheetSlots
 * (the viewer's and the tools' slots). « Projet introuvable » when the project is not there, « Plan introuvable »
 * when the sheet is not one of its sheets.
 */
export function SheetRoute({ projectId, sheetId }: { projectId: string; sheetId: string }) {
  const { author } = useWorkspace();
  const project = useProject(projectId);
  const sheets = useProjectSheets(projectId);
  // A shared project's sync session (issue 30): its status, and this person's place in colleagues' presence lists.
  const shared = useSharedProject(projectId, project.status === 'ready' ? project.value : undefined);
  const sharing = useSharedProjectChrome(shared);
  const sheetRow = sheets.status === 'ready' ? sheets.value.find((s) => s.id === sheetId) : undefined;
  useSharedSheet(projectId, sheetRow ? { id: sheetRow.id, name: sheetRow.name } : null);

  if (project.status === 'error' || sheets.status === 'error')
    return <PageReadError error={readError(project, sheets)} />;
  if (project.status === 'loading' || sheets.status === 'loading') return <SheetLoading />;
  const row = project.value;
  if (!row) {
    if (shared && shared.view.phase !== 'notShared') return <LazySharedProjectPage shared={shared} />;
    return <ProjectNotFound />;
  }
  const projectCrumb = { id: row.id, label: row.name, href: workspacePaths.project(row.id) };
  const sheet = sheets.value.find((s) => s.id === sheetId);
  if (!sheet) {
    return (
      <WorkspaceFrame
        breadcrumbs={[projectsCrumb, projectCrumb, { id: 'missing', label: projectsFr.sheetNotFound.title }]}
      >
        <title>{interpolate(shellFr.pageTitle, { page: projectsFr.sheetNotFound.title })}</title>
        <NotFoundState kind="sheet" backHref={workspacePaths.project(row.id)} />
      </WorkspaceFrame>
    );
  }
  // A previous indice stays readable; its measurements are changed on the current one (issue 27).
  const superseded = isSuperseded(sheet, sheets.value);
  const isEditable = author !== null && !superseded;
  const phase = shared?.view.phase;
  const isOpening = phase === 'opening' || phase === 'checking';
  // The first reason that holds, as the page's notices say it (the profile's is the tools' own default).
  const readOnlyReason =
    author === null
      ? undefined
      : superseded
        ? toolsFr.sheet.readOnlySuperseded
        : isOpening
          ? toolsFr.sheet.readOnlyOpening
          : shared?.isReadOnly
            ? toolsFr.sheet.readOnlyShared
            : undefined;
  return (
    <SheetPage
      project={row}
      sheet={sheet}
      sheets={sheets.value}
      canEdit={isEditable && !shared?.isReadOnly}
      {...(readOnlyReason === undefined ? {} : { readOnlyReason })}
      // A shared project whose session is opening (issue 30): read-only for a moment only.
      isEditPending={isEditable && isOpening}
      sharing={sharing}
      breadcrumbs={[projectsCrumb, projectCrumb, { id: sheet.id, label: sheet.name }]}
    />
  );
}

/** A sheet found: its regions from useSheetSlots (a hook, so it lives below the route's early returns). */
function SheetPage({
  breadcrumbs,
  sharing,
  ...context
}: SheetContext & { breadcrumbs: readonly BreadcrumbItem[]; sharing: SharedProjectChrome | null }) {
  const { project, sheet } = context;
  const slots = useSheetSlots(context);
  return (
    <WorkspaceFrame
      breadcrumbs={breadcrumbs}
      toolbar={slots.toolbar}
      sidebar={slots.sidebar}
      panel={slots.panel}
      navigationKey={workspacePaths.sheet(project.id, sheet.id)}
      sharing={sharing}
    >
      <title>{interpolate(shellFr.pageTitle, { page: `${sheet.name} – ${project.name}` })}</title>
      {slots.main}
    </WorkspaceFrame>
  );
}
