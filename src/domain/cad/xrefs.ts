/**
 * External references (xrefs) a CAD drawing places but does not contain (issue 28). An architect's sheet often draws
 * its base plan by reference to another file (« fond de plan »): the DWG or DXF sent then holds only the reference,
 * and Metr — like any reader of that file alone — draws nothing there. Counting and measuring such a sheet without
 * knowing it would miss whole walls, so the import names each missing file and every sheet of the drawing says so.
 */
import {
  CAD_LIMITS,
  UNIT_METRES,
  type CadBlock,
  type CadDrawing,
  type CadDrawnXref,
  type CadEntity,
  type CadMissingXref,
  type CadUnit,
  type CadXrefProblem,
} from './types';

/**
 * Control and bidirectional format characters, removed from what the file says of a reference before it is shown: a
 * path carrying a right-to-left override reads as another file than the one to ask for.
 */
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** A saved path longer than this is cut: it is shown whole in a side panel. */
const MAX_PATH = 500;

const clean = (text: string) => text.replace(UNSAFE, '').trim();

/** The file name at the end of a saved path, either separator (`..\FONDS\rdc.dwg` → `rdc.dwg`). */
export function xrefFileName(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] ?? path;
}

/**
 * Every external reference the drawing places — in model space, in its layouts, or inside a block it defines —
 * with how many times, sorted by name. A reference inside a block is counted once per definition, not per placement
 * of that block: the number says how many places to look at, not a quantity.
 */
export function missingXrefs(drawing: CadDrawing): CadMissingXref[] {
  const counts = placedXrefs(drawing);
  return drawing.blocks
    .filter((b) => b.xref && b.xrefFile === undefined && counts.has(b.name))
    .map((b): CadMissingXref => {
      const path = typeof b.xrefPath === 'string' ? clean(b.xrefPath).slice(0, MAX_PATH) : '';
      return {
        name: clean(b.name) || b.name,
        ...(path !== '' ? { path } : {}),
        references: counts.get(b.name) ?? 0,
        ...(b.xrefProblem ? { problem: b.xrefProblem } : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

// ───────────────────────────── Drawing references from the files given with a drawing ─────────────────────────────

/** An xref nested deeper than this (host → A → B → C → D…) is not drawn: AutoCAD's chains rarely pass two. */
export const MAX_XREF_DEPTH = 4;

/** A referenced file given with the drawing: its drawing, or null when it could not be read (its own import says why). */
export interface XrefSource {
  /** The file's name as given (« PLAN RDC.dxf »). */
  readonly file: string;
  readonly drawing: CadDrawing | null;
}

const CAD_EXTENSION = /\.(dwg|dxf)$/i;

/** The file an xref block asks for: its saved path's last part, else its name with `.dwg`. */
export function xrefWantedFile(block: CadBlock): string {
  const saved = typeof block.xrefPath === 'string' ? xrefFileName(clean(block.xrefPath)) : '';
  return saved !== '' ? saved : `${clean(block.name) || block.name}.dwg`;
}

/** The file a missing xref asks for: the file name its saved path ends with, else its block's name as a DWG. */
export function missingXrefFile(xref: CadMissingXref): string {
  const saved = xref.path ? xrefFileName(xref.path) : '';
  return saved !== '' ? saved : `${xref.name}.dwg`;
}

/**
 * For each missing xref (in order), the project's file that could draw it now (matchXrefFile), or undefined: a
 * referenced file imported after its host, which the host's sheet does not draw (its frame must not move under the
 * measurements made on it): the host imported again as a new indice draws it. One found unreadable or refused when the host was
 * imported (`problem`) is not offered again.
 */
export function xrefsNowInProject(
  xrefs: readonly CadMissingXref[],
  projectFiles: readonly string[],
): (string | undefined)[] {
  return xrefs.map((xref) => (xref.problem ? undefined : matchXrefFile(missingXrefFile(xref), projectFiles)));
}

/**
 * The given file an xref asks for, by name without case: the same name first, else the same base name with the other
 * CAD extension (`PLAN RDC.dwg` is drawn from `plan rdc.dxf`, the DXF export an architect often sends with it).
 */
export function matchXrefFile(wanted: string, files: readonly string[]): string | undefined {
  const lower = wanted.toLowerCase();
  const exact = files.find((f) => f.toLowerCase() === lower);
  if (exact !== undefined) return exact;
  const base = lower.replace(CAD_EXTENSION, '');
  return files.find((f) => CAD_EXTENSION.test(f) && f.toLowerCase().replace(CAD_EXTENSION, '') === base);
}

/** The files a drawing's placed xrefs ask for (xrefWantedFile), each once, in name order. */
export function wantedXrefFiles(drawing: CadDrawing): string[] {
  const placed = placedXrefs(drawing);
  const files = new Set<string>();
  for (const b of drawing.blocks) if (b.xref && placed.has(b.name)) files.add(xrefWantedFile(b));
  return [...files].sort((a, b) => a.localeCompare(b, 'fr'));
}

/**
 * How many times each xref block is placed: model space, layouts, and the blocks that are drawn (a drawn xref's
 * contents included, so that a nested xref is found). Once per definition, not per placement of its block.
 */
function placedXrefs(drawing: CadDrawing): Map<string, number> {
  const xrefs = new Set(drawing.blocks.filter((b) => b.xref).map((b) => b.name));
  const counts = new Map<string, number>();
  if (xrefs.size === 0) return counts;
  const scan = (entities: readonly CadEntity[]) => {
    for (const e of entities) {
      if (e.kind === 'insert' && xrefs.has(e.block)) counts.set(e.block, (counts.get(e.block) ?? 0) + 1);
    }
  };
  scan(drawing.modelSpace);
  for (const layout of drawing.layouts ?? []) scan(layout.entities);
  for (const block of drawing.blocks) if (!block.xref || block.xrefFile !== undefined) scan(block.entities);
  return counts;
}

/** The xrefs drawn from given files, with how many times each is placed, sorted by name. */
export function drawnXrefs(drawing: CadDrawing): CadDrawnXref[] {
  const counts = placedXrefs(drawing);
  return drawing.blocks
    .filter((b) => b.xref && b.xrefFile !== undefined && counts.has(b.name))
    .map((b): CadDrawnXref => {
      const path = typeof b.xrefPath === 'string' ? clean(b.xrefPath).slice(0, MAX_PATH) : '';
      return {
        name: clean(b.name) || b.name,
        file: b.xrefFile ?? '',
        ...(path !== '' ? { path } : {}),
        references: counts.get(b.name) ?? 0,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** AutoCAD scales an xref by its units over the host's ($INSUNITS); either unitless: not scaled. */
export function xrefUnitRatio(xref: CadUnit | null, host: CadUnit | null): number {
  return xref && host ? UNIT_METRES[xref] / UNIT_METRES[host] : 1;
}

/**
 * A name that a referenced file's symbol takes in the host: `XREF|NAME`, as AutoCAD names xref-dependent layers and
 * blocks. Layer « 0 » and DEFPOINTS are not dependent (an entity on « 0 » in an xref takes the reference's layer, as
 * in any block); a name that already has a `|` (AutoCAD forbids it in a symbol's own name) is a nested xref's and
 * keeps its own prefix.
 */
export function xrefDependentName(xref: string, name: string, isLayer: boolean): string {
  if (name.includes('|')) return name;
  if (isLayer && (name === '0' || name.toUpperCase() === 'DEFPOINTS')) return name;
  return `${xref}|${name}`;
}

function renameEntity(xref: string, e: CadEntity): CadEntity {
  const layer = xrefDependentName(xref, e.layer, true);
  if (e.kind === 'insert') {
    return {
      ...e,
      layer,
      block: xrefDependentName(xref, e.block, false),
      attributes: e.attributes.map((a) => ({ ...a, layer: xrefDependentName(xref, a.layer, true) })),
    };
  }
  if (e.kind === 'dimension') {
    return { ...e, layer, ...(e.block !== null ? { block: xrefDependentName(xref, e.block, false) } : {}) };
  }
  return layer === e.layer ? e : { ...e, layer };
}

const leafTotal = (d: CadDrawing) => d.modelSpace.length + d.blocks.reduce((n, b) => n + b.entities.length, 0);

/**
 * A referenced drawing without its own overlays' references: AutoCAD does not carry an overlaid xref into the drawing
 * that references the one overlaying it (two plans often overlay each other; attached, each shows only the other).
 */
function withoutOverlays(drawing: CadDrawing): CadDrawing {
  const overlays = new Set(drawing.blocks.filter((b) => b.xref && b.xrefOverlay).map((b) => b.name));
  if (overlays.size === 0) return drawing;
  const keep = (list: readonly CadEntity[]) =>
    list.some((e) => e.kind === 'insert' && overlays.has(e.block))
      ? list.filter((e) => e.kind !== 'insert' || !overlays.has(e.block))
      : list;
  return {
    ...drawing,
    modelSpace: keep(drawing.modelSpace),
    blocks: drawing.blocks.map((b) => (b.xref && b.xrefFile === undefined ? b : { ...b, entities: keep(b.entities) })),
  };
}

export interface BindOptions {
  /** The host's own file name: a referenced file that references it back is a cycle. */
  readonly hostFile?: string;
  /** @default MAX_XREF_DEPTH */
  readonly maxDepth?: number;
  /** Entities (definitions, not placements) all the drawn xrefs may add. @default CAD_LIMITS.entities */
  readonly maxEntities?: number;
}

/**
 * The drawing with each placed xref whose file is given drawn in, as AutoCAD attaches it: the xref's block holds the
 * referenced file's model space (its own xrefs drawn first, to MAX_XREF_DEPTH), the referenced file's layers (colours,
 * on/off, frozen) and blocks join the host's named `XREF|NAME`, and every reference to the xref is scaled by the
 * units' ratio (its insertion point, rotation and scale are the host's). Its paper-space layouts are not drawn (as
 * in AutoCAD). An xref whose file is not given stays missing; one whose file was given but cannot be drawn says why
 * (`xrefProblem`). A drawing without xrefs is returned as it is.
 */
export function bindXrefs(host: CadDrawing, sources: readonly XrefSource[], options: BindOptions = {}): CadDrawing {
  if (sources.length === 0) return host;
  const files = sources.map((s) => s.file);
  const byFile = new Map(sources.map((s) => [s.file, s]));
  const maxDepth = options.maxDepth ?? MAX_XREF_DEPTH;
  let budget = options.maxEntities ?? CAD_LIMITS.entities;

  const bind = (referenced: CadDrawing, chain: readonly string[], depth: number): CadDrawing => {
    const drawing = depth > 0 ? withoutOverlays(referenced) : referenced;
    if (!drawing.blocks.some((b) => b.xref && b.xrefFile === undefined)) return drawing;
    const placed = placedXrefs(drawing);
    const ratios = new Map<string, number>();
    const blocks: CadBlock[] = [];
    const added: CadBlock[] = [];
    const layers = [...drawing.layers];
    const blockNames = new Set(drawing.blocks.map((b) => b.name));
    const layerNames = new Set(drawing.layers.map((l) => l.name));
    for (const b of drawing.blocks) {
      const file =
        b.xref && b.xrefFile === undefined && placed.has(b.name) ? matchXrefFile(xrefWantedFile(b), files) : undefined;
      const source = file === undefined ? undefined : byFile.get(file);
      if (file === undefined || !source) {
        blocks.push(b);
        continue;
      }
      const key = file.toLowerCase();
      const problem: CadXrefProblem | null = !source.drawing
        ? 'unreadable'
        : chain.includes(key)
          ? 'cycle'
          : depth >= maxDepth
            ? 'tooDeep'
            : null;
      if (problem || !source.drawing) {
        blocks.push({ ...b, xrefProblem: problem ?? 'unreadable' });
        continue;
      }
      const inner = bind(source.drawing, [...chain, key], depth + 1);
      const size = leafTotal(inner);
      if (size > budget) {
        blocks.push({ ...b, xrefProblem: 'tooComplex' });
        continue;
      }
      budget -= size;
      const xref = b.name;
      blocks.push({ ...b, entities: inner.modelSpace.map((e) => renameEntity(xref, e)), xrefFile: file });
      for (const ib of inner.blocks) {
        const name = xrefDependentName(xref, ib.name, false);
        if (blockNames.has(name)) continue;
        blockNames.add(name);
        added.push({
          ...ib,
          name,
          effectiveName: xrefDependentName(xref, ib.effectiveName, false),
          entities: ib.entities.map((e) => renameEntity(xref, e)),
        });
      }
      for (const l of inner.layers) {
        const name = xrefDependentName(xref, l.name, true);
        if (layerNames.has(name)) continue;
        layerNames.add(name);
        layers.push({ ...l, name });
      }
      const ratio = xrefUnitRatio(inner.units, drawing.units);
      if (ratio !== 1) ratios.set(xref, ratio);
    }
    const scaled = (list: readonly CadEntity[]): readonly CadEntity[] =>
      ratios.size === 0 || !list.some((e) => e.kind === 'insert' && ratios.has(e.block))
        ? list
        : list.map((e) => {
            const r = e.kind === 'insert' ? ratios.get(e.block) : undefined;
            return e.kind === 'insert' && r !== undefined ? { ...e, scale: { x: e.scale.x * r, y: e.scale.y * r } } : e;
          });
    return {
      ...drawing,
      layers,
      blocks: [...blocks.map((b) => (b.xref ? b : { ...b, entities: scaled(b.entities) })), ...added],
      modelSpace: scaled(drawing.modelSpace),
      ...(drawing.layouts ? { layouts: drawing.layouts.map((l) => ({ ...l, entities: scaled(l.entities) })) } : {}),
    };
  };
  return bind(host, options.hostFile ? [options.hostFile.toLowerCase()] : [], 0);
}
