import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/Tabs';
import { toolsFr } from '../../../i18n/tools.fr';
import * as styles from './SheetPanel.css';

export type SheetPanelTab = 'measurements' | 'properties' | 'regions' | 'layers';

export interface SheetPanelProps {
  /** The sheet's measurement table. */
  measurements: ReactNode;
  /** The selection's properties. */
  properties: ReactNode;
  /** The sheet's layers; null when there is nothing to list (the file could not be opened): the tab is disabled. */
  layers: ReactNode;
  /** The sheet's scale and its scale regions (« Échelles »); omit for no such tab. */
  regions?: ReactNode;
  /** The open tab, controlled; omit to let the tabs keep it. */
  selectedTab?: SheetPanelTab;
  onSelectedTabChange?: (tab: SheetPanelTab) => void;
  /** @default 'measurements' */
  defaultSelectedTab?: SheetPanelTab;
}

const TABS: readonly SheetPanelTab[] = ['measurements', 'properties', 'regions', 'layers'];
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
  selectedTab,
  onSelectedTabChange,
  defaultSelectedTab = 'measurements',
}: SheetPanelProps) {
  const copy = toolsFr.sheet;
  const content: Record<SheetPanelTab, ReactNode> = { measurements, properties, regions, layers };
  const tabs = regions === undefined ? TABS.filter((tab) => tab !== 'regions') : TABS;
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
            {copy.tabs[tab]}
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
