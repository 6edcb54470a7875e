import { use, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import type { BreadcrumbItem } from '../../components/Breadcrumbs';
import { paths } from '../../config/routes';
import { displayText } from '../../domain/storedValues';
import { workspacePaths } from '../../config/workspacePaths';
import { WorkspaceHeader } from '../../screens/Workspace/Shell/WorkspaceHeader';
import { WorkspaceLayout, type WorkspaceLayoutProps } from '../../screens/Workspace/Shell/WorkspaceLayout';
import { workspaceLayoutAtom } from '../../state/workspace/layout';
import { ShellHeaderContext } from './ShellHeader';
import type { SharedProjectChrome } from './sharing/SharedProjectChrome';

export interface WorkspaceFrameProps extends Omit<WorkspaceLayoutProps, 'header'> {
  /** Projets › <projet> › <plan>. */
  breadcrumbs: readonly BreadcrumbItem[];
  /** A shared project's status in the header and its notices under it (sharing/SharedProjectChrome). */
  sharing?: SharedProjectChrome | null;
}

const shownLabel = (label: unknown) => displayText(label) ?? '';

/**
 * A workspace page's frame: the layout with the shell's header (greeting, settings) and the page's breadcrumbs; the
 * side regions shown or collapsed and the panel's width as the person left them (remembered in this browser).
 */
export function WorkspaceFrame({ breadcrumbs, sharing, ...layout }: WorkspaceFrameProps) {
  const { firstName, onSettingsAction } = use(ShellHeaderContext);
  const [prefs, setPrefs] = useAtom(workspaceLayoutAtom);
  return (
    <WorkspaceLayout
      isSidebarCollapsed={prefs.isSidebarCollapsed}
      onSidebarCollapsedChange={(isSidebarCollapsed) => setPrefs({ isSidebarCollapsed })}
      isPanelCollapsed={prefs.isPanelCollapsed}
      onPanelCollapsedChange={(isPanelCollapsed) => setPrefs({ isPanelCollapsed })}
      panelWidth={prefs.panelWidth}
      onPanelWidthChange={(panelWidth) => setPrefs({ panelWidth })}
      {...layout}
      header={withNotices(
        <WorkspaceHeader
          homeHref={paths.dashboard}
          // A name an older version stored damaged (megabytes of it) is cut here for every page's trail.
          breadcrumbs={breadcrumbs.map((crumb) => ({ ...crumb, label: shownLabel(crumb.label) }))}
          firstName={firstName}
          onSettingsAction={onSettingsAction}
          librariesHref={workspacePaths.libraries()}
          status={sharing?.status}
        />,
        sharing?.notices,
      )}
    />
  );
}

/** The header, with a shared project's notices under it in the same row of the layout. */
function withNotices(header: ReactNode, notices: ReactNode) {
  if (!notices) return header;
  return (
    <div>
      {header}
      {notices}
    </div>
  );
}
