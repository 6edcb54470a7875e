/**
 * The sheet panel's « Légende » tab as a container: the sheet's measurements (the sheet's rows store, live with every
 * edit), the project's variables and the libraries (live), through the quantities engine filtered to the sheet (the
 * same totals as the quantities page), into the pure legend (domain/labels/legend.ts) and its panel.
 */
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { loadLibraryState } from '../../db/library/libraries';
import { sheetLegend, type LegendArticleLine, type LegendEntry } from '../../domain/labels';
import { QuantityEngine } from '../../domain/library/quantities';
import type { SheetRow, TakeoffState } from '../../domain/takeoff/types';
import { LegendPanel } from '../../screens/Workspace/Legend';
import { useWorkspace } from './context';
import { useLiveQuery } from './useLiveQuery';
import { useSheetMeasurements, useSheetRows, type SheetRowsStore } from './tools/sheetRows';

export interface SheetLegendTabProps {
  readonly store: SheetRowsStore;
  readonly sheet: SheetRow;
  /** « Voir sur le plan » from a legend row: those measurements selected and framed (sheetSlots.tsx). */
  readonly onShow?: (measurementIds: readonly string[]) => void;
}

export const SheetLegendTab = memo(function SheetLegendTab({ store, sheet, onShow }: SheetLegendTabProps) {
  const { db } = useWorkspace();
  const measurements = useDeferredValue(useSheetMeasurements(store, sheet.id));
  const current = useSheetRows(
    store,
    useCallback((rows: TakeoffState | null) => rows?.sheets.get(sheet.id) ?? sheet, [sheet]),
  );
  const variables = useSheetRows(
    store,
    useCallback((rows: TakeoffState | null) => rows?.variables ?? null, []),
  );
  const loaded = useSheetRows(
    store,
    useCallback((rows: TakeoffState | null) => rows !== null, []),
  );
  const library = useLiveQuery(() => loadLibraryState(db), [db]);
  const legend = useMemo(() => {
    if (!loaded || library.status !== 'ready') return null;
    const engine = new QuantityEngine({
      measurements,
      sheets: [current],
      variables: variables ? [...variables.values()].filter((v) => v.projectId === current.projectId) : [],
      library: library.value,
    });
    const panel = engine.panel({ sheetIds: new Set([current.id]) });
    const lines: LegendArticleLine[] = panel.lots.flatMap((lot) =>
      lot.chapters.flatMap((chapter) =>
        chapter.articles.map((line) => ({
          articleId: line.article.id,
          number: line.number,
          designation: line.article.designation,
          unit: line.article.unite,
          quantity: line.quantity,
          problemCount: line.problemCount,
        })),
      ),
    );
    return sheetLegend({ measurements, lines, articles: library.value.libraryItems, scales: current.scale });
  }, [loaded, library, measurements, current, variables]);
  const show = useCallback((entry: LegendEntry) => onShow?.(entry.measurementIds ?? []), [onShow]);
  return <LegendPanel legend={legend} sheetName={sheet.name} {...(onShow && { onShow: show })} />;
});
