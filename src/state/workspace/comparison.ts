/**
 * The plan comparison's view settings (issue 27), shared by the sheet page's comparison (routes/workspace/comparison)
 * and the panel, so that a mode change redraws the plan without rendering the page. View state: never journalled.
 * The colour-blind-safe palette is a setting and is kept in the browser, like the plan's label toggles.
 */
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { OverlayMode, OverlayPalette } from '../../domain/comparison/types';

/** What the plan shows: the previous indice, the new one, the coloured overlay, or the blend. */
export const overlayModeAtom = atom<OverlayMode>('overlay');
/** The blend's position, 0 (the previous indice) to 1 (the new one). */
export const overlaySliderAtom = atom(0.5);
/** Removed red / added green, or removed orange / added blue (« couleurs adaptées aux daltoniens »). */
export const overlayPaletteAtom = atomWithStorage<OverlayPalette>('metr.comparison.palette', 'redGreen', undefined, {
  getOnInit: true,
});
/** The changed region the view is on (stepped through with the keyboard). */
export const focusedRegionAtom = atom<string | null>(null);
