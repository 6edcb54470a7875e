/**
 * Theme values for canvas drawing. A canvas knows no CSS variables: what it draws takes its colours and sizes from the
 * theme contract's variables, read from the computed style at run time (and read again when the theme changes), so
 * tokens stay the only place a value is written.
 */

/** The CSS variable a theme-contract reference names: `var(--metr-color-border-strong)` → `--metr-color-border-strong`. */
export function variableName(reference: string): string {
  return /var\((--[\w-]+)/.exec(reference)?.[1] ?? reference;
}

/** The computed value of a theme-contract variable on `element`, e.g. `cssVariable(el, vars.color.border.focus)`. */
export function cssVariable(element: Element, reference: string): string {
  return getComputedStyle(element).getPropertyValue(variableName(reference)).trim();
}

/** A duration token's value (in ms or s) converted to ms; 0 when unreadable. */
export function parseDuration(value: string): number {
  const match = /^(-?[\d.]+)(ms|s)$/.exec(value.trim());
  if (!match) return 0;
  const n = Number(match[1]);
  return match[2] === 's' ? n * 1000 : n;
}

/** A length token's value in CSS px; 0 when it is not written in px. */
export function parsePx(value: string): number {
  const match = /^(-?[\d.]+)px$/.exec(value.trim());
  return match ? Number(match[1]) : 0;
}

/**
 * Calls `onChange` when the theme may have changed: the page's `data-theme` (the app's and Storybook's switch) or the
 * system's colour scheme. Returns the unsubscribe.
 */
export function watchTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const scheme = window.matchMedia?.('(prefers-color-scheme: dark)');
  scheme?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    scheme?.removeEventListener('change', onChange);
  };
}

export const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
