import { useRef, type KeyboardEvent } from 'react';
import { mergeProps, useFocusRing, useMove } from 'react-aria';
import * as styles from './Splitter.css';

export interface SplitterProps {
  /** The size of the region it resizes, in CSS pixels. */
  value: number;
  /** @default 0 */
  minValue?: number;
  maxValue: number;
  /** A new size, already kept between minValue and maxValue (rounded to the pixel). */
  onChange: (value: number) => void;
  /** Names what it resizes (« Redimensionner le panneau Détails »). */
  'aria-label': string;
  /** The id of the region it resizes. */
  'aria-controls'?: string;
  /** The value as words (« 320 pixels »); absent, a reader says the number. */
  'aria-valuetext'?: string;
  /**
   * Where the resized region stands: at the end (the details panel, on the right), moving towards the start widens
   * it; at the start, moving towards the end does. @default 'end'
   */
  regionAt?: 'start' | 'end';
  /** Pixels per arrow key press (× 4 with Shift). @default 16 */
  step?: number;
  className?: string;
}

/**
 * A vertical bar between two regions that resizes one of them: a pointer drags it, the arrow keys move it by `step`
 * (Shift: four steps), Home and End go to the smallest and the largest size. A `separator` with its value, as the
 * WAI-ARIA window splitter pattern has it; react-aria's useMove gives pointer, touch and keyboard moves alike.
 */
export function Splitter({
  value,
  minValue = 0,
  maxValue,
  onChange,
  regionAt = 'end',
  step = 16,
  className,
  ...aria
}: SplitterProps) {
  const clamp = (v: number) => Math.round(Math.min(maxValue, Math.max(minValue, v)));
  // The size while a move lasts: the moves are relative, the value prop may lag a render behind.
  const moving = useRef(value);
  const sign = regionAt === 'end' ? -1 : 1;
  const { moveProps } = useMove({
    onMoveStart() {
      moving.current = value;
    },
    onMove(event) {
      const delta = event.pointerType === 'keyboard' ? event.deltaX * step * (event.shiftKey ? 4 : 1) : event.deltaX;
      moving.current = Math.min(maxValue, Math.max(minValue, moving.current + sign * delta));
      onChange(clamp(moving.current));
    },
  });
  const { focusProps, isFocusVisible } = useFocusRing();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      onChange(event.key === 'Home' ? minValue : maxValue);
    }
  };
  return (
    <div
      {...mergeProps(moveProps, focusProps, { onKeyDown })}
      role="separator"
      aria-orientation="vertical"
      aria-valuenow={clamp(value)}
      aria-valuemin={minValue}
      aria-valuemax={maxValue}
      aria-label={aria['aria-label']}
      aria-controls={aria['aria-controls']}
      aria-valuetext={aria['aria-valuetext']}
      // A focusable separator is a widget in WAI-ARIA (the window splitter pattern); the lint rule predates it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-focus-visible={isFocusVisible || undefined}
      className={[styles.splitter, className].filter(Boolean).join(' ')}
    />
  );
}
