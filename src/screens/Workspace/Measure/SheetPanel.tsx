import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/Tabs';
import { toolsFr } from '../../../i18n/tools.fr';
import * as styles from './SheetPanel.css';

export type SheetPanelTab = 'measurements' | 'properties' | 'layers';

export interface SheetPanelProps {
  /** The sheet's measurement table. */
  measurements: ReactNode;
  /** The selection's properties. */
  properties: ReactNode;
  /** The sheet's layers; null when there is nothing to list (the file could not be opened): the tab is disabled. */
  layers: ReactNode;
  /** The open tab, controlled; omit to let the tabs keep it. */
  selectedTab?: SheetPanelTab;
  onSelectedTabChange?: (tab: SheetPanelTab) => void;
  /** @default 'measurements' */
  defaultSelectedTab?: SheetPanelTab;
}

const TABS: readonly SheetPanelTab[] = ['measurements', 'properties', 'layers'];
const isTab = (key: unknown): key is SheetPanelTab => TABS.includes(key as SheetPanelTab);

/**
 * The sheet page's side panel: « Mesures », « Propriétés », « Calques » as tabs (arrows move between them, Tab enters
 * the open one). The open tab takes the panel's remaining height.
 */
export function SheetPanel({
  measurements,
  properties,
  layers,
  selectedTab,
  onSelectedTabChange,
  defaultSelectedTab = 'measurements',
}: SheetPanelProps) {
  const copy = toolsFr.sheet;
  const content: Record<SheetPanelTab, ReactNode> = { measurements, properties, layers };
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
        {TABS.map((tab) => (
          <Tab key={tab} id={tab}>
            {copy.tabs[tab]}
          </Tab>
        ))}
      </TabList>
      {TABS.map((tab) => (
        <TabPanel key={tab} id={tab} className={styles.panel}>
          {content[tab]}
        </TabPanel>
      ))}
    </Tabs>
  );
}
