/**
 * The version comparison worker's messages: one comparison per worker (the page starts one per comparison and
 * terminates it to cancel: a comparison has no await points to check a flag at).
 */
import type { QuantityInput } from '../../domain/library/quantities';
import type { VersionComparison, VersionSnapshot } from '../../domain/takeoff/versions';

export interface CompareRequest {
  readonly before: VersionSnapshot;
  readonly after: VersionSnapshot;
  readonly library: QuantityInput['library'];
}

export type CompareWorkerMessage =
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly type: 'result'; readonly comparison: VersionComparison }
  | { readonly type: 'error'; readonly message: string };
