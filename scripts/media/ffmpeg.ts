/**
 * ffmpeg for the media recorder and its test: installed with apt-get when missing (as root on Debian), run quietly and
 * bit-exact (no encoder strings, no timestamps), and a small grey thumbnail of one decoded frame, to check that a poster
 * is a frame of its clip and that a clip ends where it starts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

export function ensureFfmpeg(): void {
  if (hasFfmpeg()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.info('media: ffmpeg missing, installing it with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'ffmpeg'], { stdio: 'inherit', env });
    return;
  }
  throw new Error('ffmpeg not found: install it (Debian: apt-get install ffmpeg) and run again.');
}

/** Runs ffmpeg quietly; returns its standard output (raw frames for the thumbnails). */
export function ffmpeg(args: string[]): Buffer {
  const res = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) throw new Error(`ffmpeg failed (${args.join(' ')}):\n${res.stderr.toString()}`);
  return res.stdout;
}

/** Options that keep ffmpeg's output reproducible: no metadata, no encoder version string. */
export const BITEXACT = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'];

/** The thumbnails' size: small enough to commit as hex, large enough to tell two moments of a clip apart. */
export const THUMB = { width: 32, height: 20 } as const;

/** Every frame of a clip (or the picture itself for a still), each scaled to THUMB in grey levels, as hex strings. */
export function thumbs(file: string): string[] {
  const all = ffmpeg([
    '-i',
    file,
    '-vf',
    `scale=${THUMB.width}:${THUMB.height}:flags=area,format=gray`,
    '-f',
    'rawvideo',
    '-',
  ]);
  const size = THUMB.width * THUMB.height;
  const out: string[] = [];
  for (let i = 0; i + size <= all.length; i += size) out.push(all.subarray(i, i + size).toString('hex'));
  return out;
}

/** Frame `index` of a clip as a thumbnail (see `thumbs`); -1 is the last frame. */
export function thumb(file: string, index = 0): string {
  const all = thumbs(file);
  const found = all.at(index);
  if (found === undefined) throw new Error(`${file}: no frame ${index} (${all.length} frames)`);
  return found;
}

/** How many frames a clip has (decoded, not read from the container's header). */
export function frameCount(file: string): number {
  return thumbs(file).length;
}

/** The mean absolute difference of two thumbnails, in grey levels (0–255). */
export function meanAbsDiff(a: string, b: string): number {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  if (x.length !== y.length || x.length === 0) throw new Error('thumbnails of different sizes');
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] as number) - (y[i] as number));
  return sum / x.length;
}
