/**
 * The MLINESTYLE of each MLINE of a DWG: libredwg-web's converter lists no MLINESTYLE object and leaves the MLINE's
 * `mlineStyle` empty; LibreDWG's dynamic API has both (the MLINE's `mlinestyle` handle; the style's `flag`,
 * `fill_color` and `lines`, each a `MLINESTYLE_line` struct with its `offset` and `color`: include/dwg.h,
 * Dwg_Object_MLINESTYLE). The flag bits are the DXF's group 70 (LibreDWG writes the field to that group unchanged).
 * Best effort: an MLINE whose style cannot be followed is drawn as its elements only (domain/cad/mline.ts).
 */
import type { DwgDatabase, DwgEntity, LibreDwgEx } from '@mlightcad/libredwg-web';
import type { MlineStyle, MlineStyleColor } from '../../src/domain/cad/mline.ts';

/** LibreDWG's CMC: from R2004 on, `method` 0xC0 ByLayer, 0xC1 ByBlock, 0xC2 a true colour in `rgb`, 0xC3 an ACI. */
interface Cmc {
  index?: unknown;
  rgb?: unknown;
  method?: unknown;
}

/** A CMC as a style colour (ACI 256 ByLayer, 0 ByBlock, or a true colour). */
export function cmcColor(value: unknown): MlineStyleColor {
  const cmc = (value ?? {}) as Cmc;
  const index = typeof cmc.index === 'number' ? Math.trunc(cmc.index) : 256;
  const rgb = typeof cmc.rgb === 'number' ? cmc.rgb >>> 0 : 0;
  const method = typeof cmc.method === 'number' ? cmc.method : (rgb >>> 24) & 0xff;
  if (method === 0xc0) return { index: 256 };
  if (method === 0xc1) return { index: 0 };
  if (method === 0xc2) return { index: 256, rgb: rgb & 0xffffff };
  if (method === 0xc3) return { index: index > 0 ? index : rgb & 0xff };
  return { index };
}

/** One MLINESTYLE object (a Dwg_Object pointer) through the dynamic API; null when it gives no element. */
export function readMlineStyle(lib: LibreDwgEx, object: number): MlineStyle | null {
  const tio = lib.dwg_object_to_object_tio(object);
  if (!tio) return null;
  const field = <T>(name: string) => lib.dwg_dynapi_entity_data<T>(tio, name);
  const count = Math.trunc(Number(field<number>('num_lines')) || 0);
  const lines = field<number>('lines') ?? 0;
  const size = lib.dwg_dynapi_subclass_size('MLINESTYLE_line');
  if (count <= 0 || !lines || !(size > 0)) return null;
  const elements: MlineStyle['elements'][number][] = [];
  for (let i = 0; i < count; i++) {
    const at = lines + i * size;
    const offset = Number(lib.dwg_dynapi_subclass_data<number>(at, 'MLINESTYLE_line', 'offset'));
    if (!Number.isFinite(offset)) return null;
    elements.push({ offset, color: cmcColor(lib.dwg_dynapi_subclass_data(at, 'MLINESTYLE_line', 'color')) });
  }
  const name = field<string>('name');
  return {
    name: typeof name === 'string' ? name : '',
    flags: Math.trunc(Number(field<number>('flag')) || 0),
    fillColor: cmcColor(field('fill_color')),
    elements,
  };
}

/** Each MLINE's style, by the MLINE's handle (upper case), for every MLINE of model space, blocks and layouts. */
export function mlineStyles(lib: LibreDwgEx, data: number, db: DwgDatabase): Map<string, MlineStyle> {
  const byMline = new Map<string, MlineStyle>();
  const byStyle = new Map<string, MlineStyle | null>();
  const all: DwgEntity[] = [...(db.entities ?? []), ...db.tables.BLOCK_RECORD.entries.flatMap((r) => r.entities ?? [])];
  for (const entity of all) {
    if (entity.type !== 'MLINE' || typeof entity.handle !== 'string' || byMline.has(entity.handle.toUpperCase())) {
      continue;
    }
    try {
      const object = lib.dwg_resolve_handle_silent(data, BigInt(`0x${entity.handle}`));
      if (!object) continue;
      const ref = lib.dwg_dynapi_entity_data<number>(lib.dwg_object_to_entity_tio(object), 'mlinestyle');
      const id = ref ? lib.dwg_ref_get_id(ref)?.toUpperCase() : undefined;
      if (!id) continue;
      let style = byStyle.get(id);
      if (style === undefined) {
        const styleObject = lib.dwg_resolve_handle_silent(data, BigInt(`0x${id}`));
        style = styleObject ? readMlineStyle(lib, styleObject) : null;
        byStyle.set(id, style);
      }
      if (style) byMline.set(entity.handle.toUpperCase(), style);
    } catch {
      // A style LibreDWG cannot follow: the MLINE is drawn as its elements.
    }
  }
  return byMline;
}
