/**
 * HELIX entities of a DWG, which libredwg-web's converter leaves out (it has no case for them: a HELIX-only drawing
 * came out empty). A helix is a spline (LibreDWG's HELIX carries SPLINE's fields, AutoCAD's DXF writes it as
 * AcDbSpline then AcDbHelix): read here through LibreDWG's dynamic API as one, type 'HELIX', and put in its block's
 * entities (model space's for most), where `mapEntity` (drawing.ts) turns it into the plan-view curve a SPLINE gives.
 * Best effort: a helix whose fields cannot be read is counted in `skipped` as a HELIX instead.
 */
import { Dwg_Object_Type, type DwgDatabase, type DwgEntity, type LibreDwgEx } from '@mlightcad/libredwg-web';

interface Point4 {
  x: number;
  y: number;
  z: number;
  w: number;
}

/** One HELIX object (a Dwg_Object pointer) as the SPLINE-shaped entity drawing.ts maps; null when it cannot be read. */
function helixEntity(lib: LibreDwgEx, object: number, layers: ReadonlyMap<string, string>): DwgEntity | null {
  const entity = lib.dwg_object_to_entity(object);
  const tio = lib.dwg_object_to_entity_tio(object);
  if (!entity || !tio) return null;
  const field = <T>(name: string) => lib.dwg_dynapi_entity_data<T>(tio, name);
  const controls = field<number>('num_ctrl_pts') ?? 0;
  const knotCount = field<number>('num_knots') ?? 0;
  const fitCount = field<number>('num_fit_pts') ?? 0;
  const control = (
    controls > 0 ? lib.dwg_ptr_to_point4d_array(field<number>('ctrl_pts') ?? 0, controls) : []
  ) as Point4[];
  const knots = knotCount > 0 ? lib.dwg_ptr_to_double_array(field<number>('knots') ?? 0, knotCount) : [];
  const fit = fitCount > 0 ? lib.dwg_ptr_to_point3d_array(field<number>('fit_pts') ?? 0, fitCount) : [];
  const colour = lib.dwg_object_entity_get_color_object(entity);
  const layerRef = lib.dwg_object_entity_get_layer_object_ref(entity);
  const handle = lib.dwg_object_entity_get_handle_object(entity).value.toString(16).toUpperCase();
  const trueColour =
    colour.method === 0xc2 || ((colour.rgb >>> 24) & 0xff) === 0xc2 ? colour.rgb & 0xffffff : undefined;
  return {
    type: 'HELIX',
    handle,
    layer: layers.get(layerRef.handleref.value.toString(16).toUpperCase()) ?? '0',
    colorIndex: colour.index,
    ...(trueColour !== undefined ? { color: trueColour } : {}),
    lineweight: lib.dwg_object_entity_get_line_weight(entity),
    flag: field<number>('splineflags') ?? 0,
    degree: field<number>('degree') ?? 3,
    knots,
    controlPoints: control.map(({ x, y, z }) => ({ x, y, z })),
    weights: field<number>('weighted') ? control.map((p) => p.w) : undefined,
    fitPoints: fit,
  } as unknown as DwgEntity;
}

/**
 * Adds every HELIX of the file to its block record's entities in `db` (as libredwg-web's converter would, had it a
 * case for them), found by walking each record's own entities. Returns the HELIX objects that could not be read.
 */
export function addHelices(lib: LibreDwgEx, data: number, db: DwgDatabase): number {
  const layers = new Map(db.tables.LAYER.entries.map((l) => [l.handle.toUpperCase(), l.name]));
  let unread = 0;
  for (const record of db.tables.BLOCK_RECORD.entries) {
    const header = lib.dwg_resolve_handle_silent(data, BigInt(`0x${record.handle}`));
    if (!header) continue;
    for (let next = lib.get_first_owned_entity(header); next; next = lib.get_next_owned_entity(header, next)) {
      if (lib.dwg_object_get_fixedtype(next) !== Dwg_Object_Type.DWG_TYPE_HELIX) continue;
      let helix: DwgEntity | null = null;
      try {
        helix = helixEntity(lib, next, layers);
      } catch {
        // Fields LibreDWG cannot give: counted as unread below.
      }
      if (helix) (record.entities ??= []).push(helix);
      else unread++;
    }
  }
  return unread;
}
