import { useId } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import type { Point } from '../../../domain/takeoff/types';
import { comparisonErrorMessage, comparisonFr } from '../../../i18n/comparison.fr';
import { interpolate } from '../../../i18n/format';
import { formatNumber } from '../../../i18n/numbers';
import * as styles from './Comparison.css';
import type { ManualAlignmentProps } from './types';

const t = comparisonFr.manual;

/** The four points in the order they are picked: a pair is the same drawing point on each indice. */
export const MANUAL_STEPS = ['old1', 'new1', 'old2', 'new2'] as const;
export type ManualStep = (typeof MANUAL_STEPS)[number];

/** The step to pick next, or 'ready' when the four points are there. */
export function manualStep(picked: readonly Point[]): ManualStep | 'ready' {
  return MANUAL_STEPS[picked.length] ?? 'ready';
}

/** « x 120,5 · y 340,2 pt »: where a point was picked, to the tenth of a point. */
export function pointText(point: Point): string {
  return interpolate(t.picked, { x: formatNumber(point.x, 1), y: formatNumber(point.y, 1) });
}

/**
 * Aligning the two indices by hand: the four points to click (point 1 on the previous indice, then on the new one,
 * then point 2 on each), each step done with where it was picked, the current one marked and announced, « Recommencer
 * », « Appliquer » once the four are picked, and the refusal of degenerate pairs with its reason. The picking itself
 * happens on the plan (the route's tool); this panel says where the person is.
 */
export function ManualAlignment({
  previous,
  current,
  picked,
  onRestart,
  onApply,
  onCancel,
  error = null,
  isPending = false,
}: ManualAlignmentProps) {
  const titleId = useId();
  const step = manualStep(picked);
  const indices = { old: previous, new: current };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.text}>{interpolate(t.intro, indices)}</p>
      </div>

      {error !== null && (
        <Alert tone="danger" live="off">
          {comparisonErrorMessage(error)}
        </Alert>
      )}

      <ol className={styles.list} aria-label={t.stepsLabel}>
        {MANUAL_STEPS.map((key, index) => {
          const point = picked[index];
          const state = point !== undefined ? 'done' : key === step ? 'current' : 'waiting';
          return (
            <li key={key} className={styles.step({ state })} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.stepMark} aria-hidden="true">
                {state === 'done' ? (
                  <Icon name="check" size="sm" />
                ) : state === 'current' ? (
                  <Icon name="chevronRight" size="sm" />
                ) : null}
              </span>
              <span>{interpolate(t.steps[key], indices)}</span>
              <span className={styles.stepDetail}>
                {point !== undefined ? pointText(point) : state === 'current' ? t.current : t.waiting}
              </span>
            </li>
          );
        })}
      </ol>

      {/* What to do now, heard as the steps go by. */}
      <p className={styles.text} role="status">
        {step === 'ready' ? t.ready : interpolate(t.steps[step], indices)}
      </p>

      <div className={styles.actions}>
        <Button variant="primary" size="sm" onPress={onApply} isDisabled={step !== 'ready'} isPending={isPending}>
          {t.apply}
        </Button>
        <Button variant="secondary" size="sm" onPress={onRestart} isDisabled={picked.length === 0 || isPending}>
          {t.restart}
        </Button>
        <Button variant="ghost" size="sm" onPress={onCancel} isDisabled={isPending}>
          {t.cancel}
        </Button>
      </div>
      <p className={styles.hint}>{t.keyboardHint}</p>
    </section>
  );
}
