/**
 * Where a drawing sits on its sheet, and the sheet's scale.
 *
 * The extents are the actual geometry of model space (every drawn entity, block references expanded, curves exactly,
 * texts approximately), not `$EXTMIN`/`$EXTMAX`, which files often leave stale. Entities with non-finite coordinates
 * are ignored. A stray entity far from the rest is kept on purpose: everything the file draws must be on the sheet
 * (a take-off cannot measure what the sheet cut off), and the person sees why the plan is small; the price is a larger
 * denominator. (Dropping outliers would silently lose geometry.)
 *
 * The denominator is the smallest of CAD_SHEET_DENOMINATORS at which the extents' longer side fits CAD_SHEET_MAX_PT;
 * a drawing too large even at 1:10 000 takes the next power of ten (1:100 000, 1:1 000 000…): the sheet still comes
 * out, at a scale an économiste can read.
 */
import type { Scale } from '../takeoff/types';
import { drawnExtents, expandReferences, type CadExtents } from './blocks';
import { CadModelError } from './errors';
import {
  CAD_SHEET_DENOMINATORS,
  CAD_SHEET_MARGIN_PT,
  CAD_SHEET_MAX_PT,
  POINT_METRES,
  UNIT_METRES,
  type CadDrawing,
  type CadPlacement,
  type CadUnit,
} from './types';

export interface CadSheetPlacement {
  readonly placement: CadPlacement;
  /** Sheet size, PDF points (the extents at the scale, plus CAD_SHEET_MARGIN_PT on each side). */
  readonly width: number;
  readonly height: number;
}

/** Points per drawing unit at a denominator: unitMetres / denominator / POINT_METRES. */
export const pointsPerUnit = (unit: CadUnit, denominator: number): number =>
  UNIT_METRES[unit] / denominator / POINT_METRES;

/** The smallest denominator at which `span` drawing units fit CAD_SHEET_MAX_PT. */
export function denominatorFor(unit: CadUnit, span: number): number {
  const fits = (d: number) => span * pointsPerUnit(unit, d) <= CAD_SHEET_MAX_PT;
  for (const d of CAD_SHEET_DENOMINATORS) if (fits(d)) return d;
  let d = (CAD_SHEET_DENOMINATORS[CAD_SHEET_DENOMINATORS.length - 1] as number) * 10;
  while (!fits(d) && d < 1e15) d *= 10;
  return d;
}

/**
 * The placement of a drawing on its sheet. Throws CadModelError('emptyModel') when model space draws nothing with
 * finite coordinates. `extents` is computed when not given (buildSheetModel shares it); `margin` is left around them
 * (none for a layout's paper: the sheet is the paper).
 */
export function placeDrawing(
  drawing: CadDrawing,
  unit: CadUnit,
  unitSource: 'file' | 'person',
  extents: CadExtents = drawnExtents(drawing, expandReferences(drawing)),
  margin: number = CAD_SHEET_MARGIN_PT,
): CadSheetPlacement {
  const box = extents.box;
  if (!box) throw new CadModelError('emptyModel', 'model space draws nothing');
  const spanX = box.maxX - box.minX;
  const spanY = box.maxY - box.minY;
  const denominator = denominatorFor(unit, Math.max(spanX, spanY));
  const k = pointsPerUnit(unit, denominator);
  const placement: CadPlacement = {
    unit,
    unitSource,
    denominator,
    k,
    dx: margin - box.minX * k,
    dy: margin + box.maxY * k,
  };
  return { placement, width: spanX * k + 2 * margin, height: spanY * k + 2 * margin };
}

/**
 * The sheet's scale: metres per point = POINT_METRES × denominator, so that metresPerUnit × k is the unit's metres
 * (a length measured on the sheet is the drawing's, exactly but for rounding).
 */
export function sheetScaleOf(placement: CadPlacement): Scale {
  return {
    metresPerUnit: POINT_METRES * placement.denominator,
    source: {
      kind: 'file',
      unit: placement.unit,
      unitSource: placement.unitSource,
      denominator: placement.denominator,
    },
  };
}
