import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { media, mediaBudgets, mediaFiles } from '../../src/config/media';

const publicDir = join(process.cwd(), 'public');
const read = (src: string) => readFileSync(join(publicDir, src.replace(/^\//, '')));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(buf.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** Width and height from a JPEG's first start-of-frame marker (SOF0–SOF15, minus DHT/JPG/DAC). */
function jpegSize(buf: Buffer): { width: number; height: number } {
  expect(buf.readUInt16BE(0)).toBe(0xffd8);
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) throw new Error(`JPEG: no marker at byte ${i}`);
    const marker = buf[i + 1] as number;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    const length = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  throw new Error('JPEG: no start-of-frame marker');
}

function imageSize(src: string, buf: Buffer) {
  if (/\.jpe?g$/.test(src)) return jpegSize(buf);
  if (/\.png$/.test(src)) return pngSize(buf);
  throw new Error(`unexpected image type: ${src}`);
}

const files = mediaFiles();

describe('media manifest', () => {
  it('lists the demo, four features and four steps', () => {
    expect(Object.keys(media.features).sort()).toEqual(['compare', 'counting', 'import', 'library']);
    expect(Object.keys(media.steps).sort()).toEqual(['export', 'import', 'library', 'selection']);
    // 5 videos × (webm + mp4 + poster) + 4 steps.
    expect(files).toHaveLength(19);
    expect(new Set(files.map((f) => f.src)).size).toBe(files.length);
  });

  it('lists WebM before MP4 for every video', () => {
    for (const v of [media.demo, ...Object.values(media.features)]) {
      expect(v.sources.map((s) => s.type)).toEqual(['video/webm', 'video/mp4']);
    }
  });
});

describe.each(files)('$src', ({ src, kind, width, height }) => {
  it('exists in public/ and fits its budget', () => {
    const size = statSync(join(publicDir, src.replace(/^\//, ''))).size;
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThanOrEqual(kind === 'video' ? mediaBudgets.video : mediaBudgets.image);
  });

  if (kind === 'video') {
    it('starts with the magic bytes of its container', () => {
      const head = read(src).subarray(0, 12);
      if (src.endsWith('.webm')) expect(head.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      else expect(head.subarray(4, 8).toString('ascii')).toBe('ftyp');
    });
  } else {
    it(`is ${width}×${height}`, () => {
      expect(imageSize(src, read(src))).toEqual({ width, height });
    });
  }
});

describe('budgets', () => {
  it('match the issue: videos ≤ 400 KB, posters and previews ≤ 60 KB', () => {
    expect(mediaBudgets).toEqual({ video: 400_000, image: 60_000 });
  });
});
