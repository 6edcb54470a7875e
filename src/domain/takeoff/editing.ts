/**
 * Bounds and defaults of the values a user types into a measurement's properties. The model accepts any positive
 * value (commands.ts); these catch a slip of unit — 250 typed for 2,50 m — before it reaches a quantity.
 */
import type { Opening } from './types';

/** Metres, except `label` (characters) and `openingCount` (openings). */
export const PROPERTY_LIMITS = {
  label: 120,
  height: 100,
  thickness: 10,
  opening: 50,
  openingCount: 999,
} as const;

/** A door as French plans draw it by default: 0,90 × 2,10 m. */
export const DEFAULT_OPENING: Opening = { width: 0.9, height: 2.1, count: 1 };
