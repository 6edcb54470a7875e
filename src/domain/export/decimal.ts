/**
 * Exact decimal arithmetic for money and quantities. A binary double cannot hold 2.675 (it stores
 * 2.67499999999999982…), so Math.round(2.675 * 100) gives 267 where an économiste, Excel and LibreOffice give 268.
 * Every number here is read from its shortest decimal form — the digits JavaScript prints, the ones the user typed —
 * and products and roundings are done on integers (BigInt), rounding half away from zero as ROUND does in both
 * spreadsheets. Amounts then live as integer cents: sums of cents are exact, whatever their number.
 */

/** value = units / 10^scale, exactly. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const TEN = BigInt(10);
const pow10 = (n: number): bigint => TEN ** BigInt(n);

/** The decimal a finite double stands for (its shortest round-trip digits). Non-finite values throw. */
export function toDecimal(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  if (Number.isInteger(value) && Number.isSafeInteger(value)) return { units: BigInt(value), scale: 0 };
  // toExponential() without an argument gives the shortest digits that read back as the same number.
  const [mantissa = '0', exponentText = '0'] = value.toExponential().split('e');
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  const scale = digits.length - 1 - Number(exponentText);
  const magnitude = scale >= 0 ? BigInt(digits) : BigInt(digits) * pow10(-scale);
  return { units: negative ? -magnitude : magnitude, scale: Math.max(scale, 0) };
}

/** `decimal` rounded half away from zero to `decimals` places, as an integer count of 10^-decimals. */
export function roundUnits(decimal: Decimal, decimals: number): bigint {
  const drop = decimal.scale - decimals;
  if (drop <= 0) return decimal.units * pow10(-drop);
  const divisor = pow10(drop);
  const negative = decimal.units < 0;
  const magnitude = negative ? -decimal.units : decimal.units;
  let quotient = magnitude / divisor;
  if ((magnitude % divisor) * BigInt(2) >= divisor) quotient += BigInt(1);
  return negative ? -quotient : quotient;
}

/** A double rounded half away from zero to `decimals` places, on its decimal form: round(2.675, 2) = 2.68. */
export function round(value: number, decimals: number): number {
  // An integer divided by a power of ten is correctly rounded by IEEE division: the double nearest the decimal.
  return Number(roundUnits(toDecimal(value), decimals)) / 10 ** decimals;
}

/** Euros to integer cents, rounded half away from zero. */
export function toCents(euros: number): number {
  return Number(roundUnits(toDecimal(euros), 2));
}

/** Integer cents back to euros (the double nearest the exact amount). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** quantity × unit price, exactly, rounded to the cent: what ROUND(quantity*price, 2) gives in a spreadsheet. */
export function productCents(quantity: number, unitPrice: number): number {
  const q = toDecimal(quantity);
  const p = toDecimal(unitPrice);
  return Number(roundUnits({ units: q.units * p.units, scale: q.scale + p.scale }, 2));
}

/** The number of decimal places a double's shortest form has: 12.5 → 1, 0.055 → 3, 20 → 0. */
export function decimalPlaces(value: number): number {
  return toDecimal(value).scale;
}
