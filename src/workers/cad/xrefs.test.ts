/**
 * External references through the CAD engine as the worker runs it (issue 28): the committed pair
 * tests/fixtures/cad/xref (scripts/cad/make-dxf.ts) read by the real DXF reader, the host built with its referenced
 * file's drawing kept beside it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { must } from '../../domain/cad/testing.ts';
import { cadContext, nodeCadEngine } from './testing.ts';

const DIR = join(import.meta.dirname, '../../../tests/fixtures/cad/xref');
function bytesOf(name: string): ArrayBuffer {
  const b = readFileSync(join(DIR, name));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
}

describe('a host DXF built with the file its external reference asks for', () => {
  it('draws the referenced plan: its layers named PLAN RDC|…, lengths and areas in metres, its door not counted', async () => {
    const engine = nodeCadEngine();
    const host = await engine.readDxf('host', bytesOf('CARTOUCHE.dxf'), cadContext());
    expect(host.xrefs).toEqual(['PLAN RDC.dwg']);
    await engine.readDxf('plan', bytesOf('PLAN RDC.dxf'), cadContext());

    const alone = await engine.build('host', 'mm', 'file', cadContext());
    expect(alone.model.missingXrefs).toEqual([{ name: 'PLAN RDC', path: '..\\ARCHI\\PLAN RDC.dwg', references: 1 }]);

    const { model } = await engine.build('host', 'mm', 'file', cadContext(), {
      hostFile: 'CARTOUCHE.dxf',
      files: [{ file: 'PLAN RDC.dxf', drawingId: 'plan' }],
    });
    expect(model.missingXrefs).toBeUndefined();
    expect(model.drawnXrefs).toEqual([
      { name: 'PLAN RDC', file: 'PLAN RDC.dxf', path: '..\\ARCHI\\PLAN RDC.dwg', references: 1 },
    ]);
    const murs = must(model.layers.find((l) => l.name === 'PLAN RDC|MURS'));
    expect(murs.color).toBe('#ff0000');
    const geometry = (name: string) => must(model.geometry.find((g) => g.layer === name));
    // 12 × 8 m outline, in a metres file placed in a millimetres one: 40 m of wall, 96 m².
    expect(geometry('PLAN RDC|MURS').metres).toBeCloseTo(40, 6);
    expect(geometry('PLAN RDC|MURS').squareMetres).toBeCloseTo(96, 6);
    expect(geometry('PLAN RDC|CLOISONS').metres).toBeCloseTo(16, 6);
    expect(geometry('PLAN RDC|SOLS').squareMetres).toBeCloseTo(12, 6);
    // COUNT: the host's two PRISE, not the referenced file's PORTE (counted on its own sheet).
    expect(model.blocks.map((b) => [b.name, b.topLevel])).toEqual([['PRISE', 2]]);
    // The sheet grew to take the plan in: 16 m frame at (0, 0)…(16 000, 12 000) still holds it (2 + 12 = 14 m).
    expect(model.placement.denominator).toBe(alone.model.placement.denominator);

    // A referenced file that could not be read: still missing, and saying why.
    const unread = await engine.build('host', 'mm', 'file', cadContext(), {
      hostFile: 'CARTOUCHE.dxf',
      files: [{ file: 'PLAN RDC.dxf', drawingId: null }],
    });
    expect(unread.model.missingXrefs?.[0]?.problem).toBe('unreadable');
  });

  it('draws a clipped reference (XCLIP) by its part inside: lengths, areas and the notice', async () => {
    const engine = nodeCadEngine();
    await engine.readDxf('lotA', bytesOf('CARTOUCHE LOT A.dxf'), cadContext());
    await engine.readDxf('plan', bytesOf('PLAN RDC.dxf'), cadContext());
    const { model, pdf } = await engine.build('lotA', 'mm', 'file', cadContext(), {
      hostFile: 'CARTOUCHE LOT A.dxf',
      files: [{ file: 'PLAN RDC.dxf', drawingId: 'plan' }],
    });
    const geometry = (name: string) => must(model.geometry.find((g) => g.layer === name));
    // Block x −1 … 6 m, y −1 … 9 m of the 12 × 8 m plan: the outline’s left 6 m (6 + 6 + 8), its area the clipped 6 × 8 m.
    expect(geometry('PLAN RDC|MURS').metres).toBeCloseTo(20, 6);
    expect(geometry('PLAN RDC|MURS').squareMetres).toBeCloseTo(48, 6);
    expect(geometry('PLAN RDC|CLOISONS').metres).toBeCloseTo(10, 6);
    expect(geometry('PLAN RDC|SOLS').squareMetres).toBeCloseTo(12, 6);
    expect(model.clippedReferences).toEqual([{ name: 'PLAN RDC', xref: true, count: 1, inverted: false }]);
    expect(model.blocks.map((b) => [b.name, b.topLevel])).toEqual([['PRISE', 2]]);
    expect(pdf.byteLength).toBeGreaterThan(0);
  });
});
