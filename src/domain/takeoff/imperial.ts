/**
 * Imperial drawings: the architects' and engineers' scales of plans drawn in feet and inches (1/8″ = 1′-0″ is 1:96),
 * and lengths typed in feet and inches (16′-6″), read exactly: an inch is 0.0254 m by definition, so a length in
 * inches is a ratio of whole numbers and its metres are one division of two exact integers — no rounding creeps in
 * from adding feet and inches as doubles.
 *
 * No words here: the names are the drawings' own notation (they are printed so on the title block), the same in French.
 */
import { fail, ok, type Result } from './types';

export interface ImperialScale {
  /** N of the equivalent 1:N. */
  readonly denominator: number;
  /** As printed on the title block: « 1/8″ = 1′-0″ », « 1″ = 20′ ». */
  readonly name: string;
}

/**
 * Architectural scales (a fraction of an inch per foot: N = 12 / fraction) and engineering scales (one inch per so
 * many feet: N = 12 × feet), in the order of the scale rulers that carry them.
 */
export const IMPERIAL_SCALES: readonly ImperialScale[] = [
  { denominator: 192, name: '1/16″ = 1′-0″' },
  { denominator: 128, name: '3/32″ = 1′-0″' },
  { denominator: 96, name: '1/8″ = 1′-0″' },
  { denominator: 64, name: '3/16″ = 1′-0″' },
  { denominator: 48, name: '1/4″ = 1′-0″' },
  { denominator: 32, name: '3/8″ = 1′-0″' },
  { denominator: 24, name: '1/2″ = 1′-0″' },
  { denominator: 16, name: '3/4″ = 1′-0″' },
  { denominator: 12, name: '1″ = 1′-0″' },
  { denominator: 8, name: '1 1/2″ = 1′-0″' },
  { denominator: 4, name: '3″ = 1′-0″' },
  { denominator: 120, name: '1″ = 10′' },
  { denominator: 240, name: '1″ = 20′' },
  { denominator: 360, name: '1″ = 30′' },
  { denominator: 480, name: '1″ = 40′' },
  { denominator: 600, name: '1″ = 50′' },
  { denominator: 720, name: '1″ = 60′' },
  { denominator: 1200, name: '1″ = 100′' },
];

/** The imperial name of a 1:N ratio (« 1/8″ = 1′-0″ » for 96), or undefined when it is not an imperial scale. */
export function imperialScaleName(denominator: number): string | undefined {
  return IMPERIAL_SCALES.find((s) => s.denominator === denominator)?.name;
}

export type FeetInchesIssue =
  /** No foot or inch mark: not feet and inches at all (the caller reads it as a metric length). */
  | { readonly code: 'notFeetInches' }
  /** Foot or inch marks, but not in a form this reads (« 16′6′ », « 1/0″ », « 16′- »). */
  | { readonly code: 'malformed' }
  /** Zero feet and zero inches. */
  | { readonly code: 'notPositive' };

/** A non-negative number as a ratio of integers: '16' → 16/1, '6,5' → 65/10. */
interface Fraction {
  readonly n: number;
  readonly d: number;
}

const DECIMAL = /^(\d+)(?:[.,](\d{1,4}))?$/;
const INTEGER = /^\d+$/;
/** A length beyond a few kilometres is a typo; it also keeps every product below 2^53. */
const MAX_DIGITS = 7;

function decimal(text: string): Fraction | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole.length + fraction.length > MAX_DIGITS) return null;
  return { n: Number(whole + fraction), d: 10 ** fraction.length };
}

const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });

/** Inches: « 6 », « 6,5 », « 1/2 », « 6 1/2 », « 6-1/2 ». */
function inches(text: string): Fraction | null {
  const simple = decimal(text);
  if (simple) return simple;
  const match = /^(?:(\d+)(?:\s*-\s*|\s+))?(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (!match) return null;
  const [, whole = '0', numerator = '', denominator = ''] = match;
  if (!INTEGER.test(numerator) || !INTEGER.test(denominator) || Number(denominator) === 0) return null;
  if (whole.length > MAX_DIGITS || numerator.length > 4 || denominator.length > 4) return null;
  return add({ n: Number(whole), d: 1 }, { n: Number(numerator), d: Number(denominator) });
}

/** Typographic primes and quotes, and the two-apostrophe inch, brought to ' and ". */
function normalise(input: string): string {
  return input
    .trim()
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/''|[″“”\u02dd]/g, '"')
    .replace(/[′’‘`\u02b9]/g, "'")
    .replace(/\s*\bft\b\.?/gi, "'")
    .replace(/\s*\bin\b\.?/gi, '"');
}

/**
 * A length typed in feet and inches, in metres: « 16' », « 16'-6" », « 16′ 6″ », « 16'6" », « 6" », « 6 1/2" »,
 * « 16 ft 6 in ». Exact: (12 × feet + inches) × 254 / 10 000, computed on integers.
 */
export function parseFeetInches(input: string): Result<number, FeetInchesIssue> {
  const text = normalise(input);
  const feetMarks = text.split("'").length - 1;
  const inchMarks = text.split('"').length - 1;
  if (feetMarks === 0 && inchMarks === 0) return fail({ code: 'notFeetInches' });
  if (feetMarks > 1 || inchMarks > 1) return fail({ code: 'malformed' });

  let total: Fraction = { n: 0, d: 1 };
  let rest = text;
  if (feetMarks === 1) {
    const cut = text.indexOf("'");
    const feet = decimal(text.slice(0, cut).trim());
    if (!feet) return fail({ code: 'malformed' });
    total = { n: feet.n * 12, d: feet.d };
    rest = text.slice(cut + 1).trim();
    const dashed = rest.startsWith('-');
    if (dashed) rest = rest.slice(1).trim();
    if (rest === '') {
      if (dashed || inchMarks > 0) return fail({ code: 'malformed' });
    }
  }
  if (rest !== '') {
    if (inchMarks !== 1 || !rest.endsWith('"')) return fail({ code: 'malformed' });
    const value = inches(rest.slice(0, -1).trim());
    if (!value) return fail({ code: 'malformed' });
    total = add(total, value);
  }
  if (total.n <= 0) return fail({ code: 'notPositive' });
  // Metres = inches × 0.0254 = n × 254 / (d × 10 000): one division of two exact integers, correctly rounded.
  return ok((total.n * 254) / (total.d * 10_000));
}
