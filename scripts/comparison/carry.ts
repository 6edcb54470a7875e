/**
 * bench:compare's carry-over line: 2,000 measurements of a previous indice (areas, lengths and counts spread over VA
 * p1's sheet, some on the known edits) carried onto rev B through its exact alignment with its edits as changed
 * regions — the journal command (domain/comparison/commands.ts `carryOver`: every vertex through the matrix, each
 * measurement flagged by the regions that touch it) and its application to the state. The command module comes from
 * another branch of the issue (h28-cmp-model): when it is not there, the line is skipped (null).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from '../../src/domain/takeoff/commands.ts';
import { applyChanges, stateFromRows } from '../../src/domain/takeoff/commands.ts';
import { testContext } from '../../src/domain/takeoff/testing/arbitraries.ts';
import { measurement, p, planFile, project, sheet, square } from '../../src/domain/takeoff/testing/fixtures.ts';
import type { Measurement, TakeoffState } from '../../src/domain/takeoff/types.ts';
import type { ChangeRegionDraft, SheetAlignment } from '../../src/domain/comparison/types.ts';
import { median, random } from '../bench-common.ts';
import type { TruthRevision } from './revisions.ts';

const COMMANDS = join(import.meta.dirname, '..', '..', 'src', 'domain', 'comparison', 'commands.ts');

type CarryOver = (
  state: TakeoffState,
  sheetId: string,
  alignment: SheetAlignment,
  regions: readonly ChangeRegionDraft[],
  ctx: ReturnType<typeof testContext>,
) => Command;

export interface CarryBench {
  count: number;
  regions: number;
  flagged: number;
  commandMs: number;
  applyMs: number;
  totalMs: number;
}

/** `count` measurements on a 3024 × 2160 pt sheet, a third each areas, lengths, counts; seeded. */
function measurements(count: number, revision: TruthRevision): Measurement[] {
  const rnd = random(27);
  const out: Measurement[] = [];
  for (let i = 0; i < count; i++) {
    // One in twenty on a known edit, so that some are flagged.
    const edit = i % 20 === 0 ? revision.edits[(i / 20) % revision.edits.length] : undefined;
    const x = edit ? edit.box.x + edit.box.width / 2 : 100 + rnd() * 2800;
    const y = edit ? edit.box.y + edit.box.height / 2 : 100 + rnd() * 1900;
    const id = `m-${i}`;
    const common = { id, sheetId: 'a', label: `M${i}` };
    if (i % 3 === 0) {
      const ring = square(x - 20, y - 20, 40 + rnd() * 60);
      out.push(measurement('area', { ...common, points: ring, holes: [] }));
    } else if (i % 3 === 1) {
      const pts = Array.from({ length: 2 + Math.floor(rnd() * 6) }, (_, k) => p(x + k * 15, y + (k % 2) * 10));
      out.push(measurement('length', { ...common, points: pts, closed: false }));
    } else {
      const pts = Array.from({ length: 1 + Math.floor(rnd() * 10) }, () => p(x + rnd() * 50, y + rnd() * 50));
      out.push(measurement('count', { ...common, points: pts }));
    }
  }
  return out;
}

export async function benchCarry(count: number, revision: TruthRevision, runs: number): Promise<CarryBench | null> {
  if (!existsSync(COMMANDS)) return null;
  // A path held in a variable: the module may not exist on this branch, and the type check must not need it.
  const path = COMMANDS;
  const { carryOver } = (await import(path)) as { carryOver: CarryOver };
  const state = stateFromRows({
    projects: [project()],
    files: [planFile(), planFile({ id: 'file-2', hash: 'b' })],
    sheets: [sheet({ id: 'a' }), sheet({ id: 'b', fileId: 'file-2', previousSheetId: 'a', indice: 'B' })],
    measurements: measurements(count, revision),
  });
  const alignment: SheetAlignment = { matrix: revision.matrix, method: 'auto', confidence: 1, residual: 0 };
  const regions: ChangeRegionDraft[] = revision.edits.map((e) => ({
    box: e.box,
    kind: e.kind,
    added: e.kind === 'removed' ? 0 : 10,
    removed: e.kind === 'added' ? 0 : 10,
  }));
  const commandMs: number[] = [];
  const applyMs: number[] = [];
  const totalMs: number[] = [];
  let flagged = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const command = carryOver(state, 'b', alignment, regions, testContext());
    const t1 = performance.now();
    const after = applyChanges(state, command.changes);
    const t2 = performance.now();
    commandMs.push(t1 - t0);
    applyMs.push(t2 - t1);
    totalMs.push(t2 - t0);
    flagged = [...after.measurements.values()].filter(
      (m) => m.sheetId === 'b' && m.carried?.review === 'toCheck',
    ).length;
  }
  return {
    count,
    regions: regions.length,
    flagged,
    commandMs: median(commandMs),
    applyMs: median(applyMs),
    totalMs: median(totalMs),
  };
}
