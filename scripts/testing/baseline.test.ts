import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toMatchImageSnapshot } from './baseline';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A 4 × 4 grey RGBA picture, one pixel of it `changed` levels lighter in green, compressed at `level`: the same
 * pixels at another level are other bytes.
 */
function picture(changed = 0, level = 9): Buffer {
  const size = 4;
  const rows = Buffer.alloc(size * (1 + size * 4), 120);
  for (let y = 0; y < size; y++) {
    rows[y * (1 + size * 4)] = 0; // filter: none
    for (let x = 0; x < size; x++) rows[y * (1 + size * 4) + 1 + x * 4 + 3] = 255;
  }
  rows[1 * (1 + size * 4) + 1 + 1 * 4 + 1] = 120 + changed;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What jest-image-snapshot reads of Jest's matcher context. */
function context(update: 'all' | 'none' = 'none') {
  return {
    testPath: join(tmpdir(), 'story.test.ts'),
    currentTestName: 'Story',
    isNot: false,
    snapshotState: {
      _updateSnapshot: update,
      _counters: new Map<string, number>(),
      matched: 0,
      unmatched: 0,
      added: 0,
      updated: 0,
    },
  };
}

describe('the story pictures’ comparison', () => {
  let dir: string;
  const options = () => ({
    customSnapshotsDir: dir,
    customSnapshotIdentifier: 'story',
    customDiffDir: join(dir, 'diff'),
    failureThreshold: 0,
    customDiffConfig: { threshold: 0.005 },
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'metr-baseline-'));
    writeFileSync(join(dir, 'story.png'), picture());
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts a picture with its baseline’s bytes as matched', () => {
    const ctx = context();
    expect(toMatchImageSnapshot.call(ctx, picture(), options()).pass).toBe(true);
    expect(ctx.snapshotState).toMatchObject({ matched: 1, unmatched: 0 });
  });

  it('fails a picture one pixel of which is two levels off, as jest-image-snapshot does', () => {
    const ctx = context();
    const result = toMatchImageSnapshot.call(ctx, picture(2), options());
    expect(result.pass).toBe(false);
    expect(result.message()).toContain('1 differing pixels');
    expect(ctx.snapshotState).toMatchObject({ matched: 0, unmatched: 1 });
  });

  it('passes other bytes of the same pixels through jest-image-snapshot', () => {
    const same = picture(0, 0);
    expect(same.equals(picture())).toBe(false);
    const ctx = context();
    expect(toMatchImageSnapshot.call(ctx, same, options()).pass).toBe(true);
    expect(ctx.snapshotState.matched).toBe(1);
  });

  it('in update mode, rewrites a changed baseline', () => {
    const ctx = context('all');
    expect(toMatchImageSnapshot.call(ctx, picture(9), options()).pass).toBe(true);
    expect(readFileSync(join(dir, 'story.png')).equals(picture(9))).toBe(true);
  });
});
