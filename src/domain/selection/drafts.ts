/**
 * What the selection engine found, as measurements (issue 26): a room's floor as an area or a volume, a line's run as
 * a length or a wall, a room's skirting as lengths cut at its doors. Pure: the page's selection (routes/workspace/
 * selection) and the tools' stories both turn engine results into journal commands through here.
 *
 * Every measurement taken from the plan records where it came from (`element`: method, source, layers, gap, the
 * printed name) and is an ordinary measurement afterwards: its vertices, holes, height and links edit as any other.
 */
import type { MeasurementDraft } from '../takeoff/commands';
import { scaleFor } from '../takeoff/scale';
import type { PickDefaults, PickToolId } from '../takeoff/tools/types';
import type { AreaMeasurement, PlanElement, Point, SheetRow, VolumeMeasurement } from '../takeoff/types';
import type { FillResult, InkSource, RunResult, SkirtingResult } from './types';

/** Sheet points per metre where `point` is (its scale region's, else the sheet's); null where there is none. */
export function pointsPerMetre(sheet: SheetRow, point: Point): number | null {
  const scale = scaleFor([point], sheet.scale);
  return scale && scale.metresPerUnit > 0 ? 1 / scale.metresPerUnit : null;
}

/** The default gap closed across openings: a door and a half (« fermer les ouvertures jusqu'à 1,20 m »). */
export const DEFAULT_FILL_GAP_METRES = 1.2;
/** The gaps a person may set, in metres. */
export const FILL_GAP_LIMITS = { min: 0, max: 5 } as const;
/** The thickness of a wall drawn as two lines, in metres: from a lining to a thick bearing wall. */
export const WALL_THICKNESS_METRES = { min: 0.04, max: 0.6 } as const;
/** Spans of a room's outline without ink, in metres, that are doors or bays (shorter: a joint, longer: an open side). */
export const OPENING_METRES = { min: 0.5, max: 3.5 } as const;
/** How far from a room's outline a wall's line still runs along it, in metres. */
export const SKIRTING_TOLERANCE_METRES = 0.05;

/** A fill's label: the room's printed name when the plan has one (trimmed to a label's length), else the tool's. */
export function fillLabel(result: FillResult, fallback: string): string {
  const name = result.label?.replace(/\s+/g, ' ').trim() ?? '';
  return name.length > 0 ? name.slice(0, 120) : fallback;
}

function base(sheet: SheetRow, defaults: PickDefaults, label: string) {
  return {
    projectId: sheet.projectId,
    sheetId: sheet.id,
    label,
    color: defaults.color,
    ...(defaults.localisation ? { localisation: defaults.localisation } : {}),
  };
}

/** A room filled in one click, as the area or volume tool's new measurement. */
export function filledDraft(
  tool: Extract<PickToolId, 'area' | 'volume'>,
  result: FillResult,
  sheet: SheetRow,
  defaults: PickDefaults,
  gapMetres: number,
): MeasurementDraft {
  const label = fillLabel(result, defaults.label);
  const element: PlanElement = {
    method: 'fill',
    source: result.source,
    layers: [...result.layers],
    gap: gapMetres,
    ...(result.label ? { name: label } : {}),
  };
  const shape = { points: [...result.outer], holes: result.holes.map((h) => [...h]) };
  return tool === 'area'
    ? { ...base(sheet, defaults, label), kind: 'area', ...shape, element }
    : { ...base(sheet, defaults, label), kind: 'volume', ...shape, thickness: defaults.thickness, element };
}

/** A line's run, as the length or wall tool's new measurement. */
export function runDraft(
  tool: Extract<PickToolId, 'length' | 'wallArea'>,
  result: RunResult,
  sheet: SheetRow,
  defaults: PickDefaults,
  source: InkSource,
): MeasurementDraft {
  const element: PlanElement = { method: 'run', source, layers: [...result.layers] };
  const line = { points: [...result.points], closed: result.closed };
  if (tool === 'length') return { ...base(sheet, defaults, defaults.label), kind: 'length', ...line, element };
  return {
    ...base(sheet, defaults, defaults.label),
    kind: 'wallArea',
    ...line,
    height: defaults.wallHeight,
    ...(defaults.wallHeightVariable !== undefined && { heightVariable: defaults.wallHeightVariable }),
    openings: [],
    element,
  };
}

/**
 * A room's skirting (plinthes) as lengths: its outline cut at its doors, one length per piece (a piece runs from one
 * jamb to the next), named after the room, localised and coloured as it. One closed length when no door was found.
 */
export function skirtingDrafts(
  room: AreaMeasurement | VolumeMeasurement,
  result: SkirtingResult,
  label: string,
  source: InkSource,
): MeasurementDraft[] {
  const element: PlanElement = {
    method: 'skirting',
    source,
    layers: room.element?.layers ? [...room.element.layers] : [],
  };
  const common = {
    projectId: room.projectId,
    sheetId: room.sheetId,
    color: room.color,
    ...(room.localisation ? { localisation: room.localisation } : {}),
    element,
  };
  const pieces = result.pieces.filter((piece) => piece.length >= 2);
  return pieces.map((piece, i) => ({
    ...common,
    kind: 'length' as const,
    label: pieces.length > 1 ? `${label} (${i + 1}/${pieces.length})` : label,
    points: [...piece],
    closed: result.closed,
  }));
}
