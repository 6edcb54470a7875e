/**
 * The articles a measurement feeds, for the properties panel: each link with its article (number, désignation,
 * unit), its formula (FormulaField: the French error at its place, the unit mismatch flagged, the result and its
 * derivation), and « Retirer »; then a search among the project's active articles to add a link (formula `Q`, the
 * measurement's own quantity, to start with). Pure: the links as the container computed them, the candidate
 * articles, callbacks out. A formula is handed out as it is typed (onFormulaChange: the container re-checks it at
 * once) and written when the field is left or Enter is pressed (onFormulaCommit: one journal entry, not one per key).
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { GlyphButton } from '../../../patterns/GlyphButton';
import { Heading, Text } from '../../../components/Typography';
import type { FormulaError } from '../../../domain/formula/errors';
import type { OutlineArticle } from '../../../domain/library/outline';
import type { Unit } from '../../../domain/takeoff/quantity';
import { interpolate } from '../../../i18n/format';
import { libraryFr } from '../../../i18n/library.fr';
import { FormulaField } from '../Formula';
import { ArticleSearch } from './ArticleSearch';
import * as styles from './MeasurementArticles.css';
import { PseField } from './PseField';

const t = libraryFr.measurementArticles;

/** One link as the container computed it (the formula shown is the one being typed, if any). */
export interface LinkedArticleView {
  readonly articleId: string;
  /** Null when the article no longer exists. */
  readonly number: string | null;
  readonly designation: string | null;
  readonly unit: Unit | null;
  readonly formula: string;
  readonly errors: readonly FormulaError[];
  /** The formula's unit differs from the article's (also given as `unitError` when the value is known). */
  readonly warning: FormulaError | null;
  /**
   * Issue 24: the formula's unit is not the article's — an error, the value not counted, shown in the formula's own
   * unit (« 15,24 m² — l’article est en ml : non compté… »). Absent or null when there is none.
   */
  readonly unitError?: string | null;
  /** « 25,00 m² », formatted; null when the link gives no quantity. */
  readonly result: string | null;
  /** « L = 10,00 m × HSP = 2,50 m », formatted; null when there is none to show. */
  readonly derivation: string | null;
  /** Why there is no quantity, in French, when it is not the formula's fault (an article deleted, no scale). */
  readonly problem: string | null;
  /** The PSE the link prices; empty or absent for the base. */
  readonly pse?: string;
}

export interface MeasurementArticlesProps {
  /** How many measurements are selected: the links show for exactly one. */
  readonly selection: 'none' | 'one' | 'several';
  readonly links: readonly LinkedArticleView[];
  /** The articles a link may be added to (the project's libraries); inactive ones are left out here. */
  readonly articles: readonly OutlineArticle[];
  /** @default true */
  readonly canEdit?: boolean;
  /**
   * The units the measurement's own quantity can feed without a unit error (compatibleUnits of its kind): articles of
   * these units are proposed first (issue 24). @default undefined (the library's order)
   */
  readonly preferredUnits?: readonly Unit[];
  readonly onAdd: (articleId: string) => void;
  readonly onFormulaChange: (articleId: string, formula: string) => void;
  readonly onFormulaCommit: (articleId: string) => void;
  readonly onRemove: (articleId: string) => void;
  /** Sets the PSE a link prices ('' for the base); without it, the field is not shown. */
  readonly onPseChange?: (articleId: string, pse: string) => void;
  /**
   * Issue 24: asks to focus the first formula in a unit error (« Corriger » in the sheet's list): each new value asks
   * once, as soon as the links show that error. @default undefined (no request)
   */
  readonly focusUnitError?: number;
}

export function MeasurementArticles({
  selection,
  links,
  articles,
  canEdit = true,
  preferredUnits,
  onAdd,
  onFormulaChange,
  onFormulaCommit,
  onRemove,
  onPseChange,
  focusUnitError,
}: MeasurementArticlesProps) {
  const pseHelpId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const handledFocus = useRef<number | undefined>(undefined);
  const hasUnitError = links.some((l) => l.unitError);
  useEffect(() => {
    if (focusUnitError === undefined || handledFocus.current === focusUnitError || !hasUnitError) return;
    const input = sectionRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
    if (!input) return;
    handledFocus.current = focusUnitError;
    input.focus();
  }, [focusUnitError, hasUnitError]);
  const linked = useMemo(() => new Set(links.map((l) => l.articleId)), [links]);

  if (selection !== 'one') {
    return (
      <section aria-labelledby="measurement-articles" className={styles.section}>
        <Heading level={3} size="md" id="measurement-articles">
          {t.title}
        </Heading>
        <Text tone="muted">{selection === 'none' ? t.noSelection : t.several}</Text>
      </section>
    );
  }

  return (
    <section ref={sectionRef} aria-labelledby="measurement-articles" className={styles.section}>
      <Heading level={3} size="md" id="measurement-articles">
        {t.title}
      </Heading>
      {links.length === 0 ? (
        <Text tone="muted">{t.none}</Text>
      ) : (
        <>
          {/* The PSE field's help, once for every link (each field is described by it). */}
          {onPseChange && (
            <Text tone="muted" size="sm" id={pseHelpId}>
              {t.pseHelp}
            </Text>
          )}
          <ul className={styles.links}>
            {links.map((link) => {
              const name = link.designation ?? t.missingArticle;
              return (
                <li key={link.articleId} className={styles.link}>
                  <div className={styles.linkHeader}>
                    <p className={styles.article}>
                      {link.number && <span className={styles.number}>{link.number}</span>}
                      <span>{name}</span>
                      {link.unit && <span className={styles.unit}>{link.unit}</span>}
                    </p>
                    <GlyphButton
                      icon="trash"
                      label={interpolate(t.remove, { designation: name })}
                      onPress={() => onRemove(link.articleId)}
                      isDisabled={!canEdit}
                    />
                  </div>
                  {/* Enter writes the formula as leaving the field does. */}
                  <form
                    onSubmit={(event) => {
                      event.preventDefault();
                      onFormulaCommit(link.articleId);
                    }}
                  >
                    <FormulaField
                      label={interpolate(t.formulaLabel, { number: link.number ?? name })}
                      value={link.formula}
                      onChange={(formula) => canEdit && onFormulaChange(link.articleId, formula)}
                      onBlur={() => onFormulaCommit(link.articleId)}
                      errors={link.errors}
                      warning={link.warning}
                      unitError={link.unitError ?? null}
                      result={link.result}
                      derivation={link.derivation}
                    />
                  </form>
                  {onPseChange && (
                    <PseField
                      number={link.number ?? name}
                      value={link.pse ?? ''}
                      isDisabled={!canEdit}
                      describedBy={pseHelpId}
                      onCommit={(pse) => onPseChange(link.articleId, pse)}
                    />
                  )}
                  {link.problem && (
                    <p className={styles.problem} role="status">
                      {link.problem}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {canEdit ? (
        articles.length === 0 ? (
          <Text tone="muted">{t.noLibrary}</Text>
        ) : (
          <ArticleSearch
            articles={articles}
            preferredUnits={preferredUnits}
            exclude={linked}
            onPick={onAdd}
            copy={{ ...t, pick: t.add }}
          />
        )
      ) : (
        <Text tone="muted">{t.readOnly}</Text>
      )}
    </section>
  );
}
