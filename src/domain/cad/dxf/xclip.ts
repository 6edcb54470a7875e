/**
 * A DXF's clipped references (XCLIP, ../xclip.ts): each INSERT's extension dictionary (its 360 under
 * `102 {ACAD_XDICTIONARY`) → ACAD_FILTER → SPATIAL, a SPATIAL_FILTER object; an inverted clip's hole in the filter's
 * own extension dictionary → ACAD_XREC_ROUNDTRIP, an XRECORD whose `102 ACAD_INVERTEDCLIP_ROUNDTRIP` section lists it.
 */
import { insertClip, type SpatialFilter } from '../xclip';
import type { CadInsertClip, CadPoint } from '../types';
import { findSection, GroupReader } from './groups';

interface RawObject {
  readonly type: string;
  /** A dictionary's entries: name → handle (upper case). */
  readonly entries: Map<string, string>;
  /** Its own extension dictionary (upper case). */
  xdict?: string;
  readonly points: CadPoint[];
  readonly reals: number[];
  enabled: boolean;
  /** An XRECORD's ACAD_INVERTEDCLIP_ROUNDTRIP points. */
  readonly hole: CadPoint[];
}

/** The OBJECTS section's dictionaries, SPATIAL_FILTERs and XRECORDs, by handle (upper case). */
function readClipObjects(text: string): Map<string, RawObject> {
  const out = new Map<string, RawObject>();
  const section = findSection(text, 'OBJECTS');
  if (!section) return out;
  const reader = new GroupReader(text, section.start, section.end);
  let current: RawObject | null = null;
  let group102: string | null = null;
  let entryName: string | null = null;
  let xrecordSection = '';
  let pending: { x: number } | null = null;
  while (reader.next()) {
    const { code, value } = reader;
    if (code === 0) {
      current = { type: value, entries: new Map(), points: [], reals: [], enabled: true, hole: [] };
      group102 = null;
      entryName = null;
      xrecordSection = '';
      pending = null;
      continue;
    }
    if (!current) continue;
    if (code === 102) {
      if (value.startsWith('{')) group102 = value;
      else if (value === '}') group102 = null;
      // An XRECORD's roundtrip data is in sections named by a 102 that opens no group.
      else xrecordSection = value;
      continue;
    }
    if (group102 !== null) {
      if (group102 === '{ACAD_XDICTIONARY' && code === 360) current.xdict = value.toUpperCase();
      continue;
    }
    if (code === 5) out.set(value.toUpperCase(), current);
    else if (current.type === 'DICTIONARY') {
      if (code === 3) entryName = value;
      else if ((code === 350 || code === 360) && entryName !== null) {
        current.entries.set(entryName, value.toUpperCase());
        entryName = null;
      }
    } else if (current.type === 'SPATIAL_FILTER') {
      if (code === 10) pending = { x: Number(value) };
      else if (code === 20 && pending) {
        current.points.push({ x: pending.x, y: Number(value) });
        pending = null;
      } else if (code === 71) current.enabled = Number(value) !== 0;
      else if (code === 40) current.reals.push(Number(value));
    } else if (current.type === 'XRECORD' && xrecordSection === 'ACAD_INVERTEDCLIP_ROUNDTRIP') {
      if (code === 10) pending = { x: Number(value) };
      else if (code === 20 && pending) {
        current.hole.push({ x: pending.x, y: Number(value) });
        pending = null;
      }
    }
  }
  return out;
}

/**
 * A lookup from an INSERT's extension dictionary to its clip (null: none, or off); reads the OBJECTS section once, and
 * only when the file has a SPATIAL_FILTER at all.
 */
export function clipLookup(text: string): (xdict: string) => CadInsertClip | null {
  if (!text.includes('SPATIAL_FILTER')) return () => null;
  let objects: Map<string, RawObject> | null = null;
  return (xdict) => {
    objects ??= readClipObjects(text);
    const found = filterOf(objects, xdict);
    return found ? insertClip(found) : null;
  };
}

function filterOf(objects: Map<string, RawObject>, xdict: string): SpatialFilter | null {
  const filters = objects.get(objects.get(xdict.toUpperCase())?.entries.get('ACAD_FILTER') ?? '');
  const filter = objects.get(filters?.entries.get('SPATIAL') ?? '');
  if (!filter || filter.type !== 'SPATIAL_FILTER') return null;
  const roundtrip = objects.get(objects.get(filter.xdict ?? '')?.entries.get('ACAD_XREC_ROUNDTRIP') ?? '');
  // The two matrices are the object's last 24 reals: a front or back clip's distance (40, 41) may come before.
  const reals = filter.reals.length >= 24 ? filter.reals.slice(-24) : null;
  return {
    boundary: filter.points,
    enabled: filter.enabled,
    inverseBlock: reals ? reals.slice(0, 12) : null,
    clipTransform: reals ? reals.slice(12) : null,
    invertedBoundary: roundtrip && roundtrip.hole.length >= 2 ? roundtrip.hole : null,
  };
}
