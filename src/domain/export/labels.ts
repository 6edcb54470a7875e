/**
 * The words the export writes into its files, handed in by the caller (the French copy lives in
 * src/i18n/export.fr.ts, which the domain layer does not import): titles, headings, the sub-total and VAT labels.
 * Texts that depend on a lot, a chapter or a rate are functions, so that the copy module owns the whole sentence.
 */
import type {
  ExportChapter,
  ExportDeltaSides,
  ExportLot,
  ExportProvenance,
  MeasurementKind,
  PricedKind,
  VatRate,
} from './model';

export interface TableHeadings {
  number: string;
  designation: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  vatRate: string;
}

export interface DetailHeadings {
  sheet: string;
  type: string;
  derivation: string;
  quantity: string;
  unit: string;
  articleNumber: string;
  article: string;
  label: string;
  localisation: string;
  pse: string;
  /** An assisted count's provenance (only when the document has one). */
  provenance: string;
}

/**
 * The detail sheet's headings in column order, in the workbook and the CSV alike: the PSE and provenance columns only
 * when the document has some (other exports stay as they were).
 */
export function detailHeadingRow(h: DetailHeadings, columns: { pse: boolean; provenance: boolean }): string[] {
  return [
    h.sheet,
    h.label,
    h.localisation,
    h.type,
    h.derivation,
    h.quantity,
    h.unit,
    h.articleNumber,
    h.article,
    ...(columns.pse ? [h.pse] : []),
    ...(columns.provenance ? [h.provenance] : []),
  ];
}

/** The « Écarts d’indice » sheet's headings, in column order. */
export interface DeltaHeadings {
  number: string;
  designation: string;
  unit: string;
  before: string;
  after: string;
  delta: string;
  unitPrice: string;
  amountBefore: string;
  amountAfter: string;
  amountDelta: string;
}

/** The priced sheet's optional columns. */
export interface OptionalHeadings {
  cctpRef: string;
  localisation: string;
  sheets: string;
}

export interface ExportLabels {
  /** « DPGF », « DQE »: sheet names and file names. */
  kindShort: Readonly<Record<PricedKind, string>>;
  /** « Décomposition du prix global et forfaitaire (DPGF) ». */
  kindTitle: Readonly<Record<PricedKind, string>>;
  /** What the quantities and prices of this kind commit to, printed under the header block. */
  kindNote: Readonly<Record<PricedKind, string>>;
  /** Column headings of the priced table per kind (a DQE's quantity is estimated, its prices are the BPU's). */
  headings: Readonly<Record<PricedKind, TableHeadings>>;
  quantities: { sheet: string; title: string; note: string };
  details: {
    sheet: string;
    title: string;
    headings: DetailHeadings;
    unlinked: string;
    /** The row under an article's lines that adds them up: its quantity is the DPGF's. */
    articleTotal(number: string): string;
    /** « 18 détectés et acceptés, 1 corrigé, 1 à la main, scores 63–97 % ». */
    provenance(provenance: ExportProvenance): string;
  };
  optionalHeadings: OptionalHeadings;
  /** The « Métré par local » sheet and its CSV. */
  byLocalisation: {
    sheet: string;
    title: string;
    note: string;
    /** The heading of the measurements without a localisation. */
    unlocalised: string;
    /** A level's heading: « Niveau R+1 ». */
    level(level: string): string;
    /** A lot's heading inside a local: « Lot 02 – Revêtements de sol ». */
    lot(lot: { number: string; title: string }): string;
    /** A local's total row (one per unit): « Total R+1 · Ch. 144 ». */
    total(localisation: string): string;
    /** The CSV's localisation column. */
    localisation: string;
  };
  /** The « Écarts d’indice » sheet (issue 27): per lot and article, the previous indices against the current ones. */
  deltas: {
    sheet: string;
    title: string;
    note: string;
    headings: DeltaHeadings;
    /** A lot's sub-total row: « Sous-total lot 02 – Revêtements de sol ». */
    lotSubtotal(lot: { number: string; title: string }): string;
    /** The heading of the articles in no lot, and their sub-total's label. */
    noLot: string;
    noLotSubtotal: string;
    total: string;
  };
  /**
   * The same sheet when it compares two versions of the project (the history page's export): its name, title, note
   * and headings, the versions named in its note.
   */
  versionDeltas(sides: ExportDeltaSides): ExportLabels['deltas'];
  /** The « Récapitulatif » sheet. */
  summary: { sheet: string; title: string; number: string; lot: string; amount: string; share: string };
  /** The « cadre de DPGF » (tender): its sheet name, title and note per kind. */
  tender: {
    sheet: Readonly<Record<PricedKind, string>>;
    title: Readonly<Record<PricedKind, string>>;
    note: Readonly<Record<PricedKind, string>>;
  };
  /** A PSE block's heading and totals. */
  pse: { heading(name: string): string; totalHt(name: string): string; totalTtc(name: string): string };
  /** « R+1 · Ch. 144 »: a measurement's localisation in one line. */
  localisation(localisation: { level?: string; zone?: string }): string;
  header: { project: string; client: string; reference: string; date: string; revisions: string; none: string };
  measurementKinds: Readonly<Record<MeasurementKind, string>>;
  chapterSubtotal(chapter: ExportChapter): string;
  lotSubtotal(lot: ExportLot): string;
  totalHt: string;
  vat(rate: VatRate): string;
  totalTtc: string;
  /** The CSV's VAT column heading: it holds the rate in percent (« 5,5 »), where the workbook holds a percentage. */
  csvVatRatePercent: string;
  /** The printed footer; `&P` and `&N` are the spreadsheet's page number and page count. */
  pageFooter: string;
}
