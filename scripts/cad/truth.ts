/**
 * Ground truth for the CAD fixtures (issue 28), written independently of dxf-parser and of src/domain/cad: a raw
 * group-code scanner (the file as pairs of lines, code then value) that computes what the product must find:
 * - entities by type in model space (the ENTITIES section without 67=1, plus *Model_Space's block);
 * - INSERT/MINSERT counts per effective block name (a dynamic block's `*U` copies under the dynamic block's name, from
 *   the BLOCK_RECORD's AcDbBlockRepBTag xdata, else the INSERT's extension dictionary), top level and nested through
 *   block definitions, a MINSERT counting rows × columns, as AutoCAD's COUNT does; also by layer and by raw name;
 * - LINE and LWPOLYLINE lengths per layer (bulges as arcs), top-level entities only, and with INSERT/MINSERT
 *   contents expanded (scaled, rotated; layer 0 inside a block takes its reference's layer);
 * - the layer table (name, ACI, true colour, on, frozen, line weight).
 *
 * Usage: `npx tsx scripts/cad/truth.ts` rewrites tests/fixtures/cad/truth.json for the fixtures there and, when
 * present, the shared files in /work/shared/testdata/plans (their numbers only; those files are not copied).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface RawEntity {
  type: string;
  groups: [number, string][];
  /** ATTRIB/VERTEX that followed it (until SEQEND). */
  children: RawEntity[];
}

export interface LayerTruth {
  name: string;
  aci: number;
  trueColor: number | null;
  on: boolean;
  frozen: boolean;
  /** Hundredths of a millimetre as in the file (−3: default). */
  lineweight: number;
}

export interface BlockCountTruth {
  topLevel: number;
  nested: number;
  /** References (top level and nested) by the layer they are on. */
  byLayer: Record<string, number>;
  /** The names the file references it by. */
  rawNames: string[];
}

export interface FileTruth {
  version: string;
  insUnits: number | null;
  layers: LayerTruth[];
  /** Model space's entities by type (VERTEX, SEQEND and ATTRIB are their owners' parts, counted apart). */
  modelEntitiesByType: Record<string, number>;
  modelAttribs: number;
  /** POLYLINE entities of model space that are meshes (flag 16 or 64): not plan lines. */
  modelMeshPolylines: number;
  /** INSERT and MINSERT entities of model space by the name they reference (a MINSERT counts once here). */
  modelInsertsByRawName: Record<string, number>;
  /** Block definitions (model and paper space blocks excluded) → effective name. */
  effectiveNames: Record<string, string>;
  /** By effective name, as AutoCAD's COUNT: references top level and nested, MINSERT rows × columns. */
  blockCounts: Record<string, BlockCountTruth>;
  /** LINE + LWPOLYLINE lengths per layer in drawing units, model space's own entities only. */
  lengthsTopLevel: Record<string, number>;
  /** The same with every INSERT/MINSERT's contents expanded (nested too), in model space units. */
  lengthsExpanded: Record<string, number>;
}

// ───────────────────────────── Scanning ─────────────────────────────

function pairs(text: string): [number, string][] {
  const lines = text.split(/\r\n|\n|\r/);
  const out: [number, string][] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    out.push([parseInt(lines[i] as string, 10), (lines[i + 1] as string).trim()]);
  }
  return out;
}

interface Sections {
  header: [number, string][];
  tables: [number, string][];
  blocks: [number, string][];
  entities: [number, string][];
  objects: [number, string][];
}

function sections(all: [number, string][]): Sections {
  const out: Sections = { header: [], tables: [], blocks: [], entities: [], objects: [] };
  let current: [number, string][] | null = null;
  for (let i = 0; i < all.length; i++) {
    const [code, value] = all[i] as [number, string];
    if (code === 0 && value === 'SECTION') {
      const name = all[i + 1]?.[1] ?? '';
      current =
        name === 'HEADER'
          ? out.header
          : name === 'TABLES'
            ? out.tables
            : name === 'BLOCKS'
              ? out.blocks
              : name === 'ENTITIES'
                ? out.entities
                : name === 'OBJECTS'
                  ? out.objects
                  : null;
      i++;
      continue;
    }
    if (code === 0 && value === 'ENDSEC') {
      current = null;
      continue;
    }
    current?.push([code, value]);
  }
  return out;
}

/** Splits a list of groups into entities at each 0-group, attaching VERTEX/ATTRIB/SEQEND to their owner. */
function entities(groups: [number, string][]): RawEntity[] {
  const flat: RawEntity[] = [];
  for (const [code, value] of groups) {
    if (code === 0) flat.push({ type: value, groups: [], children: [] });
    else flat[flat.length - 1]?.groups.push([code, value]);
  }
  const out: RawEntity[] = [];
  let owner: RawEntity | null = null;
  for (const e of flat) {
    if (e.type === 'VERTEX' || e.type === 'ATTRIB') {
      owner?.children.push(e);
      continue;
    }
    if (e.type === 'SEQEND') {
      owner = null;
      continue;
    }
    out.push(e);
    owner = e.type === 'POLYLINE' || e.type === 'INSERT' || e.type === 'MINSERT' ? e : null;
  }
  return out;
}

function get(e: RawEntity, code: number): string | undefined {
  for (const [c, v] of e.groups) {
    if (c >= 1000) break;
    if (c === code) return v;
  }
  return undefined;
}

function getNum(e: RawEntity, code: number, fallback: number): number {
  const v = get(e, code);
  return v === undefined ? fallback : Number(v);
}

// ───────────────────────────── Geometry ─────────────────────────────

type M = [number, number, number, number, number, number];
const I: M = [1, 0, 0, 1, 0, 0];

function mul(a: M, b: M): M {
  return [
    a[0] * b[0] + a[2] * b[1],
    a[1] * b[0] + a[3] * b[1],
    a[0] * b[2] + a[2] * b[3],
    a[1] * b[2] + a[3] * b[3],
    a[0] * b[4] + a[2] * b[5] + a[4],
    a[1] * b[4] + a[3] * b[5] + a[5],
  ];
}

function apply(m: M, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** An INSERT cell's matrix, in its OCS (−Z extrusion handled by the caller's mirror). */
function insertM(e: RawEntity, base: [number, number], row: number, col: number): M {
  const px = getNum(e, 10, 0);
  const py = getNum(e, 20, 0);
  const sx = getNum(e, 41, 1);
  const sy = getNum(e, 42, 1);
  const rot = (getNum(e, 50, 0) * Math.PI) / 180;
  const dc = getNum(e, 44, 0);
  const dr = getNum(e, 45, 0);
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  // P + R(θ)·(S·(q − B) + (col·Δc, row·Δr))
  const local: M = [sx, 0, 0, sy, -sx * base[0] + col * dc, -sy * base[1] + row * dr];
  const rotate: M = [c, s, -s, c, px, py];
  let m = mul(rotate, local);
  if (getNum(e, 230, 1) < 0) m = mul([-1, 0, 0, 1, 0, 0], m);
  return m;
}

/** Length of a segment or bulged arc from a to b, after the matrix (an arc under non-uniform scale sampled finely). */
function pieceLength(m: M, ax: number, ay: number, bx: number, by: number, bulge: number): number {
  if (bulge === 0) {
    const [x1, y1] = apply(m, ax, ay);
    const [x2, y2] = apply(m, bx, by);
    return Math.hypot(x2 - x1, y2 - y1);
  }
  const chord = Math.hypot(bx - ax, by - ay);
  if (chord === 0) return 0;
  const theta = 4 * Math.atan(bulge);
  const r = chord / (2 * Math.sin(Math.abs(theta) / 2));
  // Centre: from the chord's middle, along its normal.
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const h = r * Math.cos(theta / 2) * Math.sign(bulge);
  const nx = -(by - ay) / chord;
  const ny = (bx - ax) / chord;
  const cx = mx + nx * h;
  const cy = my + ny * h;
  const a0 = Math.atan2(ay - cy, ax - cx);
  const isSimilarity =
    Math.abs(m[0] * m[0] + m[1] * m[1] - (m[2] * m[2] + m[3] * m[3])) < 1e-12 * (1 + m[0] * m[0] + m[1] * m[1]) &&
    Math.abs(m[0] * m[2] + m[1] * m[3]) < 1e-12 * (1 + m[0] * m[0]);
  if (isSimilarity) return Math.abs(theta) * r * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
  const steps = 20000;
  let total = 0;
  let [px, py] = apply(m, ax, ay);
  for (let k = 1; k <= steps; k++) {
    const a = a0 + (theta * k) / steps;
    const [qx, qy] = apply(m, cx + r * Math.cos(a), cy + r * Math.sin(a));
    total += Math.hypot(qx - px, qy - py);
    px = qx;
    py = qy;
  }
  return total;
}

function lwLength(e: RawEntity, m: M): number {
  const verts: { x: number; y: number; b: number }[] = [];
  let closed = false;
  for (const [c, v] of e.groups) {
    if (c >= 1000) break;
    if (c === 70) closed = (Number(v) & 1) !== 0;
    else if (c === 10) verts.push({ x: Number(v), y: 0, b: 0 });
    else if (c === 20 && verts.length) (verts[verts.length - 1] as { y: number }).y = Number(v);
    else if (c === 42 && verts.length) (verts[verts.length - 1] as { b: number }).b = Number(v);
  }
  // LWPOLYLINE is in its OCS: a −Z extrusion mirrors x.
  const mm = getNum(e, 230, 1) < 0 ? mul(m, [-1, 0, 0, 1, 0, 0]) : m;
  let total = 0;
  const n = verts.length;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const a = verts[i] as { x: number; y: number; b: number };
    const b = verts[(i + 1) % n] as { x: number; y: number; b: number };
    total += pieceLength(mm, a.x, a.y, b.x, b.y, a.b);
  }
  return total;
}

function lineLength(e: RawEntity, m: M): number {
  return pieceLength(m, getNum(e, 10, 0), getNum(e, 20, 0), getNum(e, 11, 0), getNum(e, 21, 0), 0);
}

// ───────────────────────────── The truth ─────────────────────────────

export function scanTruth(text: string): FileTruth {
  const sec = sections(pairs(text));
  let version = '';
  let insUnits: number | null = null;
  for (let i = 0; i < sec.header.length; i++) {
    const [c, v] = sec.header[i] as [number, string];
    if (c !== 9) continue;
    const next = sec.header[i + 1];
    if (v === '$ACADVER' && next) version = next[1];
    if (v === '$INSUNITS' && next) insUnits = Number(next[1]);
  }

  // Tables: layers and block records.
  const layers: LayerTruth[] = [];
  const recordHandle = new Map<string, string>();
  const handleRecord = new Map<string, string>();
  const recordRep = new Map<string, string>();
  for (const e of entities(sec.tables)) {
    if (e.type === 'LAYER') {
      const aci = getNum(e, 62, 7);
      const tc = get(e, 420);
      layers.push({
        name: get(e, 2) ?? '',
        aci: Math.abs(aci),
        trueColor: tc === undefined ? null : Number(tc),
        on: aci >= 0,
        frozen: (getNum(e, 70, 0) & 1) !== 0,
        lineweight: getNum(e, 370, -3),
      });
    } else if (e.type === 'BLOCK_RECORD') {
      const name = get(e, 2) ?? '';
      let handle = '';
      let app = '';
      let inBrace = false;
      for (const [c, v] of e.groups) {
        if (c === 102) inBrace = v.startsWith('{');
        else if (inBrace) continue;
        else if (c === 5) handle = v.toUpperCase();
        else if (c === 1001) app = v;
        else if (c === 1005 && app === 'AcDbBlockRepBTag') recordRep.set(name, v.toUpperCase());
      }
      recordHandle.set(name, handle);
      handleRecord.set(handle, name);
    }
  }

  // Objects: dictionaries and block representation data (for INSERT extension dictionaries).
  const objects = new Map<string, { entries: Map<string, string>; ref?: string }>();
  for (const e of entities(sec.objects)) {
    const o: { entries: Map<string, string>; ref?: string } = { entries: new Map() };
    let key: string | null = null;
    let inBrace = false;
    let handle = '';
    for (const [c, v] of e.groups) {
      if (c === 102) inBrace = v.startsWith('{');
      else if (inBrace) continue;
      else if (c === 5) handle = v.toUpperCase();
      else if (c === 3) key = v;
      else if ((c === 350 || c === 360) && key !== null) {
        o.entries.set(key, v.toUpperCase());
        key = null;
      } else if (c === 340 && o.ref === undefined) o.ref = v.toUpperCase();
    }
    if (handle) objects.set(handle, o);
  }
  const xdictOf = (e: RawEntity): string | undefined => {
    let inX = false;
    for (const [c, v] of e.groups) {
      if (c === 102) inX = v === '{ACAD_XDICTIONARY';
      else if (inX && c === 360) return v.toUpperCase();
    }
    return undefined;
  };

  // Blocks.
  const blockDefs = new Map<string, { base: [number, number]; entities: RawEntity[] }>();
  {
    let current: { name: string; base: [number, number]; entities: RawEntity[] } | null = null;
    for (const e of entities(sec.blocks)) {
      if (e.type === 'BLOCK') {
        current = { name: get(e, 2) ?? '', base: [getNum(e, 10, 0), getNum(e, 20, 0)], entities: [] };
      } else if (e.type === 'ENDBLK') {
        if (current) blockDefs.set(current.name, { base: current.base, entities: current.entities });
        current = null;
      } else current?.entities.push(e);
    }
  }
  const isSpace = (name: string) => /^[*$](model|paper)_space/i.test(name);
  const modelBlock = [...blockDefs.entries()].find(([name]) => /^[*$]model_space$/i.test(name))?.[1];
  const model = [...entities(sec.entities).filter((e) => getNum(e, 67, 0) !== 1), ...(modelBlock?.entities ?? [])];

  // Effective names.
  const xdictByBlock = new Map<string, string>();
  const allInserts = [...model, ...[...blockDefs.values()].flatMap((b) => b.entities)].filter(
    (e) => e.type === 'INSERT' || e.type === 'MINSERT',
  );
  for (const e of allInserts) {
    const x = xdictOf(e);
    const name = get(e, 2) ?? '';
    if (x && !xdictByBlock.has(name)) xdictByBlock.set(name, x);
  }
  const effective = (name: string): string => {
    if (!name.startsWith('*')) return name;
    const rep = recordRep.get(name);
    if (rep && handleRecord.has(rep)) return handleRecord.get(rep) as string;
    const x = xdictByBlock.get(name);
    if (x) {
      const rd = objects.get(objects.get(x)?.entries.get('AcDbBlockRepresentation') ?? '');
      const data = objects.get(rd?.entries.get('AcDbRepData') ?? '');
      if (data?.ref && handleRecord.has(data.ref)) return handleRecord.get(data.ref) as string;
    }
    return name;
  };
  const effectiveNames: Record<string, string> = {};
  for (const name of blockDefs.keys()) if (!isSpace(name)) effectiveNames[name] = effective(name);

  // Model space census.
  const modelEntitiesByType: Record<string, number> = {};
  const modelInsertsByRawName: Record<string, number> = {};
  let modelAttribs = 0;
  let modelMeshPolylines = 0;
  for (const e of model) {
    modelEntitiesByType[e.type] = (modelEntitiesByType[e.type] ?? 0) + 1;
    if (e.type === 'POLYLINE' && (getNum(e, 70, 0) & (16 | 64)) !== 0) modelMeshPolylines++;
    if (e.type === 'INSERT' || e.type === 'MINSERT') {
      const name = get(e, 2) ?? '';
      modelInsertsByRawName[name] = (modelInsertsByRawName[name] ?? 0) + 1;
      modelAttribs += e.children.filter((c) => c.type === 'ATTRIB').length;
    }
  }

  // Counts and lengths, walking references.
  const blockCounts: Record<string, BlockCountTruth> = {};
  const lengthsTopLevel: Record<string, number> = {};
  const lengthsExpanded: Record<string, number> = {};
  const add = (table: Record<string, number>, layer: string, v: number) => {
    table[layer] = (table[layer] ?? 0) + v;
  };
  const walk = (list: RawEntity[], m: M, parentLayer: string | null, depth: number, stack: string[]): void => {
    for (const e of list) {
      const own = get(e, 8) ?? '0';
      const layer = own === '0' && parentLayer !== null ? parentLayer : own;
      if (e.type === 'LINE') {
        add(lengthsExpanded, layer, lineLength(e, m));
        if (depth === 0) add(lengthsTopLevel, layer, lineLength(e, m));
      } else if (e.type === 'LWPOLYLINE') {
        add(lengthsExpanded, layer, lwLength(e, m));
        if (depth === 0) add(lengthsTopLevel, layer, lwLength(e, m));
      } else if (e.type === 'INSERT' || e.type === 'MINSERT') {
        const raw = get(e, 2) ?? '';
        const name = effective(raw);
        const rows = Math.max(1, getNum(e, 71, 1));
        const cols = Math.max(1, getNum(e, 70, 1));
        const entry = (blockCounts[name] ??= { topLevel: 0, nested: 0, byLayer: {}, rawNames: [] });
        if (!entry.rawNames.includes(raw)) entry.rawNames.push(raw);
        const def = blockDefs.get(raw);
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            if (depth === 0) entry.topLevel++;
            else entry.nested++;
            entry.byLayer[layer] = (entry.byLayer[layer] ?? 0) + 1;
            if (def && !stack.includes(raw)) {
              walk(def.entities, mul(m, insertM(e, def.base, r, c)), layer, depth + 1, [...stack, raw]);
            }
          }
        }
      }
    }
  };
  walk(model, I, null, 0, []);
  for (const entry of Object.values(blockCounts)) entry.rawNames.sort();

  return {
    version,
    insUnits,
    layers,
    modelEntitiesByType,
    modelAttribs,
    modelMeshPolylines,
    modelInsertsByRawName,
    effectiveNames,
    blockCounts,
    lengthsTopLevel,
    lengthsExpanded,
  };
}

// ───────────────────────────── The fixture file ─────────────────────────────

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURES = join(here, '../../tests/fixtures/cad');
export const SHARED = '/work/shared/testdata/plans';
/** The DXFs the truth covers: the committed fixtures, and the shared ones (numbers only) when present. */
export const TRUTH_FILES = [
  join(FIXTURES, 'libredwg-example_2000.dxf'),
  join(FIXTURES, 'synthetic-blocks.dxf'),
  join(FIXTURES, 'synthetic-unitless.dxf'),
  join(SHARED, 'raumzeitlabor-floorplan.dxf'),
];

function main(): void {
  const files: Record<string, FileTruth> = {};
  for (const path of TRUTH_FILES) {
    if (!existsSync(path)) {
      console.warn(`truth: ${path} absent, skipped`);
      continue;
    }
    // Latin-1 keeps every byte as one character: names here are ASCII; the scanner only needs the structure.
    const text = new TextDecoder(path.includes('raumzeitlabor') ? 'utf-8' : 'latin1').decode(readFileSync(path));
    files[basename(path)] = scanTruth(text);
  }
  const out = {
    note:
      'Written by `npx tsx scripts/cad/truth.ts` on ' +
      new Date().toISOString().slice(0, 10) +
      ': a raw group-code scanner (pairs of lines) independent of dxf-parser and of src/domain/cad. Counts as ' +
      "AutoCAD's COUNT (effective names, nested references, MINSERT rows × columns); lengths in drawing units, " +
      'LINE + LWPOLYLINE only, bulges as arcs, top level and with INSERT contents expanded; raumzeitlabor-floorplan.dxf ' +
      'is not in the repository (no licence): only its numbers are.',
    files,
  };
  writeFileSync(join(FIXTURES, 'truth.json'), JSON.stringify(out, null, 2) + '\n');
  console.log(`truth: ${Object.keys(files).length} files → tests/fixtures/cad/truth.json`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
