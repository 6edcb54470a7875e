/**
 * Colours for what is printed rather than shown: the plan de repérage (src/workers/reperage). Written once, from the
 * tokens: a measurement's palette key prints in the overlay's colour for that key (the one drawn on the plan's paper,
 * white in both themes, so the paper matches the screen), text in the overlay's ink, rules in the strong border, a
 * measured surface at the fill opacity of the screen.
 */
import { PALETTE_KEYS, type PaletteKey } from '../domain/takeoff/types';
import { lightTokens } from './tokens.gen';

type PrintInk = PaletteKey | 'ink' | 'muted' | 'rule' | 'paper';

const overlay = lightTokens.color.overlay;

export const PRINT_PALETTE: {
  readonly colours: Readonly<Record<PrintInk, string>>;
  readonly fillOpacity: number;
} = {
  colours: {
    ...(Object.fromEntries(PALETTE_KEYS.map((key) => [key, overlay[key]])) as Record<PaletteKey, string>),
    ink: overlay.label,
    muted: lightTokens.color.text.muted,
    rule: lightTokens.color.border.strong,
    paper: overlay.paper,
  },
  fillOpacity: Number(lightTokens.opacity.measureFill),
};
