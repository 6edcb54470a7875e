import { globalFontFace } from '@vanilla-extract/css';

/**
 * A local font resized to Inter's metrics, used while Inter is loading (font-display: swap): the prerendered landing
 * is painted before the web font arrives, and with this face the swap moves nothing (no layout shift). Arial, or
 * one of its metric twins — Liberation Sans on Linux, Arimo on ChromeOS (and in our test browser) — scaled as
 * next/font and fontaine compute for Inter.
 * The percentages describe Arial against Inter, not design values.
 */
globalFontFace('Inter Fallback', {
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo Regular'), local('Arimo-Regular')",
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
  sizeAdjust: '107.12%',
  // Only where Inter's latin file will take over (@fontsource-variable/inter): other characters (arrows, symbols)
  // keep falling through to the system font, with or without Inter.
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
    'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
});
