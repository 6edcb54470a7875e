/**
 * Money and the rounding of a bill of quantities.
 *
 * Prices are integer euro cents: exact to the cent, no binary fractions (0,10 € + 0,20 € is 30 cents, not
 * 0.30000000000000004 €), no dependency, safe up to 90 000 milliards d'euros. Quantities stay doubles in their unit.
 *
 * The rule, as a DPGF prices a line and as a spreadsheet recomputes it:
 * 1. a line's quantity is rounded to its unit's decimals (QUANTITY_DECIMALS: m³ and t to 3, the others to 2);
 * 2. its amount is that quantity × the unit price, rounded to the cent;
 * 3. sub-totals and Total HT are sums of line amounts (exact in cents);
 * 4. VAT is computed per rate on the sum of the lines at that rate, rounded to the cent;
 * 5. Total TTC is Total HT plus every rate's VAT.
 * Rounding is half away from zero (2,675 → 2,68; −2,675 → −2,68), as économistes and ROUND() in Excel and
 * LibreOffice do, decided on the number's decimal digits (what the user typed), not on its binary approximation.
 */
import type { Unit } from '../takeoff/quantity';
import type { VatRate } from './types';

/** An amount in euro cents: a safe integer. */
export type Cents = number;

/** Decimals a quantity is priced with. Counts keep 2: a formula may give 2,5 U, and rounding it silently is wrong. */
export const QUANTITY_DECIMALS: Readonly<Record<Unit, number>> = {
  U: 2,
  ens: 2,
  forfait: 2,
  ml: 2,
  'm²': 2,
  'm³': 3,
  kg: 2,
  t: 3,
  h: 2,
};

/** The largest unit price accepted: a milliard d'euros, far from the safe integer limit once multiplied. */
export const MAX_PRICE_CENTS: Cents = 100_000_000_000;

/**
 * `value` × 10^decimals rounded half away from zero, as an integer. The decision is made on 12 significant digits:
 * what geometry and formulas compute carries binary noise (27,220000000000002) that must not tip a half.
 */
export function roundScaled(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const [mantissa = '0', exponent = '0'] = Number(Math.abs(value).toPrecision(12)).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  // How many digits of `digits` are left of the decimal point once multiplied by 10^decimals.
  const point = Number(exponent) + 1 + decimals;
  if (point < 0) return 0;
  const integer = Number(digits.slice(0, point).padEnd(point, '0') || '0');
  const rounded = integer + (digits.charAt(point) >= '5' ? 1 : 0);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** `value` rounded half away from zero to `decimals`. */
export function roundTo(value: number, decimals: number): number {
  return roundScaled(value, decimals) / 10 ** decimals;
}

/** The quantity a line is priced with: rounded to its unit's decimals. */
export function billedQuantity(value: number, unit: Unit): number {
  return roundTo(value, QUANTITY_DECIMALS[unit]);
}

/** numerator ÷ divisor rounded half away from zero, both integers, exactly (BigInt past the safe range). */
export function divideRounded(numerator: number, divisor: number): number {
  if (Number.isSafeInteger(numerator)) {
    const magnitude = Math.abs(numerator);
    const remainder = magnitude % divisor;
    const quotient = (magnitude - remainder) / divisor + (2 * remainder >= divisor ? 1 : 0);
    return numerator < 0 && quotient !== 0 ? -quotient : quotient;
  }
  throw new RangeError(`${numerator} is not a safe integer`);
}

function multiplyRounded(a: number, b: number, divisor: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) return divideRounded(product, divisor);
  // Past 2^53 a product loses units: do it in BigInt, then come back (the result itself is far smaller).
  const exact = BigInt(a) * BigInt(b);
  const magnitude = exact < 0n ? -exact : exact;
  const big = BigInt(divisor);
  const quotient = magnitude / big + ((magnitude % big) * 2n >= big ? 1n : 0n);
  return Number(exact < 0n ? -quotient : quotient);
}

/** A line's amount HT: its quantity rounded to its unit's decimals, × the unit price, rounded to the cent. */
export function lineAmount(quantity: number, unit: Unit, priceCents: Cents): Cents {
  const decimals = QUANTITY_DECIMALS[unit];
  return multiplyRounded(roundScaled(quantity, decimals), priceCents, 10 ** decimals);
}

/** The VAT on an amount HT at a rate, rounded to the cent. */
export function vatAmount(baseCents: Cents, rate: VatRate): Cents {
  return multiplyRounded(baseCents, rate, 10_000);
}

/** Euros as typed (12.5) to cents (1250); null when the amount has more than two decimals or is not finite. */
export function eurosToCents(euros: number): Cents | null {
  if (!Number.isFinite(euros)) return null;
  const cents = Math.round(euros * 100);
  return Math.abs(cents - euros * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
}

export function centsToEuros(cents: Cents): number {
  return cents / 100;
}

/** A VAT rate as a percentage (550 → 5.5), for forms and files. */
export function vatRatePercent(rate: VatRate): number {
  return rate / 100;
}
