import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchImageSnapshotOptions } from 'jest-image-snapshot';
// The default import: the test runner's configuration is also loaded as an ES module, and Node finds no named export
// `updateSnapshotState` in this CommonJS package (`toMatchImageSnapshot` it does find).
import imageSnapshot from 'jest-image-snapshot';

const { toMatchImageSnapshot: compareWithBaseline, updateSnapshotState } = imageSnapshot;

/** The part of Jest's matcher context jest-image-snapshot reads and counts in. */
interface SnapshotContext {
  readonly snapshotState: { _updateSnapshot: 'all' | 'new' | 'none'; matched: number };
}

/**
 * jest-image-snapshot's matcher, with one shortcut: a picture whose PNG bytes are its baseline's is the same picture,
 * counted as matched without decoding either. Chromium encodes the same pixels into the same bytes, so that is most
 * stories; any other picture goes to jest-image-snapshot unchanged, which decodes both and compares them pixel by
 * pixel in a Node process it starts for each comparison (about a third of the stories' time went there). In update
 * mode every picture goes to it, so that it writes what changed.
 */
export function toMatchImageSnapshot(
  this: SnapshotContext,
  received: Buffer,
  options: MatchImageSnapshotOptions = {},
): { message(): string; pass: boolean } {
  const { customSnapshotsDir: dir, customSnapshotIdentifier: id } = options;
  if (this.snapshotState._updateSnapshot !== 'all' && typeof dir === 'string' && typeof id === 'string') {
    const baseline = join(dir, `${id}.png`);
    if (existsSync(baseline) && readFileSync(baseline).equals(received)) {
      updateSnapshotState(this.snapshotState, { matched: this.snapshotState.matched + 1 });
      return { pass: true, message: () => `${id}: the picture is its baseline, byte for byte` };
    }
  }
  return compareWithBaseline.call(this, received, options);
}
