import type { PickStatus, RunFace } from '../../../domain/selection/types';

export type { PickStatus };

export interface PickControlsProps {
  /** What the active tool takes: a room's floor, or a line's run; null: the tool has no such mode (nothing shown). */
  readonly kind: 'fill' | 'run' | null;
  /** The mode is on (F). */
  readonly isActive: boolean;
  readonly isDisabled?: boolean;
  readonly onActiveChange: (active: boolean) => void;
  /** Metres: openings narrower than this are closed across (fill). */
  readonly gap: number;
  readonly onGapChange: (metres: number) => void;
  /** A double line's axis or the clicked face (run). */
  readonly face: RunFace;
  readonly onFaceChange: (face: RunFace) => void;
  readonly status: PickStatus;
  /** Stops the sheet's reading (the worker is stopped, nothing is kept). */
  readonly onCancel: () => void;
}
