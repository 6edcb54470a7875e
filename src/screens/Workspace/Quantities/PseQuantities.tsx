/**
 * The PSE (prestations supplémentaires éventuelles) on the quantities page, after the base, as the DPGF writes them:
 * one block per PSE, lot by lot, each article with its quantity, PU and amount, each lot's sub-total, then the PSE's
 * Total HT, its VAT per rate and Total TTC. The figures are the export's (pricedTable, the one rounding rule), so what
 * is read here is what the DPGF's PSE block says. A PSE is never in the base's totals. Pure: the blocks in.
 */
import type { ExportPse } from '../../../domain/export/model';
import { pricedTable } from '../../../domain/export/table';
import { interpolate } from '../../../i18n/format';
import { libraryFr } from '../../../i18n/library.fr';
import { formatMoney, formatPercent, formatQuantity } from '../../../i18n/numbers';
import { TableHead } from '../../../patterns/Table';
import * as table from '../../../patterns/Table/Table.css';
import { Heading } from '../../../components/Typography';
import * as styles from './QuantitiesPage.css';

const t = libraryFr.quantitiesPage.pse;

export interface PseQuantitiesProps {
  /** The PSE blocks, in name order (ExportDocument.pse). */
  readonly blocks: readonly ExportPse[];
}

const money = (cents: number) => formatMoney(cents / 100);

export function PseQuantities({ blocks }: PseQuantitiesProps) {
  const shown = blocks.filter((b) => b.lots.some((l) => l.chapters.some((c) => c.lines.length > 0)));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="quantities-pse" className={styles.section}>
      <Heading level={3} size="lg" id="quantities-pse">
        {t.title}
      </Heading>
      <p className={styles.muted}>{t.intro}</p>
      {shown.map((pse, index) => {
        const priced = pricedTable({ lots: pse.lots });
        const headingId = `quantities-pse-${index}`;
        return (
          <div key={pse.name} className={styles.section}>
            <Heading level={4} size="md" id={headingId}>
              {interpolate(t.heading, { name: pse.name })}
            </Heading>
            <table className={table.table} aria-labelledby={headingId}>
              <TableHead
                columns={[
                  { label: t.article },
                  { label: t.quantity, isNumeric: true },
                  { label: t.unitPrice, isNumeric: true },
                  { label: t.amount, isNumeric: true },
                ]}
              />
              <tbody>
                {priced.rows.map((row, i) => {
                  switch (row.kind) {
                    case 'lot':
                      return (
                        <tr key={i} className={table.groupRow}>
                          <th scope="colgroup" colSpan={4} className={table.cell}>
                            {row.lot.number} {row.lot.title}
                          </th>
                        </tr>
                      );
                    case 'line':
                      return (
                        <tr key={i}>
                          <th scope="row" className={table.cell}>
                            {row.line.number} {row.line.designation}
                          </th>
                          <td className={`${table.cell} ${table.numeric}`}>
                            {formatQuantity(row.quantity, row.line.unit)}
                          </td>
                          <td className={`${table.cell} ${table.numeric}`}>{formatMoney(row.unitPrice)}</td>
                          <td className={`${table.cell} ${table.numeric}`}>{money(row.amountCents)}</td>
                        </tr>
                      );
                    case 'lotSubtotal':
                      return (
                        <tr key={i} className={styles.subtotal}>
                          <th scope="row" colSpan={3} className={`${table.cell} ${table.numeric}`}>
                            {interpolate(t.lotSubtotal, { number: row.lot.number, title: row.lot.title })}
                          </th>
                          <td className={`${table.cell} ${table.numeric}`}>{money(row.amountCents)}</td>
                        </tr>
                      );
                    case 'totalHt':
                    case 'totalTtc':
                      return (
                        <tr key={i} className={styles.total}>
                          <th scope="row" colSpan={3} className={`${table.cell} ${table.numeric}`}>
                            {interpolate(row.kind === 'totalHt' ? t.totalHt : t.totalTtc, { name: pse.name })}
                          </th>
                          <td className={`${table.cell} ${table.numeric}`}>{money(row.amountCents)}</td>
                        </tr>
                      );
                    case 'vat':
                      return (
                        <tr key={i}>
                          <th scope="row" colSpan={3} className={`${table.cell} ${table.numeric}`}>
                            {interpolate(t.vat, {
                              rate: formatPercent(row.rate / 10000, row.rate % 100 === 0 ? 0 : 1),
                            })}
                          </th>
                          <td className={`${table.cell} ${table.numeric}`}>{money(row.amountCents)}</td>
                        </tr>
                      );
                    default:
                      // Chapters and their sub-totals: the DPGF has them; here the lot is enough to read a PSE.
                      return null;
                  }
                })}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
