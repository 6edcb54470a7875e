import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/Tabs';
import { legendFr } from '../../../i18n/legend.fr';
import { toolsFr } from '../../../i18n/tools.fr';
import * as styles from './SheetPanel.css';

export type SheetPanelTab = 'measurements' | 'properties' | 'regions' | 'legend' | 'layers';

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
  /** The open tab, controlled; omit to let the tabs keep it. */
  selectedTab?: SheetPanelTab;
  onSelectedTabChange?: (tab: SheetPanelTab) => void;
  /** @default 'measurements' */
  defaultSelectedTab?: SheetPanelTab;
}

const TABS: readonly SheetPanelTab[] = ['measurements', 'properties', 'regions', 'legend', 'layers'];
const isTab = (key: unknown): key is SheetPanelTab => TABS.includes(key as SheetPanelTab);

/**
 * The sheet page's side panel: « Mesures », « Propriétés », « Échelles » (when given), « Calques » as tabs (arrows move between them, Tab enters
 * the open one). The open tab takes the panel's remaining height.
 */
export function SheetPanel({
  measurements,
  properties,
  layers,
  regions,
  legend,
  selectedTab,
  onSelectedTabChange,
  defaultSelectedTab = 'measurements',
}: SheetPanelProps) {
  const copy = toolsFr.sheet;
  const content: Record<SheetPanelTab, ReactNode> = { measurements, properties, regions, legend, layers };
  const names: Record<SheetPanelTab, string> = { ...copy.tabs, legend: legendFr.panel.tab };
  const tabs = TABS.filter(
    (tab) => (tab !== 'regions' || regions !== undefined) && (tab !== 'legend' || legend !== undefined),
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
          <Tab key={tab} id={tab}>
            {names[tab]}
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
