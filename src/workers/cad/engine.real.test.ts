/**
 * The shared test files (../shared/testdata/plans) through the CAD engine as the worker runs it — the real DXF
 * reader, sheet model and PDF — then read back by pdf.js as the workspace reads every sheet.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PdfEngine } from '../pdf/engine.ts';
import { SHARED_PLANS, context, nodeCanvas, nodeGreyEngine } from '../pdf/testing.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import { cadContext, nodeCadEngine } from './testing.ts';

const engines: PdfEngine<GrayRaster>[] = [];
afterEach(async () => {
  for (const e of engines.splice(0)) for (const id of e.openDocuments) await e.close(id);
});

function bytesOf(name: string): ArrayBuffer {
  const b = readFileSync(join(SHARED_PLANS, name));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
}

const FILES = [
  { name: 'libredwg-example_2000.dxf', unit: 'mm' as const },
  { name: 'raumzeitlabor-floorplan.dxf', unit: 'cm' as const },
];

describe.skipIf(!nodeCanvas || !existsSync(join(SHARED_PLANS, FILES[0]?.name ?? '')))('real DXF files', () => {
  for (const { name, unit } of FILES) {
    it(`draws ${name}: the model's size, its layers as OCGs with their visibility, vectors by layer, ink`, async () => {
      const cad = nodeCadEngine();
      const summary = await cad.readDxf(name, bytesOf(name), cadContext());
      expect(summary.units).toBe(unit);
      const { pdf, model } = await cad.build(name, unit, 'file', cadContext());
      const e = nodeGreyEngine();
      engines.push(e);
      const doc = await e.open(name, pdf, context());
      expect(doc.pages[0]?.widthPt).toBeCloseTo(model.width, 3);
      expect(doc.pages[0]?.heightPt).toBeCloseTo(model.height, 3);
      // Every OCG is a layer of the model, named exactly, shown as the file says; every layer with entities has one.
      const byName = new Map(model.layers.map((l) => [l.name, l]));
      expect(doc.layers.length).toBeGreaterThan(0);
      for (const layer of doc.layers) {
        const own = byName.get(layer.name);
        expect(own, layer.name).toBeDefined();
        expect(layer.visibleByDefault).toBe(!!own && own.visible && !own.frozen);
      }
      const drawn = new Set(doc.layers.map((l) => l.name));
      const withEntities = model.layers.filter((l) => l.entityCount > 0).map((l) => l.name);
      expect(withEntities.filter((n) => !drawn.has(n))).toEqual([]);
      // Vectors: hiding the busiest layer takes exactly its segments away.
      const all = await e.vectors(name, 0, { hiddenLayerIds: [] }, context());
      expect(all.segmentCount).toBeGreaterThan(20);
      const counts = doc.layers.map((_, i) => all.layers.filter((l) => l === i).length);
      const busiest = counts.indexOf(Math.max(...counts));
      const hidden = await e.vectors(name, 0, { hiddenLayerIds: [doc.layers[busiest]?.id ?? ''] }, context());
      expect(hidden.segmentCount).toBe(all.segmentCount - (counts[busiest] ?? 0));
      // A render has ink.
      const { image } = await e.render(name, 0, { scale: 0.5 }, context());
      const inked = image.data.filter((v) => v < 200).length;
      expect(inked).toBeGreaterThan(100);
    });
  }
});
