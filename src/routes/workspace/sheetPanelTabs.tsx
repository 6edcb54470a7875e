/**
 * The sheet panel's « Mesures » and « Propriétés » tabs as containers of their own: each reads the selection (the
 * jotai atom) and the slice of the project's rows it shows (the sheet's rows store), so that selecting a measurement
 * or adding one renders these and not the page around them. Their props are stable for as long as the sheet is open
 * (React.memo): the page renders them again only when the sheet, the scale note or the edit rights change.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { memo, use, useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import {
  localiseMeasurements,
  setLabelOffset,
  updateMeasurement,
  type Command,
  type MeasurementPatch,
} from '../../domain/takeoff/commands';
import { CommandError } from '../../domain/takeoff/errors';
import {
  applyLocalisationPatch,
  localisationSuggestions,
  localiseFromSurfaces,
  type LocalisationPatch,
} from '../../domain/takeoff/localisation';
import { primaryArticleId, resolveAppearance } from '../../domain/labels';
import { isUnitProblem, linksOf, QuantityEngine } from '../../domain/library/quantities';
import type { MeasurementLink } from '../../domain/library/types';
import { loadLibraryState } from '../../db/library/libraries';
import { unitErrorMessage } from '../../i18n/formulaMessages';
import { measureFr } from '../../i18n/measure.fr';
import { useLiveQuery } from './useLiveQuery';
import { quantityOnSheet, type HeightLookup } from '../../domain/takeoff/quantity';
import {
  DEFAULT_COUNT_SYMBOL,
  type Localisation,
  type Measurement,
  type SheetRow,
  type TakeoffState,
} from '../../domain/takeoff/types';
import { formatLocalisedCount, localisationFr } from '../../i18n/localisation.fr';
import { toolsFr } from '../../i18n/tools.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import { LocalisationFields } from '../../screens/Workspace/Localisation';
import { BulkLinkPanel, MeasurementArticles, UnitErrorList } from '../../screens/Workspace/MeasurementArticles';
import { SelectByCriteria } from '../../screens/Workspace/BulkSelection';
import {
  MeasurementTable,
  PropertiesPanel,
  measurementRows,
  type MeasurementTableRow,
  type PropertiesItem,
} from '../../screens/Workspace/Measure';
import { PlanLabelFields } from '../../screens/Workspace/Legend';
import type { HeightVariable } from '../../screens/Workspace/Measure/WallHeightControl';
import { activeToolAtom, selectionAtom } from '../../state/workspace/tools';
import { useWorkspace, WorkspaceContext } from './context';
import { useArticlesById } from './useArticlesById';
import { useBulkLink } from './useBulkLink';
import { useMeasurementArticles } from './useMeasurementArticles';
import { sheetMeasurements, useSheetMeasurements, useSheetRows, type SheetRowsStore } from './tools/sheetRows';

/** The sheet as the rows have it (its scales change with them), else as the route gave it. */
function useCurrentSheet(store: SheetRowsStore, sheet: SheetRow): SheetRow {
  const select = useCallback((rows: TakeoffState | null) => rows?.sheets.get(sheet.id) ?? sheet, [sheet]);
  return useSheetRows(store, select);
}

const isLoaded = (rows: TakeoffState | null) => rows !== null;

export interface SheetMeasurementsTabProps {
  readonly store: SheetRowsStore;
  readonly sheet: SheetRow;
  /** Enter or double-click on a row: show that measurement on the plan. */
  readonly onRowAction: (id: string) => void;
  /** The project's length variables, for the walls whose height follows one (HSP). */
  readonly heights?: HeightLookup | undefined;
  /** « Corriger » on a unit error: that measurement's articles, its formula focused; absent when nothing can change. */
  readonly onFixUnitError?: ((measurementId: string) => void) | undefined;
}

/** « Mesures »: the sheet's measurement table, its rows derived once per change of the measurements. */
export const SheetMeasurementsTab = memo(function SheetMeasurementsTab({
  store,
  sheet,
  onRowAction,
  heights,
  onFixUnitError,
}: SheetMeasurementsTabProps) {
  const loaded = useSheetRows(store, isLoaded);
  // A measurement drawn, moved or deleted shows on the plan first (its overlay is redrawn at once); the table, its
  // accessible twin, follows in a render React does between frames (on 5,000 rows, react-aria's collection update
  // and the rows in view would otherwise hold the plan's answer back). A selection is not deferred: a row clicked
  // shows selected in the frame of the click.
  const measurements = useDeferredValue(useSheetMeasurements(store, sheet.id));
  const scales = useCurrentSheet(store, sheet).scale;
  const [selection, setSelection] = useAtom(selectionAtom);
  // Issue 26: « Sélectionner… » by criteria selects as the select tool does (the plan shows them, Suppr deletes them).
  const setTool = useSetAtom(activeToolAtom);
  const selectByCriteria = useCallback(
    (ids: readonly string[]) => {
      setTool('select');
      setSelection(ids);
    },
    [setTool, setSelection],
  );
  // One quantity per new or changed measurement (measurementRows keeps the rows of the others).
  const plainRows = useMemo(() => measurementRows(measurements, scales, heights), [measurements, scales, heights]);
  const unitErrors = useSheetUnitErrors(store, sheet, measurements);
  const rows = useMemo(() => withUnitErrors(plainRows, unitErrors), [plainRows, unitErrors]);
  const errorList = useMemo(
    () =>
      rows.flatMap((row) =>
        row.unitError
          ? [{ id: row.id, label: row.label || measureFr.kinds[row.kind], messages: unitErrors.get(row.id) ?? [] }]
          : [],
      ),
    [rows, unitErrors],
  );
  if (!loaded) return <p>{toolsFr.sheet.loading}</p>;
  return (
    <>
      {/* Issue 24: the sheet's unit errors, each reachable to fix, above the table that flags their rows. */}
      <UnitErrorList errors={errorList} onFix={onFixUnitError} />
      <SelectByCriteria measurements={measurements} onSelect={selectByCriteria} selectionSize={selection.length} />
      <MeasurementTable
        rows={rows}
        selectedIds={selection}
        onSelectionChange={setSelection}
        onRowAction={onRowAction}
        sheetName={sheet.name}
      />
    </>
  );
});

// --- Issue 24: unit errors in the measurement table -----------------------------------------------------------------

const NO_UNIT_ERRORS: ReadonlyMap<string, readonly string[]> = new Map();

/**
 * The sheet's measurements whose formula gives another unit than their article's, with the sentence of each link in
 * error (« 15,24 m² — l’article est en ml : non compté. … »): the quantities engine on the sheet's linked measurements
 * (the rules of the quantities page), the libraries read only when some measurement has a link.
 */
function useSheetUnitErrors(
  store: SheetRowsStore,
  sheet: SheetRow,
  measurements: readonly Measurement[],
): ReadonlyMap<string, readonly string[]> {
  // The database when the tab is in the workspace (always, but in tests of the table alone, whose rows link nothing).
  const db = use(WorkspaceContext)?.db;
  const linked = useMemo(() => measurements.filter((m) => linksOf(m).length > 0), [measurements]);
  const hasLinks = linked.length > 0;
  const library = useLiveQuery(db && hasLinks ? () => loadLibraryState(db) : null, [db, hasLinks]);
  const variables = useSheetRows(
    store,
    useCallback((rows: TakeoffState | null) => rows?.variables ?? null, []),
  );
  const current = useCurrentSheet(store, sheet);
  return useMemo(() => {
    if (!hasLinks || library.status !== 'ready') return NO_UNIT_ERRORS;
    const engine = new QuantityEngine({
      measurements: linked,
      sheets: [current],
      variables: variables ? [...variables.values()].filter((v) => v.projectId === current.projectId) : [],
      library: library.value,
    });
    const errors = new Map<string, string[]>();
    for (const m of linked) {
      if (m.sheetId !== current.id) continue;
      const messages = engine
        .linksOfMeasurement(m.id)
        .flatMap((link) => (isUnitProblem(link.problem) ? [unitErrorMessage(link.problem)] : []));
      if (messages.length > 0) errors.set(m.id, messages);
    }
    return errors.size === 0 ? NO_UNIT_ERRORS : errors;
  }, [hasLinks, library, linked, current, variables]);
}

/** Rows flagged with their unit error; the others are the same objects (the table re-renders only the flagged). */
const flaggedRows = new WeakMap<MeasurementTableRow, { text: string; row: MeasurementTableRow }>();
export function withUnitErrors(
  rows: readonly MeasurementTableRow[],
  errors: ReadonlyMap<string, readonly string[]>,
): readonly MeasurementTableRow[] {
  if (errors.size === 0) return rows;
  return rows.map((row) => {
    const messages = errors.get(row.id);
    if (!messages) return row;
    const text = messages.join(' ');
    const cached = flaggedRows.get(row);
    if (cached && cached.text === text) return cached.row;
    const flagged = { ...row, unitError: text };
    flaggedRows.set(row, { text, row: flagged });
    return flagged;
  });
}

export interface SheetPropertiesTabProps {
  readonly store: SheetRowsStore;
  readonly sheet: SheetRow;
  readonly projectId: string;
  readonly canEdit: boolean;
  /** Why nothing can be changed (a read-only workspace); undefined when it can. */
  readonly readOnlyReason: string | undefined;
  /** Applies a command through the sheet's journal runner. */
  readonly commit: (command: Command) => void;
  readonly onError: (message: string) => void;
  /** The scale a single selected measurement is measured at (the sheet's regions), or nothing. */
  readonly scaleNote: (measurement: Measurement | null) => ReactNode;
  /** A French sentence to show for a moment (« 3 mesures localisées »). */
  readonly onNotice?: (message: string) => void;
  /** « Déduire une surface »: the deduction tool started on that area or volume; absent when nothing can change. */
  readonly onDeduct?: ((measurementId: string) => void) | undefined;
  /** « Revoir les propositions » of an assisted count (issue 25). */
  readonly onReviewDetection?: ((measurementId: string) => void) | undefined;
  /** « Plinthes » on a room (issue 26: routes/workspace/selection). */
  readonly onTakeSkirting?: ((measurementId: string) => void) | undefined;
  /** Issue 27: which indice a measurement was made or checked on. */
  readonly indiceNoteOf?: ((measurement: Measurement) => string | null) | undefined;
  /** The project's length variables, for the walls whose height follows one (HSP). */
  readonly heights?: HeightLookup | undefined;
  /** Issue 24: « Corriger » on a unit error asks the articles to focus the formula in error (a new value each time). */
  readonly focusUnitError?: number | undefined;
  /** The same variables listed, for binding a wall's height to one after drawing; omit when none can be chosen. */
  readonly heightVariables?: readonly HeightVariable[] | undefined;
}

const newContext = () => ({ now: new Date().toISOString(), newId: () => crypto.randomUUID() });

/** « Propriétés »: the selection's values, editable, and its linked articles. Mounted while its tab is open. */
export const SheetPropertiesTab = memo(function SheetPropertiesTab({
  store,
  sheet,
  projectId,
  canEdit,
  readOnlyReason,
  commit,
  onError,
  scaleNote,
  onNotice,
  onDeduct,
  onReviewDetection,
  onTakeSkirting,
  indiceNoteOf,
  heights,
  focusUnitError,
  heightVariables,
}: SheetPropertiesTabProps) {
  const selection = useAtomValue(selectionAtom);
  const measurementsTable = useSheetRows(
    store,
    useCallback((rows: TakeoffState | null) => rows?.measurements ?? null, []),
  );
  const scales = useCurrentSheet(store, sheet).scale;
  const selectedItems = useMemo((): PropertiesItem[] => {
    if (!measurementsTable) return [];
    return selection.flatMap((id) => {
      const measurement = measurementsTable.get(id);
      return measurement && measurement.sheetId === sheet.id
        ? [{ measurement, quantity: quantityOnSheet(measurement, scales, heights) }]
        : [];
    });
  }, [measurementsTable, selection, sheet.id, scales, heights]);

  const onChange = useCallback(
    (patch: MeasurementPatch) => {
      const rows = store.get();
      if (!rows || !canEdit || selectedItems.length === 0) return;
      try {
        const ids = selectedItems.map((item) => item.measurement.id);
        commit(updateMeasurement(rows, ids, patch, newContext()));
      } catch (error) {
        onError(workspaceErrorMessage(error));
      }
    },
    [store, canEdit, selectedItems, commit, onError],
  );

  // The selection's articles (« Articles reliés »): a link written through the sheet's journal runner, so the
  // table, the readout and Ctrl+Z follow it at once like any other edit of the measurement.
  const writeLinks = useCallback(
    async (measurement: Measurement, links: readonly MeasurementLink[]) => {
      const rows = store.get();
      if (!rows || !canEdit) return;
      commit(updateMeasurement(rows, measurement.id, { links }, newContext()));
    },
    [store, canEdit, commit],
  );
  const selectedIds = useMemo(() => selectedItems.map((item) => item.measurement.id), [selectedItems]);
  const articles = useMeasurementArticles(projectId, selectedIds, { write: writeLinks });
  const selectedMeasurements = useMemo(() => selectedItems.map((item) => item.measurement), [selectedItems]);
  const bulk = useBulkLink({ projectId, sheet, measurements: selectedMeasurements, store, commit, canEdit, onError });

  // --- Localisation (issue 24) ------------------------------------------------------------------------------------
  const suggestions = useMemo(() => localisationSuggestions(measurementsTable?.values() ?? []), [measurementsTable]);
  const localise = useCallback(
    (entries: readonly { id: string; localisation: Localisation | undefined }[]) => {
      const rows = store.get();
      if (!rows || !canEdit || entries.length === 0) return false;
      try {
        commit(localiseMeasurements(rows, entries, newContext()));
        return true;
      } catch (error) {
        // Nothing changed: no step in the history, nothing to say.
        if (error instanceof CommandError && error.code === 'emptySelection') return false;
        onError(workspaceErrorMessage(error));
        return false;
      }
    },
    [store, canEdit, commit, onError],
  );
  const onLocalise = useCallback(
    (patch: LocalisationPatch) =>
      localise(
        selectedItems.map(({ measurement: m }) => ({
          id: m.id,
          localisation: applyLocalisationPatch(m.localisation, patch),
        })),
      ),
    [localise, selectedItems],
  );
  const onLocaliseFromSurfaces = useCallback(() => {
    const rows = store.get();
    if (!rows) return;
    const found = localiseFromSurfaces(
      selectedItems.map((item) => item.measurement),
      sheetMeasurements(rows, sheet.id),
      (rows.sheets.get(sheet.id) ?? sheet).scale.regions,
    );
    const changed = localise(found.localised);
    const message = formatLocalisedCount(found.localised.length, found.notFound.length);
    onNotice?.(changed || found.localised.length === 0 ? message : localisationFr.surfaces.unchanged);
  }, [store, selectedItems, sheet, localise, onNotice]);
  const localisationFields =
    selectedItems.length > 0 ? (
      <LocalisationFields
        values={selectedItems.map((item) => item.measurement.localisation)}
        suggestions={suggestions}
        onChange={onLocalise}
        {...(canEdit ? { onLocaliseFromSurfaces } : {})}
      />
    ) : null;
  // « Sur le plan » (labels and symbols, issue 24): the count's symbol and « Replacer le libellé ».
  const { db } = useWorkspace();
  const articleLooks = useArticlesById(db);
  const planFields = useMemo(() => {
    const looks = articleLooks ?? new Map();
    const measurements = selectedItems.map((item) => item.measurement);
    const symbols = new Set(measurements.map((m) => resolveAppearance(m, looks).symbol));
    const colors = new Set(
      measurements.map((m) => {
        const id = primaryArticleId(m);
        return id === undefined ? undefined : looks.get(id)?.color;
      }),
    );
    const [symbol] = symbols.size === 1 ? [...symbols] : [undefined];
    const [articleColor] = colors.size === 1 ? [...colors] : [undefined];
    // What the counts show without a symbol of their own (« Celui de l’article »): the article's, else the default.
    const inherited = measurements.map((m) => {
      const id = primaryArticleId(m);
      const articleSymbol = id === undefined ? undefined : looks.get(id)?.symbol;
      return { symbol: articleSymbol ?? DEFAULT_COUNT_SYMBOL, fromArticle: articleSymbol !== undefined };
    });
    const first = inherited[0];
    const inheritedSymbol =
      first && inherited.every((i) => i.symbol === first.symbol && i.fromArticle === first.fromArticle)
        ? first
        : undefined;
    return { measurements, symbol, inheritedSymbol, articleColor };
  }, [articleLooks, selectedItems]);
  const onResetLabel = useCallback(() => {
    const rows = store.get();
    const moved = selectedItems.filter((item) => item.measurement.labelOffset !== undefined);
    if (!rows || !canEdit || moved.length === 0) return;
    try {
      commit(
        setLabelOffset(
          rows,
          moved.map((item) => item.measurement.id),
          null,
          newContext(),
        ),
      );
    } catch (error) {
      onError(workspaceErrorMessage(error));
    }
  }, [store, canEdit, selectedItems, commit, onError]);

  return (
    <PropertiesPanel
      selection={selectedItems}
      onChange={onChange}
      readOnlyReason={readOnlyReason}
      localisation={localisationFields}
      onDeduct={canEdit ? onDeduct : undefined}
      onReviewDetection={onReviewDetection}
      onTakeSkirting={readOnlyReason === undefined ? onTakeSkirting : undefined}
      indiceNoteOf={indiceNoteOf}
      heightVariables={heightVariables}
    >
      {selectedItems.length === 1 && scaleNote(selectedItems[0]?.measurement ?? null)}
      {selectedItems.length > 0 && (
        <PlanLabelFields
          {...planFields}
          onSymbolChange={(symbol) => onChange({ symbol })}
          onResetLabel={onResetLabel}
          isDisabled={!canEdit}
        />
      )}
      {selectedItems.length > 1 && <BulkLinkPanel {...bulk} />}
      {selectedItems.length === 1 && (
        <MeasurementArticles
          {...articles}
          canEdit={canEdit && articles.canEdit !== false}
          focusUnitError={focusUnitError}
        />
      )}
    </PropertiesPanel>
  );
});
