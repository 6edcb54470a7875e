/**
 * The sheet's scales as the page manages them: the scale dialog (for the sheet, a region just drawn, or a region
 * already there), the « Échelles » tab (the sheet's scale and its regions, each to show, rename, rescale or delete),
 * and the note on a measurement's scale in its properties.
 *
 * A region drawn with the region tool is created only when its scale is applied, with it, in one command
 * (addScaleRegion): Ctrl+Z takes both back and the quantities inside return to the sheet's scale; cancelling the
 * dialog creates nothing. « Tracer sur le plan » in the dialog keeps the region waiting (drawn on the plan as
 * « Nouvelle zone ») while the user picks two points inside it with the scale tool.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  addScaleRegion,
  removeScaleRegion,
  setRegionScale,
  setSheetScale,
  updateScaleRegion,
  type Command,
} from '../../../domain/takeoff/commands';
import { quantityOnSheet } from '../../../domain/takeoff/quantity';
import { rectContainsPoint } from '../../../domain/takeoff/geometry';
import { measurementsUnderRegion, resolveScale, scaleFor } from '../../../domain/takeoff/scale';
import { SHORTCUTS, shortcutOf, type MeasureTool } from '../../../domain/takeoff/shortcuts';
import type { ToolRequest } from '../../../domain/takeoff/tools/types';
import type {
  Measurement,
  Point,
  Rect,
  Scale,
  ScaleRegion,
  SheetRow,
  SheetScales,
  TakeoffState,
} from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { regionsFr } from '../../../i18n/regions.fr';
import { workspaceErrorMessage } from '../../../i18n/workspaceErrors';
import { CalibrationStatus, ScaleDialog, type ScaleDialogTarget } from '../../../screens/Workspace/Measure';
import {
  MeasurementScaleNote,
  RemoveRegionDialog,
  RenameRegionDialog,
  ScaleRegionList,
  nextRegionLabel,
  type RemoveRegionRequest,
  type ScaleRegionAction,
} from '../../../screens/Workspace/Regions';
import { sheetMeasurements, useSheetRows, type SheetRowsStore } from './sheetRows';

/** What a scale is being set for. */
export type ScaleTarget =
  | { readonly kind: 'sheet' }
  /** Drawn with the region tool, not created yet. */
  | { readonly kind: 'newRegion'; readonly rect: Rect; readonly label: string }
  | { readonly kind: 'region'; readonly id: string };

export interface ScaleRegionsOptions {
  /** The project's rows (read when a command is built; the regions' counts subscribe to them). */
  readonly store: SheetRowsStore;
  /** The sheet as the rows have it now. */
  readonly sheet: SheetRow;
  readonly canEdit: boolean;
  /** The tools' pending request (a calibration, a check, a region drawn). */
  readonly request: ToolRequest | null;
  readonly dismissRequest: () => void;
  readonly commit: (command: Command) => void;
  readonly chooseTool: (tool: MeasureTool) => void;
  /** The target whose segment is being picked on the plan with the scale tool; null otherwise. */
  readonly picking: ScaleTarget | null;
  readonly setPicking: (target: ScaleTarget | null) => void;
  /** Moves the plan to show a part of the sheet. */
  readonly showRect: (rect: Rect) => void;
  readonly onError: (message: string) => void;
}

const SHEET: ScaleTarget = { kind: 'sheet' };
const context = () => ({ now: new Date().toISOString(), newId: () => crypto.randomUUID() });

function rectOf(region: ScaleRegion): Rect {
  if (region.shape.kind === 'rect') return region.shape.rect;
  const xs = region.shape.points.map((p) => p.x);
  const ys = region.shape.points.map((p) => p.y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** What removing a region changes: its measurements, their quantity now and after, and where they fall back. */
export function removeRegionRequest(
  sheet: SheetRow,
  measurements: readonly Measurement[],
  region: ScaleRegion,
): RemoveRegionRequest {
  const scales = sheet.scale;
  const without = { ...scales, regions: scales.regions.filter((r) => r.id !== region.id) };
  const under = measurementsUnderRegion(measurements, scales, region.id);
  const toSheet = under.every((m) => resolveScale(m.points, without).regionId === null);
  return {
    label: region.label,
    affected: under.map((m) => ({
      label: m.label,
      before: quantityOnSheet(m, scales),
      after: quantityOnSheet(m, without),
    })),
    fallback: toSheet ? { kind: 'sheet', scale: scales.default } : { kind: 'other' },
  };
}

/** Per list of a sheet's measurements, per scales: how many measurements each region measures (« 3,0,12 »). */
const countsCache = new WeakMap<readonly Measurement[], WeakMap<SheetScales, string>>();
function regionCounts(measurements: readonly Measurement[], scales: SheetScales): string {
  let byScales = countsCache.get(measurements);
  if (!byScales) {
    byScales = new WeakMap();
    countsCache.set(measurements, byScales);
  }
  let counts = byScales.get(scales);
  if (counts === undefined) {
    counts = scales.regions.map((region) => measurementsUnderRegion(measurements, scales, region.id).length).join(',');
    byScales.set(scales, counts);
  }
  return counts;
}

/** A check inside a region checks the region's scale: « Étalonner sur cette cote » then sets the region's. */
function checkedTarget(from: Point, to: Point, sheet: SheetRow): ScaleTarget {
  const { regionId } = resolveScale([from, to], sheet.scale);
  return regionId === null ? SHEET : { kind: 'region', id: regionId };
}

export function useScaleRegions(options: ScaleRegionsOptions) {
  const { store, sheet, canEdit, dismissRequest, commit, chooseTool, picking, setPicking } = options;
  // A symbol boxed with the count tool is the counting's (routes/workspace/counting), a plan element picked the
  // selection's (routes/workspace/selection): neither is a scale's.
  const request = options.request?.kind === 'countBox' || options.request?.kind === 'pick' ? null : options.request;
  const { showRect, onError } = options;
  const [dialog, setDialog] = useState<{ mode: 'calibrate' | 'check'; target: ScaleTarget } | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const regions = sheet.scale.regions;
  const regionById = useCallback((id: string) => regions.find((r) => r.id === id) ?? null, [regions]);

  // What the dialog shows: a request from the plan first, else what a button opened.
  const segment = request && request.kind !== 'region' ? { from: request.from, to: request.to } : null;
  const shown: { mode: 'calibrate' | 'check'; target: ScaleTarget } | null =
    request?.kind === 'region'
      ? { mode: 'calibrate', target: { kind: 'newRegion', rect: request.rect, label: nextRegionLabel(regions) } }
      : request?.kind === 'calibrate'
        ? { mode: 'calibrate', target: picking ?? SHEET }
        : request?.kind === 'check'
          ? { mode: 'check', target: checkedTarget(request.from, request.to, sheet) }
          : dialog;

  // A calibration for a region is drawn inside it: a dimension of the detail, not of the plan around.
  const pickedRegionRect =
    shown?.target.kind === 'newRegion'
      ? shown.target.rect
      : shown?.target.kind === 'region'
        ? (() => {
            const region = regionById(shown.target.id);
            return region ? rectOf(region) : null;
          })()
        : null;
  const isOutside =
    request?.kind === 'calibrate' &&
    pickedRegionRect !== null &&
    ![request.from, request.to].every((p) => rectContainsPoint(pickedRegionRect, p));
  const targetLabel =
    shown?.target.kind === 'newRegion'
      ? shown.target.label
      : shown?.target.kind === 'region'
        ? (regionById(shown.target.id)?.label ?? '')
        : '';
  useEffect(() => {
    if (!isOutside) return;
    onError(interpolate(regionsFr.segmentOutside, { region: targetLabel }));
    dismissRequest();
  }, [isOutside, targetLabel, onError, dismissRequest]);

  const close = useCallback(() => {
    setDialog(null);
    setPicking(null);
    dismissRequest();
  }, [setPicking, dismissRequest]);

  const apply = (scale: Scale) => {
    const rows = store.get();
    if (!rows || !shown) return;
    const target = shown.target;
    try {
      if (target.kind === 'sheet') commit(setSheetScale(rows, sheet.id, scale, context()));
      else if (target.kind === 'region') commit(setRegionScale(rows, sheet.id, target.id, scale, context()));
      else {
        commit(
          addScaleRegion(
            rows,
            sheet.id,
            { label: target.label, shape: { kind: 'rect', rect: target.rect }, scale },
            context(),
          ),
        );
      }
    } catch (error) {
      onError(workspaceErrorMessage(error));
    }
    close();
    chooseTool('select');
  };

  const pickSegment = () => {
    const target = shown?.target ?? SHEET;
    const mode = shown?.mode ?? 'calibrate';
    setDialog(null);
    dismissRequest();
    setPicking(target.kind === 'sheet' || mode === 'check' ? null : target);
    chooseTool(mode === 'check' ? 'check' : 'scale');
  };

  const dialogTarget: ScaleDialogTarget =
    shown?.target.kind === 'newRegion'
      ? { kind: 'region', label: shown.target.label, isNew: true }
      : shown?.target.kind === 'region'
        ? { kind: 'region', label: targetLabel }
        : { kind: 'sheet' };
  const current: Scale | null =
    shown?.mode === 'check' && segment
      ? scaleFor([segment.from, segment.to], sheet.scale)
      : shown?.target.kind === 'region'
        ? (regionById(shown.target.id)?.scale ?? null)
        : shown?.target.kind === 'newRegion'
          ? // A detail's scale is printed beside it: the dialog starts on the standard scales, not the sheet's.
            null
          : sheet.scale.default;

  const onRegionAction = (id: string, action: ScaleRegionAction) => {
    const region = regionById(id);
    if (!region) return;
    switch (action) {
      case 'show':
        showRect(rectOf(region));
        return;
      case 'rename':
        setRenaming(id);
        return;
      case 'changeScale':
        setDialog({ mode: 'calibrate', target: { kind: 'region', id } });
        return;
      case 'remove':
        setRemoving(id);
    }
  };

  const renamed = renaming === null ? null : regionById(renaming);
  const removed = removing === null ? null : regionById(removing);
  // Read when the confirmation opens: what the region measures at that moment.
  const removeRequest = useMemo(() => {
    const rows = store.get();
    return removed && rows ? removeRegionRequest(sheet, sheetMeasurements(rows, sheet.id), removed) : null;
  }, [removed, sheet, store]);

  const run = (build: (state: TakeoffState) => Command) => {
    const rows = store.get();
    if (!rows || !canEdit) return;
    try {
      commit(build(rows));
    } catch (error) {
      onError(workspaceErrorMessage(error));
    }
  };

  // How many measurements each region measures, as a value (« 3,0,12 »): a new measurement elsewhere renders nothing.
  const selectCounts = useCallback(
    (rows: TakeoffState | null) =>
      rows === null || regions.length === 0 ? '' : regionCounts(sheetMeasurements(rows, sheet.id), sheet.scale),
    [regions, sheet.id, sheet.scale],
  );
  const counts = useSheetRows(store, selectCounts);
  const regionItems = useMemo(() => {
    const each = counts.split(',');
    return regions.map((region, i) => ({
      id: region.id,
      label: region.label,
      scale: region.scale,
      measurementCount: Number(each[i] ?? 0),
    }));
  }, [regions, counts]);
  const regionKey = shortcutOf('tool.region', SHORTCUTS)?.chords[0]?.key.toUpperCase();

  const panel: ReactNode = (
    <>
      <CalibrationStatus
        scales={{ default: sheet.scale.default, regions: [] }}
        onCalibrate={() => setDialog({ mode: 'calibrate', target: SHEET })}
        isReadOnly={!canEdit}
      />
      <ScaleRegionList
        regions={regionItems}
        onAction={onRegionAction}
        onCreate={canEdit ? () => chooseTool('region') : undefined}
        createKey={regionKey}
        isReadOnly={!canEdit}
      />
    </>
  );

  /** The scale a single selected measurement is measured at, when the sheet has regions. */
  const scaleNote = (measurement: Measurement | null): ReactNode => {
    if (!measurement || regions.length === 0) return null;
    const resolved = resolveScale(measurement.points, sheet.scale);
    const region = resolved.regionId === null ? null : (regionById(resolved.regionId)?.label ?? null);
    return <MeasurementScaleNote scale={resolved.scale} region={region} straddles={resolved.straddles} />;
  };

  const dialogs: ReactNode = (
    <>
      {canEdit && (
        <ScaleDialog
          isOpen={shown !== null && !isOutside}
          onOpenChange={(isOpen) => {
            if (!isOpen) close();
          }}
          mode={shown?.mode ?? 'calibrate'}
          target={dialogTarget}
          current={current}
          segment={segment}
          onPickSegment={pickSegment}
          onApply={apply}
        />
      )}
      <RenameRegionDialog
        label={renamed?.label ?? null}
        onCancel={() => setRenaming(null)}
        onRename={(label) => {
          if (renamed && label !== renamed.label) {
            run((state) => updateScaleRegion(state, sheet.id, renamed.id, { label }, context()));
          }
          setRenaming(null);
        }}
      />
      <RemoveRegionDialog
        request={removeRequest}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removed) run((state) => removeScaleRegion(state, sheet.id, removed.id, context()));
          setRemoving(null);
        }}
      />
    </>
  );

  return {
    dialogs,
    panel,
    scaleNote,
    openSheetScale: () => setDialog({ mode: 'calibrate', target: SHEET }),
    openRegionScale: (id: string) => setDialog({ mode: 'calibrate', target: { kind: 'region', id } }),
  };
}
