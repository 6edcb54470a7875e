import {
  useCallback,
  useId,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import * as styles from './SimpleTabs.css';

/**
 * How a tab came to be selected: a press (pointer, or Enter / Space on the tab, which a native button turns into a
 * click) or the arrow keys' model.
 */
export type TabSelectionSource = 'press' | 'keyboard';

export interface SimpleTabsOptions {
  /** How many tabs; they never change while mounted. */
  count: number;
  /** The selected tab's index (controlled). */
  selectedIndex: number;
  onSelect: (index: number, source: TabSelectionSource) => void;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
}

type DataAttributes = { [name: `data-${string}`]: string | boolean | undefined };

/** Props to spread on each part, with the design system's classes (and the caller's `className`, if given). */
export interface SimpleTabsParts {
  /** The element around the tab list and the panel. */
  tabsProps: (className?: string) => HTMLAttributes<HTMLDivElement> & DataAttributes;
  tabListProps: (className?: string) => HTMLAttributes<HTMLDivElement> & DataAttributes;
  tabProps: (index: number, className?: string) => ButtonHTMLAttributes<HTMLButtonElement> & DataAttributes;
  /** Spread on the selected tab's panel only: the others are not rendered. */
  panelProps: (index: number, className?: string) => HTMLAttributes<HTMLDivElement>;
}

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

const NEXT: Record<'horizontal' | 'vertical', string> = { horizontal: 'ArrowRight', vertical: 'ArrowDown' };
const PREVIOUS: Record<'horizontal' | 'vertical', string> = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' };

/**
 * Tabs for a fixed set of tabs laid out by the caller (WAI-ARIA APG tabs, automatic activation): native buttons with
 * `role="tab"`, one in the tab order (the selected one), the arrow keys of the orientation move and select (wrapping
 * round), Home and End jump to the ends, Tab goes on to the panel. The selection is the caller's state.
 *
 * Why not react-aria's Tabs (the `Tabs` component): a press on one of its tabs renders the whole tab set three times
 * (pressed, focused, selected) and probes the panels for animations — measured on the landing, 10 ms of script per
 * tap at full speed, 40 ms on a phone (4× CPU), against a budget of 100 ms for the whole change. Here a press is one
 * small render; focus and hover are the browser's own (`:focus-visible`, `:hover`). Use it where tabs are a page's
 * content (the landing); the workspace's panels keep react-aria's Tabs (collections, disabled tabs, manual activation).
 */
export function useSimpleTabs({
  count,
  selectedIndex,
  onSelect,
  orientation = 'horizontal',
}: SimpleTabsOptions): SimpleTabsParts {
  const base = useId();
  const tabId = (index: number) => `${base}tab-${index}`;
  const panelId = (index: number) => `${base}panel-${index}`;

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const last = count - 1;
      const next =
        event.key === NEXT[orientation]
          ? selectedIndex === last
            ? 0
            : selectedIndex + 1
          : event.key === PREVIOUS[orientation]
            ? selectedIndex === 0
              ? last
              : selectedIndex - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? last
                : -1;
      if (next < 0) return;
      event.preventDefault();
      onSelect(next, 'keyboard');
      // The tab exists already (every tab is always rendered): focus follows at once, as the selection does.
      document.getElementById(tabId(next))?.focus();
    },
    // tabId only reads `base`, stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [count, selectedIndex, onSelect, orientation, base],
  );

  return {
    tabsProps: (className) => ({ className: cx(styles.tabs, className), 'data-orientation': orientation }),
    tabListProps: (className) => ({
      role: 'tablist',
      'aria-orientation': orientation,
      'data-orientation': orientation,
      className: cx(styles.tabList, className),
      onKeyDown,
    }),
    tabProps: (index, className) => {
      const isSelected = index === selectedIndex;
      return {
        className: cx(styles.simpleTab, className),
        type: 'button',
        role: 'tab',
        id: tabId(index),
        'aria-selected': isSelected,
        'aria-controls': isSelected ? panelId(index) : undefined,
        tabIndex: isSelected ? 0 : -1,
        'data-selected': isSelected || undefined,
        onClick: () => onSelect(index, 'press'),
      };
    },
    panelProps: (index, className) => ({
      className: cx(styles.simpleTabPanel, className),
      role: 'tabpanel',
      id: panelId(index),
      'aria-labelledby': tabId(index),
      tabIndex: 0,
    }),
  };
}

export interface SimpleTabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface SimpleTabsProps {
  items: readonly SimpleTabItem[];
  /** Names the tab list. */
  'aria-label': string;
  /** The tab selected first. @default 0 */
  defaultIndex?: number;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** One tab and one panel per item, selection kept inside: the common case of `useSimpleTabs`. */
export function SimpleTabs({
  items,
  'aria-label': ariaLabel,
  defaultIndex = 0,
  orientation = 'horizontal',
  className,
}: SimpleTabsProps) {
  const [selectedIndex, setSelectedIndex] = useState(defaultIndex);
  const { tabsProps, tabListProps, tabProps, panelProps } = useSimpleTabs({
    count: items.length,
    selectedIndex,
    onSelect: setSelectedIndex,
    orientation,
  });
  const selected = items[selectedIndex];
  return (
    <div {...tabsProps(className)}>
      <div {...tabListProps()} aria-label={ariaLabel}>
        {items.map((item, index) => (
          <button key={item.id} {...tabProps(index)}>
            {item.label}
          </button>
        ))}
      </div>
      {selected && (
        <div key={selected.id} {...panelProps(selectedIndex)}>
          {selected.content}
        </div>
      )}
    </div>
  );
}
