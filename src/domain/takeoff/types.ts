/**
 * The take-off model: plain, structured-clone-friendly records (no classes, no Dates, no Maps) so that the same objects
 * go into IndexedDB, into the journal's before/after snapshots, through postMessage to a worker and into a JSON backup.
 *
 * Coordinates are in **sheet space**: the page as pdf.js shows it at scale 1 with the page's rotation applied — PDF
 * points (1/72 in), origin at the top-left corner, y pointing down. Geometry never depends on zoom. Quantities are
 * computed in SI (metres, m², m³) through the sheet's scale and are never stored: changing a scale recomputes them.
 *
 * Evolving rows: every field added after the first release is optional and documented with what its absence means, so
 * rows written before it keep reading correctly without a database upgrader.
 */

import type { CarriedFrom, ChangeRegion, SheetAlignment } from '../comparison/types';
import type { ArticleRow, ChapterRow, LibraryRow, LotRow, MeasurementLink, VariableRow } from '../library/types';
import type { CadFormat, CadOrigin, CadUnit } from '../cad/types';

/** An ISO 8601 date-time in UTC, e.g. 2025-01-31T09:30:00.000Z (as the rest of the local database stores them). */
export type IsoDateTime = string;

/** A point in sheet space (PDF points, y down). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

/** An axis-aligned rectangle in sheet space; min ≤ max on both axes. */
export interface Rect {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** A closed ring of vertices; the closing edge (last → first) is implied, the first vertex is not repeated. */
export type Ring = readonly Point[];

export const MEASUREMENT_KINDS = ['count', 'length', 'area', 'wallArea', 'volume'] as const;
export type MeasurementKind = (typeof MEASUREMENT_KINDS)[number];

/**
 * How a measurement came to be. Assisted counting proposes occurrences that the user validates or corrects; a manual
 * measurement is drawn by hand. Absent means 'manual' (every row written before assisted counting existed).
 */
export type MeasurementOrigin = 'manual' | 'detected' | 'validated' | 'corrected';

/**
 * Colours are palette keys, not hex values: the UI maps each key to a theme token, so dark mode and contrast checks
 * apply to measurements as to everything else.
 */
export const PALETTE_KEYS = ['blue', 'red', 'green', 'orange', 'purple', 'teal', 'pink', 'brown', 'grey'] as const;
export type PaletteKey = (typeof PALETTE_KEYS)[number];

/**
 * The symbol a count shows on the plan and in the plan de repérage, each occurrence numbered 1, 2, 3… inside it.
 * Shapes, not pictures, so that they are drawn alike on the canvas and as PDF vectors (../labels/symbols.ts).
 */
export const COUNT_SYMBOLS = ['circle', 'square', 'triangle', 'diamond', 'hexagon', 'star'] as const;
export type CountSymbol = (typeof COUNT_SYMBOLS)[number];
/** A count's symbol when neither the count nor its article chose one. */
export const DEFAULT_COUNT_SYMBOL: CountSymbol = 'circle';

/**
 * Where a measurement is, as économistes write it: « Niveau R+1 · Ch. 144 ». Both parts free text, trimmed, never
 * empty strings (absent instead). The quantities page and the exports sum by it (métré par local).
 */
export interface Localisation {
  /** The level (niveau): « R+1 », « Sous-sol ». */
  readonly level?: string;
  /** The room or zone (local): « Ch. 144 », « Circulation ». */
  readonly zone?: string;
}

/**
 * An opening deducted from a wall area (door, window, bay), in metres. `count` identical openings are deducted at
 * once, as économistes write "2 × (0,90 × 2,10)".
 */
export interface Opening {
  readonly width: number;
  readonly height: number;
  readonly count: number;
  /** Free text shown in the derivation (« porte », « fenêtre »); absent means unnamed. */
  readonly label?: string;
}

interface MeasurementBase {
  readonly id: string;
  readonly projectId: string;
  readonly sheetId: string;
  readonly label: string;
  readonly color: PaletteKey;
  readonly createdAt: IsoDateTime;
  readonly updatedAt: IsoDateTime;
  /** Absent means 'manual'. */
  readonly origin?: MeasurementOrigin;
  /**
   * The library article this measurement is counted under. Absent means not yet linked. Formulas with named
   * variables (HSP…) are expected to hang off the article link as further optional fields; the derivation tree of
   * ./quantity.ts already carries variable names for them.
   */
  readonly articleId?: string;
  /**
   * The articles this measurement feeds, each through a formula (../library/types.ts). Absent means none; a row with
   * an articleId and no links feeds that article with its own quantity (formula `Q`).
   */
  readonly links?: readonly MeasurementLink[];
  /** Where the measurement is. Absent means not localised (every row written before localisation existed). */
  readonly localisation?: Localisation;
  /**
   * Where the person moved the measurement's label on the plan, in sheet units from its anchor (../labels/placement.ts).
   * Absent means placed automatically.
   */
  readonly labelOffset?: Point;
  /**
   * The plan element this measurement was taken from (issue 26): a room filled in one click, a line's run, a room's
   * skirting. Absent means drawn by hand (every row written before selection existed).
   */
  readonly element?: PlanElement;
  /** Carried from a previous indice's sheet (issue 27), with its review. Absent: made on this sheet. */
  readonly carried?: CarriedFrom;
  /**
   * Made from a CAD file's own data (issue 28): a block's references counted, a layer's lines or areas measured; the
   * provenance reads « bloc CAO : PORTE_90 ». Absent: not from CAD data.
   */
  readonly cad?: CadOrigin;
}

/** How a measurement was taken from the plan's own drawing (domain/selection). */
export const PLAN_ELEMENT_METHODS = ['fill', 'run', 'skirting'] as const;
export type PlanElementMethod = (typeof PLAN_ELEMENT_METHODS)[number];

export interface PlanElement {
  readonly method: PlanElementMethod;
  /** What the engine read: the sheet's segments, or its picture (a scan). */
  readonly source: 'vectors' | 'raster';
  /** Names of the PDF layers the element's lines are on ([] on a scan): « sélectionner par calque ». */
  readonly layers: readonly string[];
  /** A fill's closing gap in metres (« fermer les ouvertures jusqu'à 1,20 m »). */
  readonly gap?: number;
  /** The room's name as printed on the plan, when the label was taken from it. */
  readonly name?: string;
}

/** Points counted one by one, in `U`. */
export interface CountMeasurement extends MeasurementBase {
  readonly kind: 'count';
  readonly points: readonly Point[];
  /** Absent means the article's symbol, else DEFAULT_COUNT_SYMBOL. */
  readonly symbol?: CountSymbol;
  /**
   * Where each point came from, aligned with `points` (same length, same order): the editing commands keep them
   * aligned. Absent means every point was added by hand (every row written before assisted counting existed).
   */
  readonly origins?: readonly CountPointOrigin[];
  /** The assisted count's search, its proposals and what the person made of them (domain/counting/review.ts). */
  readonly detection?: CountDetection;
}

/** A counted point's provenance: placed by hand, or a detection the person accepted (as found, or moved). */
export type CountPointOrigin =
  | { readonly kind: 'manual' }
  | {
      readonly kind: 'detected';
      /** The proposal of `detection.proposals` it came from. */
      readonly proposalId: string;
      readonly templateId: string;
      /** The detection's box and score, kept here so the provenance outlives a new search. */
      readonly box: Rect;
      readonly score: number;
      /** True once the person moved the point away from the detected centre (« détecté et corrigé »). */
      readonly corrected: boolean;
    };

/** A symbol the person boxed: the template of an assisted count (a count may have several: a symbol's variants). */
export interface CountTemplateRecord {
  readonly id: string;
  /** The sheet it was boxed on (a search of other sheets reuses the template boxed here). */
  readonly sheetId: string;
  readonly box: Rect;
}

/** One place the matcher proposed, in sheet space. */
export interface CountProposalRecord {
  readonly id: string;
  readonly templateId: string;
  readonly center: Point;
  readonly box: Rect;
  /** Quarter turns clockwise and mirror of the template that matched. */
  readonly rotation: 0 | 90 | 180 | 270;
  readonly mirrored: boolean;
  /** 0…1 (domain/counting/types.ts, Proposal.score). */
  readonly score: number;
}

export interface CountDetection {
  readonly templates: readonly CountTemplateRecord[];
  /** Best first; only those at or above the near-miss floor when searched (at most DETECTION_MAX_PROPOSALS). */
  readonly proposals: readonly CountProposalRecord[];
  /** Proposals the person rejected. Accepted ones are those a point's origin names. */
  readonly rejected: readonly string[];
  /** The thresholds of the last search or « accepter tout au-dessus »: a review reopened starts from them. */
  readonly thresholds: { readonly show: number; readonly autoAccept: number };
}

/** The most proposals one count keeps (a review lists them; the journal stores the row on each step). */
export const DETECTION_MAX_PROPOSALS = 500;

/** A polyline; `closed` adds the edge from the last vertex back to the first (a room's perimeter for skirting). */
export interface LengthMeasurement extends MeasurementBase {
  readonly kind: 'length';
  readonly points: readonly Point[];
  readonly closed: boolean;
}

/** A polygon (its outer ring in `points`) minus its holes (voids: stairwells, shafts, patios). */
export interface AreaMeasurement extends MeasurementBase {
  readonly kind: 'area';
  readonly points: Ring;
  readonly holes: readonly Ring[];
}

/** A wall's plan line × its height, minus its openings. */
export interface WallAreaMeasurement extends MeasurementBase {
  readonly kind: 'wallArea';
  readonly points: readonly Point[];
  readonly closed: boolean;
  /** Metres; the measurement session's default is DEFAULT_WALL_HEIGHT. */
  readonly height: number;
  /**
   * The project variable the height follows (HSP, hauteur sous plafond): while the project has a length variable of
   * that name, the quantity takes its value and `height` is the value it had when last written (what a reader that
   * knows no variables shows). Absent means the height is `height` itself (every row written before binding existed).
   */
  readonly heightVariable?: string;
  readonly openings: readonly Opening[];
}

/** A polygon minus its holes × a thickness (slab, screed, excavation depth). */
export interface VolumeMeasurement extends MeasurementBase {
  readonly kind: 'volume';
  readonly points: Ring;
  readonly holes: readonly Ring[];
  /** Metres. */
  readonly thickness: number;
}

export type Measurement =
  CountMeasurement | LengthMeasurement | AreaMeasurement | WallAreaMeasurement | VolumeMeasurement;

export type MeasurementOfKind<K extends MeasurementKind> = Extract<Measurement, { kind: K }>;

/** Metres: the usual floor-to-ceiling height (hauteur sous plafond), the default of a new wall area. */
export const DEFAULT_WALL_HEIGHT = 2.5;

/** The fewest vertices that make a measurement of each kind meaningful; editing refuses to go below. */
export const MIN_VERTICES: Readonly<Record<MeasurementKind, number>> = {
  count: 1,
  length: 2,
  area: 3,
  wallArea: 2,
  volume: 3,
};

/** A project, as the local database stores it; `updatedAt` is absent on rows written before the workspace. */
export interface ProjectRow {
  readonly id: string;
  readonly name: string;
  readonly createdAt: IsoDateTime;
  readonly updatedAt?: IsoDateTime;
  readonly client?: string;
  readonly reference?: string;
  /** The typology (src/domain/projects/typologies.ts); rows from the first list are read by projectKindOf. */
  readonly type?: string;
  /** The nature of works (construction neuve, réhabilitation…), an id of WORKS_NATURES; absent on older rows. */
  readonly worksNature?: string;
  readonly address?: string;
  readonly deliveryDate?: string;
  /**
   * Set once the project is shared with a firm (issue 30): from then on its rows live in a Yjs document served by the
   * project's server (src/domain/sharing/contract.ts), and every browser that has it opens a sync session. The row is in
   * the document, so everyone who has the project sees it shared; each person's role comes from the server.
   */
  readonly sharing?: ProjectSharing;
}

/** How a project is shared: when, and by whom (the server's person id). */
export interface ProjectSharing {
  readonly since: IsoDateTime;
  readonly by: string;
}

/**
 * An imported file's metadata. Its bytes live in a separate blob table keyed by the same id and are never copied into
 * a command: a 200 MB PDF in every undo snapshot would exhaust the quota. The bytes are immutable, so undoing an
 * import only removes this row and its sheets, and redoing it finds the bytes where they were.
 */
export interface PlanFileRow {
  readonly id: string;
  readonly projectId: string;
  readonly name: string;
  readonly mediaType: string;
  readonly size: number;
  /** Hex SHA-256 of the bytes: the same file imported again is recognised. */
  readonly hash: string;
  readonly pageCount: number;
  /** The previous revision of the same plan set, for plan comparison; absent for a first import. */
  readonly revisionOf?: string;
  /**
   * A CAD file (issue 28): the stored bytes (`mediaType` application/pdf) are the sheet drawn from its vectors, and the
   * table cadModels keeps, under the same id, the file as received and the sheet's CadSheetModel. `name`, `size` and
   * `hash` are the CAD file's own (the same DWG imported again is recognised). Absent: a PDF.
   */
  readonly cad?: CadFileInfo;
  /**
   * A shared CAD file's blobs in the server's store, as the project's document names them (team sharing, issue 30):
   * the drawn PDF, and the model and the file as received. Kept on the row in a colleague's browser, which fetches them
   * by these on the sheet's first opening; absent where the drawing was imported (its blobs are here) and for a PDF,
   * whose `hash` names its bytes.
   */
  readonly sha256?: string;
  readonly cadSha256?: { readonly model: string; readonly source: string };
  readonly createdAt: IsoDateTime;
}

export interface CadFileInfo {
  readonly format: CadFormat;
  /** `$ACADVER` (AC1015…); '' when the file has none. */
  readonly version: string;
  readonly unit: CadUnit;
  /** The file's `$INSUNITS`, or the person's answer when it had none. */
  readonly unitSource: 'file' | 'person';
  /** Model space draws nothing: every sheet of the file is a paper-space layout, page 0 included. */
  readonly paperOnly?: true;
}

/** One sheet of a project: a PDF page (or later a DXF layout), with its scale. */
export interface SheetRow {
  readonly id: string;
  readonly projectId: string;
  readonly fileId: string;
  /** Zero-based page index in the file. */
  readonly pageIndex: number;
  readonly name: string;
  /** Sheet-space size in PDF points (rotation applied). */
  readonly width: number;
  readonly height: number;
  readonly scale: SheetScales;
  /** Revision index printed on the plan (A, B, C…); absent when unknown. */
  readonly revision?: string;
  /**
   * Plan comparison (issue 27): the sheet this one is a new indice of. A sheet that another names here is a previous
   * indice: still readable, its measurements where they were, but not counted in the current quantities. Absent for
   * a first indice (every row written before comparison existed).
   */
  readonly previousSheetId?: string;
  /** The indice's letter as the person confirmed it at import (« B »); absent: `revision`, else by order. */
  readonly indice?: string;
  /** How the previous indice's sheet space maps onto this one (with previousSheetId, once aligned). */
  readonly alignment?: SheetAlignment;
  /** The changes found between the previous indice and this one, each with its review status. */
  readonly changes?: readonly ChangeRegion[];
  readonly createdAt: IsoDateTime;
  readonly updatedAt: IsoDateTime;
}

/** How a scale was set; kept so the UI can show it and the user can re-check it. */
export type ScaleSource =
  | { readonly kind: 'ratio'; readonly denominator: number }
  | { readonly kind: 'calibration'; readonly from: Point; readonly to: Point; readonly metres: number }
  /**
   * A CAD file's sheet (issue 28): its unit (the file's `$INSUNITS`, or the person's answer) and the scale it was drawn
   * at, both exact: « Échelle du fichier : 1 unité = 1 mm ».
   */
  | {
      readonly kind: 'file';
      readonly unit: CadUnit;
      readonly unitSource: 'file' | 'person';
      readonly denominator: number;
    };

/** Metres per sheet unit (per PDF point). */
export interface Scale {
  readonly metresPerUnit: number;
  readonly source: ScaleSource;
}

export type RegionShape =
  { readonly kind: 'rect'; readonly rect: Rect } | { readonly kind: 'polygon'; readonly points: Ring };

/** A part of a sheet drawn at another scale (a 1:20 detail beside a 1:100 plan). */
export interface ScaleRegion {
  readonly id: string;
  readonly label: string;
  readonly shape: RegionShape;
  readonly scale: Scale;
}

/** A sheet's scales: its default (null = « non étalonné ») and its regions. */
export interface SheetScales {
  readonly default: Scale | null;
  readonly regions: readonly ScaleRegion[];
}

/**
 * Every table a command may change, with the row type it holds: the take-off's, a project's variables, and the article
 * libraries (../library/types.ts), which commands change through the same journal.
 */
export interface TableRows {
  projects: ProjectRow;
  files: PlanFileRow;
  sheets: SheetRow;
  measurements: Measurement;
  variables: VariableRow;
  libraries: LibraryRow;
  libraryLots: LotRow;
  libraryChapters: ChapterRow;
  libraryItems: ArticleRow;
}

export type TableName = keyof TableRows;
export const TABLE_NAMES: readonly TableName[] = [
  'projects',
  'files',
  'sheets',
  'measurements',
  'variables',
  'libraries',
  'libraryLots',
  'libraryChapters',
  'libraryItems',
];
/** The tables of the article libraries: changed in the 'libraries' scope only, never inside a project's. */
export const LIBRARY_TABLES: readonly TableName[] = ['libraries', 'libraryLots', 'libraryChapters', 'libraryItems'];

export type Row = TableRows[TableName];

/**
 * The rows a command works on, one map per table. A record of maps rather than a Map of maps so that each table keeps
 * its row type.
 */
export type TakeoffState = { readonly [T in TableName]: ReadonlyMap<string, TableRows[T]> };

/** A value or the reason there is none; used where a failure is an expected answer, not a bug. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
