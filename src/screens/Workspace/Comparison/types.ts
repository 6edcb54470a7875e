/**
 * The props of the plan comparison's panels (issue 27): pure screens, props in and callbacks out. The routes
 * (src/routes/workspace/) read the sheets, the alignment, the regions and the carried measurements, and turn the
 * callbacks into journal commands and comparison-worker calls.
 */
import type {
  CarryReview as CarryReviewState,
  ChangeRegion,
  ChangeStatus,
  IndicePage,
  OverlayMode,
  OverlayPalette,
  PagePairing,
  SheetAlignment,
} from '../../../domain/comparison/types';
import type { Point } from '../../../domain/takeoff/types';
import type { Unit } from '../../../domain/takeoff/quantity';
import type { ComparisonProgressMessage, ComparisonWorkerErrorCode } from '../../../workers/comparison/protocol';

// --- PairingDialog -----------------------------------------------------------------------------------------------

/** A project sheet a page can be the new indice of. */
export interface PairingSheet {
  readonly id: string;
  /** « A01 – Rez-de-chaussée ». */
  readonly name: string;
  /** Its current indice letter, when it has one. */
  readonly indice?: string;
  /** Its page size, in points. */
  readonly width: number;
  readonly height: number;
}

export interface PairingDialogProps {
  readonly isOpen: boolean;
  readonly fileName: string;
  /** The indice being imported (« B »): « Importer l’indice B ». */
  readonly indice: string;
  readonly pages: readonly IndicePage[];
  readonly sheets: readonly PairingSheet[];
  /** One per page (the automatic pairing, then the person's choices): controlled. */
  readonly pairings: readonly PagePairing[];
  /** A page's sheet chosen in its select (null: « Nouvelle feuille »); the route records the reason 'manual'. */
  readonly onPairingChange: (pageIndex: number, sheetId: string | null) => void;
  /** « Importer l’indice B »: called only when no sheet is chosen twice and at least one page is paired. */
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** The import is running after the confirmation. @default false */
  readonly isPending?: boolean;
}

// --- ComparePanel ------------------------------------------------------------------------------------------------

/** Where the comparison of the sheet's two indices is. */
export type CompareStatus =
  | { readonly kind: 'ready' }
  | { readonly kind: 'progress'; readonly progress: ComparisonProgressMessage }
  | { readonly kind: 'error'; readonly code: ComparisonWorkerErrorCode };

export interface ComparePanelProps {
  /** The sheet's current indice letter (« B »). */
  readonly current: string;
  /** Its previous indices, newest first (« A »): « Indice B (courant) · A ». */
  readonly history: readonly string[];
  /** The previous indice it is compared with (the first of `history`, usually). */
  readonly previous: string;
  readonly mode: OverlayMode;
  readonly onModeChange: (mode: OverlayMode) => void;
  /** 0 (the previous indice) … 1 (the current one), in « Curseur » mode. */
  readonly blend: number;
  readonly onBlendChange: (blend: number) => void;
  readonly palette: OverlayPalette;
  readonly onPaletteChange: (palette: OverlayPalette) => void;
  /** The stored alignment; null before the first comparison. */
  readonly alignment: SheetAlignment | null;
  /** « Caler à la main »: opens the two-pairs-of-points panel. */
  readonly onManualAlign: () => void;
  readonly status: CompareStatus;
  /** « Annuler » while the comparison runs: terminates the worker, nothing is kept. */
  readonly onCancel: () => void;
  /** « Relancer la comparaison » after a failure that another run may fix. */
  readonly onRetry: () => void;
  /** @default false */
  readonly readOnly?: boolean;
}

// --- ChangesList -------------------------------------------------------------------------------------------------

export interface ChangesListProps {
  /** The new indice's changed regions, largest first (the engine's order): numbered in this order. */
  readonly regions: readonly ChangeRegion[];
  /** The measurements each region touches, by region id: their labels (« Cloisons — 12,40 ml »). */
  readonly measurements?: Readonly<Record<string, readonly string[]>>;
  /**
   * Metres per sheet point when the sheet is calibrated: a region's size is given on site, else on paper (mm).
   * @default null
   */
  readonly metresPerPoint?: number | null;
  /** The region the plan shows; the view follows `onFocusRegion`. */
  readonly focusedId: string | null;
  /** The list's focus reached a region (arrows, J K, « Suivante », a click): the route frames it on the plan. */
  readonly onFocusRegion: (id: string) => void;
  readonly onStatusChange: (id: string, status: ChangeStatus) => void;
  /** @default false */
  readonly readOnly?: boolean;
}

// --- CarryReview -------------------------------------------------------------------------------------------------

/** A measurement carried from the previous indice. */
export interface CarriedItem {
  readonly id: string;
  /** « Cloisons — longueur 12,40 ml ». */
  readonly label: string;
  readonly review: CarryReviewState;
  /** The numbers (1-based, in the changes list's order) of the regions that touch it. */
  readonly regionNumbers: readonly number[];
}

export interface CarryReviewProps {
  readonly previous: string;
  readonly current: string;
  /** The carried measurements a change touched (flagged), in any review state: those « toCheck » are listed. */
  readonly items: readonly CarriedItem[];
  /** How many were carried silently (no change touched them). */
  readonly silentCount: number;
  readonly onAccept: (id: string) => void;
  /** « Modifier »: the route selects it on the plan. */
  readonly onEdit: (id: string) => void;
  readonly onDelete: (id: string) => void;
  /** « Accepter tout »: one journal step. */
  readonly onAcceptAll: () => void;
  /** @default false */
  readonly readOnly?: boolean;
}

// --- ManualAlignment ---------------------------------------------------------------------------------------------

export interface ManualAlignmentProps {
  readonly previous: string;
  readonly current: string;
  /**
   * The points picked so far, in order: previous indice's point 1, new indice's point 1, previous 2, new 2 (sheet
   * points of each indice).
   */
  readonly picked: readonly Point[];
  readonly onRestart: () => void;
  /** « Appliquer », when the four points are picked. */
  readonly onApply: () => void;
  readonly onCancel: () => void;
  /** The last « Appliquer » was refused (degenerate pairs). @default null */
  readonly error?: 'badPairs' | null;
  /** @default false */
  readonly isPending?: boolean;
}

// --- DeltasView --------------------------------------------------------------------------------------------------

export interface DeltaArticleRow {
  readonly articleId: string;
  /** The article's number in its library (« 03.2.1 »). */
  readonly number: string;
  readonly designation: string;
  readonly unit: Unit;
  readonly before: number;
  readonly after: number;
  readonly amountBefore: number | null;
  readonly amountAfter: number | null;
}

export interface DeltaLot {
  /** null: the articles outside any lot. */
  readonly id: string | null;
  /** « 03 Cloisons — doublages ». */
  readonly name: string;
  readonly rows: readonly DeltaArticleRow[];
}

export interface DeltasViewProps {
  readonly previous: string;
  readonly current: string;
  readonly lots: readonly DeltaLot[];
}

/** The quantities page's filter by indice. */
export type IndiceFilter = 'current' | 'previous' | 'deltas';
