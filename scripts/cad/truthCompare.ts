/**
 * What the product's CAD drawing says, in the ground truth's terms (truth.ts), so that the two can be compared:
 * model space's entities by type, INSERTs by raw name, LINE/LWPOLYLINE lengths per layer (top level, and with block
 * contents expanded through transform.ts's matrices — which checks the OCS convention of INSERTs end to end), and
 * block counts by effective name (top level, nested, MINSERT cells, by layer).
 *
 * `blockCountsFromDrawing` is a reference implementation over CadDrawing, independent of domain/cad/blocks.ts;
 * `blockSummaryMismatches` compares the truth with the « Blocs » panel's summaries (CadBlockSummary, from blocks.ts).
 */
import type { Matrix } from '../../src/domain/pdf/geometry.ts';
import { IDENTITY, insertMatrix, nestMatrix } from '../../src/domain/cad/transform.ts';
import { sourceHandle } from '../../src/domain/cad/mline.ts';
import type { CadBlock, CadBlockSummary, CadDrawing, CadEntity, CadVertex } from '../../src/domain/cad/types.ts';
import type { BlockCountTruth, FileTruth } from './truth.ts';

/** A file entity drawn as several (an MLINE's elements, sharing its handle: domain/cad/mline.ts) counts once. */
export function modelCountsByType(d: CadDrawing): Record<string, number> {
  const out: Record<string, number> = {};
  const seen = new Set<string>();
  for (const e of d.modelSpace) {
    if (e.handle !== '') {
      const key = `${e.type}:${sourceHandle(e.handle)}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out[e.type] = (out[e.type] ?? 0) + 1;
  }
  return out;
}

export function modelInsertsByRawName(d: CadDrawing): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of d.modelSpace) {
    if (e.kind === 'insert' && (e.type === 'INSERT' || e.type === 'MINSERT')) out[e.block] = (out[e.block] ?? 0) + 1;
  }
  return out;
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

function isSimilarity(m: Matrix): boolean {
  const a = m[0] * m[0] + m[1] * m[1];
  const b = m[2] * m[2] + m[3] * m[3];
  return Math.abs(a - b) <= 1e-12 * (a + b) && Math.abs(m[0] * m[2] + m[1] * m[3]) <= 1e-12 * (a + b);
}

/** A straight or bulged piece's length after the matrix (an arc under a non-uniform scale summed finely). */
function pieceLength(m: Matrix, a: CadVertex, b: CadVertex): number {
  if (a.bulge === 0) {
    const [x1, y1] = apply(m, a.x, a.y);
    const [x2, y2] = apply(m, b.x, b.y);
    return Math.hypot(x2 - x1, y2 - y1);
  }
  const chord = Math.hypot(b.x - a.x, b.y - a.y);
  if (chord === 0) return 0;
  const theta = 4 * Math.atan(a.bulge);
  const r = chord / (2 * Math.sin(Math.abs(theta) / 2));
  if (isSimilarity(m)) return Math.abs(theta) * r * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const h = r * Math.cos(theta / 2) * Math.sign(a.bulge);
  const cx = mx - ((b.y - a.y) / chord) * h;
  const cy = my + ((b.x - a.x) / chord) * h;
  const a0 = Math.atan2(a.y - cy, a.x - cx);
  let total = 0;
  let [px, py] = apply(m, a.x, a.y);
  const steps = 20000;
  for (let k = 1; k <= steps; k++) {
    const t = a0 + (theta * k) / steps;
    const [qx, qy] = apply(m, cx + r * Math.cos(t), cy + r * Math.sin(t));
    total += Math.hypot(qx - px, qy - py);
    px = qx;
    py = qy;
  }
  return total;
}

function entityLength(e: CadEntity, m: Matrix): number {
  if (e.type === 'LINE' && e.kind === 'line') {
    return pieceLength(m, { ...e.a, bulge: 0 }, { ...e.b, bulge: 0 });
  }
  if (e.type === 'LWPOLYLINE' && e.kind === 'polyline') {
    const v = e.vertices;
    let total = 0;
    for (let i = 0; i < (e.closed ? v.length : v.length - 1); i++) {
      total += pieceLength(m, v[i] as CadVertex, v[(i + 1) % v.length] as CadVertex);
    }
    return total;
  }
  return 0;
}

/** LINE + LWPOLYLINE lengths per layer, in drawing units; `expanded` walks INSERT/MINSERT contents (not tables). */
export function lengthsFromDrawing(d: CadDrawing, expanded: boolean): Record<string, number> {
  const blocks = new Map(d.blocks.map((b) => [b.name, b]));
  const out: Record<string, number> = {};
  const walk = (entities: readonly CadEntity[], m: Matrix, parentLayer: string | null, stack: string[]): void => {
    for (const e of entities) {
      const layer = e.layer === '0' && parentLayer !== null ? parentLayer : e.layer;
      if (e.type === 'LINE' || e.type === 'LWPOLYLINE') {
        out[layer] = (out[layer] ?? 0) + entityLength(e, m);
      } else if (expanded && e.kind === 'insert' && (e.type === 'INSERT' || e.type === 'MINSERT')) {
        const block = blocks.get(e.block);
        if (!block || stack.includes(e.block)) continue;
        for (let r = 0; r < e.rows; r++) {
          for (let c = 0; c < e.columns; c++) {
            walk(block.entities, nestMatrix(m, insertMatrix(e, block.base, r, c)), layer, [...stack, e.block]);
          }
        }
      }
    }
  };
  walk(d.modelSpace, IDENTITY, null, []);
  return out;
}

/** Block references by effective name, as AutoCAD's COUNT: top level, nested, MINSERT cells, by layer. */
export function blockCountsFromDrawing(d: CadDrawing): Record<string, BlockCountTruth> {
  const blocks = new Map<string, CadBlock>(d.blocks.map((b) => [b.name, b]));
  const out: Record<string, BlockCountTruth> = {};
  const walk = (entities: readonly CadEntity[], parentLayer: string | null, depth: number, stack: string[]): void => {
    for (const e of entities) {
      if (e.kind !== 'insert' || (e.type !== 'INSERT' && e.type !== 'MINSERT')) continue;
      const layer = e.layer === '0' && parentLayer !== null ? parentLayer : e.layer;
      const block = blocks.get(e.block);
      const name = block?.effectiveName ?? e.block;
      const entry = (out[name] ??= { topLevel: 0, nested: 0, byLayer: {}, rawNames: [] });
      if (!entry.rawNames.includes(e.block)) entry.rawNames.push(e.block);
      const cells = e.rows * e.columns;
      if (depth === 0) entry.topLevel += cells;
      else entry.nested += cells;
      entry.byLayer[layer] = (entry.byLayer[layer] ?? 0) + cells;
      if (block && !stack.includes(e.block)) {
        for (let k = 0; k < cells; k++) walk(block.entities, layer, depth + 1, [...stack, e.block]);
      }
    }
  };
  walk(d.modelSpace, null, 0, []);
  for (const entry of Object.values(out)) entry.rawNames.sort();
  return out;
}

/** Differences between the truth's block counts and the « Blocs » panel's summaries ([] when they agree). */
export function blockSummaryMismatches(truth: FileTruth, summaries: readonly CadBlockSummary[]): string[] {
  const problems: string[] = [];
  const byName = new Map(summaries.map((s) => [s.name, s]));
  for (const [name, t] of Object.entries(truth.blockCounts)) {
    const s = byName.get(name);
    if (!s) {
      problems.push(`${name}: missing`);
      continue;
    }
    if (s.topLevel !== t.topLevel) problems.push(`${name}: topLevel ${s.topLevel}, truth ${t.topLevel}`);
    if (s.nested !== t.nested) problems.push(`${name}: nested ${s.nested}, truth ${t.nested}`);
    const layers = Object.keys(t.byLayer).sort();
    if ([...s.layers].sort().join('|') !== layers.join('|')) {
      problems.push(`${name}: layers ${s.layers.join(', ')}, truth ${layers.join(', ')}`);
    }
    if ([...s.rawNames].sort().join('|') !== t.rawNames.join('|')) {
      problems.push(`${name}: raw names ${s.rawNames.join(', ')}, truth ${t.rawNames.join(', ')}`);
    }
  }
  for (const s of summaries) {
    if (!(s.name in truth.blockCounts)) problems.push(`${s.name}: not in the truth`);
  }
  return problems;
}
