import { lightTokens } from './tokens.gen';

/**
 * Container queries from the tokens (a query cannot read a CSS variable): `'@container': { [container.x]: { … } }`.
 * For style files only (compiled to CSS at build time): not in the theme's index, so that no page's JavaScript
 * carries the token table for it.
 */
export const container = {
  /** The details panel too narrow for its tabs' names (size.panelTabNames): icons only. */
  panelTabsNarrow: `(max-width: ${lightTokens.size.panelTabNames})`,
} as const;
