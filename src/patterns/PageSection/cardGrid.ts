import type { StyleRule } from '@vanilla-extract/css';
import { composed, media } from '../../theme';

/** A card grid's columns and gap at one width (each optional: what is not given stays as below). */
export interface GridStep {
  readonly columns?: string;
  readonly gap?: string;
}

/**
 * A list laid out as a grid of cards, the pages' repeated shape: no bullets, no indent, `base` below the tablet
 * breakpoint (one column unless said), then `tablet` and `desktop` from theirs. `rest` adds the screen's own rules.
 * A rule, not a class: a screen wraps it in its own `style`, so each page's stylesheet keeps its own grid.
 */
export function cardGrid(
  base: GridStep & { readonly gap: string },
  steps: { readonly tablet?: GridStep; readonly desktop?: GridStep } = {},
  rest: StyleRule = {},
): StyleRule {
  const at = (step: GridStep | undefined) =>
    step && {
      ...(step.columns !== undefined && { gridTemplateColumns: step.columns }),
      ...(step.gap !== undefined && { gap: step.gap }),
    };
  const tablet = at(steps.tablet);
  const desktop = at(steps.desktop);
  return composed({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: base.gap,
    ...(base.columns !== undefined && { gridTemplateColumns: base.columns }),
    ...rest,
    ...((tablet || desktop) && {
      '@media': { ...(tablet && { [media.tablet]: tablet }), ...(desktop && { [media.desktop]: desktop }) },
    }),
  });
}
