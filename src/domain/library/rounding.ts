/**
 * The one rounding rule of quantities, applied the same on screen (the quantities page and panel), in the export's
 * detail sheet, in the DPGF and DQE, and in version comparisons (all of which read the engine's sums or these
 * functions):
 *
 * 1. Each detail line — one measurement's link to one article — is rounded to its article unit's decimals
 *    (`QUANTITY_DECIMALS` in money.ts: m³ and t to 3, the others to 2, so that a whole count stays whole and a formula
 *    giving 2,5 U is not silently rounded), half away from zero.
 * 2. An article's quantity is the exact sum of its rounded lines (summed as integers of 10^-decimals: no binary noise).
 *
 * So the detail sheet's lines add up exactly to the DPGF's quantity: three lines of 1,004 m² are written 1,00 each and
 * the article's quantity is 3,00 m² — not 3,01 (the sum 3,012 rounded once), which an économiste adding the detail by
 * hand would call an error. The price is then step 2 of money.ts's rule: quantity × PU rounded to the cent.
 */
import type { Unit } from '../takeoff/quantity';
import { QUANTITY_DECIMALS, roundScaled } from './money';

/** A detail line's quantity: rounded to its unit's decimals, half away from zero. */
export function lineQuantity(value: number, unit: Unit): number {
  const decimals = QUANTITY_DECIMALS[unit];
  return roundScaled(value, decimals) / 10 ** decimals;
}

/** The exact sum of lines each rounded to the unit's decimals: an article's quantity. */
export class LineSum {
  private readonly decimals: number;
  private scaled = 0;

  constructor(unit: Unit) {
    this.decimals = QUANTITY_DECIMALS[unit];
  }

  add(value: number): void {
    this.scaled += roundScaled(value, this.decimals);
  }

  get quantity(): number {
    return this.scaled / 10 ** this.decimals;
  }
}

/** The article's quantity from its lines' raw values (see the rule above). */
export function sumLines(values: Iterable<number>, unit: Unit): number {
  const sum = new LineSum(unit);
  for (const value of values) sum.add(value);
  return sum.quantity;
}
