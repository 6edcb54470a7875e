/**
 * A CAD file's sheet model (CadSheetModel), built once at import from the neutral drawing: the placement on the sheet,
 * the layers, the blocks with their references, each layer's lengths and areas. And the measurement drafts the
 * « Blocs » panel and the layer totals make from it: a block's references as a count, a layer's pieces as lengths or
 * areas, each keeping its CadOrigin. Drafts are MeasurementDrafts (../takeoff/commands.ts), as ../selection/drafts.ts
 * makes them: the page turns them into one journal command (takePlanElements or createMeasurement).
 */
import type { MeasurementLink } from '../library/types';
import type { MeasurementDraft } from '../takeoff/commands';
import type { CountSymbol, Localisation, PaletteKey, Point } from '../takeoff/types';
import { clippedReferencesOf, drawnExtents, expandReferences, summariseBlocks } from './blocks';
import { layerGeometry, layerSummaries } from './layers';
import { placeDrawing } from './placement';
import type { CadDrawing, CadLengthPiece, CadOrigin, CadSheetModel, CadUnit } from './types';

export type CadModelStage = 'blocks' | 'extents' | 'layers' | 'geometry';

/** `done` of `total` stages finished; `stage` the one starting (or the last one, when done = total). */
export interface CadModelProgress {
  readonly stage: CadModelStage;
  readonly done: number;
  readonly total: number;
}

const STAGES: readonly CadModelStage[] = ['blocks', 'extents', 'layers', 'geometry'];

/**
 * The sheet's model. Throws CadModelError: 'tooComplex' past CAD_LIMITS (references or drawn entities), 'emptyModel'
 * when model space draws nothing.
 */
export function buildSheetModel(
  drawing: CadDrawing,
  unit: CadUnit,
  unitSource: 'file' | 'person',
  onProgress?: (progress: CadModelProgress) => void,
): CadSheetModel {
  const stage = (i: number) =>
    onProgress?.({ stage: STAGES[Math.min(i, STAGES.length - 1)] as CadModelStage, done: i, total: STAGES.length });
  stage(0);
  const expansion = expandReferences(drawing);
  stage(1);
  const extents = drawnExtents(drawing, expansion);
  const { placement, width, height } = placeDrawing(drawing, unit, unitSource, extents);
  stage(2);
  const layers = layerSummaries(drawing, expansion);
  const blocks = summariseBlocks(drawing, placement, expansion, extents);
  stage(3);
  const geometry = layerGeometry(drawing, placement, expansion);
  stage(4);
  const clippedReferences = clippedReferencesOf(expansion);
  return {
    version: 1,
    format: drawing.format,
    fileVersion: drawing.version,
    placement,
    width,
    height,
    layers,
    blocks,
    geometry,
    skipped: { ...drawing.skipped },
    ...(clippedReferences.length > 0 ? { clippedReferences } : {}),
  };
}

/** Where drafts go and what they carry besides the CAD data (the page's tool defaults, the article chosen). */
export interface CadDraftTarget {
  readonly projectId: string;
  readonly sheetId: string;
  readonly color: PaletteKey;
  /** Absent: the block's or the layer's name (data, not interface words). */
  readonly label?: string;
  readonly localisation?: Localisation;
  readonly articleId?: string;
  readonly links?: readonly MeasurementLink[];
  /** A count's symbol; absent: the article's, else the default. */
  readonly symbol?: CountSymbol;
}

function base(target: CadDraftTarget, label: string) {
  return {
    projectId: target.projectId,
    sheetId: target.sheetId,
    label,
    color: target.color,
    ...(target.localisation ? { localisation: target.localisation } : {}),
    ...(target.articleId !== undefined ? { articleId: target.articleId } : {}),
    ...(target.links ? { links: [...target.links] } : {}),
  };
}

export type CountDraftOf = Extract<MeasurementDraft, { kind: 'count' }>;
export type LengthDraftOf = Extract<MeasurementDraft, { kind: 'length' }>;
export type AreaDraftOf = Extract<MeasurementDraft, { kind: 'area' }>;

/**
 * A block (by effective name) as a count: a point at each reference, top level and nested (`references` narrows it to
 * some of them, by id). Null when the sheet has no such block or none of the references asked for.
 */
export function countBlock(
  model: CadSheetModel,
  name: string,
  target: CadDraftTarget,
  references?: readonly string[],
): CountDraftOf | null {
  const block = model.blocks.find((b) => b.name === name);
  if (!block) return null;
  const wanted = references ? new Set(references) : null;
  const refs = wanted ? block.references.filter((r) => wanted.has(r.id)) : block.references;
  if (refs.length === 0) return null;
  const cad: CadOrigin = { kind: 'block', block: block.name, references: refs.map((r) => r.id) };
  return {
    ...base(target, target.label ?? block.name),
    kind: 'count',
    points: refs.map((r) => ({ x: r.point.x, y: r.point.y })),
    ...(target.symbol ? { symbol: target.symbol } : {}),
    cad,
  };
}

/** Sheet points closer than this are one vertex when pieces are joined (the same file coordinate, rounded). */
const JOIN_KEY_DIGITS = 4;
const keyOf = (p: Point) => `${p.x.toFixed(JOIN_KEY_DIGITS)},${p.y.toFixed(JOIN_KEY_DIGITS)}`;

interface Chain {
  points: Point[];
  closed: boolean;
  pieces: string[];
}

/**
 * Open pieces joined end to end where exactly two pieces meet (a wall drawn as separate lines becomes one polyline;
 * at a T or a cross, runs stop), closed pieces alone. Each chain keeps the ids of the pieces it is made of.
 */
export function joinPieces(pieces: readonly CadLengthPiece[]): Chain[] {
  const chains: Chain[] = [];
  const open: CadLengthPiece[] = [];
  for (const p of pieces) {
    if (p.points.length < 2) continue;
    if (p.closed) chains.push({ points: [...p.points], closed: true, pieces: [p.id] });
    else open.push(p);
  }
  const ends = new Map<string, number[]>();
  const keys = open.map((p, index) => {
    const a = keyOf(p.points[0] as Point);
    const b = keyOf(p.points[p.points.length - 1] as Point);
    for (const k of [a, b]) {
      const list = ends.get(k);
      if (list) list.push(index);
      else ends.set(k, [index]);
    }
    return [a, b] as const;
  });
  const used = new Uint8Array(open.length);
  const degree = (k: string) => ends.get(k)?.length ?? 0;
  const extend = (chain: Chain, from: number, key: string) => {
    let current = from;
    let at = key;
    while (degree(at) === 2) {
      const [i, j] = ends.get(at) as number[];
      const next = i === current ? j : i;
      if (next === undefined || next === current || used[next]) break;
      used[next] = 1;
      const piece = open[next] as CadLengthPiece;
      const [a, b] = keys[next] as readonly [string, string];
      const forward = a === at;
      const pts = forward ? piece.points : [...piece.points].reverse();
      for (let n = 1; n < pts.length; n++) chain.points.push(pts[n] as Point);
      chain.pieces.push(piece.id);
      current = next;
      at = forward ? b : a;
    }
    return at;
  };
  const start = (i: number, reversed: boolean) => {
    used[i] = 1;
    const piece = open[i] as CadLengthPiece;
    const [a, b] = keys[i] as readonly [string, string];
    const chain: Chain = {
      points: reversed ? [...piece.points].reverse() : [...piece.points],
      closed: false,
      pieces: [piece.id],
    };
    const last = extend(chain, i, reversed ? a : b);
    const first = reversed ? b : a;
    if (last === first && chain.pieces.length > 1) {
      chain.closed = true;
      chain.points.pop();
    }
    chains.push(chain);
  };
  // Runs start at an end where the run cannot go on (a free end, a T); what is left are loops.
  open.forEach((_, i) => {
    if (used[i]) return;
    const [a, b] = keys[i] as readonly [string, string];
    if (degree(a) !== 2) start(i, false);
    else if (degree(b) !== 2) start(i, true);
  });
  open.forEach((_, i) => {
    if (!used[i]) start(i, false);
  });
  return chains;
}

/**
 * A layer's lengths or areas as drafts: lengths joined end to end (joinPieces), one draft per run; areas one draft per
 * piece (its outer ring and its holes). `pieces` narrows it to a selection, by piece id. Several drafts are numbered
 * « MURS (2/14) », as a room's skirting is. Empty when the layer has nothing of the kind.
 */
export function measureLayer(
  model: CadSheetModel,
  layer: string,
  what: 'length' | 'area',
  target: CadDraftTarget,
  pieces?: readonly string[],
): (LengthDraftOf | AreaDraftOf)[] {
  const geometry = model.geometry.find((g) => g.layer === layer);
  if (!geometry) return [];
  const wanted = pieces ? new Set(pieces) : null;
  const label = target.label ?? layer;
  const numbered = (i: number, n: number) => (n > 1 ? `${label} (${i + 1}/${n})` : label);
  if (what === 'length') {
    const chosen = wanted ? geometry.lengths.filter((p) => wanted.has(p.id)) : geometry.lengths;
    const chains = joinPieces(chosen).filter((c) => c.points.length >= (c.closed ? 3 : 2));
    return chains.map((c, i) => ({
      ...base(target, numbered(i, chains.length)),
      kind: 'length',
      points: c.points,
      closed: c.closed,
      cad: { kind: 'layer', layer, pieces: c.pieces },
    }));
  }
  const chosen = (wanted ? geometry.areas.filter((p) => wanted.has(p.id)) : geometry.areas).filter(
    (p) => p.outer.length >= 3,
  );
  return chosen.map((p, i) => ({
    ...base(target, numbered(i, chosen.length)),
    kind: 'area',
    points: [...p.outer],
    holes: p.holes.filter((h) => h.length >= 3).map((h) => [...h]),
    cad: { kind: 'layer', layer, pieces: [p.id] },
  }));
}
