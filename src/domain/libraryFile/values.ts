/**
 * Reading one cell of a library file: text, units, prices, VAT rates, yes/no. Each reader returns the value or the
 * reason it cannot (a code the report words in French), never a guess: « 12,5O » is not twelve euros fifty.
 */
import { decimalPlaces } from '../export/decimal';
import { VAT_RATES, type Unit, type VatRate } from '../export/model';
import type { RawCell } from './model';

export type Read<T, C extends string> = { ok: true; value: T } | { ok: false; code: C; text: string };

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** A cell as the text a user sees in it (numbers in their shortest form), trimmed; '' when empty. */
export function cellText(cell: RawCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'boolean') return cell ? 'VRAI' : 'FAUX';
  return cell.replace(/\s+/g, ' ').trim();
}

/** A cell's text for a report: a number with a decimal comma, as the user typed it in a French spreadsheet. */
export function cellDisplay(cell: RawCell | undefined): string {
  return typeof cell === 'number' ? String(cell).replace('.', ',') : cellText(cell);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Spellings of each unit found in price lists, folded (lower case, no accents, no final dot). */
const UNIT_SPELLINGS: Readonly<Record<Unit, readonly string[]>> = {
  U: ['u', 'un', 'unite', 'unites', 'unit', 'pce', 'pc', 'piece', 'pieces', 'nb', 'nombre'],
  ml: ['ml', 'm', 'm.l', 'lm', 'metre lineaire', 'metres lineaires', 'metre', 'metres'],
  'm²': ['m²', 'm2', 'm^2', 'metre carre', 'metres carres'],
  'm³': ['m³', 'm3', 'm^3', 'metre cube', 'metres cubes'],
  kg: ['kg', 'kilo', 'kilos', 'kilogramme', 'kilogrammes'],
  t: ['t', 'tonne', 'tonnes', 'to'],
  h: ['h', 'heure', 'heures', 'hr'],
  ens: ['ens', 'ensemble', 'ensembles'],
  forfait: ['forfait', 'forfaits', 'ft', 'fft', 'ff', 'forf'],
};

const UNIT_BY_SPELLING = new Map<string, Unit>(
  (Object.entries(UNIT_SPELLINGS) as [Unit, readonly string[]][]).flatMap(([unit, spellings]) =>
    spellings.map((s): [string, Unit] => [s, unit]),
  ),
);

export function readUnit(cell: RawCell | undefined): Read<Unit, 'unitEmpty' | 'unitUnknown'> {
  const text = cellText(cell);
  if (text === '') return { ok: false, code: 'unitEmpty', text };
  const key = fold(text).replace(/\.$/, '').replace(/\s+/g, ' ');
  const unit = UNIT_BY_SPELLING.get(key) ?? UNIT_BY_SPELLING.get(key.replace(/\s/g, ''));
  return unit ? ok(unit) : { ok: false, code: 'unitUnknown', text };
}

const SPACES = /[\s\u00a0\u202f\u2009]/g;

/** Groups of thousands: 1–3 digits, then groups of exactly 3. */
function ungroup(integer: string, group: string): string | null {
  if (group === '' || !integer.includes(group)) return integer;
  const parts = integer.split(group);
  const [first = '', ...rest] = parts;
  return /^\d{1,3}$/.test(first) && rest.every((p) => /^\d{3}$/.test(p)) ? parts.join('') : null;
}

/** A decimal written with `decimal` as its separator and the other one (or spaces) grouping thousands. */
function parseWith(body: string, decimal: ',' | '.'): number | null {
  const group = decimal === ',' ? '.' : ',';
  const cut = body.lastIndexOf(decimal);
  const integerText = cut < 0 ? body : body.slice(0, cut);
  const fraction = cut < 0 ? '' : body.slice(cut + 1);
  if (!/^\d*$/.test(fraction)) return null;
  const integer = ungroup(integerText, group);
  if (integer === null || !/^\d*$/.test(integer) || (integer === '' && fraction === '')) return null;
  const value = Number(`${integer || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number as French and English price lists write it: « 1 234,50 », « 1.234,50 », « 1,234.50 », « 12.5 », « 12,50 € ».
 * The file's decimal separator reads it first; a number that only makes sense with the other one (« 12.5 » in a
 * file with decimal commas: a group of one digit is no thousands group) is read that way.
 */
export function parseNumber(text: string, decimal: ',' | '.'): number | null {
  const cleaned = text.replace(/€|eur(?:os?)?\b|ht\b/gi, '').replace(SPACES, '');
  const match = /^([+\-\u2212]?)(.*)$/.exec(cleaned);
  const body = match?.[2] ?? '';
  if (!/^[\d.,]+$/.test(body)) return null;
  const value = parseWith(body, decimal) ?? parseWith(body, decimal === ',' ? '.' : ',');
  if (value === null) return null;
  return match?.[1] === '-' || match?.[1] === '\u2212' ? -value : value;
}

/** Which decimal separator a column of numbers uses: the comma unless only points (as decimals) appear. */
export function detectDecimal(texts: readonly string[]): ',' | '.' {
  let comma = 0;
  let point = 0;
  for (const raw of texts) {
    const text = raw.replace(SPACES, '');
    const lastComma = text.lastIndexOf(',');
    const lastPoint = text.lastIndexOf('.');
    if (lastComma > lastPoint && /,\d{1,2}(?:\D*)$/.test(text)) comma++;
    else if (lastPoint > lastComma && /\.\d{1,2}(?:\D*)$/.test(text)) point++;
  }
  return point > comma ? '.' : ',';
}

export type PriceCode = 'priceEmpty' | 'priceNotANumber' | 'priceTooPrecise';

/** PU HT in euros; negative prices pass here and are refused by the article schema, with its message. */
export function readPrice(cell: RawCell | undefined, decimal: ',' | '.'): Read<number, PriceCode> {
  const text = cellText(cell);
  if (text === '') return { ok: false, code: 'priceEmpty', text };
  const value = typeof cell === 'number' ? cell : parseNumber(text, decimal);
  if (value === null || !Number.isFinite(value)) return { ok: false, code: 'priceNotANumber', text: cellDisplay(cell) };
  if (decimalPlaces(value) > 2) return { ok: false, code: 'priceTooPrecise', text: cellDisplay(cell) };
  return ok(value === 0 ? 0 : value);
}

export type VatCode = 'vatNotANumber' | 'vatNotAllowed';

/**
 * A VAT rate: « 20 », « 20 % », « 5,5 », « 0,055 », or a spreadsheet percentage (0.055). A number above 1 is a
 * percentage; one written with « % » always is. Empty means the default rate.
 */
export function readVat(cell: RawCell | undefined, decimal: ',' | '.', defaultRate: VatRate): Read<VatRate, VatCode> {
  const text = cellText(cell);
  if (text === '') return ok(defaultRate);
  let value: number | null;
  let percent = false;
  if (typeof cell === 'number') value = cell;
  else {
    percent = text.includes('%');
    value = parseNumber(text.replace(/%/g, '').replace(/^tva\s*/i, ''), decimal);
  }
  if (value === null) return { ok: false, code: 'vatNotANumber', text: cellDisplay(cell) };
  const ratio = percent || value > 1 ? value / 100 : value;
  const rate = VAT_RATES.find((r) => Math.abs(r / 10000 - ratio) < 1e-9);
  return rate === undefined ? { ok: false, code: 'vatNotAllowed', text: cellDisplay(cell) } : ok(rate);
}

const YES = new Set(['oui', 'o', 'vrai', 'true', '1', 'x', 'actif', 'active', 'yes', 'y']);
const NO = new Set(['non', 'n', 'faux', 'false', '0', 'inactif', 'inactive', 'no']);

/** Active or not; empty means active. */
export function readActive(cell: RawCell | undefined): Read<boolean, 'activeUnknown'> {
  if (typeof cell === 'boolean') return ok(cell);
  const text = cellText(cell);
  if (text === '') return ok(true);
  const key = fold(text);
  if (YES.has(key)) return ok(true);
  if (NO.has(key)) return ok(false);
  return { ok: false, code: 'activeUnknown', text };
}

/** Tags separated by commas, semicolons or vertical bars; duplicates and empties dropped. */
export function readTags(cell: RawCell | undefined): string[] {
  const text = cellText(cell);
  return [
    ...new Set(
      text
        .split(/[,;|]/)
        .map((t) => t.trim())
        .filter((t) => t !== ''),
    ),
  ];
}
