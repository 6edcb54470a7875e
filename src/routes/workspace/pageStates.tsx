/**
 * The states a project's page passes through before it can show anything, framed the same way on every page (the
 * project, its sheet, its quantities, its history): loading, a read that failed (with « Réessayer »), and a project
 * that is not (or no longer) in this browser.
 */
import type { ReactNode } from 'react';
import { paths } from '../../config/routes';
import { interpolate } from '../../i18n/format';
import { projectsFr, shellFr } from '../../i18n/projects.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import { ErrorState, LoadingState, NotFoundState } from '../../screens/Workspace/Projects/ProjectStates';
import { WorkspaceFrame } from './WorkspaceFrame';

export const projectsCrumb = { id: 'projects', label: projectsFr.title, href: paths.dashboard };

/** The error of the first of the page's reads that failed. */
export function readError(...reads: readonly { readonly status: string; readonly error?: unknown }[]): unknown {
  return reads.find((read) => read.status === 'error')?.error;
}

export function PageLoading({ message }: { readonly message: string }) {
  return (
    <WorkspaceFrame breadcrumbs={[projectsCrumb]}>
      <LoadingState message={message} />
    </WorkspaceFrame>
  );
}

/** A read that failed: its French message, and « Réessayer », which reloads the page. */
export function PageReadError({ error }: { readonly error: unknown }) {
  return (
    <WorkspaceFrame breadcrumbs={[projectsCrumb]}>
      <ErrorState message={workspaceErrorMessage(error)} onRetry={() => window.location.reload()} />
    </WorkspaceFrame>
  );
}

/** The project is not in this browser: said so, with the way back to the list; `children` (dialogs) stay mounted. */
export function ProjectNotFound({ children }: { readonly children?: ReactNode }) {
  return (
    <WorkspaceFrame breadcrumbs={[projectsCrumb, { id: 'missing', label: projectsFr.notFound.title }]}>
      <title>{interpolate(shellFr.pageTitle, { page: projectsFr.notFound.title })}</title>
      <NotFoundState kind="project" backHref={paths.dashboard} />
      {children}
    </WorkspaceFrame>
  );
}
