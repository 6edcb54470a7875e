/**
 * readDxf against the independent ground truth (truth.ts → tests/fixtures/cad/truth.json): model space's entities by
 * type, INSERTs by raw name, effective names, layers, LINE/LWPOLYLINE lengths per layer (top level, and expanded
 * through transform.ts), block counts by effective name. Also checks that truth.json is what the scanner writes today.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summariseBlocks } from '../../src/domain/cad/blocks.ts';
import { layerGeometry } from '../../src/domain/cad/layers.ts';
import { placeDrawing } from '../../src/domain/cad/placement.ts';
import { readDxf } from '../../src/domain/cad/dxf/index.ts';
import { aciColor } from '../../src/domain/cad/dxf/entities.ts';
import { UNIT_METRES, type CadDrawing, type CadPlacement } from '../../src/domain/cad/types.ts';
import { scanTruth, TRUTH_FILES, type FileTruth } from './truth.ts';
import {
  blockCountsFromDrawing,
  blockSummaryMismatches,
  lengthsFromDrawing,
  modelCountsByType,
  modelInsertsByRawName,
} from './truthCompare.ts';

const truth = JSON.parse(readFileSync('tests/fixtures/cad/truth.json', 'utf8')) as {
  note: string;
  files: Record<string, FileTruth>;
};

function read(path: string): CadDrawing {
  const b = readFileSync(path);
  return readDxf(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
}

/** Lengths equal within the 0.01 % (here far tighter: both are exact up to rounding). */
function expectLengths(actual: Record<string, number>, expected: Record<string, number>): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [layer, value] of Object.entries(expected)) {
    expect(Math.abs((actual[layer] ?? 0) - value)).toBeLessThanOrEqual(1e-7 * Math.max(1, value));
  }
}

describe('truth.json', () => {
  it('has a note saying how it was made', () => {
    expect(truth.note).toMatch(/scripts\/cad\/truth\.ts/);
    expect(truth.note).toMatch(/independent/);
  });

  it.each(TRUTH_FILES.filter((f) => existsSync(f)).map((f) => [basename(f), f]))(
    'is what the scanner finds in %s today',
    (name, path) => {
      const text = new TextDecoder(name.includes('raumzeitlabor') ? 'utf-8' : 'latin1').decode(readFileSync(path));
      expect(JSON.parse(JSON.stringify(scanTruth(text)))).toEqual(truth.files[name]);
    },
  );
});

describe.each(TRUTH_FILES.map((f) => [basename(f), f] as const))('readDxf against the truth: %s', (name, path) => {
  const present = existsSync(path) && truth.files[name] !== undefined;

  it.skipIf(!present)('finds the same entities by type in model space', () => {
    const t = truth.files[name] as FileTruth;
    const d = read(path);
    const counts = modelCountsByType(d);
    for (const [type, n] of Object.entries(t.modelEntitiesByType)) {
      if (type === 'ATTDEF') continue; // a definition's tag: drawn only when constant
      if (type === 'POLYLINE') {
        expect(counts[type] ?? 0).toBe(n - t.modelMeshPolylines);
      } else if (d.skipped[type] !== undefined && counts[type] === undefined) {
        // Not drawn: counted in `skipped` (which counts block definitions' too).
        expect(d.skipped[type]).toBeGreaterThanOrEqual(n);
      } else {
        expect({ type, n: counts[type] ?? 0 }).toEqual({ type, n });
      }
    }
    const attributes = d.modelSpace.flatMap((e) => (e.kind === 'insert' ? e.attributes : []));
    expect(attributes.length).toBeLessThanOrEqual(t.modelAttribs);
  });

  it.skipIf(!present)('finds the same INSERTs by raw name, and the same effective names', () => {
    const t = truth.files[name] as FileTruth;
    const d = read(path);
    expect(modelInsertsByRawName(d)).toEqual(t.modelInsertsByRawName);
    expect(Object.fromEntries(d.blocks.map((b) => [b.name, b.effectiveName]))).toEqual(t.effectiveNames);
  });

  it.skipIf(!present)('finds the same layers, colours, on/off and frozen, version and units', () => {
    const t = truth.files[name] as FileTruth;
    const d = read(path);
    expect(d.version).toBe(t.version);
    expect(d.insUnits).toBe(t.insUnits);
    expect(d.layers.slice(0, t.layers.length)).toEqual(
      t.layers.map((l) => ({
        name: l.name,
        color: l.trueColor !== null ? '#' + l.trueColor.toString(16).padStart(6, '0') : aciColor(l.aci),
        lineweight: l.lineweight >= 0 ? l.lineweight / 100 : null,
        visible: l.on,
        frozen: l.frozen,
      })),
    );
  });

  it.skipIf(!present)('gives the same LINE/LWPOLYLINE lengths per layer, top level and expanded', () => {
    const t = truth.files[name] as FileTruth;
    const d = read(path);
    expectLengths(lengthsFromDrawing(d, false), t.lengthsTopLevel);
    expectLengths(lengthsFromDrawing(d, true), t.lengthsExpanded);
  });

  it.skipIf(!present)('counts blocks by effective name as the truth does (top level, nested, MINSERT, layers)', () => {
    const t = truth.files[name] as FileTruth;
    expect(blockCountsFromDrawing(read(path))).toEqual(t.blockCounts);
  });

  it.skipIf(!present)(
    'gives the layer totals (domain/cad/layers.ts) the truth’s LINE/LWPOLYLINE lengths within 0.01 %',
    () => {
      const t = truth.files[name] as FileTruth;
      const d = read(path);
      const unit = d.units ?? 'mm';
      const { placement } = placeDrawing(d, unit, 'file');
      // The truth expands INSERT/MINSERT only: pieces drawn by dimensions' and tables' blocks are left out here.
      const references = new Set(
        d.modelSpace
          .filter((e) => e.type === 'INSERT' || e.type === 'MINSERT' || e.type === 'LINE' || e.type === 'LWPOLYLINE')
          .map((e) => e.handle),
      );
      const units: Record<string, number> = {};
      for (const layer of layerGeometry(d, placement)) {
        for (const piece of layer.lengths) {
          if (piece.type !== 'LINE' && piece.type !== 'LWPOLYLINE') continue;
          if (!references.has(piece.id.split(/[/#]/)[0] as string)) continue;
          units[layer.layer] = (units[layer.layer] ?? 0) + piece.metres / UNIT_METRES[unit];
        }
      }
      expect(Object.keys(units).sort()).toEqual(Object.keys(t.lengthsExpanded).sort());
      for (const [layer, value] of Object.entries(t.lengthsExpanded)) {
        expect(Math.abs((units[layer] as number) - value) / value).toBeLessThan(1e-4);
      }
    },
  );

  it.skipIf(!present)(
    'gives the « Blocs » panel (domain/cad/blocks.ts) the truth’s counts, layers and raw names',
    () => {
      const t = truth.files[name] as FileTruth;
      // Counts do not depend on where the drawing sits on its sheet.
      const placement: CadPlacement = { unit: 'mm', unitSource: 'file', denominator: 1, k: 1, dx: 0, dy: 0 };
      expect(blockSummaryMismatches(t, summariseBlocks(read(path), placement))).toEqual([]);
    },
  );
});
