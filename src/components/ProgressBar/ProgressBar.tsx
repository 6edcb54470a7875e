import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { fr } from '../../i18n/fr';
import { Icon } from '../Icon';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'children' | 'style'> {
  /** The visible label, which names the progress bar. */
  label: ReactNode;
  /** Shows the value formatted for the locale ('30 %' in fr-FR). @default false */
  showValueLabel?: boolean;
  className?: string;
}

/**
 * A progress bar in three states: indeterminate (no aria-valuenow, a sweeping bar), loading, and complete (value at
 * maxValue: success colour, a check and « Terminé », also given to assistive technologies as aria-valuetext).
 */
export function ProgressBar({ label, showValueLabel = false, className, valueLabel, ...rest }: ProgressBarProps) {
  const { value = 0, minValue = 0, maxValue = 100, isIndeterminate = false } = rest;
  const isComplete = !isIndeterminate && Math.min(Math.max(value, minValue), maxValue) === maxValue;
  return (
    <AriaProgressBar
      {...rest}
      // The visible « Terminé » sits inside role="progressbar", whose children are presentational: AT hear it here.
      valueLabel={valueLabel ?? (isComplete ? fr.progress.complete : undefined)}
      data-complete={isComplete || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {isComplete ? (
              <span className={styles.complete}>
                <Icon name="check" size="sm" />
                {fr.progress.complete}
              </span>
            ) : (
              showValueLabel && (
                <span className={styles.value}>{isIndeterminate ? fr.progress.indeterminate : valueText}</span>
              )
            )}
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
