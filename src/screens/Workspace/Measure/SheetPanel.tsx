import type { ReactNode } from 'react';
import { drawIcon } from '../../../components/Icon/Icon';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/Tabs';
import { comparisonFr } from '../../../i18n/comparison.fr';
import { countingFr } from '../../../i18n/counting.fr';
import { legendFr } from '../../../i18n/legend.fr';
import { toolsFr } from '../../../i18n/tools.fr';
import * as styles from './SheetPanel.css';

export type SheetPanelTab =
  'counting' | 'comparison' | 'measurements' | 'properties' | 'regions' | 'legend' | 'layers' | 'cad';

export interface SheetPanelProps {
  /** The sheet's measurement table. */
  measurements: ReactNode;
  /** The selection's properties. */
  properties: ReactNode;
  /** The sheet's layers; null when there is nothing to list (the file could not be opened): the tab is disabled. */
  layers: ReactNode;
  /** The sheet's scale and its scale regions (« Échelles »); omit for no such tab. */
  regions?: ReactNode;
  /** The sheet's legend (« Légende »: colours and symbols → articles, with totals); omit for no such tab. */
  legend?: ReactNode;
  /** An assisted count's review (« Comptage assisté », issue 25), first while it is open; omit for no such tab. */
  counting?: ReactNode;
  /** The sheet's indices and their comparison (« Indices », issue 27), on a new indice only; omit for no such tab. */
  comparison?: ReactNode;
  /** A CAD sheet's blocks and layer totals (« CAO », issue 28); omit for no such tab (a PDF sheet). */
  cad?: ReactNode;
  /** The open tab, controlled; omit to let the tabs keep it. */
  selectedTab?: SheetPanelTab;
  onSelectedTabChange?: (tab: SheetPanelTab) => void;
  /** @default 'measurements' */
  defaultSelectedTab?: SheetPanelTab;
}

const TABS: readonly SheetPanelTab[] = [
  'counting',
  'comparison',
  'measurements',
  'properties',
  'regions',
  'legend',
  'layers',
  'cad',
];
const isTab = (key: unknown): key is SheetPanelTab => TABS.includes(key as SheetPanelTab);

/** The tabs' glyphs (24×24 strokes, as the palette's tools are drawn), kept beside the panel like the tools' icons. */
const TAB_GLYPHS: Record<SheetPanelTab, string> = {
  counting: 'M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M12 9v6M9 12h6',
  comparison: 'M4 4h10v13H4zM10 7h10v13H10z',
  measurements: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  properties: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM9 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  regions: 'M3 15.5L15.5 3 21 8.5 8.5 21zM7 12l2 2M10 9l2 2M13 6l2 2',
  legend: 'M4 5h4v4H4zM4 15h4v4H4zM12 7h8M12 17h8',
  layers: 'M12 3l9 5-9 5-9-5 9-5zM3 12.5l9 5 9-5M3 17l9 5 9-5',
  cad: 'M4 4h7v7H4zM13 13h7v7h-7zM11 7.5h5.5V13M7.5 11v5.5H13',
};

/**
 * The sheet page's side panel: « Mesures », « Propriétés », « Échelles » (when given), « Légende » (when given),
 * « Calques » as tabs (arrows move between them, Tab enters the open one). The open tab takes the panel's remaining
 * height. Each tab has its glyph; in a narrow panel (320 px, a laptop's), the tabs that are not open show only their
 * glyph, their name kept as their accessible name and in their tooltip, so the five stay on one line (issue 24).
 */
export function SheetPanel({
  measurements,
  properties,
  layers,
  regions,
  legend,
  counting,
  comparison,
  cad,
  selectedTab,
  onSelectedTabChange,
  defaultSelectedTab = 'measurements',
}: SheetPanelProps) {
  const copy = toolsFr.sheet;
  const content: Record<SheetPanelTab, ReactNode> = {
    counting,
    comparison,
    measurements,
    properties,
    regions,
    legend,
    layers,
    cad,
  };
  const names: Record<SheetPanelTab, string> = {
    ...copy.tabs,
    legend: legendFr.panel.tab,
    counting: countingFr.search.tab,
    comparison: comparisonFr.sheet.tab,
  };
  const tabs = TABS.filter(
    (tab) =>
      (tab !== 'regions' || regions !== undefined) &&
      (tab !== 'legend' || legend !== undefined) &&
      (tab !== 'counting' || counting !== undefined) &&
      (tab !== 'comparison' || comparison !== undefined) &&
      (tab !== 'cad' || cad !== undefined),
  );
  return (
    <Tabs
      className={styles.root}
      {...(selectedTab !== undefined ? { selectedKey: selectedTab } : { defaultSelectedKey: defaultSelectedTab })}
      onSelectionChange={(key) => {
        if (isTab(key)) onSelectedTabChange?.(key);
      }}
      disabledKeys={layers === null ? ['layers'] : []}
    >
      <TabList aria-label={copy.panelLabel}>
        {tabs.map((tab) => (
          <Tab key={tab} id={tab} className={styles.tab}>
            {/* The native tooltip names a tab shown by its glyph alone. */}
            <span className={styles.tabContent} title={names[tab]}>
              {drawIcon(TAB_GLYPHS[tab], { size: 'sm', className: styles.tabIcon })}
              <span className={styles.tabName}>{names[tab]}</span>
            </span>
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab} id={tab} className={styles.panel}>
          {content[tab]}
        </TabPanel>
      ))}
    </Tabs>
  );
}
