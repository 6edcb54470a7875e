/**
 * The live readout while drawing, in SI: the segment under the cursor, the running total, the area, and what the
 * shape will measure once finished (a wall's area at the session height, a slab's volume at its thickness). Values are
 * computed with the same scale rule as the stored quantities (../scale.ts), so the readout's last value is the
 * quantity the measurement will have. Formatting in French is the screen's.
 */
import { isPickTool, PICK_KIND } from './pick';
import { last } from '../arrays';
import { distance, polylineLength, ringArea } from '../geometry';
import { scaleFor, toMetres, toSquareMetres } from '../scale';
import type { Point, Scale } from '../types';
import { draftOf } from './draft';
import { NEEDS_SCALE, type ToolEnv, type ToolId, type ToolState } from './types';

export interface Readout {
  readonly tool: ToolId;
  /** The tool needs a scale and there is none where it is used: nothing can be measured. */
  readonly uncalibrated: boolean;
  /** Metres: the segment being drawn (last vertex → cursor), or the two points of a calibration or check. */
  readonly segment: number | null;
  /** Metres: the polyline so far, rubber band included; for a polygon, its perimeter. */
  readonly total: number | null;
  /** m²: the polygon so far (area, volume, deduction), closing edge implied. */
  readonly area: number | null;
  /** m²: a wall's length × the session height. */
  readonly wallArea: number | null;
  /** m³: the polygon × the default thickness. */
  readonly volume: number | null;
  /** Points of the count under way. */
  readonly count: number | null;
  /** Sheet units between the two points of a calibration, which has no scale to convert them yet. */
  readonly span: number | null;
  /** The count tool boxes a symbol (« Chercher les similaires »): for a new count, or a variant of the one under way. */
  readonly boxing?: 'new' | 'variant';
  /** A path tool takes the plan's own elements (F, issue 26): a room's floor (fill) or a line's run. */
  readonly pick?: 'fill' | 'run';
}

const NONE = { segment: null, total: null, area: null, wallArea: null, volume: null, count: null, span: null };

export function readoutOf(state: ToolState, env: ToolEnv): Readout {
  const draft = draftOf(state, env);
  const shape = draft.shape;
  const anchor: readonly Point[] = shape
    ? shape.points.slice(0, Math.max(1, shape.placed))
    : draft.cursor
      ? [draft.cursor]
      : [];
  const scale: Scale | null = anchor.length > 0 ? scaleFor(anchor, env.sheet.scale) : null;
  const needsScale = NEEDS_SCALE.has(state.tool);
  const uncalibrated = needsScale && anchor.length > 0 && scale === null;
  const base: Readout = { tool: state.tool, uncalibrated, ...NONE };

  if (state.tool === 'count') {
    const target = state.targetId === null ? undefined : env.state.measurements.get(state.targetId);
    const count = target?.kind === 'count' ? target.points.length : null;
    if (state.boxing) return { ...base, count, boxing: count === null ? 'new' : 'variant' };
    return { ...base, count };
  }
  if ('pick' in state && state.pick && state.points.length === 0 && isPickTool(state.tool)) {
    return { ...base, pick: PICK_KIND[state.tool] };
  }
  if (!shape || shape.points.length < 2) return base;
  const points = shape.points;
  const segmentUnits = distance(points[points.length - 2] as Point, last(points));
  if (state.tool === 'scale') {
    return { ...base, span: segmentUnits, segment: scale ? toMetres(segmentUnits, scale) : null };
  }
  if (!scale) return base;
  const segment = toMetres(segmentUnits, scale);
  if (state.tool === 'check') return { ...base, segment };
  const total = toMetres(polylineLength(points, shape.closed), scale);
  const area = shape.closed && points.length >= 3 ? toSquareMetres(ringArea(points), scale) : null;
  return {
    ...base,
    segment,
    total,
    area,
    wallArea: state.tool === 'wallArea' ? total * env.defaults.wallHeight : null,
    volume: state.tool === 'volume' && area !== null ? area * env.defaults.thickness : null,
  };
}
