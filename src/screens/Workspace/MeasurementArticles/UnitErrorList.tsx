/**
 * The sheet's unit errors above its measurement table (issue 24): the measurements whose formula gives another unit
 * than their article's, not counted. An error, not a note — the same sentence and tone as the articles panel, the
 * quantities page and the export dialog — each with « Corriger », a button reached by Tab, which opens the
 * measurement's articles with its formula focused. Pure: the errors in, the measurement to fix out.
 */
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { interpolate, pluralForm } from '../../../i18n/format';
import { libraryFr } from '../../../i18n/library.fr';
import * as styles from './MeasurementArticles.css';

export interface UnitErrorEntry {
  readonly id: string;
  /** The measurement's label (« Ch. 144 – sol »), or what names it when it has none. */
  readonly label: string;
  /** « 15,24 m² — l’article est en ml : non compté. … » (unitErrorMessage), one per link in error. */
  readonly messages: readonly string[];
}

export interface UnitErrorListProps {
  readonly errors: readonly UnitErrorEntry[];
  /** Opens the measurement's articles, its formula in error focused; absent when nothing can be changed. */
  readonly onFix?: (measurementId: string) => void;
}

const t = libraryFr.quantities;

export function UnitErrorList({ errors, onFix }: UnitErrorListProps) {
  const headingId = useId();
  if (errors.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.unitErrors}>
      <p id={headingId} className={styles.unitErrorsTitle}>
        {interpolate(pluralForm(t.unitErrors, errors.length), { count: errors.length })}
      </p>
      <ul className={styles.unitErrorList}>
        {errors.map((error) => (
          <li key={error.id} className={styles.unitErrorItem}>
            <p className={styles.problem}>
              <strong>{error.label}</strong>
              {'\u00a0: '}
              {error.messages.join(' ')}
            </p>
            {onFix && (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => onFix(error.id)}
                aria-label={interpolate(libraryFr.measurementArticles.fixUnitError, { label: error.label })}
              >
                {libraryFr.measurementArticles.fixUnitErrorShort}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
