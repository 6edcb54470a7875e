import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon/workspace';
import { Modal } from '../../../components/Modal';
import { shellFr } from '../../../i18n/projects.fr';
import { breakpoints } from '../../../theme';
import { useMediaQuery } from './useMediaQuery';
import * as styles from './WorkspaceLayout.css';

export interface WorkspaceLayoutProps {
  /** The banner, above everything: the WorkspaceHeader. */
  header: ReactNode;
  /** The main region (`<main id="main">`, the skip link's target): the project list, or the plan viewer. */
  children: ReactNode;
  /**
   * Above the main area and outside its scrolling (the viewer's tools stay in view while the plan scrolls): the
   * sheet page's toolbar. @default undefined
   */
  toolbar?: ReactNode;
  /**
   * The project's sheets and the plan import, in a navigation region beside the main one; a drawer opened from the
   * start edge below the desktop width. Absent on pages that have no sheets (the project list).
   */
  sidebar?: ReactNode;
  /** Properties, layers, measurements of what is open, in a complementary region; a drawer from the end edge. */
  panel?: ReactNode;
  /** Names the sidebar's region and its drawer. @default shellFr.layout.sidebar ('Plans du projet') */
  sidebarLabel?: string;
  /** Names the panel's region and its drawer. @default shellFr.layout.panel ('Détails') */
  panelLabel?: string;
  /**
   * Any value that changes when the page changes (the route's path): an open drawer closes then, as after choosing a
   * sheet in it. @default undefined
   */
  navigationKey?: unknown;
  /** Forces the narrow or the wide arrangement (stories, tests); otherwise the window's width decides. */
  isCompact?: boolean;
  /**
   * The main area is a document page (quantities, libraries, history): centred at the content width with the page's
   * margins. Off for a page that lays itself out (the project list, a sheet's viewer). @default false
   */
  isPage?: boolean;
}

type Drawer = 'sidebar' | 'panel' | null;

const DESKTOP = `(min-width: ${breakpoints.desktop}px)`;

/**
 * The workspace's frame: a header, then up to three regions side by side (sheets, the main area, details), each
 * scrolling on its own, the page itself never scrolling sideways. Below the desktop width the main area takes the
 * whole width and the two side regions open as drawers from buttons at the top of the main area; they stay mounted
 * only while open. Landmarks: banner, navigation, main, complementary.
 */
export function WorkspaceLayout({
  header,
  children,
  toolbar,
  sidebar,
  panel,
  sidebarLabel = shellFr.layout.sidebar,
  panelLabel = shellFr.layout.panel,
  navigationKey,
  isCompact: forcedCompact,
  isPage = false,
}: WorkspaceLayoutProps) {
  const isDesktop = useMediaQuery(DESKTOP, true);
  const isCompact = forcedCompact ?? !isDesktop;
  const hasSidebar = sidebar !== undefined;
  const hasPanel = panel !== undefined;
  const hasRegions = hasSidebar || hasPanel;
  const [drawer, setDrawer] = useState<Drawer>(null);

  // A new page (a sheet chosen in the drawer) closes the drawer; so does the window growing past the breakpoint
  // (adjusted while rendering, as React advises for state that follows a prop, rather than in an effect).
  const [last, setLast] = useState({ navigationKey, isCompact });
  if (last.navigationKey !== navigationKey || last.isCompact !== isCompact) {
    setLast({ navigationKey, isCompact });
    setDrawer(null);
  }

  return (
    <div className={styles.root} data-layout={hasRegions ? 'workspace' : 'page'}>
      {header}
      <div className={styles.body} data-compact={isCompact || undefined}>
        {hasSidebar && !isCompact && (
          <nav aria-label={sidebarLabel} className={styles.sidebar}>
            {sidebar}
          </nav>
        )}
        <main id="main" tabIndex={-1} className={styles.main}>
          {hasRegions && isCompact && (
            <div className={styles.drawerBar}>
              {hasSidebar && (
                <Button variant="secondary" size="sm" onPress={() => setDrawer('sidebar')}>
                  <Icon name="sidebar" size="sm" />
                  {shellFr.layout.openSidebar}
                </Button>
              )}
              {hasPanel && (
                <Button variant="secondary" size="sm" onPress={() => setDrawer('panel')}>
                  <Icon name="panel" size="sm" />
                  {shellFr.layout.openPanel}
                </Button>
              )}
            </div>
          )}
          {toolbar !== undefined && <div className={styles.toolbar}>{toolbar}</div>}
          <div className={styles.content}>{isPage ? <div className={styles.page}>{children}</div> : children}</div>
        </main>
        {hasPanel && !isCompact && (
          <aside aria-label={panelLabel} className={styles.panel}>
            {panel}
          </aside>
        )}
      </div>
      {isCompact && hasSidebar && (
        <Modal
          title={sidebarLabel}
          placement="start"
          isOpen={drawer === 'sidebar'}
          onOpenChange={(open) => setDrawer(open ? 'sidebar' : null)}
          className={styles.drawer}
        >
          <nav aria-label={sidebarLabel}>{sidebar}</nav>
        </Modal>
      )}
      {isCompact && hasPanel && (
        <Modal
          title={panelLabel}
          placement="end"
          isOpen={drawer === 'panel'}
          onOpenChange={(open) => setDrawer(open ? 'panel' : null)}
          className={styles.panelDrawer}
        >
          <aside aria-label={panelLabel}>{panel}</aside>
        </Modal>
      )}
    </div>
  );
}
