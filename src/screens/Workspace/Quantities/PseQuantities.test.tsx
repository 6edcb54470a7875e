import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../../../domain/export/sample';
import { pricedTable } from '../../../domain/export/table';
import { formatMoney } from '../../../i18n/numbers';
import { QuantitiesPage } from './QuantitiesPage';
import { PseQuantities } from './PseQuantities';

const doc = sampleDocument({ lots: 2, chaptersPerLot: 1, linesPerChapter: 2 });
const pse = [{ name: 'PSE 1 – Faïence toute hauteur', lots: doc.lots.slice(0, 1) }];

describe('PseQuantities (issue 24)', () => {
  it('shows each PSE after the base, lot by lot, with the DPGF’s sub-totals, Total HT, VAT and TTC', () => {
    render(<PseQuantities blocks={pse} />);
    const table = screen.getByRole('table', { name: 'PSE\u00a0: PSE 1 – Faïence toute hauteur' });
    const priced = pricedTable({ lots: pse[0]?.lots ?? [] });
    const lot = doc.lots[0];
    expect(within(table).getByRole('columnheader', { name: `${lot?.number} ${lot?.title}` })).toBeTruthy();
    const ht = within(table).getByRole('row', { name: /^Total HT PSE 1/ });
    expect(ht.textContent).toContain(formatMoney(priced.totalHtCents / 100));
    const ttc = within(table).getByRole('row', { name: /^Total TTC PSE 1/ });
    expect(ttc.textContent).toContain(formatMoney(priced.totalTtcCents / 100));
    expect(within(table).getAllByRole('row', { name: /^TVA/ })).toHaveLength(priced.vat.length);
    const line = lot?.chapters[0]?.lines[0];
    expect(within(table).getByRole('rowheader', { name: `${line?.number} ${line?.designation}` })).toBeTruthy();
  });

  it('shows nothing when there is no PSE', () => {
    const { container } = render(<PseQuantities blocks={[]} />);
    expect(container.textContent).toBe('');
  });

  it('is placed after the base in the priced view only', () => {
    const page = (view: 'priced' | 'byLot') => (
      <QuantitiesPage
        projectName="Résidence"
        projectHref="/p"
        librariesHref="/b"
        libraries={[]}
        onUseLibrary={() => {}}
        variables={null}
        panel={<p>Base</p>}
        highlighted={null}
        unlinked={[]}
        view={view}
        onViewChange={() => {}}
        localisationView={<p>Par local</p>}
        pse={<PseQuantities blocks={pse} />}
      />
    );
    const { rerender } = render(page('priced'));
    const base = screen.getByText('Base');
    const heading = screen.getByRole('heading', { name: 'Prestations supplémentaires éventuelles' });
    expect(base.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    rerender(page('byLot'));
    expect(screen.queryByRole('heading', { name: 'Prestations supplémentaires éventuelles' })).toBeNull();
  });
});
