/**
 * « Relier les n mesures à un article » (issue 26, item 4): with several measurements selected, the properties panel
 * links them all to one article with one formula, in one journal step. The article is found as in « Articles reliés »
 * (number or désignation, active articles of the project's libraries, the units the selection's quantities can feed
 * first); the formula (`Q` to start with) is checked as the one-measurement case checks it — the same French errors at
 * the field — and, when the selection mixes kinds, the kinds it cannot apply to are named with the reason, and only
 * the others are linked. The articles some of the selection already feeds are listed, each with « Délier » (from all).
 * Pure: what the container computed in, callbacks out; only the search text is kept here.
 */
import { Button } from '../../../components/Button';
import { Heading, Text } from '../../../components/Typography';
import type { FormulaError } from '../../../domain/formula/errors';
import type { OutlineArticle } from '../../../domain/library/outline';
import type { Unit } from '../../../domain/takeoff/quantity';
import type { MeasurementKind } from '../../../domain/takeoff/types';
import { interpolate, pluralForm } from '../../../i18n/format';
import { formatNumber } from '../../../i18n/numbers';
import { bulkSelectionFr } from '../../../i18n/selection.fr';
import { FormulaField } from '../Formula';
import { ArticleSearch } from './ArticleSearch';
import * as styles from './MeasurementArticles.css';

const t = bulkSelectionFr.bulkLink;

/** The article chosen, as the panel names it. */
export interface BulkArticleView {
  readonly articleId: string;
  readonly number: string;
  readonly designation: string;
  readonly unit: Unit;
}

/** Measurements of one kind the formula cannot apply to, and why (a French sentence). */
export interface NotApplicableView {
  readonly kind: MeasurementKind;
  readonly count: number;
  readonly reason: string;
}

/** An article some of the selected measurements feed. */
export interface BulkLinkedView {
  readonly articleId: string;
  readonly number: string | null;
  readonly designation: string | null;
  /** How many of the selected measurements feed it. */
  readonly count: number;
}

export interface BulkLinkPanelProps {
  /** How many measurements are selected (≥ 2). */
  readonly count: number;
  /** The articles a link may be made to (the project's libraries); inactive ones are left out here. */
  readonly articles: readonly OutlineArticle[];
  /** Units proposed first (the selection's kinds' own quantities). @default undefined */
  readonly preferredUnits?: readonly Unit[] | undefined;
  /** The article chosen; null while none is. */
  readonly chosen: BulkArticleView | null;
  readonly onChoose: (articleId: string | null) => void;
  readonly formula: string;
  readonly onFormulaChange: (formula: string) => void;
  /** The formula's errors when it applies to none of the selection (shown at the field, as for one measurement). */
  readonly errors?: readonly FormulaError[];
  /** The unit error when it applies to none of the selection for that reason (« 15,24 m² — l’article est en ml… »). */
  readonly unitError?: string | null;
  /** The total the link gives over the measurements it applies to, formatted (« 125,40 m² »). */
  readonly total?: string | null;
  /** The kinds it cannot apply to, when it applies to some. @default [] */
  readonly notApplicable?: readonly NotApplicableView[];
  /** How many measurements the link would be written to. */
  readonly applicableCount: number;
  readonly onLink: () => void;
  readonly linked: readonly BulkLinkedView[];
  readonly onUnlink: (articleId: string) => void;
  /** What the last action did (« 5 mesures reliées à 02.01.01… »), announced. @default null */
  readonly message?: string | null;
  /** @default true */
  readonly canEdit?: boolean;
}

export function BulkLinkPanel({
  count,
  articles,
  preferredUnits,
  chosen,
  onChoose,
  formula,
  onFormulaChange,
  errors = [],
  unitError = null,
  total = null,
  notApplicable = [],
  applicableCount,
  onLink,
  linked,
  onUnlink,
  message = null,
  canEdit = true,
}: BulkLinkPanelProps) {
  const some = notApplicable.length > 0;
  const submitLabel = some
    ? interpolate(pluralForm(t.submitSome, applicableCount), { count: formatNumber(applicableCount, 0) })
    : // Refused (a formula in error for all): the button still says what it is for, with the selection's count.
      interpolate(pluralForm(t.submit, applicableCount || count), {
        count: formatNumber(applicableCount || count, 0),
        number: chosen?.number ?? '',
      });

  return (
    <section aria-labelledby="bulk-link" className={styles.section}>
      <Heading level={3} size="md" id="bulk-link">
        {interpolate(t.title, { count: formatNumber(count, 0) })}
      </Heading>
      {!canEdit ? (
        <Text tone="muted">{t.readOnly}</Text>
      ) : articles.length === 0 ? (
        <Text tone="muted">{t.noLibrary}</Text>
      ) : (
        <>
          <Text tone="muted" size="sm">
            {t.intro}
          </Text>
          {chosen ? (
            <div className={styles.linkHeader}>
              <p className={styles.article}>
                <span className={styles.number}>{chosen.number}</span>
                <span>{chosen.designation}</span>
                <span className={styles.unit}>{chosen.unit}</span>
              </p>
              <Button variant="ghost" size="sm" onPress={() => onChoose(null)}>
                {t.change}
              </Button>
            </div>
          ) : (
            <ArticleSearch
              articles={articles}
              preferredUnits={preferredUnits}
              onPick={onChoose}
              copy={{ ...t, pick: t.choose }}
            />
          )}
          {chosen && (
            <form
              className={styles.search}
              onSubmit={(event) => {
                event.preventDefault();
                if (applicableCount > 0) onLink();
              }}
            >
              <FormulaField
                label={interpolate(t.formulaLabel, { count: formatNumber(count, 0) })}
                value={formula}
                onChange={onFormulaChange}
                errors={errors}
                unitError={unitError}
                result={total}
              />
              {some && (
                <div className={styles.notApplicable}>
                  <p className={styles.unitErrorsTitle}>{t.notApplicable}</p>
                  <ul className={styles.unitErrorList}>
                    {notApplicable.map((item) => (
                      <li key={`${item.kind}-${item.reason}`}>
                        {interpolate(t.notApplicableItem, {
                          count: item.count,
                          kind: pluralForm(t.kinds[item.kind], item.count),
                          reason: item.reason,
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <div>
                <Button type="submit" variant="primary" isDisabled={applicableCount === 0}>
                  {submitLabel}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
      <p role="status" className={styles.done}>
        {message}
      </p>
      {linked.length > 0 && (
        <section aria-labelledby="bulk-linked" className={styles.section}>
          <Heading level={4} size="md" id="bulk-linked">
            {t.linkedTitle}
          </Heading>
          <ul className={styles.links}>
            {linked.map((item) => {
              const name = item.designation ?? '';
              return (
                <li key={item.articleId} className={styles.linkHeader}>
                  <span>
                    {interpolate(t.linkedItem, {
                      number: item.number ?? '',
                      designation: name,
                      count: interpolate(pluralForm(t.linkedCount, item.count), { count: item.count }),
                    })}
                  </span>
                  {canEdit && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => onUnlink(item.articleId)}
                      aria-label={interpolate(t.unlinkLabel, { designation: `${item.number ?? ''} ${name}`.trim() })}
                    >
                      {t.unlink}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </section>
  );
}
