import { describe, expect, it } from 'vitest';
import { syntheticLayouts } from '../../../scripts/cad/make-dxf';
import { readDxf } from '../../domain/cad/dxf/readDxf';
import { applyPoint } from '../../domain/cad/geometry';
import { buildLayoutSheets, viewportMatrix } from '../../domain/cad/layout';
import { placementMatrix } from '../../domain/cad/transform';
import { scaleFor } from '../../domain/takeoff/scale';
import { cadLayoutSheetDraft } from './cadFile';

describe('a layout’s sheet draft', () => {
  const drawing = readDxf(syntheticLayouts());
  const [a1] = buildLayoutSheets(drawing, 'mm', 'file');
  if (!a1) throw new Error('no layout sheet');
  const draft = cadLayoutSheetDraft(a1.model, undefined);
  const scales = draft.scale;
  if (!scales) throw new Error('no scale');

  it('is named as the layout, on its page, at the paper’s scale with one region per viewport', () => {
    expect(draft).toMatchObject({ name: 'A1 - RDC', pageIndex: 1, width: a1.model.width, height: a1.model.height });
    expect(scales.default?.source).toEqual({ kind: 'file', unit: 'mm', unitSource: 'file', denominator: 1 });
    expect(scales.regions.map((r) => [r.label, r.shape.kind])).toEqual([['Fenêtre 1', 'rect']]);
  });

  it('measures a model length inside the viewport, and paper outside it', () => {
    const vp = a1.layout.viewports[0];
    if (!vp) throw new Error('no viewport');
    const onSheet = (x: number, y: number) => {
      const p = applyPoint(viewportMatrix(vp), x, y);
      return applyPoint(placementMatrix(a1.model.placement), p.x, p.y);
    };
    const a = onSheet(0, 0);
    const b = onSheet(5000, 0);
    const inside = scaleFor([a, b], scales);
    expect(Math.hypot(b.x - a.x, b.y - a.y) * (inside?.metresPerUnit ?? 0)).toBeCloseTo(5, 9);
    // The title block's corner, outside every viewport: paper millimetres.
    const corner = applyPoint(placementMatrix(a1.model.placement), 10, 10);
    const far = applyPoint(placementMatrix(a1.model.placement), 831, 10);
    const outside = scaleFor([corner, far], scales);
    expect(Math.hypot(far.x - corner.x, far.y - corner.y) * (outside?.metresPerUnit ?? 0)).toBeCloseTo(0.821, 9);
  });
});
