/**
 * Offline merge of a shared project's document (issue 30's goal: 100 + 100 offline edits merged ≤ 100 ms; the spike
 * measured 22 ms). A project of 5,000 measurements is seeded into two documents through the mapping of
 * src/domain/sharing; each side then makes 100 edits apart (new measurements, field changes of the same rows, some of
 * the same field), and the two exchange their updates as they would on reconnecting. Timed: the two updates encoded
 * and applied (the merge); beside it, as its baseline in the same run, the same updates applied to bare Y.Docs with no
 * observer (Yjs alone). Prints medians of many rounds.
 *
 *   npx tsx scripts/bench-sync-merge.ts
 *
 * Not a test: timings depend on the machine; compare runs on the same one.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { ConflictWatch } from '../src/domain/sharing/conflicts';
import { readRow, writeDocument, writeRow } from '../src/domain/sharing/document';
import { emptyProjectData } from '../src/domain/sharing/layout';
import { PersonOrigin, PersonUndo } from '../src/domain/sharing/undo';
import { measurement } from '../src/domain/takeoff/testing/fixtures';
import type { Measurement } from '../src/domain/takeoff/types';

const ROUNDS = 30;
const MEASUREMENTS = 5000;
const EDITS = 100;
const BUDGET_MS = 100;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const seedUpdate = (() => {
  const doc = new Y.Doc();
  const measurements = Array.from({ length: MEASUREMENTS }, (_, i) =>
    measurement('length', {
      id: `m-${i}`,
      label: `Mesure ${i}`,
      points: [
        { x: i, y: 0 },
        { x: i + 72, y: 10 },
      ],
    }),
  );
  writeDocument(doc, { ...emptyProjectData(), measurements }, 'seed');
  return Y.encodeStateAsUpdate(doc);
})();

/** A device that received the seed and edited apart: its document and its own update since the seed. */
function editedApart(person: string, offset: number) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, seedUpdate);
  const before = Y.encodeStateVector(doc);
  const undo = new PersonUndo(doc, new PersonOrigin(person));
  const watch = new ConflictWatch(doc, (origin) => origin === undo.origin);
  for (let i = 0; i < EDITS; i++) {
    undo.step(() => {
      if (i % 2 === 0) writeRow(doc, 'measurements', measurement('count', { id: `${person}-${i}` }));
      else {
        const id = `m-${(i * 37 + offset) % MEASUREMENTS}`;
        const row = readRow(doc, 'measurements', id) as Measurement;
        // The same rows on both sides: their labels conflict; one side also changes their colour.
        writeRow(doc, 'measurements', { ...row, label: `${person} ${i}`, ...(offset ? { color: 'red' } : {}) }, row);
      }
    });
  }
  return { doc, watch, update: Y.encodeStateAsUpdate(doc, before) };
}

const merged: number[] = [];
const bare: number[] = [];
let conflicts = 0;
for (let round = 0; round < ROUNDS; round++) {
  const a = editedApart('camille', 0);
  const b = editedApart('dominique', round % 2);
  a.watch.onConflicts((list) => (conflicts += list.length));
  const start = performance.now();
  const toB = Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b.doc));
  const toA = Y.encodeStateAsUpdate(b.doc, Y.encodeStateVector(a.doc));
  Y.applyUpdate(b.doc, toB, 'remote');
  Y.applyUpdate(a.doc, toA, 'remote');
  merged.push(performance.now() - start);

  const x = new Y.Doc();
  const y = new Y.Doc();
  Y.applyUpdate(x, seedUpdate);
  Y.applyUpdate(y, seedUpdate);
  Y.applyUpdate(x, a.update);
  Y.applyUpdate(y, b.update);
  const startBare = performance.now();
  Y.applyUpdate(y, Y.encodeStateAsUpdate(x, Y.encodeStateVector(y)));
  Y.applyUpdate(x, Y.encodeStateAsUpdate(y, Y.encodeStateVector(x)));
  bare.push(performance.now() - startBare);
  a.watch.destroy();
  b.watch.destroy();
}

const m = median(merged);
const baseline = median(bare);
console.log(
  `load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`${MEASUREMENTS} measurements, ${EDITS} + ${EDITS} offline edits, ${ROUNDS} rounds`);
console.log(`merge (mapping, undo managers, conflict watch): median ${m.toFixed(1)} ms (budget ${BUDGET_MS} ms)`);
console.log(`Yjs alone, same updates: median ${baseline.toFixed(1)} ms; ratio ${(m / baseline).toFixed(2)}`);
console.log(`conflicts reported: ${(conflicts / ROUNDS).toFixed(1)} per merge`);
process.exit(m <= BUDGET_MS ? 0 : 1);
