/**
 * Version 4's move of version 2's catalogue items into the library tree. A version 2 item named its lot and its
 * sous-catégorie as free text; version 4 stores lots and chapters as rows and the item points at them by id.
 *
 * The row move (moveCatalogueItem) needs no other row, so a backup made by version 2 or 3 moves the same way: each
 * item's lot and chapter get ids derived from the library and the texts (`legacy-lot:<library>:<text>`), the same for
 * every item of that lot. The upgrade step (addLegacyTree) then writes the lot and chapter rows those ids name, and
 * numbers the items of each chapter. Nothing is dropped: a unit that is not one of the nine is kept in `legacyUnit`.
 */
import type { Transaction } from 'dexie';
import { UNITS, type Unit } from '../../domain/takeoff/quantity';
import { DEFAULT_VAT_RATE, type ArticleRow, type ChapterRow, type LotRow } from '../../domain/library/types';
import { nextCode, padCode, isCode, compareCodes } from '../../domain/library/numbering';

type StoredRow = Record<string, unknown>;

/** The time given to a version 2 item, which had none: the epoch of the product's first release. */
export const LEGACY_TIME = '2026-01-01T00:00:00.000Z';
const LOT_PREFIX = 'legacy-lot:';
const CHAPTER_PREFIX = 'legacy-chapter:';

const UNIT_SPELLINGS: Readonly<Record<string, Unit>> = {
  u: 'U',
  un: 'U',
  unite: 'U',
  unité: 'U',
  pce: 'U',
  pièce: 'U',
  piece: 'U',
  nb: 'U',
  ml: 'ml',
  m: 'ml',
  'm.l.': 'ml',
  m2: 'm²',
  'm²': 'm²',
  m3: 'm³',
  'm³': 'm³',
  kg: 'kg',
  t: 't',
  h: 'h',
  ens: 'ens',
  ensemble: 'ens',
  forfait: 'forfait',
  ft: 'forfait',
  fft: 'forfait',
  ff: 'forfait',
};

/** A unit as people type it (m2, ML, Ft) as one of the nine, or null. */
export function normalizeUnit(text: string): Unit | null {
  const trimmed = text.trim();
  if ((UNITS as readonly string[]).includes(trimmed)) return trimmed as Unit;
  return UNIT_SPELLINGS[trimmed.toLowerCase()] ?? null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Moves one catalogue item to version 4's shape; a row already in it is returned as it is. */
export function moveCatalogueItem(row: StoredRow): StoredRow {
  if (typeof row['code'] === 'string' && typeof row['vatRate'] === 'number') return row;
  const libraryId = text(row['bibliotheque_id']);
  const lot = text(row['lot']);
  const sub = text(row['subCategory']);
  const unitText = text(row['unite']);
  const unit = normalizeUnit(unitText);
  const price = row['prix_unitaire'];
  const tags = Array.isArray(row['tags']) ? row['tags'].filter((t): t is string => typeof t === 'string') : [];
  const time = typeof row['createdAt'] === 'string' ? row['createdAt'] : LEGACY_TIME;
  return {
    ...row,
    bibliotheque_id: libraryId,
    lot: `${LOT_PREFIX}${JSON.stringify([libraryId, lot])}`,
    subCategory: `${CHAPTER_PREFIX}${JSON.stringify([libraryId, lot, sub])}`,
    code: '',
    designation: text(row['designation']),
    unite: unit ?? 'U',
    ...(unit === null ? { legacyUnit: unitText } : {}),
    prix_unitaire: typeof price === 'number' && Number.isFinite(price) ? price : 0,
    vatRate: DEFAULT_VAT_RATE,
    actif: row['actif'] !== false,
    tags,
    createdAt: time,
    updatedAt: typeof row['updatedAt'] === 'string' ? row['updatedAt'] : time,
  };
}

/** `02 Gros œuvre` → code 02, title Gros œuvre; `Gros œuvre` → no code. */
function splitTitle(title: string): { code: string | null; title: string } {
  const match = /^([0-9]{1,4}[A-Za-z]{0,2})[\s.\-–:]+(.+)$/u.exec(title);
  if (match && isCode(padCode(match[1] ?? '')))
    return { code: padCode(match[1] ?? ''), title: (match[2] ?? '').trim() };
  return { code: null, title };
}

/** The lots and chapters version 2's items name, and the items numbered: what the upgrade step writes. */
export function legacyTree(
  items: readonly ArticleRow[],
  existing: { readonly lots: ReadonlySet<string>; readonly chapters: ReadonlySet<string> },
): { lots: LotRow[]; chapters: ChapterRow[]; items: ArticleRow[] } {
  const lots = new Map<string, LotRow>();
  const chapters = new Map<string, ChapterRow>();
  const numbered: ArticleRow[] = [];
  const legacy = items.filter((i) => i.lot.startsWith(LOT_PREFIX) && i.subCategory.startsWith(CHAPTER_PREFIX));
  const node = (id: string, prefix: string) => JSON.parse(id.slice(prefix.length)) as string[];
  const codesIn = new Map<string, string[]>();
  const claim = (parent: string, wanted: string | null) => {
    const taken = codesIn.get(parent) ?? [];
    const code = wanted !== null && !taken.includes(wanted) ? wanted : nextCode(taken);
    codesIn.set(parent, [...taken, code]);
    return code;
  };
  // Lots with a number in their text keep it; the others follow, in the order of their texts.
  const sorted = [...legacy].sort((a, b) => (a.lot < b.lot ? -1 : a.lot > b.lot ? 1 : 0));
  for (const item of sorted) {
    const [libraryId = '', lotText = ''] = node(item.lot, LOT_PREFIX);
    if (!existing.lots.has(item.lot) && !lots.has(item.lot)) {
      const split = splitTitle(lotText);
      lots.set(item.lot, {
        id: item.lot,
        libraryId,
        code: claim(`lots:${libraryId}`, split.code),
        title: split.title || '—',
        createdAt: item.createdAt,
        updatedAt: item.createdAt,
      });
    }
    if (!existing.chapters.has(item.subCategory) && !chapters.has(item.subCategory)) {
      const [, , chapterText = ''] = node(item.subCategory, CHAPTER_PREFIX);
      const split = splitTitle(chapterText);
      chapters.set(item.subCategory, {
        id: item.subCategory,
        libraryId,
        lotId: item.lot,
        code: claim(`chapters:${item.lot}`, split.code),
        title: split.title || '—',
        createdAt: item.createdAt,
        updatedAt: item.createdAt,
      });
    }
  }
  const byChapter = new Map<string, ArticleRow[]>();
  for (const item of items) {
    const list = byChapter.get(item.subCategory) ?? [];
    list.push(item);
    byChapter.set(item.subCategory, list);
  }
  for (const list of byChapter.values()) {
    const taken = list.filter((i) => i.code !== '').map((i) => i.code);
    const unnumbered = list
      .filter((i) => i.code === '')
      .sort((a, b) => a.designation.localeCompare(b.designation, 'fr') || compareCodes(a.id, b.id));
    for (const item of unnumbered) {
      const code = nextCode(taken);
      taken.push(code);
      numbered.push({ ...item, code });
    }
  }
  return { lots: [...lots.values()], chapters: [...chapters.values()], items: numbered };
}

/** The upgrade step: writes the lots and chapters the moved items name, and numbers the items. */
export async function addLegacyTree(tx: Transaction): Promise<void> {
  const items = (await tx.table('libraryItems').toArray()) as ArticleRow[];
  if (items.length === 0) return;
  const tree = legacyTree(items, {
    lots: new Set((await tx.table('libraryLots').toCollection().primaryKeys()) as string[]),
    chapters: new Set((await tx.table('libraryChapters').toCollection().primaryKeys()) as string[]),
  });
  await tx.table('libraryLots').bulkPut(tree.lots);
  await tx.table('libraryChapters').bulkPut(tree.chapters);
  await tx.table('libraryItems').bulkPut(tree.items);
}
