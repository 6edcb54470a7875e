import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface TabItem {
  id: Key;
  label: ReactNode;
  content: ReactNode;
  /** @default false */
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'children' | 'style'> {
  /** Convenience: one tab and one panel per item. Leave it out to compose TabList, Tab and TabPanel yourself. */
  items?: readonly TabItem[];
  /** Names the tab list built from `items`. @default undefined */
  'aria-label'?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * Tabs with RAC's keyboard model: arrows move (and, with `keyboardActivation="automatic"`, select), Home and End
 * jump to the ends; the arrows follow `orientation`.
 */
export function Tabs({ items, 'aria-label': ariaLabel, children, className, ...rest }: TabsProps) {
  return (
    <AriaTabs {...rest} className={cx(styles.tabs, className)}>
      {items ? (
        <>
          <TabList aria-label={ariaLabel}>
            {items.map((item) => (
              <Tab key={item.id} id={item.id} isDisabled={item.isDisabled}>
                {item.label}
              </Tab>
            ))}
          </TabList>
          {items.map((item) => (
            <TabPanel key={item.id} id={item.id}>
              {item.content}
            </TabPanel>
          ))}
        </>
      ) : (
        children
      )}
    </AriaTabs>
  );
}

export interface TabListProps<T> extends Omit<AriaTabListProps<T>, 'className' | 'style'> {
  className?: string;
}

export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return <AriaTabList {...rest} className={cx(styles.tabList, className)} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  className?: string;
}

export function Tab({ className, ...rest }: TabProps) {
  return <AriaTab {...rest} className={cx(styles.tab, className)} />;
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  className?: string;
}

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <AriaTabPanel {...rest} className={cx(styles.tabPanel, className)} />;
}
