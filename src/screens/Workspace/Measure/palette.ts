import type { PaletteKey } from '../../../domain/takeoff/types';
import { vars } from '../../../theme';

/** A measurement's palette key → its theme colour (light and dark from tokens: color.measure.*). */
export const measureColor: Readonly<Record<PaletteKey, string>> = vars.color.measure;
