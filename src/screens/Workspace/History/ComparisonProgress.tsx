/**
 * A comparison (or a restore's preview) under way in its worker: what is computed, how far it is, and « Annuler ».
 * Pure: the progress comes in, the cancel goes out.
 */
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { historyFr } from '../../../i18n/history.fr';
import * as styles from './History.css';

const t = historyFr.comparing;

export interface ComparisonProgressProps {
  /** What is computed: a comparison, or what a restore would change. */
  readonly kind: 'compare' | 'restore';
  /** Steps done out of `total`; 0 of any total shows an indeterminate bar until the first step. */
  readonly done: number;
  readonly total: number;
  readonly onCancel: () => void;
}

export function ComparisonProgress({ kind, done, total, onCancel }: ComparisonProgressProps) {
  return (
    <div className={styles.progress}>
      <ProgressBar
        label={t[kind]}
        value={done}
        maxValue={total}
        isIndeterminate={done === 0}
        showValueLabel={done > 0}
      />
      <Button variant="secondary" size="sm" onPress={onCancel} aria-label={t.cancelLabel}>
        {t.cancel}
      </Button>
    </div>
  );
}
