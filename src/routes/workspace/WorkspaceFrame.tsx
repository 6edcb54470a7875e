import { use } from 'react';
import type { BreadcrumbItem } from '../../components/Breadcrumbs';
import { paths } from '../../config/routes';
import { workspacePaths } from '../../config/workspacePaths';
import { WorkspaceHeader } from '../../screens/Workspace/Shell/WorkspaceHeader';
import { WorkspaceLayout, type WorkspaceLayoutProps } from '../../screens/Workspace/Shell/WorkspaceLayout';
import { ShellHeaderContext } from './ShellHeader';

export interface WorkspaceFrameProps extends Omit<WorkspaceLayoutProps, 'header'> {
  /** Projets › <projet> › <plan>. */
  breadcrumbs: readonly BreadcrumbItem[];
}

/** A workspace page's frame: the layout with the shell's header (greeting, settings) and the page's breadcrumbs. */
export function WorkspaceFrame({ breadcrumbs, ...layout }: WorkspaceFrameProps) {
  const { firstName, onSettingsAction } = use(ShellHeaderContext);
  return (
    <WorkspaceLayout
      {...layout}
      header={
        <WorkspaceHeader
          homeHref={paths.dashboard}
          breadcrumbs={breadcrumbs}
          firstName={firstName}
          onSettingsAction={onSettingsAction}
          librariesHref={workspacePaths.libraries()}
        />
      }
    />
  );
}
