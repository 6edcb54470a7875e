/**
 * The overlay's colours and sizes, read from the theme's CSS variables at run time (read again when the theme
 * changes): `read` gives a theme-contract variable's computed value, e.g. the viewer's `cssVariable(stage, ref)`.
 */
import { PALETTE_KEYS, type PaletteKey } from '../../../domain/takeoff/types';
import { vars } from '../../../theme';
import type { OverlayTheme } from './draw';

const px = (value: string): number => {
  const match = /^(-?[\d.]+)px$/.exec(value.trim());
  return match ? Number(match[1]) : 0;
};

export function readOverlayTheme(read: (reference: string) => string): OverlayTheme {
  const measure = vars.color.overlay;
  const colors = Object.fromEntries(PALETTE_KEYS.map((key) => [key, read(measure[key])])) as Record<PaletteKey, string>;
  const opacity = Number(read(vars.opacity.measureFill));
  return {
    colors,
    handle: read(measure.handle),
    handleBorder: read(measure.handleBorder),
    snap: read(measure.snap),
    box: read(measure.box),
    boxFill: read(measure.boxFill),
    region: read(measure.region),
    regionLabel: read(measure.regionLabel),
    label: read(measure.label),
    paper: read(measure.paper),
    font: `${read(vars.font.weight.semibold)} ${read(vars.font.size.xs)} ${read(vars.font.family.body)}`,
    numberFont: `${read(vars.font.weight.bold)} ${read(vars.font.size.xs)} ${read(vars.font.family.body)}`,
    fillOpacity: Number.isFinite(opacity) ? opacity : 0,
    lineWidth: px(read(vars.border.width.thick)),
    thinWidth: px(read(vars.border.width.thin)),
    handleSize: px(read(vars.space.sm)),
    markerSize: px(read(vars.space.md)),
  };
}

/** The variable a theme-contract reference names: `var(--metr-color-measure-blue)` → `--metr-color-measure-blue`. */
function variableName(reference: string): string {
  return /var\((--[\w-]+)/.exec(reference)?.[1] ?? reference;
}

/** Reads theme variables from an element's computed style. */
export function computedStyleReader(element: Element): (reference: string) => string {
  const style = getComputedStyle(element);
  return (reference) => style.getPropertyValue(variableName(reference)).trim();
}
