import type { ReactNode } from 'react';
import { useProgressBar, type AriaProgressBarProps } from 'react-aria';
import { shellComponentsFr } from '../../i18n/components-shell.fr';
import { Icon } from '../Icon';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'label'> {
  /** The visible label, which names the progress bar. */
  label: ReactNode;
  /** Shows the value formatted for the locale ('30 %' in fr-FR). @default false */
  showValueLabel?: boolean;
  className?: string;
}

/**
 * A progress bar in three states: indeterminate (no aria-valuenow, a sweeping bar), loading, and complete (value at
 * maxValue: success colour, a check and « Terminé », also given to assistive technologies as aria-valuetext).
 *
 * Built on react-aria's hook rather than the react-aria-components ProgressBar: that module is also where the
 * components' Button reads a context from, so using its component put the number formatter into every page's first
 * load, the prerendered landing's included.
 */
export function ProgressBar({ label, showValueLabel = false, className, valueLabel, ...rest }: ProgressBarProps) {
  const { value = 0, minValue = 0, maxValue = 100, isIndeterminate = false } = rest;
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const isComplete = !isIndeterminate && clamped === maxValue;
  const { progressBarProps, labelProps } = useProgressBar({
    ...rest,
    value: clamped,
    label,
    // The visible « Terminé » sits inside role="progressbar", whose children are presentational: AT hear it here.
    valueLabel: valueLabel ?? (isComplete ? shellComponentsFr.progress.complete : undefined),
  });
  const percentage = maxValue === minValue ? 0 : ((clamped - minValue) / (maxValue - minValue)) * 100;
  return (
    <div
      {...progressBarProps}
      data-complete={isComplete || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <span {...labelProps} className={styles.label}>
          {label}
        </span>
        {isComplete ? (
          <span className={styles.complete}>
            <Icon name="check" size="sm" />
            {shellComponentsFr.progress.complete}
          </span>
        ) : (
          showValueLabel && (
            <span className={styles.value}>
              {isIndeterminate ? shellComponentsFr.progress.indeterminate : progressBarProps['aria-valuetext']}
            </span>
          )
        )}
      </div>
      <div className={styles.track}>
        <div className={styles.fill} style={isIndeterminate ? undefined : { width: `${percentage}%` }} />
      </div>
    </div>
  );
}
