import { useMemo, useState } from 'react';
import { DEFAULT_REVIEW_THRESHOLDS, reviewModel, type ReviewThresholds } from '../../../src/domain/counting/review';
import type { CountMeasurement } from '../../../src/domain/takeoff/types';
import { CountingReview, type CountingReviewProps } from '../../../src/screens/Workspace/Counting';
import { acceptIn, rejectIn, restoreIn } from '../../../src/screens/Workspace/Counting/testing';

export type HarnessProps = Omit<CountingReviewProps, 'model' | 'thresholds' | 'focusedId'> & {
  readonly measurement: CountMeasurement;
  readonly thresholds?: ReviewThresholds;
  readonly focusedId?: string | null;
};

/**
 * The review as the route holds it: the count and the thresholds in state, the model derived from them, each
 * callback applied (as its journal command would) and passed on to the story's spies.
 */
export function ReviewHarness({
  measurement,
  thresholds: initialThresholds,
  focusedId: initialFocus,
  ...rest
}: HarnessProps) {
  const [count, setCount] = useState(measurement);
  const [thresholds, setThresholds] = useState(initialThresholds ?? DEFAULT_REVIEW_THRESHOLDS);
  const [focusedId, setFocusedId] = useState<string | null>(initialFocus ?? null);
  const model = useMemo(() => reviewModel(count, thresholds), [count, thresholds]);
  return (
    <CountingReview
      {...rest}
      model={model}
      thresholds={thresholds}
      focusedId={focusedId}
      onThresholdsChange={(next) => {
        setThresholds(next);
        rest.onThresholdsChange(next);
      }}
      onFocusChange={(id) => {
        setFocusedId(id);
        rest.onFocusChange(id);
      }}
      onAccept={(ids) => {
        setCount((m) => acceptIn(m, ids));
        rest.onAccept(ids);
      }}
      onReject={(ids) => {
        setCount((m) => rejectIn(m, ids));
        rest.onReject(ids);
      }}
      onRestore={(ids) => {
        setCount((m) => restoreIn(m, ids));
        rest.onRestore(ids);
      }}
      onAcceptAbove={() => {
        setCount((m) => acceptIn(m, model.aboveAutoAccept));
        rest.onAcceptAbove();
      }}
    />
  );
}
