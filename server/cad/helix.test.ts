/** HELIX entities, which libredwg-web's converter leaves out, read through a stand-in LibreDWG and drawn as splines. */
import { Dwg_Object_Type, type DwgDatabase, type LibreDwgEx } from '@mlightcad/libredwg-web';
import { describe, expect, it } from 'vitest';
import { toCadDrawing } from './drawing.ts';
import { addHelices } from './helix.ts';

/** A quarter-turn helix of radius 10 around (0, 0) as a clamped cubic spline: four control points, rising to 1. */
const CONTROL = [
  { x: 10, y: 0, z: 0, w: 1 },
  { x: 10, y: 5.52, z: 0.33, w: 1 },
  { x: 5.52, y: 10, z: 0.67, w: 1 },
  { x: 0, y: 10, z: 1, w: 1 },
];
const KNOTS = [0, 0, 0, 0, 1, 1, 1, 1];

/**
 * A LibreDWG holding, under model space's record (handle 1F), a LINE and two HELIX objects, the second one's fields
 * unreadable; objects are numbers, pointers to fields are strings.
 */
function standIn(): LibreDwgEx {
  const objects: Record<number, { type: number; handle: number; layer: number; broken?: boolean }> = {
    101: { type: Dwg_Object_Type.DWG_TYPE_LINE, handle: 0x2a, layer: 0x10 },
    102: { type: Dwg_Object_Type.DWG_TYPE_HELIX, handle: 0x2b, layer: 0x11 },
    103: { type: Dwg_Object_Type.DWG_TYPE_HELIX, handle: 0x2c, layer: 0x11, broken: true },
  };
  const fields: Record<string, unknown> = {
    num_ctrl_pts: CONTROL.length,
    ctrl_pts: 'ctrl',
    num_knots: KNOTS.length,
    knots: 'knots',
    num_fit_pts: 0,
    degree: 3,
    splineflags: 8,
    weighted: 0,
  };
  const lib = {
    dwg_resolve_handle_silent: (_data: number, handle: bigint) => (handle === 0x1fn ? 1 : 0),
    get_first_owned_entity: (header: number) => (header === 1 ? 101 : 0),
    get_next_owned_entity: (_header: number, current: number) => (current < 103 ? current + 1 : 0),
    dwg_object_get_fixedtype: (object: number) => objects[object]?.type,
    dwg_object_to_entity: (object: number) => object,
    dwg_object_to_entity_tio: (object: number) => object,
    dwg_dynapi_entity_data: (tio: number, name: string) => {
      if (objects[tio]?.broken) throw new Error('no such field');
      return fields[name];
    },
    dwg_ptr_to_point4d_array: (pointer: string) => (pointer === 'ctrl' ? CONTROL : []),
    dwg_ptr_to_double_array: (pointer: string) => (pointer === 'knots' ? KNOTS : []),
    dwg_ptr_to_point3d_array: () => [],
    dwg_object_entity_get_color_object: () => ({ index: 1, method: 0xc3, rgb: 0xc3000001 }),
    dwg_object_entity_get_layer_object_ref: (entity: number) => ({
      handleref: { value: BigInt(objects[entity]?.layer ?? 0) },
    }),
    dwg_object_entity_get_handle_object: (entity: number) => ({ value: BigInt(objects[entity]?.handle ?? 0) }),
    dwg_object_entity_get_line_weight: () => 13,
  };
  return lib as unknown as LibreDwgEx;
}

function database(): DwgDatabase {
  return {
    header: { INSUNITS: 4 },
    tables: {
      LAYER: {
        entries: [
          { name: '0', handle: '10', colorIndex: 7 },
          { name: 'RAMPES', handle: '11', colorIndex: 3 },
        ],
      },
      BLOCK_RECORD: { entries: [{ name: '*Model_Space', handle: '1F', entities: [] }] },
    },
    objects: { LAYOUT: [], DICTIONARY: [] },
    entities: [],
  } as unknown as DwgDatabase;
}

describe('addHelices', () => {
  it('puts each HELIX of a record in its entities, as the spline it is, and counts those it cannot read', () => {
    const db = database();
    expect(addHelices(standIn(), 0, db)).toBe(1);
    const [record] = db.tables.BLOCK_RECORD.entries;
    expect(record?.entities).toHaveLength(1);
    expect(record?.entities?.[0]).toMatchObject({ type: 'HELIX', handle: '2B', layer: 'RAMPES', degree: 3 });

    const drawing = toCadDrawing(db, { version: 'AC1021' });
    expect(drawing.modelSpace).toHaveLength(1);
    const [curve] = drawing.modelSpace;
    expect(curve).toMatchObject({ kind: 'spline', type: 'HELIX', layer: 'RAMPES', color: '#ff0000', closed: false });
    // In plan view: from (10, 0) to (0, 10), about a quarter of a circle of radius 10 (its z left out).
    const points = curve?.kind === 'spline' ? curve.points : [];
    expect(points[0]?.x).toBeCloseTo(10, 9);
    expect(points[0]?.y).toBeCloseTo(0, 9);
    expect(points[points.length - 1]?.x).toBeCloseTo(0, 9);
    expect(points[points.length - 1]?.y).toBeCloseTo(10, 9);
    for (const p of points) expect(Math.abs(Math.hypot(p.x, p.y) - 10)).toBeLessThan(0.05);
  });
});
