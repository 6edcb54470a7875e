/**
 * Plan comparison (issue 27): a sheet's new indice, aligned on its previous one, the changes between them as regions
 * to review, the previous indice's measurements carried over, and the quantity deltas.
 *
 * Coordinates are sheet space (PDF points, origin top-left, y down: ../pdf/geometry.ts). An alignment maps the
 * PREVIOUS indice's sheet space onto the NEW one's: a point measured on indice A at `p` is at `apply(matrix, p)` on B.
 * Rasters are the counting engine's GrayRaster (0 = black ink, 255 = white paper).
 */
import type { Matrix, Rect } from '../pdf/geometry.ts';
import type { IsoDateTime, Point } from '../takeoff/types.ts';

// ---------------------------------------------------------------------------------------------------------------
// Stored with the rows (SheetRow.alignment, SheetRow.changes, MeasurementBase.carried)
// ---------------------------------------------------------------------------------------------------------------

/** How an alignment was obtained: estimated from the sheets, given by two pairs of points, or none needed. */
export const ALIGNMENT_METHODS = ['auto', 'manual'] as const;
export type AlignmentMethod = (typeof ALIGNMENT_METHODS)[number];

/** The previous indice's sheet space → this indice's: a similarity (translation, rotation, uniform scale). */
export interface SheetAlignment {
  /** [a, b, c, d, e, f] as pdf.js writes them: x' = a·x + c·y + e, y' = b·x + d·y + f. */
  readonly matrix: Matrix;
  readonly method: AlignmentMethod;
  /** 0…1: how sure the estimate is (1 for a manual alignment whose two pairs agree in scale with the sheets). */
  readonly confidence: number;
  /** Root-mean-square misfit in points of the ink (auto) or of the two pairs (manual, 0 when exact). */
  readonly residual: number;
  /** The two pairs a person picked (previous indice's point, new indice's point), for a manual alignment. */
  readonly pairs?: readonly (readonly [Point, Point])[];
}

/** What a changed region holds: ink only on the new indice, only on the previous one, or both. */
export const CHANGE_KINDS = ['added', 'removed', 'modified'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A changed region's review status: « à vérifier », « vu », « ignoré ». */
export const CHANGE_STATUSES = ['toCheck', 'seen', 'ignored'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** One changed region, in the NEW indice's sheet space. */
export interface ChangeRegion {
  readonly id: string;
  readonly box: Rect;
  readonly kind: ChangeKind;
  /** Ink added and removed in the region, in square points (how big the change is, for sorting and the list). */
  readonly added: number;
  readonly removed: number;
  readonly status: ChangeStatus;
}

/** A carried measurement's review: still to check (a change touches it), accepted as carried, or edited since. */
export const CARRY_REVIEWS = ['toCheck', 'accepted', 'edited'] as const;
export type CarryReview = (typeof CARRY_REVIEWS)[number];

/** On a measurement carried from a previous indice (MeasurementBase.carried). */
export interface CarriedFrom {
  /** The previous indice's measurement it was carried from (that row stays on the previous indice's sheet). */
  readonly measurementId: string;
  readonly sheetId: string;
  /**
   * 'accepted' for a measurement no change touched (carried silently); 'toCheck' when one did, until the person
   * accepts it (then 'accepted') or edits it ('edited').
   */
  readonly review: CarryReview;
  /** The changed regions (ChangeRegion.id of the new sheet) that touch it; [] when none. */
  readonly regionIds: readonly string[];
  /** When the person accepted or edited it on the new indice. */
  readonly checkedAt?: IsoDateTime;
}

// ---------------------------------------------------------------------------------------------------------------
// The engine (domain/comparison, workers/comparison)
// ---------------------------------------------------------------------------------------------------------------

/** The palettes of the overlay: removed red / added green, or the colour-blind-safe one (removed orange / added blue). */
export const OVERLAY_PALETTES = ['redGreen', 'orangeBlue'] as const;
export type OverlayPalette = (typeof OVERLAY_PALETTES)[number];

/** What the viewer shows: the previous indice, the new one, the coloured overlay, or a blend set by a slider. */
export const OVERLAY_MODES = ['old', 'new', 'overlay', 'slider'] as const;
export type OverlayMode = (typeof OVERLAY_MODES)[number];

/** Why a comparison could not be made; each has a French sentence (i18n/comparison.fr.ts) and a manual way. */
export type CompareErrorCode =
  /** The two pages differ too much in size or shape for one to be a re-plot of the other. */
  | 'sizeMismatch'
  /** No alignment could be estimated with enough confidence: align by two pairs of points. */
  | 'alignmentFailed'
  /** The two pairs of points picked are degenerate (same point twice, or an implausible scale). */
  | 'badPairs'
  /** A page would not fit in memory at the comparison's resolution. */
  | 'sheetTooLarge';

/** A changed region as the engine finds it, before it becomes a stored ChangeRegion (id and status given later). */
export type ChangeRegionDraft = Omit<ChangeRegion, 'id' | 'status'>;

/** The whole comparison of two sheets. */
export interface ComparisonResult {
  readonly alignment: SheetAlignment;
  /** Largest first. */
  readonly regions: readonly ChangeRegionDraft[];
}

// ---------------------------------------------------------------------------------------------------------------
// Pairing a new indice's pages with the project's sheets (domain/comparison/pairing.ts)
// ---------------------------------------------------------------------------------------------------------------

/** What the pairing reads of a new file's page (the import's page analysis: its label and title block). */
export interface IndicePage {
  /** Zero-based. */
  readonly pageIndex: number;
  /** The sheet name the import guessed (title block first). */
  readonly name: string;
  /** The sheet number read from the title block or the name (« A-101 », « PLN 03 »), when one was found. */
  readonly number?: string;
  /** The indice letter printed in the title block, when read. */
  readonly revision?: string;
  readonly width: number;
  readonly height: number;
}

/** Why a page was paired with a sheet. */
export type PairingReason = 'number' | 'name' | 'order' | 'manual';

export interface PagePairing {
  readonly pageIndex: number;
  /** The current sheet this page is a new indice of; null: a new sheet of its own. */
  readonly sheetId: string | null;
  /** Absent when sheetId is null. */
  readonly reason?: PairingReason;
}

// ---------------------------------------------------------------------------------------------------------------
// Deltas (domain/comparison/deltas.ts)
// ---------------------------------------------------------------------------------------------------------------

/** One article's quantity and amount on the previous indices and on the current ones. */
export interface ArticleDelta {
  readonly articleId: string;
  readonly lotId: string | null;
  readonly before: number;
  readonly after: number;
  /** after − before, in the article's unit. */
  readonly delta: number;
  /** In euros, from the article's unit price; null when it has none. */
  readonly amountBefore: number | null;
  readonly amountAfter: number | null;
}
