/**
 * The quantities split by where their measurements are (issue 24): « Par lot et local » (lot → article →
 * localisation, each article's shares under it) and « Métré par local » (localisation → lot → article). Plain data
 * tables with group rows; figures in the article's unit, already rounded (the shares of an article add up to its
 * quantity). Pure: the sums in (src/domain/library/localisationSums.ts), nothing out.
 */
import type { ArticleLocalisations, LocalisationGroup } from '../../../domain/library/localisationSums';
import { formatLocalisation, localisationFr } from '../../../i18n/localisation.fr';
import { formatQuantity } from '../../../i18n/numbers';
import { TableHead } from '../../../patterns/Table';
import * as table from '../../../patterns/Table/Table.css';
import * as styles from './QuantitiesPage.css';

const t = localisationFr.quantities;

export interface LotOfArticles {
  readonly lotId: string;
  readonly number: string;
  readonly title: string;
  readonly articles: readonly ArticleLocalisations[];
}

export type LocalisationQuantitiesProps =
  | { readonly order: 'lot'; readonly lots: readonly LotOfArticles[] }
  | { readonly order: 'localisation'; readonly groups: readonly LocalisationGroup[] };

export function LocalisationQuantities(props: LocalisationQuantitiesProps) {
  const isEmpty = props.order === 'lot' ? props.lots.length === 0 : props.groups.length === 0;
  if (isEmpty) return <p className={styles.muted}>{t.empty}</p>;
  const label = props.order === 'lot' ? t.byLotDescription : t.byLocalisationDescription;
  return (
    <table className={table.table} aria-label={label}>
      <TableHead
        columns={[
          { label: props.order === 'lot' ? t.articleHeading : t.localisationHeading },
          { label: props.order === 'lot' ? t.localisationHeading : t.articleHeading },
          { label: t.quantityHeading, isNumeric: true },
        ]}
      />
      {props.order === 'lot' ? <ByLot lots={props.lots} /> : <ByLocalisation groups={props.groups} />}
    </table>
  );
}

function ByLot({ lots }: { lots: readonly LotOfArticles[] }) {
  return lots.map((lot) => (
    <tbody key={lot.lotId}>
      <tr className={table.groupRow}>
        <th scope="colgroup" colSpan={3} className={table.cell}>
          {lot.number} {lot.title}
        </th>
      </tr>
      {lot.articles.flatMap((article) => [
        <tr key={article.articleId}>
          <th scope="rowgroup" rowSpan={article.shares.length + 1} className={table.cell}>
            {article.number} {article.designation}
          </th>
          <td className={`${table.cell} ${styles.muted}`}>{t.total}</td>
          <td className={`${table.cell} ${table.numeric}`}>
            <strong>{formatQuantity(article.quantity, article.unit)}</strong>
          </td>
        </tr>,
        ...article.shares.map((share) => (
          <tr key={`${article.articleId}:${share.key}`}>
            <td className={table.cell}>{formatLocalisation(share.localisation)}</td>
            <td className={`${table.cell} ${table.numeric}`}>{formatQuantity(share.quantity, article.unit)}</td>
          </tr>
        )),
      ])}
    </tbody>
  ));
}

function ByLocalisation({ groups }: { groups: readonly LocalisationGroup[] }) {
  return groups.map((group) => (
    <tbody key={group.key}>
      <tr className={table.groupRow}>
        <th scope="colgroup" colSpan={3} className={table.cell}>
          {formatLocalisation(group.localisation)}
        </th>
      </tr>
      {group.lots.flatMap((lot) =>
        lot.articles.map((article, index) => (
          <tr key={`${lot.lotId}:${article.articleId}`}>
            {index === 0 && (
              <th scope="rowgroup" rowSpan={lot.articles.length} className={table.cell}>
                {lot.number} {lot.title}
              </th>
            )}
            <td className={table.cell}>
              {article.number} {article.designation}
            </td>
            <td className={`${table.cell} ${table.numeric}`}>{formatQuantity(article.quantity, article.unit)}</td>
          </tr>
        )),
      )}
    </tbody>
  ));
}
