import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon/workspace';
import { Modal } from '../../../components/Modal';
import { Splitter } from '../../../components/Splitter';
import { Tooltip, TooltipTrigger } from '../../../components/Tooltip';
import { interpolate } from '../../../i18n/format';
import { shellFr } from '../../../i18n/projects.fr';
import { breakpoints } from '../../../theme';
import { lightTokens } from '../../../theme/tokens.gen';
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
  /**
   * A document page whose content is a wide table (the libraries): it takes the window's width, margins kept, instead
   * of the centred content width. @default false
   */
  isFullWidth?: boolean;
  /**
   * The sheet strip collapsed to a rail with a button to show it again (from the desktop width up). Controlled with
   * `onSidebarCollapsedChange` (the route remembers it); absent, the layout keeps it, collapsed by default below
   * WIDE_SCREEN so that a laptop's plan gets the width.
   */
  isSidebarCollapsed?: boolean;
  onSidebarCollapsedChange?: (isCollapsed: boolean) => void;
  /** The details panel collapsed to a rail, likewise. Absent: the layout keeps it, shown by default. */
  isPanelCollapsed?: boolean;
  onPanelCollapsedChange?: (isCollapsed: boolean) => void;
  /** The details panel's width in CSS pixels, set with its splitter; kept between PANEL_WIDTH.min and .max. */
  panelWidth?: number;
  onPanelWidthChange?: (width: number) => void;
}

const px = (token: string) => Number.parseInt(token, 10);

/** The details panel's width: the token's by default, from the sheet strip's width to twice it. */
export const PANEL_WIDTH = {
  min: px(lightTokens.size.sidebar),
  default: px(lightTokens.size.panel),
  max: 2 * px(lightTokens.size.sidebar),
} as const;

/**
 * From this width up (1280 px), the sheet strip is shown by default; below it (a 1024 px window), it starts collapsed:
 * the strip and the panel would leave the plan less than half the width.
 */
export const WIDE_SCREEN = breakpoints.desktop * 1.25;

const toggleId = (regionId: string) => `${regionId}-toggle`;

const clampWidth = (width: number) => Math.round(Math.min(PANEL_WIDTH.max, Math.max(PANEL_WIDTH.min, width)));

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
  isFullWidth = false,
  isSidebarCollapsed,
  onSidebarCollapsedChange,
  isPanelCollapsed,
  onPanelCollapsedChange,
  panelWidth,
  onPanelWidthChange,
}: WorkspaceLayoutProps) {
  const isDesktop = useMediaQuery(DESKTOP, true);
  const isWide = useMediaQuery(`(min-width: ${WIDE_SCREEN}px)`, true);
  const sidebarId = useId();
  const panelId = useId();
  // Uncontrolled fallbacks: what was chosen on this page, until the route passes what it remembers.
  const [ownSidebar, setOwnSidebar] = useState<boolean | null>(null);
  const [ownPanel, setOwnPanel] = useState<boolean | null>(null);
  const [ownWidth, setOwnWidth] = useState<number | null>(null);
  const sidebarCollapsed = isSidebarCollapsed ?? ownSidebar ?? !isWide;
  const panelCollapsed = isPanelCollapsed ?? ownPanel ?? false;
  const width = clampWidth(panelWidth ?? ownWidth ?? PANEL_WIDTH.default);
  // The button pressed goes away with the region it showed or hid: the focus moves to the one that takes its place
  // (the rail's « Afficher », the region's « Masquer »), never to the page's top.
  const focusAfterToggle = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterToggle.current === null) return;
    document.getElementById(focusAfterToggle.current)?.focus();
    focusAfterToggle.current = null;
  });
  const setSidebarCollapsed = (collapsed: boolean) => {
    focusAfterToggle.current = toggleId(sidebarId);
    setOwnSidebar(collapsed);
    onSidebarCollapsedChange?.(collapsed);
  };
  const setPanelCollapsed = (collapsed: boolean) => {
    focusAfterToggle.current = toggleId(panelId);
    setOwnPanel(collapsed);
    onPanelCollapsedChange?.(collapsed);
  };
  const setWidth = (next: number) => {
    setOwnWidth(next);
    onPanelWidthChange?.(next);
  };
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
        {hasSidebar &&
          !isCompact &&
          (sidebarCollapsed ? (
            <div className={styles.rail} data-edge="start">
              <RegionToggle
                name={sidebarLabel}
                controls={sidebarId}
                edge="start"
                isExpanded={false}
                onPress={() => setSidebarCollapsed(false)}
              />
            </div>
          ) : (
            <nav id={sidebarId} aria-label={sidebarLabel} className={styles.sidebar}>
              <div className={styles.regionBar} data-edge="start">
                <RegionToggle
                  name={sidebarLabel}
                  controls={sidebarId}
                  edge="start"
                  isExpanded
                  onPress={() => setSidebarCollapsed(true)}
                />
              </div>
              {sidebar}
            </nav>
          ))}
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
          <div className={styles.content}>
            {isPage ? (
              <div className={styles.page} data-full-width={isFullWidth || undefined}>
                {children}
              </div>
            ) : (
              children
            )}
          </div>
        </main>
        {hasPanel &&
          !isCompact &&
          (panelCollapsed ? (
            <div className={styles.rail} data-edge="end">
              <RegionToggle
                name={panelLabel}
                controls={panelId}
                edge="end"
                isExpanded={false}
                onPress={() => setPanelCollapsed(false)}
              />
            </div>
          ) : (
            <div className={styles.panelArea}>
              <Splitter
                className={styles.splitter}
                value={width}
                minValue={PANEL_WIDTH.min}
                maxValue={PANEL_WIDTH.max}
                onChange={setWidth}
                aria-label={interpolate(shellFr.layout.resize, { name: panelLabel })}
                aria-valuetext={interpolate(shellFr.layout.width, { width })}
                aria-controls={panelId}
              />
              {/* The width is the person's, set with the splitter: a value, not a design token. */}
              <aside id={panelId} aria-label={panelLabel} className={styles.panel} style={{ width: `${width}px` }}>
                <div className={styles.regionBar} data-edge="end">
                  <RegionToggle
                    name={panelLabel}
                    controls={panelId}
                    edge="end"
                    isExpanded
                    onPress={() => setPanelCollapsed(true)}
                  />
                </div>
                {panel}
              </aside>
            </div>
          ))}
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

/**
 * « Masquer / Afficher « Plans du projet » »: an icon button (its name said by a tooltip too) that says whether the
 * region is shown (aria-expanded) and which region it is (aria-controls, while the region is there).
 */
function RegionToggle({
  name,
  controls,
  edge,
  isExpanded,
  onPress,
}: {
  name: string;
  edge: 'start' | 'end';
  controls: string;
  isExpanded: boolean;
  onPress: () => void;
}) {
  const label = interpolate(isExpanded ? shellFr.layout.hide : shellFr.layout.show, { name });
  return (
    <TooltipTrigger>
      <Button
        id={toggleId(controls)}
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={label}
        aria-expanded={isExpanded}
        {...(isExpanded ? { 'aria-controls': controls } : {})}
        onPress={onPress}
      >
        {/* The chevron points where the region goes: towards its edge to hide it, away from it to show it. */}
        <Icon name={isExpanded === (edge === 'start') ? 'chevronLeft' : 'chevronRight'} size="sm" />
      </Button>
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}
