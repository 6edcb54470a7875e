/**
 * The plan-element mode's settings and status (issue 26), shared by the sheet page's selection (routes/workspace/
 * selection/useSelection.tsx) and the controls under the plan, so that a status change renders the controls only.
 * View state: never journalled; the gap and the face are kept for the session.
 */
import { atom } from 'jotai';
import { DEFAULT_FILL_GAP_METRES } from '../../domain/selection/drafts';
import type { PickStatus, RunFace } from '../../domain/selection/types';

/** Metres: openings narrower than this are closed across by a fill. */
export const pickGapAtom = atom(DEFAULT_FILL_GAP_METRES);
/** A double line's axis, or the face clicked. */
export const pickFaceAtom = atom<RunFace>('axis');
export const pickStatusAtom = atom<PickStatus>({ kind: 'idle' });
