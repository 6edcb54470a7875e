import { Animation } from '../../../components/Animation';
import { counting } from '../../../components/Animation/generated/counting';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { countingFr } from '../../../i18n/counting.fr';
import * as styles from './Counting.css';
import type { CountingProgressProps } from './types';

const t = countingFr.review;

/**
 * A search under way: its stage in words (« Recherche… »), a bar that fills when the stage has a fraction and sweeps
 * when it has none, and « Annuler », which stops the search and keeps nothing of it. One height whatever the stage and
 * the value (a one-line label, tabular digits), so the panel does not move as the stages go by; drawn at once, with
 * no delay or entrance, so the box drawn on the plan is answered in the same frame. Beside the bar, a scanner sweeps
 * a small plan and boxes its symbols (decorative, its box no taller than the row; still under reduced motion).
 */
export function CountingProgress({ stage, fraction, onCancel }: CountingProgressProps) {
  const isIndeterminate = fraction === null;
  return (
    <div className={styles.progress}>
      <Animation animation={counting} size="sm" />
      <ProgressBar
        className={styles.progressBar}
        label={t.stages[stage]}
        isIndeterminate={isIndeterminate}
        // Never « Terminé » while the search runs: the proposals, not the bar, say it is over.
        {...(!isIndeterminate && { value: Math.min(Math.round(Math.max(fraction, 0) * 100), 99) })}
        // The stage says what happens while there is no fraction (the bar's own « Initialisation… » would repeat it).
        showValueLabel={!isIndeterminate}
      />
      <Button variant="secondary" size="sm" aria-label={t.cancelSearch} onPress={onCancel}>
        {t.cancel}
      </Button>
    </div>
  );
}
