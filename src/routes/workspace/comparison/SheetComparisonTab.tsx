/**
 * The « Indices » tab of the sheet page's panel (issue 27): the comparison panel, then — before the carry-over — the
 * changes found and « Reporter les mesures », after it the changes to review and the carried measurements to check;
 * the manual alignment's steps while two pairs of points are picked. Thin wiring of useComparison's state and the
 * rows into the pure screens of screens/Workspace/Comparison.
 */
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { Button } from '../../../components/Button';
import type { TakeoffState } from '../../../domain/takeoff/types';
import { comparisonFr } from '../../../i18n/comparison.fr';
import { interpolate, pluralForm } from '../../../i18n/format';
import {
  CarryReview,
  ChangesList,
  ComparePanel,
  ManualAlignment,
  type CarriedItem,
  type CompareStatus,
} from '../../../screens/Workspace/Comparison';
import {
  focusedRegionAtom,
  overlayModeAtom,
  overlayPaletteAtom,
  overlaySliderAtom,
} from '../../../state/workspace/comparison';
import type { SheetRowsStore } from '../tools/sheetRows';
import { useSheetRows } from '../tools/sheetRows';
import type { Comparison } from './useComparison';

const t = comparisonFr.sheet;
const identity = (rows: TakeoffState | null) => rows;

export function SheetComparisonTab({
  comparison,
  store,
  sheetId,
  readOnly,
}: {
  comparison: Comparison;
  store: SheetRowsStore;
  sheetId: string;
  readOnly: boolean;
}) {
  const rows = useSheetRows(store, identity);
  const [mode, setMode] = useAtom(overlayModeAtom);
  const [blend, setBlend] = useAtom(overlaySliderAtom);
  const [palette, setPalette] = useAtom(overlayPaletteAtom);
  const focusedId = useAtomValue(focusedRegionAtom);
  const { history, previous, regions, status, isCarried } = comparison;
  const letters = history.map((entry) => entry.letter);
  const current = letters[0] ?? '';
  const previousLetter = letters[1] ?? '';

  const numberOf = useMemo(() => new Map(regions.map((r, i) => [r.id, i + 1])), [regions]);
  const lists = useMemo(() => {
    const touched: Record<string, string[]> = {};
    const flagged: CarriedItem[] = [];
    let silent = 0;
    let previousCount = 0;
    if (rows) {
      for (const m of rows.measurements.values()) {
        if (previous && m.sheetId === previous.id) previousCount += 1;
        if (m.sheetId !== sheetId || !m.carried) continue;
        if (m.carried.regionIds.length === 0) {
          silent += 1;
          continue;
        }
        for (const id of m.carried.regionIds) (touched[id] ??= []).push(m.label);
        flagged.push({
          id: m.id,
          label: m.label,
          review: m.carried.review,
          regionNumbers: m.carried.regionIds.flatMap((id) => numberOf.get(id) ?? []),
        });
      }
    }
    return { touched, flagged, silent, previousCount };
  }, [rows, sheetId, previous, numberOf]);

  const metresPerPoint = rows?.sheets.get(sheetId)?.scale.default?.metresPerUnit ?? null;
  const panelStatus: CompareStatus =
    status.kind === 'running'
      ? { kind: 'progress', progress: status.stage }
      : status.kind === 'failed'
        ? { kind: 'error', code: status.code }
        : { kind: 'ready' };
  const { acceptCarried, setRegionStatus } = comparison;
  const acceptAll = useCallback(
    () => acceptCarried(lists.flagged.filter((i) => i.review === 'toCheck').map((i) => i.id)),
    [acceptCarried, lists.flagged],
  );
  const onStatusChange = useCallback(
    (id: string, next: Parameters<typeof setRegionStatus>[1]) => setRegionStatus([id], next),
    [setRegionStatus],
  );

  if (!previous) return null;
  return (
    <>
      {comparison.picks ? (
        <ManualAlignment
          previous={previousLetter}
          current={current}
          picked={comparison.picks.points}
          onRestart={comparison.startManual}
          onApply={comparison.applyManual}
          onCancel={comparison.cancelManual}
          error={status.kind === 'failed' && status.code === 'badPairs' ? 'badPairs' : null}
          isPending={status.kind === 'running'}
        />
      ) : (
        <ComparePanel
          current={current}
          history={letters.slice(1)}
          previous={previousLetter}
          mode={mode}
          onModeChange={setMode}
          blend={blend}
          onBlendChange={setBlend}
          palette={palette}
          onPaletteChange={setPalette}
          alignment={comparison.alignment}
          onManualAlign={comparison.startManual}
          status={panelStatus}
          onCancel={comparison.cancel}
          onRetry={comparison.start}
          readOnly={readOnly}
        />
      )}
      {status.kind === 'idle' && (
        <Button variant={isCarried ? 'secondary' : 'primary'} size="sm" onPress={comparison.start}>
          {interpolate(isCarried ? t.showAgain : t.compare, { previous: previousLetter })}
        </Button>
      )}
      {!isCarried && status.kind === 'ready' && !readOnly && (
        <Button variant="primary" size="sm" onPress={comparison.carry}>
          {interpolate(pluralForm(t.carry, lists.previousCount), {
            count: lists.previousCount,
            previous: previousLetter,
            current,
          })}
        </Button>
      )}
      {(isCarried || status.kind === 'ready') && (
        <ChangesList
          regions={regions}
          measurements={lists.touched}
          metresPerPoint={metresPerPoint}
          focusedId={focusedId}
          onFocusRegion={comparison.focusRegion}
          onStatusChange={onStatusChange}
          readOnly={readOnly || !isCarried}
        />
      )}
      {isCarried && (
        <CarryReview
          previous={previousLetter}
          current={current}
          items={lists.flagged}
          silentCount={lists.silent}
          onAccept={(id) => acceptCarried([id])}
          onEdit={comparison.editCarried}
          onDelete={comparison.deleteCarried}
          onAcceptAll={acceptAll}
          readOnly={readOnly}
        />
      )}
    </>
  );
}
