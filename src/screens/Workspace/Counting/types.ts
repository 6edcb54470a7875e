/**
 * The props of the assisted count's panels (issue 25): pure screens, props in and callbacks out. The route
 * (src/routes/workspace/counting/) derives `model` from the count measurement with domain/counting/review.ts and
 * turns the callbacks into journal commands (domain/counting/commands.ts) and worker calls.
 */
import type { ReviewModel, ReviewThresholds } from '../../../domain/counting/review';
import type { CountingErrorCode } from '../../../workers/counting/protocol';

/** Where a search is: the worker's stages, then done. `fraction` 0…1 when the stage has one. */
export type CountingStage = 'open' | 'render' | 'coarse' | 'refine';

export interface CountingProgressProps {
  readonly stage: CountingStage;
  readonly fraction: number | null;
  /** « Annuler »: stops the search; nothing of it is kept. */
  readonly onCancel: () => void;
}

/** A search of the project's other sheets, sheet by sheet in the background. */
export interface OtherSheetSearch {
  readonly sheetId: string;
  readonly sheetName: string;
  readonly state: 'waiting' | 'running' | 'done' | 'failed' | 'cancelled';
  /** 0…1 while running. */
  readonly fraction: number | null;
  /** Proposals at or above the display threshold, when done. */
  readonly found: number | null;
  /** When failed. */
  readonly error: CountingErrorCode | null;
}

export interface CountingReviewProps {
  readonly model: ReviewModel;
  readonly thresholds: ReviewThresholds;
  /** Live (≤ 50 ms): the list and the plan's marks follow. */
  readonly onThresholdsChange: (thresholds: ReviewThresholds) => void;
  /** The proposal the list's focus is on; the plan's view follows it. */
  readonly focusedId: string | null;
  readonly onFocusChange: (id: string | null) => void;
  /** Entrée, or the row's « Accepter ». */
  readonly onAccept: (ids: readonly string[]) => void;
  /** Suppr, or the row's « Rejeter » (an accepted proposal rejected loses its point). */
  readonly onReject: (ids: readonly string[]) => void;
  /** Back to « proposé » (a rejected proposal). */
  readonly onRestore: (ids: readonly string[]) => void;
  /** « Accepter les n au-dessus de 80 % ». */
  readonly onAcceptAbove: () => void;
  /** « Ajouter un modèle »: box a variant of the symbol; its proposals merge with these. */
  readonly onAddTemplate: () => void;
  /** « Chercher sur les autres feuilles ». Absent when the project has no other sheet at this scale. */
  readonly onSearchOtherSheets?: () => void;
  readonly otherSheets?: readonly OtherSheetSearch[];
  /** « Revoir sur cette feuille »: a sheet searched, done, with proposals: its review opens there. */
  readonly onOpenSheet?: (sheetId: string) => void;
  /** « Terminer la revue ». */
  readonly onFinish: () => void;
  /** How many templates the count has (« 2 modèles »). */
  readonly templateCount: number;
  /**
   * The count's templates' ids in the order they were boxed (detection.templates): a row says « modèle 2 » by this
   * order. Without it, templates are numbered in the order of their best proposals. (Added by the review panel.)
   */
  readonly templateIds?: readonly string[];
  /** A search is running (a variant, other sheets): its progress is shown above the list. */
  readonly progress?: CountingProgressProps | null;
  /** A French message from the last search, shown at the top (a box on empty paper…). */
  readonly error?: CountingErrorCode | null;
  readonly readOnly?: boolean;
}
