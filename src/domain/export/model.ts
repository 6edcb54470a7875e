/**
 * What an export is made from: a document the workspace builds from its quantity tree (lot → chapitre → article, with
 * each article's quantity already summed and in the article's unit) and its measurements. Plain data, structured-clone
 * friendly: it goes to the export worker as it is.
 *
 * Numbers are as the product stores them: quantities in SI in the article's unit, prices in euros (a double, e.g.
 * 12.5 for 12,50 €, not integer cents). The export writes each quantity rounded to its unit's decimals and each price
 * to the cent — what the sheet shows is what it computes with — and computes every amount exactly in integer cents
 * (decimal.ts).
 */
import type { Unit } from '../takeoff/quantity';
import type { MeasurementKind } from '../takeoff/types';

export type { Unit, MeasurementKind };

/**
 * The French VAT rates a construction document may carry — normal, intermediate, reduced, particular — in basis
 * points (2000 = 20 %, 550 = 5,5 %): integers, so VAT is computed exactly. The same values as the article library's
 * `VatRate` (src/domain/library/types.ts), so the library's rows feed an export as they are.
 */
export const VAT_RATES = [2000, 1000, 550, 210] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** A rate as a spreadsheet percentage cell holds it: 550 → 0.055. */
export function vatRatio(rate: VatRate): number {
  return rate / 10000;
}

/** A rate in percent, as a CSV or a label writes it: 550 → 5.5. */
export function vatPercent(rate: VatRate): number {
  return rate / 100;
}

/**
 * - `dpgf`: décomposition du prix global et forfaitaire — the breakdown of a lump-sum price; quantities are given for
 *   information and the company answers for them; the total is the forfait.
 * - `dqe`: détail quantitatif estimatif — estimated quantities priced with the bordereau des prix unitaires (BPU);
 *   the works are paid at the quantities actually carried out.
 */
export type PricedKind = 'dpgf' | 'dqe';

export interface ExportProject {
  name: string;
  client: string;
  reference?: string;
  /** The document's date, `YYYY-MM-DD` (local calendar day; it also dates the file name). */
  date: string;
  /** The plans and their indices, as the workspace words them, e.g. « A01 – Rez-de-chaussée, indice B ». */
  revisions: readonly string[];
}

export interface ExportLine {
  /** The article's number, e.g. `02.03.01`. */
  number: string;
  designation: string;
  unit: Unit;
  /** In the article's unit; rounded to its decimals on export (m³ and t: 3, counts: whole, others: 2). */
  quantity: number;
  /** PU HT in euros; written to the cent. */
  unitPrice: number;
  vatRate: VatRate;
  /** The article's reference in the CCTP (« 3.2.1 »): the optional « Réf. CCTP » column. */
  cctpRef?: string;
  /** The plan sheets whose measurements feed the line (their names): the optional « Plans » column. */
  sheets?: readonly string[];
}

export interface ExportChapter {
  /** e.g. `02.03`. */
  number: string;
  title: string;
  lines: readonly ExportLine[];
}

export interface ExportLot {
  /** e.g. `02`. */
  number: string;
  title: string;
  chapters: readonly ExportChapter[];
}

/** One measurement on a plan, for the detail sheet. */
export interface ExportMeasurement {
  /** The plan sheet's name (and index), as the workspace shows it. */
  sheet: string;
  type: MeasurementKind;
  /** The derivation in French, as the workspace shows it: `12,40 ml × 2,50 m − 2 × (0,90 m × 2,10 m)`. */
  derivation: string;
  quantity: number;
  unit: Unit;
  /** The article it feeds, or null when it feeds none. */
  article: { number: string; designation: string } | null;
  /** The measurement's label as the person named it (« Ch. 144 – sol »); absent in documents written before. */
  label?: string;
  /** Where it is (level, room or zone); absent when not localised. */
  localisation?: { level?: string; zone?: string };
  /** The PSE whose line it feeds (its name); absent for the base. */
  pse?: string;
  /** An assisted count's provenance (issue 25): the detail sheet's « Provenance » column; absent otherwise. */
  provenance?: ExportProvenance;
}

/** How an assisted count's points came to be, and the scores of those detected (0…1). */
export interface ExportProvenance {
  /** Detected and accepted as found. */
  accepted: number;
  /** Detected, then moved by the person. */
  corrected: number;
  /** Added by hand. */
  manual: number;
  /** The lowest and highest score of the detected points counted; absent when none is detected. */
  scores?: { min: number; max: number };
}

/**
 * A prestation supplémentaire éventuelle: priced apart from the base, after it, with its own sub-totals and totals;
 * the buyer may take it up or not, so it is never in the base's Total HT.
 */
export interface ExportPse {
  /** « PSE 1 – Faïence toute hauteur », as the économiste named it on the links. */
  name: string;
  lots: readonly ExportLot[];
}

// --- Métré par local (issue 24, item 3) ----------------------------------------------------------------------------

/** One article's share in one localisation. */
export interface ExportLocalisationLine {
  /** The article's number, e.g. `02.03.01`. */
  number: string;
  designation: string;
  unit: Unit;
  /**
   * In the article's unit, already rounded to its decimals: the sum of the localisation's links, each rounded
   * (src/domain/library/localisationSums.ts). The shares of an article over every localisation add up exactly to the
   * article's quantity in `lots`.
   */
  quantity: number;
}

export interface ExportLocalisationLot {
  /** e.g. `02`. */
  number: string;
  title: string;
  lines: readonly ExportLocalisationLine[];
}

/**
 * One local of the « métré par local » sheet: localisation → lot → article. Groups come in localisation order
 * (levels, then zones, in natural order), the unlocalised last; lots and articles in number order.
 */
export interface ExportLocalisationGroup {
  /** Absent when the group is the measurements not localised (« Non localisé »). */
  localisation?: { level?: string; zone?: string };
  lots: readonly ExportLocalisationLot[];
}
// --- end of the métré par local block ------------------------------------------------------------------------------

// --- Écarts d'indice (issue 27, item 5) -----------------------------------------------------------------------------

/** One article's quantities and price on the plans' previous indices and on their current ones. */
export interface ExportDeltaLine {
  /** The article's number, e.g. `02.03.01`. */
  number: string;
  designation: string;
  unit: Unit;
  /** In the article's unit, on the previous indices / on the current ones; rounded to its decimals on export. */
  before: number;
  after: number;
  /** PU HT in euros, written to the cent; null when the article has none (its amounts are left blank). */
  unitPrice: number | null;
}

export interface ExportDeltaLot {
  /** e.g. `02`; empty for the articles of no lot. */
  number: string;
  title: string;
  lines: readonly ExportDeltaLine[];
}
// --- end of the écarts d'indice block ------------------------------------------------------------------------------

export interface ExportDocument {
  kind: PricedKind;
  project: ExportProject;
  lots: readonly ExportLot[];
  details: readonly ExportMeasurement[];
  /**
   * The quantities by localisation → lot → article (issue 24): what the « métré par local » sheet writes. Absent in
   * documents built before localisation existed, and empty when nothing is linked; a writer that does not know it
   * ignores it.
   */
  byLocalisation?: readonly ExportLocalisationGroup[];
  /** The PSE blocks, in name order; absent or empty when there is none. */
  pse?: readonly ExportPse[];
  /**
   * The quantity and amount deltas between the plans' previous indices and their current ones (issue 27), lot →
   * article in number order: what the « Écarts d’indice » sheet writes. Absent when no sheet of the project has a
   * previous indice (and in documents built before indices existed); a writer that does not know it ignores it.
   */
  deltas?: readonly ExportDeltaLot[];
  /**
   * The names of the two sides when `deltas` are between two named versions of the project (the history page's
   * comparison) rather than between the plans' indices: the sheet is then « Écarts de versions », « before » the first
   * name and « after » the second. Absent for the indices' deltas.
   */
  deltaSides?: ExportDeltaSides;
}

/** The two states a versions' delta sheet compares, by the names the history page gives them. */
export interface ExportDeltaSides {
  before: string;
  after: string;
}

/** Which sheets a workbook holds; at least one. */
export interface WorkbookSheets {
  /** The DPGF or DQE itself (prices, sub-totals, VAT, totals). */
  priced: boolean;
  /** The same tree without prices. */
  quantities: boolean;
  /** Every measurement. */
  details: boolean;
  /** A « Récapitulatif » sheet: one line per lot, Total HT, VAT per rate, Total TTC, all referencing the priced sheet. */
  summary?: boolean;
  /**
   * The « cadre de DPGF » sent out for tender: quantities given, every PU blank and every amount, sub-total, VAT and
   * total a formula ready to compute once the company fills the PU. No price of the estimate is in the file.
   */
  tender?: boolean;
  /** The PSE blocks after the base (when the document has some). */
  pse?: boolean;
  /**
   * The « Métré par local » sheet (localisation → lot → article, from `byLocalisation`); written only when some
   * measurement has a localisation.
   */
  byLocalisation?: boolean;
  /**
   * The « Écarts d’indice » sheet, when the document has deltas. Never in the cadre for tender (it holds the
   * estimate's prices). @default true
   */
  deltas?: boolean;
  /** Optional columns of the priced sheet. */
  columns?: OptionalColumns;
}

export interface OptionalColumns {
  /** « Réf. CCTP »: the article's CCTP reference. */
  cctpRef?: boolean;
  /** « Localisation »: where the line's measurements are (levels, rooms). */
  localisation?: boolean;
  /** « Plans »: the sheets whose measurements feed the line. */
  sheets?: boolean;
}

export const ALL_SHEETS: WorkbookSheets = { priced: true, quantities: true, details: true };

/** Which table a CSV file holds (a CSV has one). */
export type CsvTable = 'priced' | 'quantities' | 'details' | 'byLocalisation';

export function isVatRate(value: unknown): value is VatRate {
  return (VAT_RATES as readonly unknown[]).includes(value);
}

/** Whether the document's measurements have any localisation: the « métré par local » sheet is offered only then. */
export function hasLocalisations(document: Pick<ExportDocument, 'byLocalisation'>): boolean {
  return (document.byLocalisation ?? []).some(
    (group) => (group.localisation?.level?.trim() || group.localisation?.zone?.trim()) && group.lots.length > 0,
  );
}

/** Whether the document has deltas between indices to write (some article on either side). */
export function hasDeltas(document: Pick<ExportDocument, 'deltas'>): boolean {
  return (document.deltas ?? []).some((lot) => lot.lines.length > 0);
}
