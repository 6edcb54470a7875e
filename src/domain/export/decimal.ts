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

/**
 * The fast path, in doubles: a value whose shortest form has at most 15 significant digits is `units / 10^scale`
 * with `units` a safe integer, and integer arithmetic on safe integers is exact. Null when it does not fit (the
 * BigInt path then decides). An export rounds tens of thousands of numbers: BigInt for each took a third of a second.
 */
interface SmallDecimal {
  units: number;
  scale: number;
}

function smallDecimal(value: number): SmallDecimal | null {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  if (Number.isSafeInteger(value)) return { units: value, scale: 0 };
  const text = String(value);
  if (text.includes('e')) return null;
  const dot = text.indexOf('.');
  if (dot < 0) return null;
  const digits = text.length - 1 - (value < 0 ? 1 : 0);
  if (digits > 15) return null;
  const units = Number(text.slice(0, dot) + text.slice(dot + 1));
  return Number.isSafeInteger(units) ? { units, scale: text.length - dot - 1 } : null;
}

const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/** `units / 10^scale` rounded half away from zero to `decimals`, as an integer count of 10^-decimals; null if unsafe. */
function roundSmall(units: number, scale: number, decimals: number): number | null {
  if (!Number.isSafeInteger(units)) return null;
  const drop = scale - decimals;
  if (drop <= 0) {
    const scaled = units * (POW10[-drop] ?? Infinity);
    // `+ 0` turns a negative zero (0 × −1) into zero.
    return Number.isSafeInteger(scaled) ? scaled + 0 : null;
  }
  const divisor = POW10[drop];
  if (divisor === undefined) return null;
  const magnitude = Math.abs(units);
  const quotient = Math.floor(magnitude / divisor);
  const remainder = magnitude - quotient * divisor;
  const rounded = quotient + (remainder * 2 >= divisor ? 1 : 0);
  // No negative zero: −0,001 rounds to 0, as the BigInt path and a spreadsheet give.
  return units < 0 && rounded !== 0 ? -rounded : rounded;
}

/** A double rounded half away from zero to `decimals` places, on its decimal form: round(2.675, 2) = 2.68. */
export function round(value: number, decimals: number): number {
  const small = smallDecimal(value);
  const fast = small && roundSmall(small.units, small.scale, decimals);
  if (fast !== null && fast !== undefined) return fast / 10 ** decimals;
  // An integer divided by a power of ten is correctly rounded by IEEE division: the double nearest the decimal.
  return Number(roundUnits(toDecimal(value), decimals)) / 10 ** decimals;
}

/** Euros to integer cents, rounded half away from zero. */
export function toCents(euros: number): number {
  const small = smallDecimal(euros);
  const fast = small && roundSmall(small.units, small.scale, 2);
  if (fast !== null && fast !== undefined) return fast;
  return Number(roundUnits(toDecimal(euros), 2));
}

/** Integer cents back to euros (the double nearest the exact amount). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** quantity × unit price, exactly, rounded to the cent: what ROUND(quantity*price, 2) gives in a spreadsheet. */
export function productCents(quantity: number, unitPrice: number): number {
  const sq = smallDecimal(quantity);
  const sp = sq && smallDecimal(unitPrice);
  if (sq && sp) {
    const fast = roundSmall(sq.units * sp.units, sq.scale + sp.scale, 2);
    if (fast !== null) return fast;
  }
  const q = toDecimal(quantity);
  const p = toDecimal(unitPrice);
  return Number(roundUnits({ units: q.units * p.units, scale: q.scale + p.scale }, 2));
}

/** The number of decimal places a double's shortest form has: 12.5 → 1, 0.055 → 3, 20 → 0. */
export function decimalPlaces(value: number): number {
  return toDecimal(value).scale;
}
