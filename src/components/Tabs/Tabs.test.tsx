import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, Tabs, type TabItem } from './Tabs';
import { PROFILE_TABS } from '../testing/tabs';

const items: TabItem[] = PROFILE_TABS;

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('renders a named tab list with the first tab selected and its panel', () => {
    render(<Tabs items={items} aria-label="Profils" />);
    expect(screen.getByRole('tablist', { name: 'Profils' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Des quantités fiables en quelques clics.');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Métreurs & Économistes');
  });

  it('moves and selects with ArrowRight, ArrowLeft, Home and End, wrapping round', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(<Tabs items={items} aria-label="Profils" onSelectionChange={onSelectionChange} />);
    // RAC reports the initial default selection once on mount; only the keyboard's changes matter here.
    onSelectionChange.mockClear();
    await user.tab();
    expect(tab('Métreurs & Économistes')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Bureaux d’études & Ingénierie')).toHaveFocus();
    expect(tab('Bureaux d’études & Ingénierie')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vos plans comparés');
    await user.keyboard('{End}');
    expect(tab('Ingénieurs Études de Prix')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Ingénieurs Études de Prix')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange.mock.calls.map(([key]) => key)).toEqual(['bet', 'prix', 'metreurs', 'prix', 'metreurs']);
  });

  it('Tab from the list goes to the panel', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} aria-label="Profils" defaultSelectedKey="prix" />);
    await user.tab();
    expect(tab('Ingénieurs Études de Prix')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('with manual activation, arrows move focus and Enter selects', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} aria-label="Profils" keyboardActivation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Bureaux d’études & Ingénierie')).toHaveFocus();
    expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('Bureaux d’études & Ingénierie')).toHaveAttribute('aria-selected', 'true');
  });

  it('uses ArrowDown and ArrowUp when vertical', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} aria-label="Profils" orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(tab('Bureaux d’études & Ingénierie')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
  });

  it('is controlled through selectedKey', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(<Tabs items={items} aria-label="Profils" selectedKey="bet" onSelectionChange={onSelectionChange} />);
    await user.click(tab('Ingénieurs Études de Prix'));
    expect(onSelectionChange).toHaveBeenCalledWith('prix');
    // Still the controlled value: the parent did not update it.
    expect(tab('Bureaux d’études & Ingénierie')).toHaveAttribute('aria-selected', 'true');
  });

  it('composes with TabList, Tab and TabPanel and skips a disabled tab', async () => {
    const user = userEvent.setup();
    render(
      <Tabs disabledKeys={['b']}>
        <TabList aria-label="Étapes">
          <Tab id="a">Import</Tab>
          <Tab id="b">Analyse</Tab>
          <Tab id="c">Export</Tab>
        </TabList>
        <TabPanel id="a">Importer un plan</TabPanel>
        <TabPanel id="b">Analyser</TabPanel>
        <TabPanel id="c">Exporter les quantités</TabPanel>
      </Tabs>,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Export')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Exporter les quantités');
  });
});
