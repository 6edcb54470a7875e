import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { media, mediaBudgets, mediaFiles, type MediaVideo } from '../../src/config/media';
import { THUMB, hasFfmpeg, meanAbsDiff, thumb, thumbs } from './ffmpeg';
import type { PostersFile } from './posters';

const publicDir = join(process.cwd(), 'public');
const fileOf = (src: string) => join(publicDir, src.replace(/^\//, ''));
const read = (src: string) => readFileSync(fileOf(src));
const sha256 = (src: string) => createHash('sha256').update(read(src)).digest('hex');
const posters = JSON.parse(readFileSync(join(process.cwd(), 'scripts/media/posters.json'), 'utf8')) as PostersFile;

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
    const size = statSync(fileOf(src)).size;
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

/** The clip's name in posters.json: its file name without the extension. */
const nameOf = (v: MediaVideo) => /\/media\/(.+)\.webm$/.exec(v.sources[0].src)?.[1] ?? '';
const videos = [media.demo, ...Object.values(media.features)].map((v) => ({ name: nameOf(v), v }));

/**
 * A poster must be a frame of its clip, and a clip must end on its first picture. The recorder measured both when it
 * made the files (posters.json: 32 × 20 grey thumbnails of the poster and of the clip's frames); these tests check that
 * the record describes the committed files (SHA-256), that its measures hold, and — where ffmpeg is installed — decode
 * the files again and measure them afresh. Measures are mean differences in grey levels (0–255), as found on the
 * recorded clips: a poster and its frame differ by under 1 (JPEG against VP9 or H.264); a clip's last frame, 90 % of
 * the way through its cross-fade back, differs from its first by under 3; two moments of a clip differ by 5 (the
 * import's hidden layers are thin lines) to 19.
 */
const SAME_PICTURE = 2;
const LOOP = 4;
const OTHER_MOMENT = 4.5;

describe.each(videos)('$name: poster and loop', ({ name, v }) => {
  const record = posters[name];

  it('is recorded in posters.json for the committed files', () => {
    expect(record, `${name} missing from scripts/media/posters.json: run npm run media`).toBeDefined();
    if (!record) return;
    expect(record.sha256).toEqual({
      webm: sha256(v.sources[0].src),
      mp4: sha256(v.sources[1].src),
      poster: sha256(v.poster),
    });
    expect(record.posterFrame).toBeGreaterThanOrEqual(0);
    expect(record.posterFrame).toBeLessThan(record.frames);
    // Durations in the range of the site's clips: over 5 s, under 10 s.
    expect(record.frames / record.fps).toBeGreaterThan(5);
    expect(record.frames / record.fps).toBeLessThan(10);
    for (const t of Object.values(record.thumbs)) expect(t).toHaveLength(THUMB.width * THUMB.height * 2);
  });

  it('has a poster that is its frame at posterFrame, and ends on its first picture (recorded measures)', () => {
    if (!record) return;
    const { poster, webmAtPoster, mp4AtPoster, webmFirst, webmLast } = record.thumbs;
    expect(meanAbsDiff(poster, webmAtPoster)).toBeLessThan(SAME_PICTURE);
    expect(meanAbsDiff(poster, mp4AtPoster)).toBeLessThan(SAME_PICTURE);
    expect(meanAbsDiff(webmFirst, webmLast)).toBeLessThan(LOOP);
    // A representative moment, not the opening picture: which also shows that the measure tells two moments apart.
    expect(meanAbsDiff(poster, webmFirst)).toBeGreaterThan(OTHER_MOMENT);
  });

  it.runIf(hasFfmpeg())('decodes to the recorded frames (ffmpeg)', () => {
    if (!record) return;
    const webm = thumbs(fileOf(v.sources[0].src));
    const mp4 = thumbs(fileOf(v.sources[1].src));
    expect(webm).toHaveLength(record.frames);
    expect(mp4).toHaveLength(record.frames);
    const poster = thumb(fileOf(v.poster));
    const atPoster = webm[record.posterFrame] ?? '';
    expect(meanAbsDiff(poster, record.thumbs.poster)).toBeLessThan(1);
    expect(meanAbsDiff(atPoster, record.thumbs.webmAtPoster)).toBeLessThan(1);
    expect(meanAbsDiff(poster, atPoster)).toBeLessThan(SAME_PICTURE);
    expect(meanAbsDiff(poster, mp4[record.posterFrame] ?? '')).toBeLessThan(SAME_PICTURE);
    expect(meanAbsDiff(webm[0] ?? '', webm.at(-1) ?? '')).toBeLessThan(LOOP);
  });
});
