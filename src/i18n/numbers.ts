/**
 * French numbers for the workspace: decimal comma, a narrow no-break space (U+202F) between thousands, a no-break
 * space between a number and its unit, the true minus sign (U+2212). Written by hand rather than with
 * Intl.NumberFormat for two reasons: ICU versions disagree on the grouping space (U+00A0 or U+202F), and Intl rounds
 * the binary value, so 1.005 — stored as 1.00499999999999989… — would show "1,00" where the économiste who typed
 * 1,005 expects "1,01". Here a number rounds half away from zero on its shortest decimal form, the one JavaScript
 * prints and the user typed.
 */
import { fail, ok, type Result } from '../domain/takeoff/types';
import type { Derivation, TermUnit, Unit } from '../domain/takeoff/quantity';
import type { ScaleDescription } from '../domain/takeoff/scale';
import { interpolate } from './format';
import { workspaceFr } from './workspace.fr';

export const NO_BREAK_SPACE = '\u00a0';
export const NARROW_NO_BREAK_SPACE = '\u202f';
export const MINUS_SIGN = '\u2212';

/** What can be formatted with a unit: the quantity units, 'm' for a dimension, and euros. */
export type DisplayUnit = Unit | 'm' | '€';

/**
 * Decimals per unit: m, ml and m² to the centimetre and square centimetre, m³ and t to 3, money to the cent. Counts,
 * ensembles and forfaits are whole numbers; a fractional one (from a formula) keeps 2 decimals rather than be
 * rounded silently.
 */
export const DECIMALS: Readonly<Record<DisplayUnit, number | 'whole'>> = {
  U: 'whole',
  ens: 'whole',
  forfait: 'whole',
  m: 2,
  ml: 2,
  'm²': 2,
  'm³': 3,
  t: 3,
  kg: 2,
  h: 2,
  '€': 2,
};

function decimalsFor(unit: DisplayUnit | null, value: number): number {
  const rule = unit === null ? 'whole' : DECIMALS[unit];
  if (rule !== 'whole') return rule;
  return Number.isInteger(value) ? 0 : 2;
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** |value| rounded half away from zero to `decimals`, as integer and fraction digit strings. */
function roundedDigits(value: number, decimals: number): { integer: string; fraction: string } {
  // toExponential() without an argument gives the shortest digits that read back as the same number.
  const [mantissa = '0', exponentText = '0'] = Math.abs(value).toExponential().split('e');
  let digits = mantissa.replace('.', '');
  let point = Number(exponentText) + 1;
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const integer = digits.slice(0, point);
  let fraction = digits.slice(point);
  if (fraction.length <= decimals) return { integer, fraction: fraction.padEnd(decimals, '0') };
  const roundUp = fraction.charCodeAt(decimals) >= '5'.charCodeAt(0);
  fraction = fraction.slice(0, decimals);
  if (!roundUp) return { integer, fraction };
  const bumped = increment(integer + fraction);
  return { integer: bumped.slice(0, bumped.length - decimals), fraction: bumped.slice(bumped.length - decimals) };
}

/** '1 234,50', '−0,79', '0,00' (never '−0,00'). Non-finite values are a bug upstream: they throw. */
export function formatNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value}`);
  const { integer, fraction } = roundedDigits(value, decimals);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, NARROW_NO_BREAK_SPACE);
  const isZero = /^0*$/.test(integer + fraction);
  const sign = value < 0 && !isZero ? MINUS_SIGN : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** '12,40 ml', '1 234,50 m²', '3 U', '0,125 m³'. */
export function formatQuantity(value: number, unit: DisplayUnit): string {
  return `${formatNumber(value, decimalsFor(unit, value))}${NO_BREAK_SPACE}${unit}`;
}

export function formatMoney(euros: number): string {
  return formatQuantity(euros, '€');
}

/** A ratio as a percentage: 0.0079 → '0,79 %' (a narrow no-break space before %, as Intl's fr-FR writes it). */
export function formatPercent(ratio: number, decimals = 2): string {
  return `${formatNumber(ratio * 100, decimals)}${NARROW_NO_BREAK_SPACE}%`;
}

/** A zoom level (1 = 100 %) as the viewer shows it: '125 %', '6 400 %', whole percents. */
export function formatZoom(zoom: number): string {
  return formatPercent(zoom, 0);
}

/** '1:100', or '≈ 1:98' for a calibration that is not a whole ratio. */
export function formatScale(description: ScaleDescription): string {
  const text = `${description.left}:${description.right}`;
  return description.approximate ? interpolate(workspaceFr.scale.approximate, { scale: text }) : text;
}

function formatTerm(value: number, unit: TermUnit): string {
  const number = formatNumber(value, decimalsFor(unit, value));
  return unit === null ? number : `${number}${NO_BREAK_SPACE}${unit}`;
}

/**
 * A derivation as économistes write it: '12,40 ml × 2,50 m − 2 × (0,90 m × 2,10 m)'. A product inside a product is
 * parenthesised on purpose: it is one opening, and the grouping is how it is read and checked.
 */
export function formatDerivation(derivation: Derivation): string {
  const render = (d: Derivation, inProduct: boolean, asSubtrahend: boolean): string => {
    switch (d.op) {
      case 'term': {
        const text = formatTerm(d.value, d.unit);
        if (d.name === undefined) return text;
        // A wall's height bound to a variable reads as économistes write it: « 12,40 ml × HSP (2,50 m) ».
        if (d.role === 'height') return `${d.name} (${text})`;
        return inProduct ? `(${d.name} = ${text})` : `${d.name} = ${text}`;
      }
      case 'sum': {
        const text = d.terms.map((t) => render(t, false, false)).join(' + ');
        return inProduct || asSubtrahend ? `(${text})` : text;
      }
      case 'difference': {
        const parts = [render(d.minuend, false, false), ...d.subtrahends.map((t) => render(t, false, true))];
        const text = parts.join(` ${MINUS_SIGN} `);
        return inProduct || asSubtrahend ? `(${text})` : text;
      }
      case 'product': {
        const text = d.factors.map((f) => render(f, true, false)).join(' × ');
        return inProduct ? `(${text})` : text;
      }
    }
  };
  return render(derivation, false, false);
}

export type ParseIssue =
  | { readonly code: 'empty' }
  | { readonly code: 'notANumber'; readonly text: string }
  | { readonly code: 'unknownUnit'; readonly unit: string }
  | { readonly code: 'notPositive' };

/** The French message for a refused input, ready to show under the field. */
export function parseIssueMessage(issue: ParseIssue): string {
  const messages = workspaceFr.input;
  switch (issue.code) {
    case 'notANumber':
      return interpolate(messages.notANumber, { text: issue.text });
    case 'unknownUnit':
      return interpolate(messages.unknownUnit, { unit: issue.unit });
    default:
      return messages[issue.code];
  }
}

const SPACES = /[ \u00a0\u202f\u2009]/g;

/** Groups of thousands: a first group of 1–3 digits, then groups of exactly 3. Anything else is a typo. */
function ungroup(integer: string, separator: RegExp): string | null {
  const groups = integer.split(separator);
  if (groups.length === 1) return integer;
  const [first = '', ...rest] = groups;
  return /^\d{1,3}$/.test(first) && rest.every((g) => /^\d{3}$/.test(g)) ? groups.join('') : null;
}

/**
 * A decimal number as users type it: '3,5', '3.5', '1 234,5', '1.234,5', '1,234.5', '−2', ',5'. A single comma or
 * dot is always the decimal separator ('1.234' is 1,234, as on a calculator); with both, the last one is. Spaces and
 * repeated separators group thousands and must group them by three ('12 34' is refused, not read as 1234).
 */
export function parseDecimal(input: string): Result<number, ParseIssue> {
  const text = input.trim();
  if (text === '') return fail({ code: 'empty' });
  const notANumber = fail({ code: 'notANumber' as const, text });
  const signed = /^([+\-\u2212])?\s*(.*)$/.exec(text);
  const body = signed?.[2] ?? '';
  const negative = signed?.[1] === '-' || signed?.[1] === '\u2212';
  if (!/^[\d.,\u0020\u00a0\u202f\u2009]+$/.test(body)) return notANumber;

  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  let decimalSeparator: ',' | '.' | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimalSeparator = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0 && body.indexOf(',') === lastComma) decimalSeparator = ',';
  else if (lastDot >= 0 && body.indexOf('.') === lastDot) decimalSeparator = '.';

  const cut = decimalSeparator === null ? -1 : body.lastIndexOf(decimalSeparator);
  const integerText = (cut < 0 ? body : body.slice(0, cut)).trim();
  const fraction = cut < 0 ? '' : body.slice(cut + 1).trim();
  if (!/^\d*$/.test(fraction)) return notANumber;
  const groupSeparator = decimalSeparator === ',' ? /[.]|\s+/ : decimalSeparator === '.' ? /[,]|\s+/ : /[.,]|\s+/;
  const integer = ungroup(integerText.replace(SPACES, ' '), groupSeparator);
  if (integer === null || !/^\d*$/.test(integer) || (integer === '' && fraction === '')) return notANumber;

  const value = Number(`${integer || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return notANumber;
  return ok(negative ? -value : value);
}

export type LengthUnit = 'm' | 'cm' | 'mm';

const METRES_PER: Readonly<Record<string, number>> = { m: 1, ml: 1, dm: 0.1, cm: 0.01, mm: 0.001 };

/**
 * A positive length in metres: '3,50 m', '350 cm', '3500 mm', '3,5' (in `defaultUnit`), and the French shorthand
 * '3m50' (3,50 m). 'ml' (mètre linéaire) reads as metres.
 */
export function parseLength(input: string, defaultUnit: LengthUnit = 'm'): Result<number, ParseIssue> {
  const text = input.trim();
  if (text === '') return fail({ code: 'empty' });
  const shorthand = /^(\d+)\s*m\s*(\d+)$/i.exec(text);
  const [numberText, unitText] = shorthand
    ? [`${shorthand[1]},${shorthand[2]}`, 'm']
    : [text.replace(/\s*[a-zµ]+\.?$/i, ''), /([a-zµ]+)\.?$/i.exec(text)?.[1] ?? defaultUnit];
  if (numberText.trim() === '') return fail({ code: 'notANumber', text });
  const unit = unitText.toLowerCase();
  const factor = METRES_PER[unit];
  if (factor === undefined) return fail({ code: 'unknownUnit', unit: unitText });
  const parsed = parseDecimal(numberText);
  if (!parsed.ok) return parsed;
  const metres = parsed.value * factor;
  if (!(metres > 0)) return fail({ code: 'notPositive' });
  return ok(metres);
}
