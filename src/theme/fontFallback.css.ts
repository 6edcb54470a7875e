import { globalFontFace } from '@vanilla-extract/css';

/**
 * A local font resized to Inter's metrics, used while Inter is loading (font-display: swap): the prerendered landing
 * is painted before the web font arrives, and with this face the swap moves nothing (no layout shift). Arial, or
 * Liberation Sans (its metric twin on Linux), scaled as next/font and fontaine compute for Inter.
 * The percentages describe Arial against Inter, not design values.
 */
globalFontFace('Inter Fallback', {
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')",
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
  sizeAdjust: '107.12%',
});
