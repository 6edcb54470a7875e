/**
 * Pictures for looking at the comparison fixtures and what the engine finds on them: each new indice rendered whole
 * (BENCH_DPI, 24 dpi by default), the truth's edit boxes in red and, with `--engine`, the engine's regions in blue
 * (drawn a little larger), written to scripts/bench-compare/out/look-<file>.png (ignored by git).
 *
 *   npx tsx scripts/comparison/look.ts [--engine]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { Rect } from '../../src/domain/pdf/geometry.ts';
import { context, fixture, nodeEngine } from '../../src/workers/pdf/testing.ts';
import { loadComparisonEngine } from './engine.ts';
import { COMPARISON_DIR, VA_PLAN_PDF, readTruth } from './evaluate.ts';

const OUT = join(import.meta.dirname, '..', 'bench-compare', 'out');
const dpi = Number(process.env.BENCH_DPI) || 24;
const scale = dpi / 72;
const withEngine = process.argv.includes('--engine');
const engine = withEngine ? await loadComparisonEngine() : null;
if (engine && !engine.run) console.info(`engine: ${engine.missing}`);
mkdirSync(OUT, { recursive: true });

for (const revision of readTruth().revisions) {
  const path = join(COMPARISON_DIR, revision.file);
  const pdf = nodeEngine({ partialRendering: false });
  await pdf.open('sheet', fixture(path), context());
  const rendered = await pdf.render('sheet', 0, { scale }, context());
  await pdf.close('sheet');
  const canvas = createCanvas(rendered.width, rendered.height);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(rendered.width, rendered.height);
  image.data.set(rendered.image.data);
  ctx.putImageData(image, 0, 0);
  const stroke = (r: Rect, colour: string, grow: number) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2;
    ctx.strokeRect(r.x * scale - grow, r.y * scale - grow, r.width * scale + 2 * grow, r.height * scale + 2 * grow);
  };
  for (const e of revision.edits) stroke(e.box, 'red', 2);
  let regions = 0;
  if (engine?.run) {
    const run = await engine.run(fixture(VA_PLAN_PDF), fixture(path));
    for (const r of run.result.regions) stroke(r.box, 'blue', 5);
    regions = run.result.regions.length;
  }
  const file = join(OUT, `look-${revision.file.replace(/\.pdf$/, '')}.png`);
  writeFileSync(file, await canvas.encode('png'));
  console.info(`${file}: ${revision.edits.length} truth box(es)${engine?.run ? `, ${regions} region(s)` : ''}`);
}
