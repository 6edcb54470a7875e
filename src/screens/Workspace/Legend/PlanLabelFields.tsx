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
  /**
   * What the selected counts show without a symbol of their own: their article's (`fromArticle`) or the default.
   * Undefined when that differs between them.
   */
  inheritedSymbol?: { readonly symbol: CountSymbol; readonly fromArticle: boolean } | undefined;
  /** A symbol chosen for the selected counts, or null for their article's (the default's): one journalled edit. */
  onSymbolChange: (symbol: CountSymbol | null) => void;
  /** « Replacer le libellé »: the labels moved by hand go back to automatic placement (one journalled edit). */
  onResetLabel: () => void;
  /** Read-only workspace. @default false */
  isDisabled?: boolean;
  /** Level of the block's heading. @default 3 */
  headingLevel?: 3 | 4;
}

const t = legendFr.properties;

/**
 * The properties panel's block about the plan: a count's symbol — its own, or « Celui de l’article », which gives the
 * choice back to the article —, the colour its article imposes, and « Replacer le libellé » once a label was moved by
 * hand. Nothing when none of it applies.
 */
/** The select's key for « Celui de l’article »: no symbol of the count's own. */
const INHERIT = 'inherit';

/** « Celui de l’article (Étoile) », « Par défaut (Cercle) », or « Celui de l’article » when the counts differ. */
function inheritLabel(inherited: PlanLabelFieldsProps['inheritedSymbol']): string {
  if (!inherited) return t.symbolInherited;
  const name = legendFr.symbols[inherited.symbol];
  return interpolate(inherited.fromArticle ? t.symbolFromArticle : t.symbolDefault, { symbol: name });
}

export function PlanLabelFields({
  measurements,
  symbol,
  inheritedSymbol,
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
  // The choice the counts hold: their own symbol, « inherit » when none has one, null when they differ.
  const owns = new Set(measurements.map((m) => (m.kind === 'count' && m.symbol ? m.symbol : INHERIT)));
  const own = owns.size === 1 ? ([...owns][0] ?? null) : null;
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
          description={own === INHERIT || own === null ? undefined : t.symbolOwnHint}
          items={[
            { id: INHERIT, label: inheritLabel(inheritedSymbol) },
            ...COUNT_SYMBOLS.map((id) => ({ id, label: legendFr.symbols[id] })),
          ]}
          value={own}
          placeholder={symbol ? legendFr.symbols[symbol] : measureFr.properties.mixed}
          isDisabled={isDisabled}
          onChange={(key) => {
            if (key === INHERIT) {
              if (own !== INHERIT) onSymbolChange(null);
              return;
            }
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
