/**
 * Generates the site's media from our own drawing code: scripts/media/scenes.html is rendered frame by frame in
 * headless Chromium, then encoded with Debian's ffmpeg into public/media/ (names and sizes from src/config/media.ts).
 *
 *   npx tsx scripts/media/generate.ts                 every file, then the budget check
 *   npx tsx scripts/media/generate.ts --only demo     one scene (comma-separated list)
 *   npx tsx scripts/media/generate.ts --preview demo@0.3,step-export --out /tmp/previews
 *                                                     PNG stills only, for looking at frames
 *
 * Needs ffmpeg (installed with apt-get when missing, as root on Debian) and the tests' pinned Chromium
 * (scripts/chromium.cjs). Fails loudly when a file is over its budget.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { media, mediaBudgets, type MediaImage, type MediaVideo } from '../../src/config/media.ts';
import { createRequire } from 'node:module';

const { launchOptions } = createRequire(import.meta.url)('../chromium.cjs') as {
  launchOptions: (extraArgs?: string[]) => {
    executablePath: string;
    args: string[];
    env: Record<string, string | undefined>;
  };
};

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const publicDir = join(root, 'public');
const scenesUrl = pathToFileURL(join(here, 'scenes.html')).href;

/** Frames per second of every clip; few frames keep generation fast and files small. */
const FPS = 15;

interface VideoJob {
  kind: 'video';
  scene: string;
  spec: MediaVideo;
  seconds: number;
  /** Scene time (0–1) of the poster frame: a representative moment, not the empty first frame. */
  posterAt: number;
}
interface StillJob {
  kind: 'still';
  scene: string;
  spec: MediaImage;
}
type Job = VideoJob | StillJob;

const JOBS: Job[] = [
  { kind: 'video', scene: 'demo', spec: media.demo, seconds: 6, posterAt: 0.8 },
  { kind: 'video', scene: 'feature-import', spec: media.features.import, seconds: 5.5, posterAt: 0.437 },
  { kind: 'video', scene: 'feature-library', spec: media.features.library, seconds: 5.5, posterAt: 0.8 },
  { kind: 'video', scene: 'feature-counting', spec: media.features.counting, seconds: 5.5, posterAt: 0.88 },
  { kind: 'video', scene: 'feature-compare', spec: media.features.compare, seconds: 6, posterAt: 0.55 },
  { kind: 'still', scene: 'step-import', spec: media.steps.import },
  { kind: 'still', scene: 'step-library', spec: media.steps.library },
  { kind: 'still', scene: 'step-selection', spec: media.steps.selection },
  { kind: 'still', scene: 'step-export', spec: media.steps.export },
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function ensureFfmpeg(): void {
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0) return;
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

/** Quiet, reproducible ffmpeg: no encoder strings or timestamps in the output. */
function ffmpeg(args: string[]): void {
  const res = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`ffmpeg failed (${args.join(' ')}):\n${res.stderr}`);
}
const BITEXACT = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'];

async function renderPng(page: Page, scene: string, t: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([s, tt]) => {
      const w = window as unknown as { renderFrame: (n: string, t: number) => void };
      w.renderFrame(s as string, tt as number);
      return (document.getElementById('c') as HTMLCanvasElement).toDataURL('image/png');
    },
    [scene, t] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function checkSize(page: Page, scene: string, width: number, height: number): Promise<void> {
  const info = await page.evaluate(
    (s) => (window as unknown as { sceneInfo: (n: string) => { width: number; height: number } }).sceneInfo(s),
    scene,
  );
  if (info.width !== width || info.height !== height) {
    throw new Error(`${scene}: scene is ${info.width}×${info.height}, manifest says ${width}×${height}`);
  }
}

const out = (src: string) => join(publicDir, src.replace(/^\//, ''));

/** JPEG at the best quality that fits the image budget (ffmpeg's q scale: 2 = best). */
function encodeJpeg(png: string, dest: string): void {
  const tmp = `${dest}.tmp.jpg`;
  for (let q = 2; q <= 12; q++) {
    ffmpeg(['-i', png, '-q:v', String(q), '-pix_fmt', 'yuvj444p', ...BITEXACT, tmp]);
    if (statSync(tmp).size <= mediaBudgets.image * 0.95) break;
    if (q === 12) ffmpeg(['-i', png, '-q:v', String(q), '-pix_fmt', 'yuvj420p', ...BITEXACT, tmp]);
  }
  renameSync(tmp, dest);
}

function encodeVideo(framesDir: string, spec: MediaVideo): void {
  const input = ['-framerate', String(FPS), '-i', join(framesDir, 'f%04d.png')];
  const webm = spec.sources.find((s) => s.type === 'video/webm');
  const mp4 = spec.sources.find((s) => s.type === 'video/mp4');
  if (!webm || !mp4) throw new Error('each video needs a WebM and an MP4 source');
  // VP9, constant quality with a bitrate ceiling; two keyframes per loop at most.
  ffmpeg([
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '27',
    '-b:v',
    '420k',
    '-row-mt',
    '1',
    '-threads',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-g',
    String(FPS * 6),
    '-an',
    ...BITEXACT,
    out(webm.src),
  ]);
  // H.264 main profile, yuv420p, moov atom first for progressive playback.
  ffmpeg([
    ...input,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    '21',
    '-maxrate',
    '520k',
    '-bufsize',
    '1040k',
    '-threads',
    '1',
    '-g',
    String(FPS * 6),
    '-movflags',
    '+faststart',
    '-an',
    ...BITEXACT,
    out(mp4.src),
  ]);
}

function budgetTable(jobs: Job[]): boolean {
  const rows: [string, number, number][] = [];
  for (const job of jobs) {
    if (job.kind === 'video') {
      for (const s of job.spec.sources) rows.push([s.src, statSync(out(s.src)).size, mediaBudgets.video]);
      rows.push([job.spec.poster, statSync(out(job.spec.poster)).size, mediaBudgets.image]);
    } else rows.push([job.spec.src, statSync(out(job.spec.src)).size, mediaBudgets.image]);
  }
  let ok = true;
  console.info('\nfile                                 size       budget');
  for (const [src, size, budget] of rows) {
    const over = size > budget;
    ok &&= !over;
    const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`.padStart(9);
    console.info(`${src.padEnd(36)} ${kb(size)}  ${kb(budget)}${over ? '  OVER BUDGET' : ''}`);
  }
  return ok;
}

async function main(): Promise<void> {
  const started = Date.now();
  const preview = arg('--preview');
  const only = arg('--only')?.split(',');
  if (!preview) ensureFfmpeg();
  // The page loads Inter from node_modules through a file URL.
  const browser = await chromium.launch(launchOptions(['--allow-file-access-from-files']));
  const tmp = mkdtempSync(join(tmpdir(), 'metr-media-'));
  try {
    const page = await browser.newPage({ viewport: { width: 960, height: 600 }, deviceScaleFactor: 1 });
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(scenesUrl);
    const fontOk = await page.evaluate(() => (window as unknown as { ready: Promise<boolean> }).ready);
    if (!fontOk) throw new Error('Inter did not load: check node_modules/@fontsource-variable/inter');

    if (preview) {
      const dir = arg('--out') ?? join(tmp, 'preview');
      mkdirSync(dir, { recursive: true });
      for (const item of preview.split(',')) {
        const [scene, at] = item.split('@') as [string, string | undefined];
        const file = join(dir, `${scene}${at ? `@${at}` : ''}.png`);
        writeFileSync(file, await renderPng(page, scene, Number(at ?? 0.5)));
        console.info(file);
      }
      return;
    }

    mkdirSync(join(publicDir, 'media'), { recursive: true });
    const jobs = JOBS.filter((j) => !only || only.includes(j.scene));
    for (const job of jobs) {
      const t0 = Date.now();
      if (job.kind === 'video') {
        await checkSize(page, job.scene, job.spec.width, job.spec.height);
        const dir = join(tmp, job.scene);
        mkdirSync(dir);
        const n = Math.round(job.seconds * FPS);
        // t = i / n: the last frame stops one step short of t = 1, which equals t = 0, so the loop is seamless.
        for (let i = 0; i < n; i++) {
          writeFileSync(join(dir, `f${String(i).padStart(4, '0')}.png`), await renderPng(page, job.scene, i / n));
        }
        encodeVideo(dir, job.spec);
        const posterPng = join(dir, 'poster.png');
        writeFileSync(posterPng, await renderPng(page, job.scene, job.posterAt));
        encodeJpeg(posterPng, out(job.spec.poster));
        console.info(`media: ${job.scene} (${n} frames) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      } else {
        await checkSize(page, job.scene, job.spec.width, job.spec.height);
        const png = join(tmp, `${job.scene}.png`);
        writeFileSync(png, await renderPng(page, job.scene, 0));
        encodeJpeg(png, out(job.spec.src));
        console.info(`media: ${job.scene} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      }
    }
    const ok = budgetTable(jobs);
    console.info(`\nmedia: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (!ok) {
      console.error('media: at least one file is over its budget (videos ≤ 400 KB, posters/previews ≤ 60 KB).');
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
