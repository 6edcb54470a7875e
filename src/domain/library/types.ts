/**
 * The article library and what a project adds to it, as plain rows (no classes, no Dates, no Maps), like the take-off
 * model: the same objects go into IndexedDB, into the journal's before/after snapshots, through postMessage and into
 * a JSON backup.
 *
 * The tree is stored by parent ids with a local code on each node: a lot has its code (`02`), a chapter its lot and
 * code (`03`), an article its lot, chapter and code (`01`); an article's number `02.03.01` is the codes joined along
 * its parents, never stored. So renumbering a chapter renumbers all its articles with one change, sibling order is
 * the natural order of codes (gaps allowed, as imported libraries have them), and a re-import matches lines by number
 * through the same derivation.
 *
 * Articles live in version 2's `libraryItems` table and keep the catalogue-item schema's stored keys (
 * designation, lot, subCategory, unite, prix_unitaire, description, tags, fichier_joint, bibliotheque_id, actif):
 * `lot` holds the lot's id and `subCategory` the chapter's (the sous-catégorie is the chapitre). Prices stay euros as
 * the seed stored them, with at most two decimals; every amount is computed in integer cents (./money.ts).
 */
import type { Unit } from '../takeoff/quantity';
import type { CountSymbol, IsoDateTime, PaletteKey } from '../takeoff/types';

/** VAT rates in basis points: 20 %, 10 %, 5,5 %, 2,1 %. Integers, so VAT is computed exactly. */
export const VAT_RATES = [2000, 1000, 550, 210] as const;
export type VatRate = (typeof VAT_RATES)[number];
/** The usual rate, an article's default. */
export const DEFAULT_VAT_RATE: VatRate = 2000;

export function isVatRate(value: unknown): value is VatRate {
  return (VAT_RATES as readonly unknown[]).includes(value);
}

/** A library of articles. Version 2's rows (id, name, createdAt) are valid as they are. */
export interface LibraryRow {
  readonly id: string;
  readonly name: string;
  readonly createdAt: IsoDateTime;
  /** Absent on version 2's rows: their last change is their creation. */
  readonly updatedAt?: IsoDateTime;
  readonly description?: string;
  /** Where the library came from; absent for one created by hand. */
  readonly origin?: LibraryOrigin;
}

export type LibraryOrigin =
  /** Installed from the product's starter library; `edition` tells which. */
  | { readonly kind: 'starter'; readonly edition: number }
  /** Imported from a file. */
  | { readonly kind: 'import'; readonly fileName: string };

/** A lot (corps d'état): 01 Terrassement, 02 Gros œuvre… */
export interface LotRow {
  readonly id: string;
  readonly libraryId: string;
  /** The lot's number, `02`: unique in the library. */
  readonly code: string;
  readonly title: string;
  readonly createdAt: IsoDateTime;
  readonly updatedAt: IsoDateTime;
}

/** A chapter of a lot (its sous-catégorie): 02.03 Béton armé. */
export interface ChapterRow {
  readonly id: string;
  readonly libraryId: string;
  readonly lotId: string;
  /** Unique among the lot's chapters. */
  readonly code: string;
  readonly title: string;
  readonly createdAt: IsoDateTime;
  readonly updatedAt: IsoDateTime;
}

/** An article (a priced item of the library, a catalogue item): 02.03.01 Béton armé pour voiles, en m³. */
export interface ArticleRow {
  readonly id: string;
  /** The library's id. */
  readonly bibliotheque_id: string;
  /** The lot's id (always the chapter's lot). */
  readonly lot: string;
  /** The chapter's id. */
  readonly subCategory: string;
  /** Unique among the chapter's articles. */
  readonly code: string;
  readonly designation: string;
  readonly unite: Unit;
  /** Prix unitaire HT in euros, ≥ 0, at most two decimals; 0 while the user has not priced it. */
  readonly prix_unitaire: number;
  readonly vatRate: VatRate;
  /** An inactive article stays in the library (and in projects that use it) but is not offered for new links. */
  readonly actif: boolean;
  readonly description?: string;
  readonly tags: readonly string[];
  /** A reference to an attached file (a name or a URL). */
  readonly fichier_joint?: string;
  readonly createdAt: IsoDateTime;
  readonly updatedAt: IsoDateTime;
  /** Set by the version 4 upgrade on a version 2 row whose unit was not one of UNITS: what it said. */
  readonly legacyUnit?: string;
  /**
   * The colour and the count symbol of the measurements linked to this article, on the plan, in its legend and in the
   * plan de repérage; a measurement's own colour wins only when it has no article. Absent means the measurement's.
   */
  readonly color?: PaletteKey;
  readonly symbol?: CountSymbol;
  /** The article's reference in the CCTP (« 3.2.1 »), an optional column of the DPGF. Absent means none. */
  readonly cctpRef?: string;
}

/** A project's named value: HSP = 2,50 m, EP = 20 cm, DENS = 2,4 t/m³. */
export interface VariableRow {
  readonly id: string;
  readonly projectId: string;
  /** Unique in the project without regard to case; not a measurement's quantity name (L, S…), a unit nor π. */
  readonly name: string;
  /** In `unit`, as the user typed it (20 for 20 cm). */
  readonly value: number;
  /** A unit expression (../formula/units.ts parseUnit): '', 'm', 'cm', 't/m³', '%'… */
  readonly unit: string;
  readonly comment?: string;
  readonly createdAt: IsoDateTime;
  readonly updatedAt: IsoDateTime;
}

/**
 * How a measurement feeds an article, kept on the measurement row (Measurement.links): moving, duplicating, deleting
 * or undoing a measurement takes its links with it in the same journal entry. A measurement may feed several articles
 * (a wall's area → plaster and paint, its length → skirting); the formula is typed as économistes type it.
 */
export interface MeasurementLink {
  readonly articleId: string;
  /** `Q` (the measurement's own quantity) by default; `L × HSP − 2 × 0,90 × 2,10`. */
  readonly formula: string;
  /**
   * The PSE (prestation supplémentaire éventuelle) this link prices, by its name (« PSE 1 – Faïence toute hauteur »);
   * absent for the base. Per link, so that the same article can be in the base on one measurement and in a PSE on
   * another. A PSE's quantities are not in the base's sums nor its Total HT (README, « PSE »).
   */
  readonly pse?: string;
}
