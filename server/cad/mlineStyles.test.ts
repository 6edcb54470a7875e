/**
 * A DWG's MLINESTYLEs, which libredwg-web does not list: read by the child through LibreDWG's dynamic API
 * (mlineStyles.ts) — on a stand-in LibreDWG for the caps (no redistributable DWG has a capped style), and on the
 * LibreDWG example DWG (its STANDARD style, the same as its DXF's).
 */
import { readFileSync } from 'node:fs';
import { LibreDwg, type DwgDatabase, type DwgEntity, type LibreDwgEx } from '@mlightcad/libredwg-web';
import { describe, expect, it } from 'vitest';
import { readDxf, readMlineStyles } from '../../src/domain/cad/dxf/readDxf.ts';
import type { MlineStyle } from '../../src/domain/cad/mline.ts';
import { convertWith, wasmDir } from './convert.ts';
import { mapMline } from './drawing.ts';
import { cmcColor, mlineStyles } from './mlineStyles.ts';

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/cad/${name}`, import.meta.url));

describe('cmcColor', () => {
  it('reads LibreDWG’s colours: an R2000 index, and from R2004 on the method byte', () => {
    expect(cmcColor({ index: 256, rgb: 0, method: 0 })).toEqual({ index: 256 });
    expect(cmcColor({ index: 0, rgb: 0, method: 0 })).toEqual({ index: 0 });
    expect(cmcColor({ index: 3, rgb: 0, method: 0 })).toEqual({ index: 3 });
    expect(cmcColor({ index: 0, rgb: 0xc0000000, method: 0xc0 })).toEqual({ index: 256 });
    expect(cmcColor({ index: 0, rgb: 0xc1000000, method: 0xc1 })).toEqual({ index: 0 });
    expect(cmcColor({ index: 0, rgb: 0xc2ff8000, method: 0xc2 })).toEqual({ index: 256, rgb: 0xff8000 });
    expect(cmcColor({ index: 5, rgb: 0xc3000005, method: 0xc3 })).toEqual({ index: 5 });
    expect(cmcColor(undefined)).toEqual({ index: 256 });
  });
});

describe('mlineStyles', () => {
  // A stand-in LibreDWG: the MLINE 2F names the style 18 (square start, round end), its elements at ±100.
  const db = {
    entities: [{ type: 'MLINE', handle: '2F' }],
    tables: { BLOCK_RECORD: { entries: [{ name: 'B', entities: [{ type: 'MLINE', handle: '3a' }] }] } },
  } as unknown as DwgDatabase;
  const lines = [
    { offset: 100, color: { index: 1, rgb: 0, method: 0 } },
    { offset: -100, color: { index: 0, rgb: 0xc0000000, method: 0xc0 } },
  ];
  const objects: Record<string, number> = { '2F': 1, '3A': 2, '18': 3 };
  const lib = {
    dwg_resolve_handle_silent: (_data: number, handle: bigint) => objects[handle.toString(16).toUpperCase()] ?? 0,
    dwg_object_to_entity_tio: (object: number) => object * 10,
    dwg_object_to_object_tio: (object: number) => object * 10,
    dwg_dynapi_entity_data: (tio: number, field: string) => {
      if ((tio === 10 || tio === 20) && field === 'mlinestyle') return 500;
      if (tio !== 30) return undefined;
      return { name: 'MUR', flag: 16 | 1024, fill_color: { index: 256 }, num_lines: 2, lines: 1000 }[field];
    },
    dwg_ref_get_id: (ref: number) => (ref === 500 ? '18' : undefined),
    dwg_dynapi_subclass_size: (name: string) => (name === 'MLINESTYLE_line' ? 56 : 0),
    dwg_dynapi_subclass_data: (at: number, subclass: string, field: string) =>
      subclass === 'MLINESTYLE_line' ? lines[(at - 1000) / 56]?.[field as 'offset' | 'color'] : undefined,
  } as unknown as LibreDwgEx;

  it('follows each MLINE’s mlinestyle handle to its style: flags, fill colour, each element’s offset and colour', () => {
    const style: MlineStyle = {
      name: 'MUR',
      flags: 16 | 1024,
      fillColor: { index: 256 },
      elements: [
        { offset: 100, color: { index: 1 } },
        { offset: -100, color: { index: 256 } },
      ],
    };
    expect(mlineStyles(lib, 1, db)).toEqual(
      new Map([
        ['2F', style],
        ['3A', style],
      ]),
    );
  });

  it('draws the caps of a DWG’s MLINE from that style, as the DXF reader does', () => {
    const vertex = (x: number) => ({
      vertex: { x, y: 0, z: 0 },
      miterDirection: { x: 0, y: 1, z: 0 },
      lines: [{ segmentParams: [100, 0] }, { segmentParams: [-100, 0] }],
    });
    const raw = {
      type: 'MLINE',
      handle: '2F',
      layer: 'MURS',
      numberOfLines: 2,
      flags: 1,
      vertices: [vertex(0), vertex(5000)],
    };
    const style = mlineStyles(lib, 1, db).get('2F');
    const parts = mapMline(raw as unknown as DwgEntity, { skipped: {} }, style);
    expect(parts.map((e) => [e.kind, e.handle, e.color, e.decoration])).toEqual([
      ['polyline', '2F', '#ff0000', undefined],
      ['polyline', '2F~1', undefined, undefined],
      ['line', '2F~s', '#ff0000', true],
      ['line', '2F~sb', undefined, true],
      ['arc', '2F~er', undefined, true],
      ['arc', '2F~erb', '#ff0000', true],
    ]);
    // Suppressed at both ends (flags 4 and 8): no cap.
    expect(mapMline({ ...raw, flags: 1 | 4 | 8 } as unknown as DwgEntity, { skipped: {} }, style)).toHaveLength(2);
  });

  it('leaves out an MLINE whose style cannot be followed, and one where LibreDWG throws', () => {
    const noRef = { ...lib, dwg_ref_get_id: () => undefined } as unknown as LibreDwgEx;
    expect(mlineStyles(noRef, 1, db)).toEqual(new Map());
    const throwing = {
      ...lib,
      dwg_resolve_handle_silent: () => {
        throw new Error('null function or function signature mismatch');
      },
    } as unknown as LibreDwgEx;
    expect(mlineStyles(throwing, 1, db)).toEqual(new Map());
  });

  it('reads the LibreDWG example’s STANDARD style as its DXF gives it, and draws its closed MLINE without caps', async () => {
    const lib = await LibreDwg.create(wasmDir());
    lib.FS.writeFile('in.dwg', new Uint8Array(fixture('libredwg-example_2000.dwg')));
    const { data } = lib.dwg_read_file('in.dwg') as { error: number; data: number };
    const db = lib.convertEx(data).database;
    const styles = mlineStyles(lib, data, db);
    lib.dwg_free(data);
    const dxfStyles = readMlineStyles(fixture('libredwg-example_2000.dxf').toString('latin1'));
    expect(styles.get('75C')).toEqual(dxfStyles.get('STANDARD'));
    expect(styles.get('75C')).toEqual({
      name: 'STANDARD',
      flags: 0,
      fillColor: { index: 256 },
      elements: [
        { offset: 0.5, color: { index: 256 } },
        { offset: -0.5, color: { index: 256 } },
      ],
    });
    const result = convertWith(await LibreDwg.create(wasmDir()), new Uint8Array(fixture('libredwg-example_2000.dwg')));
    if ('error' in result) throw new Error(result.error);
    const mline = (d: typeof result.drawing) => d.modelSpace.filter((e) => e.type === 'MLINE');
    expect(mline(result.drawing).map((e) => [e.kind, e.handle, e.decoration])).toEqual([
      ['polyline', '75C', undefined],
      ['polyline', '75C~1', undefined],
    ]);
    // The DXF of the same drawing: the same pieces (process.test.ts compares their geometry).
    expect(mline(readDxf(fixture('libredwg-example_2000.dxf'))).map((e) => [e.kind, e.handle, e.decoration])).toEqual(
      mline(result.drawing).map((e) => [e.kind, e.handle, e.decoration]),
    );
  });
});
