/**
 * The « Indices » tab of the sheet page's panel (issue 27): the comparison panel, then — before the carry-over — the
 * changes found and « Reporter les mesures », after it the changes to review and the carried measurements to check;
 * the manual alignment's steps while two pairs of points are picked. Thin wiring of useComparison's state and the
 * rows into the pure screens of screens/Workspace/Comparison.
 */
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { Button } from '../../../components/Button';
import { Alert } from '../../../components/Alert';
import { Link } from '../../../components/Link';
import { workspacePaths } from '../../../config/workspacePaths';
import { indiceHistory } from '../../../domain/comparison/indices';
import type { SheetRow, TakeoffState } from '../../../domain/takeoff/types';
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
import { historyList } from './SheetComparisonTab.css';
import type { Comparison } from './useComparison';

const t = comparisonFr.sheet;
const identity = (rows: TakeoffState | null) => rows;

export function SheetComparisonTab({
  comparison,
  store,
  sheetId,
  projectId,
  sheets,
  readOnly,
}: {
  comparison: Comparison;
  store: SheetRowsStore;
  sheetId: string;
  projectId: string;
  sheets: readonly SheetRow[];
  readOnly: boolean;
}) {
  const rows = useSheetRows(store, identity);
  const [mode, setMode] = useAtom(overlayModeAtom);
  const [blend, setBlend] = useAtom(overlaySliderAtom);
  const [palette, setPalette] = useAtom(overlayPaletteAtom);
  const focusedId = useAtomValue(focusedRegionAtom);
  const { history, previous, regions, status, isCarried } = comparison;
  // While two pairs of points are picked, the regions and the carry-over wait for the alignment they give.
  const picking = comparison.picks !== null;
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

  // The tab open and nothing shown yet: the previous indice rendered while the person reads it, so that « Comparer »
  // (or a carried comparison shown again) does not wait for the worker's start and that render (issue 27: ≤ 4 s).
  const { prepare } = comparison;
  // Not after « Annuler »: the person stopped the work, the worker it ended is not started again behind their back.
  const shouldPrepare =
    status.kind === 'idle' && !status.cancelled && previous !== null && comparison.current === null && !picking;
  useEffect(() => {
    if (shouldPrepare) prepare();
  }, [shouldPrepare, prepare]);

  const { current: newer } = comparison;
  if (newer) {
    const newerLetter = indiceHistory(newer.id, sheets)[0]?.letter ?? '';
    return (
      <Alert tone="info" title={interpolate(t.supersededTitle, { indice: current })} live="off">
        <span>{interpolate(t.superseded, { indice: current, current: newerLetter })}</span>{' '}
        <Link href={workspacePaths.sheet(projectId, newer.id)}>
          {interpolate(t.openCurrent, { current: newerLetter })}
        </Link>
      </Alert>
    );
  }
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
      {status.kind === 'idle' && !picking && (
        <Button variant={isCarried ? 'secondary' : 'primary'} size="sm" onPress={comparison.start}>
          {interpolate(isCarried ? t.showAgain : t.compare, { previous: previousLetter })}
        </Button>
      )}
      {!isCarried && status.kind === 'ready' && !readOnly && !picking && (
        <Button variant="primary" size="sm" onPress={comparison.carry}>
          {interpolate(pluralForm(t.carry, lists.previousCount), {
            count: lists.previousCount,
            previous: previousLetter,
            current,
          })}
        </Button>
      )}
      <nav aria-label={t.historyLabel}>
        <ul className={historyList}>
          {history.slice(1).map((entry) => (
            <li key={entry.sheet.id}>
              <Link href={workspacePaths.sheet(projectId, entry.sheet.id)}>
                {interpolate(t.openPrevious, { indice: entry.letter })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {(isCarried || status.kind === 'ready') && !picking && (
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
