/**
 * The DWG conversion's child process: DWG bytes on stdin → one header line and the CadDrawing's JSON on fd 3.
 *
 * Run only by server/cad/process.ts, one fresh process per file: LibreDWG's wasm instance can be poisoned by a file
 * (engine.md Q2: « null function or function signature mismatch » on every later call), and a process is the one
 * thing that can be killed mid-call on a timeout. LibreDWG is GPL-3.0: it runs here, as a separate program on the
 * server, and is never in a browser bundle (README, « DWG : LibreDWG sur le serveur »).
 *
 * The protocol on fd 3 (stdout and stderr are LibreDWG's: it prints warnings there, the parent discards them):
 *   {"ok":true,"bytes":<its length>}\n<the drawing's JSON>      or      {"error":"<CadErrorCode>"}\n
 * The drawing is built and serialised whole before the header is written, so a failure can never follow an « ok ».
 */
import { createWriteStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Dwg_Error, LibreDwg, type DwgDatabase, type LibreDwgEx } from '@mlightcad/libredwg-web';
import { paperOf } from '../../src/domain/cad/paper.ts';
import {
  CAD_LIMITS,
  type CadDrawing,
  type CadBox,
  type CadErrorCode,
  type CadPaper,
} from '../../src/domain/cad/types.ts';
import { toCadDrawing, type ViewportExtras } from './drawing.ts';
import { addHelices } from './helix.ts';
import { mlineStyles } from './mlineStyles.ts';
import type { MlineStyle } from '../../src/domain/cad/mline.ts';

/** The folder of libredwg-web's wasm (LibreDwg.create needs it in Node). */
export function wasmDir(): string {
  const entry = createRequire(import.meta.url).resolve('@mlightcad/libredwg-web');
  return join(dirname(entry), '..', 'wasm');
}

/** DWG versions LibreDWG reads (R13 to 2018); earlier ones are only partly supported by it, later ones unknown. */
const READABLE_VERSIONS = new Set(['AC1012', 'AC1014', 'AC1015', 'AC1018', 'AC1021', 'AC1024', 'AC1027', 'AC1032']);

/**
 * What the first six bytes say: a DWG of a version LibreDWG reads, a DWG of another version, or not a DWG at all. Every
 * DWG starts with its version string: AC1.2, AC1.40, AC1.50, AC2.10, AC1001…AC1032 (MC0.0 for AutoCAD 1.0).
 */
export function sniffDwg(bytes: Uint8Array): { kind: 'dwg'; version: string } | { kind: 'otherVersion' | 'notDwg' } {
  const head = String.fromCharCode(...bytes.subarray(0, 6));
  if (READABLE_VERSIONS.has(head)) return { kind: 'dwg', version: head };
  if (/^(AC\d{4}|AC[12]\.\d\d?|MC0\.0)/.test(head)) return { kind: 'otherVersion' };
  return { kind: 'notDwg' };
}

/** LibreDWG's critical error bits (dwg.h: DWG_ERR_CRITICAL = CLASSESNOTFOUND and above). */
const CRITICAL = Dwg_Error.CLASSESNOTFOUND;

export type ConversionResult = { drawing: CadDrawing } | { error: CadErrorCode };

/**
 * A dynamic block's anonymous copy (`*U12`) → its dynamic block's name, through each INSERT's extension dictionary:
 * AcDbBlockRepresentation → AcDbRepData, a BLOCKREPRESENTATION whose `block` is the dynamic block's record. (The
 * record's own AcDbBlockRepBTag xdata is not exposed by libredwg-web.) Best effort: a copy not found keeps its name.
 */
export function dynamicBlockNames(lib: LibreDwgEx, data: number, db: DwgDatabase): Map<string, string> {
  const names = new Map<string, string>();
  const recordName = new Map(db.tables.BLOCK_RECORD.entries.map((r) => [r.handle.toUpperCase(), r.name]));
  const dictionaries = new Map(db.objects.DICTIONARY.map((d) => [d.handle, d]));
  const inserts = db.tables.BLOCK_RECORD.entries.flatMap((r) => r.entities ?? []).filter((e) => e.type === 'INSERT');
  for (const insert of inserts) {
    const name = (insert as { name?: unknown }).name;
    if (typeof name !== 'string' || !name.toUpperCase().startsWith('*U') || names.has(name)) continue;
    const xdict = insert.ownerDictionaryHardId;
    if (typeof xdict !== 'string' || xdict === '0') continue;
    const representation = dictionaries.get(xdict)?.entries.AcDbBlockRepresentation;
    const repData = representation ? dictionaries.get(representation)?.entries.AcDbRepData : undefined;
    if (!repData) continue;
    try {
      const object = lib.dwg_resolve_handle_silent(data, BigInt(`0x${repData}`));
      if (!object) continue;
      const tio = lib.dwg_object_to_object_tio(object);
      const ref = lib.dwg_dynapi_entity_data<number>(tio, 'block');
      const id = ref ? lib.dwg_ref_get_id(ref) : undefined;
      const dynamic = id ? recordName.get(id.toUpperCase()) : undefined;
      if (dynamic && !dynamic.startsWith('*')) names.set(name, dynamic);
    } catch {
      // A file whose representation data LibreDWG cannot follow: the copy keeps its own name.
    }
  }
  return names;
}

/**
 * Each paper-space VIEWPORT's frozen layers and clip boundary, by handle (upper case): libredwg-web's VIEWPORT leaves
 * them out, LibreDWG's dynamic API has them (`frozen_layers`, `clip_boundary`). Best effort: a viewport whose fields
 * cannot be followed is shown with every layer and its rectangle.
 */
export function viewportExtras(lib: LibreDwgEx, data: number, db: DwgDatabase): Map<string, ViewportExtras> {
  const extras = new Map<string, ViewportExtras>();
  const viewports = db.tables.BLOCK_RECORD.entries
    .filter((r) => r.name.toLowerCase().startsWith('*paper_space'))
    .flatMap((r) => r.entities ?? [])
    .filter((e) => e.type === 'VIEWPORT');
  for (const viewport of viewports) {
    try {
      const object = lib.dwg_resolve_handle_silent(data, BigInt(`0x${viewport.handle}`));
      if (!object) continue;
      const tio = lib.dwg_object_to_entity_tio(object);
      const count = lib.dwg_dynapi_entity_data<number>(tio, 'num_frozen_layers') ?? 0;
      const list = count > 0 ? lib.dwg_dynapi_entity_data<number>(tio, 'frozen_layers') : 0;
      const refs = list ? lib.dwg_ptr_to_object_ref_ptr_array(list, count) : [];
      const frozenLayers = refs.flatMap((ref) => lib.dwg_ref_get_id(ref) ?? []);
      const clip = lib.dwg_dynapi_entity_data<number>(tio, 'clip_boundary');
      const clipBoundary = clip ? lib.dwg_ref_get_id(clip) : undefined;
      extras.set(viewport.handle.toUpperCase(), {
        frozenLayers,
        ...(clipBoundary && clipBoundary !== '0' ? { clipBoundary: clipBoundary.toUpperCase() } : {}),
      });
    } catch {
      // A viewport LibreDWG cannot follow: shown with every layer, clipped to its rectangle.
    }
  }
  return extras;
}

/**
 * Each external reference's saved path, by its block record's name: libredwg-web's BLOCK_RECORD leaves it out, LibreDWG's
 * dynamic API has it (`xref_pname`). Best effort: a reference whose path cannot be read is still named.
 */
export function xrefPaths(lib: LibreDwgEx, data: number, db: DwgDatabase): Map<string, string> {
  const paths = new Map<string, string>();
  for (const record of db.tables.BLOCK_RECORD.entries) {
    if ((Math.trunc(Number(record.flags) || 0) & (4 | 8)) === 0) continue;
    try {
      const object = lib.dwg_resolve_handle_silent(data, BigInt(`0x${record.handle}`));
      if (!object) continue;
      const path = lib.dwg_dynapi_entity_data<string>(lib.dwg_object_to_object_tio(object), 'xref_pname');
      if (typeof path === 'string' && path.trim() !== '') paths.set(record.name, path.trim());
    } catch {
      // A record LibreDWG cannot follow: the reference is named without its path.
    }
  }
  return paths;
}

/** Two corners as a box, or undefined when either is not a pair of numbers. */
function box(low: unknown, high: unknown): CadBox | undefined {
  const a = (low ?? {}) as { x?: unknown; y?: unknown };
  const b = (high ?? {}) as { x?: unknown; y?: unknown };
  return typeof a.x === 'number' && typeof a.y === 'number' && typeof b.x === 'number' && typeof b.y === 'number'
    ? { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y }
    : undefined;
}

/**
 * Each LAYOUT's paper, by its paper space block record's handle (upper case): libredwg-web's LAYOUT leaves out the
 * plot settings it embeds, LibreDWG's dynamic API has them (`plotsettings`, a PLOTSETTINGS struct). They are given to
 * `paperOf` by their DXF group codes, with the layout's limits and extents, so a DWG's layout gets the paper its DXF
 * export would. Best effort: a layout whose settings cannot be followed, or give no size, is sized to what it draws.
 */
export function layoutPapers(lib: LibreDwgEx, data: number, db: DwgDatabase): Map<string, CadPaper> {
  const papers = new Map<string, CadPaper>();
  for (const layout of db.objects.LAYOUT ?? []) {
    try {
      const record = String(layout.paperSpaceTableId ?? '').toUpperCase();
      const object = record ? lib.dwg_resolve_handle_silent(data, BigInt(`0x${layout.handle}`)) : 0;
      if (!object) continue;
      const tio = lib.dwg_object_to_object_tio(object);
      const settings = tio + lib.dwg_dynapi_entity_field_offset(tio, 'plotsettings');
      const field = (name: string): unknown => lib.dwg_dynapi_subclass_data(settings, 'Dwg_Object_PLOTSETTINGS', name);
      const xy = (name: string) => (field(name) ?? {}) as { x?: unknown; y?: unknown };
      const [origin, windowLow, windowHigh] = [xy('plot_origin'), xy('plot_window_ll'), xy('plot_window_ur')];
      const groups: [number, unknown][] = [
        [40, field('left_margin')],
        [41, field('bottom_margin')],
        [42, field('right_margin')],
        [43, field('top_margin')],
        [44, field('paper_width')],
        [45, field('paper_height')],
        [46, origin.x],
        [47, origin.y],
        [48, windowLow.x],
        [49, windowLow.y],
        [70, field('plot_flags')],
        [72, field('plot_paper_unit')],
        [73, field('plot_rotation_mode')],
        [74, field('plot_type')],
        [140, windowHigh.x],
        [141, windowHigh.y],
        [142, field('paper_units')],
        [143, field('drawing_units')],
      ];
      const plot = new Map(groups.filter((g): g is [number, number] => typeof g[1] === 'number'));
      const paper = paperOf(plot, {
        limits: box(layout.minLimit, layout.maxLimit),
        extents: box(layout.minExtent, layout.maxExtent),
      });
      if (paper) papers.set(record, paper);
    } catch {
      // A layout whose plot settings LibreDWG cannot follow: its sheet is sized to what it draws.
    }
  }
  return papers;
}

/** One file through one LibreDWG instance; the caller gives a fresh instance per file. */
export function convertWith(lib: LibreDwgEx, bytes: Uint8Array): ConversionResult {
  const sniffed = sniffDwg(bytes);
  if (sniffed.kind !== 'dwg') return { error: sniffed.kind === 'otherVersion' ? 'unsupportedVersion' : 'notCad' };
  // libredwg-web's dwg_read_data swallows the error bits; the same two calls, keeping them. Its FS is in memory.
  const fileName = 'in.dwg';
  lib.FS.writeFile(fileName, bytes);
  let result: { error: number; data: number };
  try {
    result = lib.dwg_read_file(fileName) as { error: number; data: number };
  } finally {
    lib.FS.unlink(fileName);
  }
  const { error, data } = result;
  if (error & Dwg_Error.OUTOFMEM) {
    lib.dwg_abandon?.(data);
    return { error: 'tooComplex' };
  }
  // Critical bits: a section, page or class table LibreDWG could not reach — a file cut short or damaged.
  if (error >= CRITICAL || !data) {
    if (data) lib.dwg_free(data);
    return { error: error & Dwg_Error.NOTYETSUPPORTED && error < CRITICAL ? 'unsupportedVersion' : 'truncated' };
  }
  let db: DwgDatabase;
  let effectiveNames: Map<string, string>;
  let extras: Map<string, ViewportExtras>;
  let papers: Map<string, CadPaper>;
  let xrefs: Map<string, string>;
  let unreadHelices: number;
  let styles: Map<string, MlineStyle>;
  try {
    db = lib.convertEx(data).database;
    effectiveNames = dynamicBlockNames(lib, data, db);
    extras = viewportExtras(lib, data, db);
    papers = layoutPapers(lib, data, db);
    xrefs = xrefPaths(lib, data, db);
    unreadHelices = addHelices(lib, data, db);
    styles = mlineStyles(lib, data, db);
  } finally {
    lib.dwg_free(data);
  }
  const converted = toCadDrawing(db, {
    version: sniffed.version,
    effectiveNames,
    viewportExtras: extras,
    layoutPapers: papers,
    xrefPaths: xrefs,
    mlineStyles: styles,
  });
  const drawing =
    unreadHelices > 0
      ? { ...converted, skipped: { ...converted.skipped, HELIX: (converted.skipped.HELIX ?? 0) + unreadHelices } }
      : converted;
  // A plan drawn on paper only is imported (its layouts are its sheets); nothing anywhere is refused here, early.
  const paper = (drawing.layouts ?? []).some((l) => l.entities.length > 0);
  if (!drawing.modelSpace.length && !paper) return { error: 'emptyModel' };
  return { drawing };
}

async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    size += buffer.byteLength;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

async function main(): Promise<void> {
  const out = createWriteStream('', { fd: 3 });
  const send = (text: string) => new Promise<void>((done, fail) => out.end(text, () => done()).once('error', fail));
  // The instance first, the file after: a spare child (process.ts, ChildPool) is ready before its file arrives. The
  // instance is still fresh: it has read nothing yet.
  const lib = await LibreDwg.create(wasmDir());
  const bytes = await readAll(process.stdin, CAD_LIMITS.dwgBytes);
  const result: ConversionResult = bytes ? convertWith(lib, bytes) : { error: 'tooLarge' };
  // Serialised before anything is written: « ok » is sent only with a whole drawing behind it.
  if ('error' in result) {
    await send(`${JSON.stringify({ error: result.error })}\n`);
    return;
  }
  const json = JSON.stringify(result.drawing);
  await send(`${JSON.stringify({ ok: true, bytes: Buffer.byteLength(json) })}\n${json}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    // No detail: it could carry the file's content. The parent sees a non-zero exit: 'conversionFailed'.
    () => process.exit(70),
  );
}
