/**
 * The take-off scale of a CAD sheet: exact, from its placement (the file's unit and the denominator it was drawn
 * at), so that a length measured on the sheet is the drawing's own length in SI.
 */
import type { Scale } from '../takeoff/types';
import { POINT_METRES, type CadPlacement } from './types';

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
