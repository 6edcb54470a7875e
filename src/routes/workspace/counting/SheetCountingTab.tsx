/**
 * The « Comptage assisté » tab of the sheet page's panel: the review screen (screens/Workspace/Counting) fed by
 * useCounting. Thin wiring: no logic of its own.
 */
import { EMPTY_REVIEW } from '../../../domain/counting/review';
import { CountingReview } from '../../../screens/Workspace/Counting';
import type { Counting } from './useCounting';

export function SheetCountingTab({ counting, readOnly }: { counting: Counting; readOnly: boolean }) {
  return (
    <CountingReview
      model={counting.model ?? EMPTY_REVIEW}
      thresholds={counting.thresholds}
      onThresholdsChange={counting.setThresholds}
      focusedId={counting.focusedId}
      onFocusChange={counting.focus}
      onAccept={counting.accept}
      onReject={counting.reject}
      onRestore={counting.restore}
      onAcceptAbove={counting.acceptAbove}
      onAddTemplate={counting.addTemplate}
      onFinish={counting.finish}
      templateCount={counting.templateCount}
      templateIds={counting.templateIds}
      {...(counting.searchOtherSheets ? { onSearchOtherSheets: counting.searchOtherSheets } : {})}
      {...(counting.otherSheets ? { otherSheets: counting.otherSheets } : {})}
      onOpenSheet={counting.openSheetReview}
      progress={
        counting.search
          ? { stage: counting.search.stage, fraction: counting.search.fraction, onCancel: counting.cancel }
          : null
      }
      error={counting.error}
      readOnly={readOnly}
    />
  );
}
