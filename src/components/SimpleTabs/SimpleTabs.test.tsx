import { describe, expect, it, vi } from 'vitest';
import { Profiler, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleTabs, useSimpleTabs, type SimpleTabItem, type TabSelectionSource } from './SimpleTabs';
import { PROFILE_TABS } from '../testing/tabs';

const items: SimpleTabItem[] = PROFILE_TABS;

const tab = (name: string) => screen.getByRole('tab', { name });

describe('SimpleTabs', () => {
  it('renders a named tab list, the first tab selected, and only its panel, named by its tab', () => {
    render(<SimpleTabs items={items} aria-label="Profils" />);
    expect(screen.getByRole('tablist', { name: 'Profils' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Bureaux d’études & Ingénierie')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Des quantités fiables');
    expect(panel).toHaveAccessibleName('Métreurs & Économistes');
    expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('only the selected tab is in the tab order; Tab goes on to the panel', async () => {
    const user = userEvent.setup();
    render(<SimpleTabs items={items} aria-label="Profils" defaultIndex={2} />);
    expect(tab('Ingénieurs Études de Prix')).toHaveAttribute('tabindex', '0');
    expect(tab('Métreurs & Économistes')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(tab('Ingénieurs Études de Prix')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('ArrowRight, ArrowLeft, Home and End move the focus and select, wrapping round', async () => {
    const user = userEvent.setup();
    render(<SimpleTabs items={items} aria-label="Profils" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Bureaux d’études & Ingénierie')).toHaveFocus();
    expect(tab('Bureaux d’études & Ingénierie')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vos plans comparés');
    await user.keyboard('{End}');
    expect(tab('Ingénieurs Études de Prix')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Ingénieurs Études de Prix')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Métreurs & Économistes')).toHaveFocus();
    expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
    // Up and down belong to a vertical list; with a modifier, a key is the browser's.
    await user.keyboard('{ArrowDown}{Shift>}{ArrowRight}{/Shift}');
    expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
  });

  it('a vertical list answers ArrowDown and ArrowUp', async () => {
    const user = userEvent.setup();
    render(<SimpleTabs items={items} aria-label="Profils" orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(tab('Bureaux d’études & Ingénierie')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(tab('Ingénieurs Études de Prix')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Ingénieurs Études de Prix')).toHaveAttribute('aria-selected', 'true');
  });

  it('a press, Enter and Space select as a press; the arrows as the keyboard', async () => {
    const onSelect = vi.fn<(index: number, source: TabSelectionSource) => void>();
    function Controlled() {
      const [index, setIndex] = useState(0);
      const { tabsProps, tabListProps, tabProps, panelProps } = useSimpleTabs({
        count: items.length,
        selectedIndex: index,
        onSelect: (next, source) => {
          onSelect(next, source);
          setIndex(next);
        },
      });
      return (
        <div {...tabsProps()}>
          <div {...tabListProps()} aria-label="Profils">
            {items.map((item, i) => (
              <button key={item.id} {...tabProps(i)}>
                {item.label}
              </button>
            ))}
          </div>
          <div {...panelProps(index)}>{items[index]?.content}</div>
        </div>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(tab('Ingénieurs Études de Prix'));
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    expect(onSelect.mock.calls).toEqual([
      [2, 'press'],
      [1, 'keyboard'],
      [1, 'press'],
      [0, 'keyboard'],
      [0, 'press'],
    ]);
  });

  it('a press renders the tab set once (react-aria’s Tabs commits six times for the same click)', async () => {
    const user = userEvent.setup();
    const onRender = vi.fn();
    render(
      <Profiler id="tabs" onRender={onRender}>
        <SimpleTabs items={items} aria-label="Profils" />
      </Profiler>,
    );
    onRender.mockClear();
    await user.click(tab('Bureaux d’études & Ingénierie'));
    expect(tab('Bureaux d’études & Ingénierie')).toHaveAttribute('aria-selected', 'true');
    expect(onRender).toHaveBeenCalledTimes(1);
  });
});
