/**
 * A comparison asked again is not computed again (issue 27): its result — the alignment, the regions and the viewer's
 * pictures, encoded — is kept in the local database (db/workspace/comparisons.ts) under a key naming everything the
 * result depends on, and shown from there when the same comparison is asked for (another day, a fresh tab).
 *
 * The key holds both pages' files and page numbers (a file's bytes never change under its id: another file is another
 * id), the layers hidden in each render, the alignment (estimated, or the matrix given: a manual alignment, or the one
 * stored by a carry-over), the pictures' colours (the theme's), and CACHE_FORMAT, raised whenever the engine's maths
 * or the pictures change, so that a record made by an older engine is never shown. Pure: no Dexie, no browser.
 */
import type { Matrix } from '../pdf/geometry.ts';
import type { ChangeRegionDraft, SheetAlignment } from './types.ts';

/** Raised when what the engine finds or paints changes: older records are then never read, and age out. */
export const CACHE_FORMAT = 1;

/** Records kept per pair of sheets (previous → new): the estimated one, a manual one, the carried one. */
export const RECORDS_PER_PAIR = 3;
/** Records kept in all (about 1–3 MB each: four pictures of at most 4 Mpx, compressed). */
export const RECORDS_IN_ALL = 40;

/** One indice's page as the comparison drew it. */
export interface CachedPageRef {
  readonly fileId: string;
  /** 0-based, as the sheet row's `pageIndex`. */
  readonly pageIndex: number;
  readonly hiddenLayerIds?: readonly string[] | undefined;
}

export interface ComparisonKeyInput {
  readonly previous: CachedPageRef;
  readonly current: CachedPageRef;
  /** null: the alignment estimated from the sheets; a matrix: the one given (manual, or stored by a carry-over). */
  readonly alignment: Matrix | null;
  /** The pictures' colours (workers/comparison/protocol.ts PictureColours), as the page resolved them. */
  readonly colours: unknown;
}

/** JSON with object keys sorted: the same value always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const pageKey = (page: CachedPageRef) => ({
  file: page.fileId,
  page: page.pageIndex,
  // The order the layers were switched off in does not change the render.
  hidden: [...(page.hiddenLayerIds ?? [])].sort(),
});

/** Everything a comparison's result depends on, as one text. */
export function comparisonKey(input: ComparisonKeyInput): string {
  return canonical({
    format: CACHE_FORMAT,
    previous: pageKey(input.previous),
    current: pageKey(input.current),
    alignment: input.alignment ? [...input.alignment] : 'estimated',
    colours: input.colours,
  });
}

/** FNV-1a over UTF-16 code units, 32 bits, from `seed`. */
function fnv1a(text: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The record's id: a short digest of the key (the key itself is stored beside and compared on read). */
export function comparisonRecordId(key: string): string {
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return `cmp-${hex(fnv1a(key, 0x811c9dc5))}${hex(fnv1a(key, 0x01000193 ^ 0x5bd1e995))}`;
}

/** The pair a record belongs to, for the bound per pair. */
export const pairOf = (previousSheetId: string, sheetId: string): string => `${previousSheetId}>${sheetId}`;

/** The viewer's pictures, encoded (WebP or PNG): what ComparisonPictures holds as bitmaps. */
export interface CachedPictures<Data = Blob> {
  readonly scale: number;
  readonly width: number;
  readonly height: number;
  readonly old: Data;
  readonly new: Data;
  readonly redGreen: Data;
  readonly orangeBlue: Data;
}

/** A stored comparison (db table `comparisons`). */
export interface CachedComparison<Data = Blob> {
  /** comparisonRecordId(key). */
  readonly id: string;
  readonly key: string;
  /** pairOf(previous sheet, new sheet). */
  readonly pair: string;
  /** Both sheets: deleting either takes the record with it. */
  readonly sheetIds: readonly string[];
  /** Both files: purging either takes the record with it. */
  readonly fileIds: readonly string[];
  /** ISO time of its last use: the least recently used go first past the bounds. */
  readonly usedAt: string;
  readonly alignment: SheetAlignment;
  readonly regions: readonly ChangeRegionDraft[];
  readonly pictures: CachedPictures<Data>;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isMatrix(v: unknown): v is Matrix {
  return Array.isArray(v) && v.length === 6 && v.every(isFiniteNumber);
}

function isRect(v: unknown): boolean {
  return isRecord(v) && ['x', 'y', 'width', 'height'].every((k) => isFiniteNumber(v[k]));
}

/**
 * Whether `row` is a whole record of `key` whose pictures are of `isData` (a Blob in the browser): anything else — a
 * record written by another version, cut short, or of another key under the same digest — is not shown, and the
 * comparison is made again.
 */
export function isCachedComparison<Data>(
  row: unknown,
  key: string,
  isData: (v: unknown) => v is Data,
): row is CachedComparison<Data> {
  if (!isRecord(row) || row['key'] !== key) return false;
  const alignment = row['alignment'];
  if (!isRecord(alignment) || !isMatrix(alignment['matrix']) || typeof alignment['method'] !== 'string') return false;
  if (!isFiniteNumber(alignment['confidence']) || !isFiniteNumber(alignment['residual'])) return false;
  const regions = row['regions'];
  if (!Array.isArray(regions)) return false;
  for (const r of regions) {
    if (!isRecord(r) || !isRect(r['box']) || typeof r['kind'] !== 'string') return false;
  }
  const p = row['pictures'];
  if (!isRecord(p) || !isFiniteNumber(p['scale']) || !isFiniteNumber(p['width']) || !isFiniteNumber(p['height'])) {
    return false;
  }
  return ['old', 'new', 'redGreen', 'orangeBlue'].every((k) => isData(p[k]));
}

/**
 * The records to delete so that at most `perPair` stay for each pair and `inAll` in all, the least recently used
 * first; `keep` (the one just written) always stays.
 */
export function recordsToEvict(
  rows: readonly Pick<CachedComparison<unknown>, 'id' | 'pair' | 'usedAt'>[],
  keep: string,
  { perPair = RECORDS_PER_PAIR, inAll = RECORDS_IN_ALL }: { perPair?: number; inAll?: number } = {},
): string[] {
  const newestFirst = [...rows].sort((a, b) =>
    a.id === keep ? -1 : b.id === keep ? 1 : a.usedAt < b.usedAt ? 1 : a.usedAt > b.usedAt ? -1 : 0,
  );
  const perPairSeen = new Map<string, number>();
  const evicted: string[] = [];
  let kept = 0;
  for (const row of newestFirst) {
    const seen = perPairSeen.get(row.pair) ?? 0;
    if (row.id !== keep && (seen >= perPair || kept >= inAll)) {
      evicted.push(row.id);
      continue;
    }
    perPairSeen.set(row.pair, seen + 1);
    kept += 1;
  }
  return evicted;
}
