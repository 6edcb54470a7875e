import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Select } from '../../../components/Select';
import { COUNT_SYMBOLS, type CountSymbol, type Measurement, type PaletteKey } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { legendFr } from '../../../i18n/legend.fr';
import { measureFr } from '../../../i18n/measure.fr';
import * as styles from './Legend.css';

export interface PlanLabelFieldsProps {
  /** The selected measurements. */
  measurements: readonly Measurement[];
  /** The symbol the selected counts show now (theirs, their article's or the default); undefined when they differ. */
  symbol: CountSymbol | undefined;
  /** The colour their article imposes (it wins over theirs), when they share one. */
  articleColor?: PaletteKey | undefined;
  /** A symbol chosen for the selected counts: one journalled edit. */
  onSymbolChange: (symbol: CountSymbol) => void;
  /** « Replacer le libellé »: the labels moved by hand go back to automatic placement (one journalled edit). */
  onResetLabel: () => void;
  /** Read-only workspace. @default false */
  isDisabled?: boolean;
  /** Level of the block's heading. @default 3 */
  headingLevel?: 3 | 4;
}

const t = legendFr.properties;

/**
 * The properties panel's block about the plan: a count's symbol, the colour its article imposes, and « Replacer le
 * libellé » once a label was moved by hand. Nothing when none of it applies.
 */
export function PlanLabelFields({
  measurements,
  symbol,
  articleColor,
  onSymbolChange,
  onResetLabel,
  isDisabled = false,
  headingLevel = 3,
}: PlanLabelFieldsProps) {
  const titleId = useId();
  const allCounts = measurements.length > 0 && measurements.every((m) => m.kind === 'count');
  const moved = measurements.some((m) => m.labelOffset !== undefined);
  if (!allCounts && !moved && articleColor === undefined) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className={styles.fields}>
      <Heading id={titleId} className={styles.fieldsTitle}>
        {t.title}
      </Heading>
      {articleColor !== undefined && (
        <p className={styles.note}>{interpolate(t.colorFromArticle, { color: measureFr.colors[articleColor] })}</p>
      )}
      {allCounts && (
        <Select
          label={t.symbol}
          items={COUNT_SYMBOLS.map((id) => ({ id, label: legendFr.symbols[id] }))}
          value={symbol ?? null}
          placeholder={measureFr.properties.mixed}
          isDisabled={isDisabled}
          onChange={(key) => {
            const next = COUNT_SYMBOLS.find((s) => s === key);
            if (next) onSymbolChange(next);
          }}
        />
      )}
      {moved && (
        <div className={styles.reset}>
          <p className={styles.note}>{t.resetLabelHint}</p>
          <Button size="sm" variant="secondary" onPress={onResetLabel} isDisabled={isDisabled}>
            {t.resetLabel}
          </Button>
        </div>
      )}
    </section>
  );
}
