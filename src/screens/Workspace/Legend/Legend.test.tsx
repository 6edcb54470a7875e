import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { measurement, p } from '../../../domain/takeoff/testing/fixtures';
import { LegendPanel } from './LegendPanel';
import { PlanLabelFields } from './PlanLabelFields';

describe('LegendPanel', () => {
  it('reads as a table: articles then groups, each row named by its designation, its total in the last cell', () => {
    render(
      <LegendPanel
        sheetName="RDC"
        legend={{
          articles: [
            {
              type: 'article',
              key: 'a',
              articleId: 'a',
              number: '09.02.01',
              designation: 'Carrelage',
              color: 'orange',
              symbol: 'circle',
              kind: 'area',
              measurementCount: 2,
              total: 12.5,
              unit: 'm²',
              missing: 0,
            },
          ],
          groups: [
            {
              type: 'group',
              key: 'g',
              color: 'red',
              symbol: 'star',
              kind: 'count',
              measurementCount: 1,
              total: 3,
              unit: 'U',
              missing: 0,
            },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Légende du plan «\u00a0RDC\u00a0»' });
    const article = within(table).getByRole('row', { name: /09\.02\.01 Carrelage/ });
    expect(article).toHaveTextContent(/12,50\sm²/);
    expect(within(table).getByRole('rowheader', { name: /Comptage · Rouge/ })).toBeInTheDocument();
    expect(within(table).getByText('Rouge, Étoile')).toBeInTheDocument();
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(3);
  });

  it('shows a row’s measurements on the plan: a press on the row, or Tab then Enter on its button', async () => {
    const onShow = vi.fn();
    const entry = {
      type: 'group' as const,
      key: 'g',
      color: 'red' as const,
      symbol: 'star' as const,
      kind: 'count' as const,
      measurementCount: 2,
      measurementIds: ['m1', 'm2'],
      total: 3,
      unit: 'U' as const,
      missing: 0,
    };
    render(<LegendPanel sheetName="RDC" legend={{ articles: [], groups: [entry] }} onShow={onShow} />);
    const button = screen.getByRole('button', { name: /^Voir sur le plan\s:\sComptage · Rouge 2\smesures$/ });
    await userEvent.click(screen.getByRole('row', { name: /Comptage · Rouge/ }).querySelector('td') as HTMLElement);
    expect(onShow).toHaveBeenLastCalledWith(entry);
    // From the page's start: the table's scroll region, then the row's button.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onShow).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/Choisissez une ligne/)).toBeInTheDocument();
  });

  it('says when the sheet has no measurement, and nothing while it loads', () => {
    const { rerender } = render(<LegendPanel sheetName="RDC" legend={{ articles: [], groups: [] }} />);
    expect(screen.getByText('Aucune mesure sur ce plan.')).toBeInTheDocument();
    rerender(<LegendPanel sheetName="RDC" legend={null} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Aucune mesure sur ce plan.')).toBeNull();
  });
});

describe('PlanLabelFields', () => {
  it('offers « Replacer le libellé » only for a label moved by hand', async () => {
    const onResetLabel = vi.fn();
    const props = { symbol: undefined, onSymbolChange: vi.fn(), onResetLabel };
    const { rerender, container } = render(
      <PlanLabelFields {...props} measurements={[measurement('area', { labelOffset: p(3, 4) })]} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Replacer le libellé' }));
    expect(onResetLabel).toHaveBeenCalledTimes(1);
    rerender(<PlanLabelFields {...props} measurements={[measurement('area')]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PlanLabelFields {...props} measurements={[measurement('count', { symbol: 'star' })]} symbol="star" />);
    expect(screen.getByRole('button', { name: /Symbole/ })).toHaveTextContent('Étoile');
  });

  it('gives a count’s symbol back to its article with « Celui de l’article »', async () => {
    const onSymbolChange = vi.fn();
    const props = {
      symbol: 'star' as const,
      inheritedSymbol: { symbol: 'square' as const, fromArticle: true },
      onSymbolChange,
      onResetLabel: vi.fn(),
    };
    const { rerender } = render(
      <PlanLabelFields {...props} measurements={[measurement('count', { symbol: 'star' })]} />,
    );
    const select = screen.getByRole('button', { name: /Symbole/ });
    expect(select).toHaveTextContent('Étoile');
    expect(screen.getByText(/il remplace celui de l’article/)).toBeInTheDocument();
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Celui de l’article (Carré)' }));
    expect(onSymbolChange).toHaveBeenLastCalledWith(null);
    // Without a symbol of its own, the count shows the inherited choice, and choosing it again changes nothing.
    rerender(<PlanLabelFields {...props} symbol="square" measurements={[measurement('count')]} />);
    expect(screen.getByRole('button', { name: /Symbole/ })).toHaveTextContent('Celui de l’article (Carré)');
    rerender(
      <PlanLabelFields
        {...props}
        inheritedSymbol={{ symbol: 'circle', fromArticle: false }}
        symbol="circle"
        measurements={[measurement('count')]}
      />,
    );
    expect(screen.getByRole('button', { name: /Symbole/ })).toHaveTextContent('Par défaut (Cercle)');
  });
});
