/**
 * Benchmark of the CAD sheet model (issue 28: src/domain/cad): buildSheetModel on a generated drawing of 200,000
 * lines drawn by 1,000 references of 200-line blocks (five blocks, rotated, some mirrored or scaled unevenly, a few
 * arcs and a closed polyline in each), stage by stage. Median of BENCH_RUNS runs (5). A benchmark, not a test:
 * `npm test` does not run it; no time is asserted anywhere else.
 *
 *   npx tsx scripts/cad/bench-model.ts
 *   BENCH_RUNS=9 npx tsx scripts/cad/bench-model.ts
 *
 * The goal (the brief): the whole build well under a second on the 2-core machine. Exit code 1 when the median is
 * over a second.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { drawnExtents, expandReferences, summariseBlocks } from '../../src/domain/cad/blocks.ts';
import { layerGeometry, layerSummaries } from '../../src/domain/cad/layers.ts';
import { placeDrawing } from '../../src/domain/cad/placement.ts';
import { buildSheetModel } from '../../src/domain/cad/sheetModel.ts';
import { arc, block, drawing, insert, line, polyline, pt } from '../../src/domain/cad/testing.ts';
import type { CadBlock, CadDrawing, CadEntity } from '../../src/domain/cad/types.ts';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** `references` references of `blocks` blocks of `linesPerBlock` lines each (196 lines, 2 arcs, 1 bulged polyline…). */
export function benchDrawing(references = 1000, linesPerBlock = 200, blocks = 5): CadDrawing {
  const defs: CadBlock[] = [];
  for (let b = 0; b < blocks; b++) {
    const entities: CadEntity[] = [];
    for (let i = 0; i < linesPerBlock - 4; i++) {
      const a = (i / linesPerBlock) * 2 * Math.PI;
      entities.push(
        line(pt(Math.cos(a) * 500, Math.sin(a) * 500), pt(Math.cos(a) * 900 + b, Math.sin(a) * 900), {
          layer: i % 3 === 0 ? '0' : `L${(i + b) % 7}`,
        }),
      );
    }
    entities.push(arc(pt(0, 0), 300, 0, Math.PI / 2), arc(pt(0, 0), 350, 1, 3, { layer: 'PORTES' }));
    entities.push(
      polyline(
        [
          [-100, -100, 0.3],
          [100, -100],
          [100, 100, -0.5],
          [-100, 100],
        ],
        true,
        { layer: 'SOLS' },
      ),
    );
    entities.push(line(pt(0, 0), pt(b, 1)));
    defs.push(block(`BLOC_${b}`, entities));
  }
  const modelSpace: CadEntity[] = [];
  const side = Math.ceil(Math.sqrt(references));
  for (let r = 0; r < references; r++) {
    const scale = r % 10 === 0 ? pt(1.5, 0.75) : r % 7 === 0 ? pt(-1, 1) : pt(1, 1);
    modelSpace.push(
      insert(`BLOC_${r % blocks}`, pt((r % side) * 2500, Math.floor(r / side) * 2500), {
        layer: `CALQUE_${r % 4}`,
        rotation: (r % 8) * (Math.PI / 4),
        scale,
      }),
    );
  }
  return drawing(modelSpace, { blocks: defs, units: 'mm' });
}

export interface ModelBench {
  readonly runs: number;
  readonly lines: number;
  /** Medians, milliseconds. */
  readonly build: number;
  /**
   * The build's process CPU time (user + system, every thread: GC included), median: on a loaded shared machine the
   * wall time counts the waits for a core, this does not.
   */
  readonly buildCpu: number;
  readonly stages: Readonly<Record<'expand' | 'extents' | 'layers' | 'blocks' | 'geometry', number>>;
}

export function benchModel(runs = 5, d: CadDrawing = benchDrawing()): ModelBench {
  const build: number[] = [];
  const buildCpu: number[] = [];
  const stages = {
    expand: [] as number[],
    extents: [] as number[],
    layers: [] as number[],
    blocks: [] as number[],
    geometry: [] as number[],
  };
  let lines = 0;
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    const cpu = process.cpuUsage();
    const model = buildSheetModel(d, 'mm', 'file');
    build.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    buildCpu.push((used.user + used.system) / 1000);
    lines = model.geometry.reduce((n, g) => n + g.lengths.filter((p) => p.type === 'LINE').length, 0);
    t = performance.now();
    const expansion = expandReferences(d);
    stages.expand.push(performance.now() - t);
    t = performance.now();
    const extents = drawnExtents(d, expansion);
    const { placement } = placeDrawing(d, 'mm', 'file', extents);
    stages.extents.push(performance.now() - t);
    t = performance.now();
    layerSummaries(d, expansion);
    stages.layers.push(performance.now() - t);
    t = performance.now();
    summariseBlocks(d, placement, expansion, extents);
    stages.blocks.push(performance.now() - t);
    t = performance.now();
    layerGeometry(d, placement, expansion);
    stages.geometry.push(performance.now() - t);
  }
  return {
    runs,
    lines,
    build: median(build),
    buildCpu: median(buildCpu),
    stages: {
      expand: median(stages.expand),
      extents: median(stages.extents),
      layers: median(stages.layers),
      blocks: median(stages.blocks),
      geometry: median(stages.geometry),
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const result = benchModel(runs);
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  console.log(`CAD sheet model, ${result.lines.toLocaleString('en')} lines in 1,000 references, median of ${runs}:`);
  console.log(
    `  buildSheetModel  ${ms(result.build)}  (goal < 1000 ms; CPU ${ms(result.buildCpu)}, load ${loadavg()[0]?.toFixed(1)})`,
  );
  for (const [stage, v] of Object.entries(result.stages)) console.log(`    ${stage.padEnd(10)} ${ms(v)}`);
  process.exitCode = result.build < 1000 ? 0 : 1;
}
