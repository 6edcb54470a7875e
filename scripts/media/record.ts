/**
 * `npm run media`: records the site's media from the real workspace. The built site (built first when dist/ is
 * missing or `--build` is passed) is served by the real Node server on a free port; each scene (scripts/media/scenes/)
 * signs up in a fresh browser context of the tests' pinned Chromium, prepares its project off camera with the e2e
 * helpers, then plays its action on camera (scripts/media/film.ts); ffmpeg scales the frames, cross-fades the end back
 * to the first frame, encodes WebM (VP9) and MP4 (H.264) and the JPEG posters and step previews into public/media/
 * (names and sizes from src/config/media.ts), writes scripts/media/posters.json and checks the budgets.
 *
 *   npm run media                                   every scene
 *   npm run media -- --only counting,compare        some scenes (their names in scenes/index.ts)
 *   npm run media -- --frames /tmp/frames           also keep the encoded frames there, to look at them
 *
 * Needs ffmpeg (installed with apt-get when missing, as root on Debian). Fails loudly when a file is over its budget.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { mediaBudgets, type MediaImage, type MediaVideo } from '../../src/config/media.ts';
import { startSite } from '../bench-common.ts';
import { BITEXACT, ensureFfmpeg, ffmpeg, frameCount, thumb } from './ffmpeg.ts';
import { FPS, Film, installPointer } from './film.ts';
import { SCENES, type Scene } from './scenes/index.ts';
import type { PosterRecord, PostersFile } from './posters.ts';

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
/** The build to film: dist/ unless SITE_DIR says another (a copy, to rebuild dist/ meanwhile). */
const siteDir = resolve(process.env.SITE_DIR ?? join(root, 'dist'));
const postersJson = join(here, 'posters.json');

/** The last second cross-fades back to the first frame: the loop shows no jump. */
const CROSSFADE_SECONDS = 0.5;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const out = (src: string) => join(publicDir, src.replace(/^\//, ''));
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * JPEG at the best quality that fits 95 % of the image budget (ffmpeg's q scale: 2 = best): full chroma first, then
 * 4:2:0 chroma, whose files are smaller at the same q.
 */
export function encodeJpeg(png: string, dest: string): void {
  const tmp = `${dest}.tmp.jpg`;
  const tries = [
    ...[2, 3, 4, 5, 6, 7, 8].map((q) => ({ q, pix: 'yuvj444p' })),
    ...[4, 5, 6, 7, 8, 9, 10, 12, 14, 16].map((q) => ({ q, pix: 'yuvj420p' })),
  ];
  for (const { q, pix } of tries) {
    ffmpeg(['-i', png, '-q:v', String(q), '-pix_fmt', pix, ...BITEXACT, tmp]);
    if (statSync(tmp).size <= mediaBudgets.image * 0.95) break;
  }
  renameSync(tmp, dest);
}

/**
 * The clip's frames at its size, the last CROSSFADE_SECONDS blended into the first frame, as PNGs m0000.png… in
 * `masterDir`: what both encodings and the poster are made from.
 */
function master(framesDir: string, frames: number, spec: { width: number; height: number }, masterDir: string): void {
  mkdirSync(masterDir, { recursive: true });
  const scale = `scale=${spec.width}:${spec.height}:flags=lanczos,format=rgb24,setsar=1`;
  const offset = (frames / FPS - CROSSFADE_SECONDS).toFixed(3);
  ffmpeg([
    '-framerate',
    String(FPS),
    '-i',
    join(framesDir, 'f%04d.png'),
    '-framerate',
    String(FPS),
    '-loop',
    '1',
    '-t',
    String(CROSSFADE_SECONDS + 1),
    '-i',
    join(framesDir, 'f0000.png'),
    '-filter_complex',
    `[0:v]${scale}[a];[1:v]${scale}[b];[a][b]xfade=transition=fade:duration=${CROSSFADE_SECONDS}:offset=${offset}`,
    '-frames:v',
    String(frames),
    join(masterDir, 'm%04d.png'),
  ]);
}

function encodeVideo(masterDir: string, spec: MediaVideo): void {
  const input = ['-framerate', String(FPS), '-i', join(masterDir, 'm%04d.png')];
  const webm = spec.sources.find((s) => s.type === 'video/webm');
  const mp4 = spec.sources.find((s) => s.type === 'video/mp4');
  if (!webm || !mp4) throw new Error('each video needs a WebM and an MP4 source');
  // VP9, constant quality with a bitrate ceiling, one thread (reproducible), a keyframe every 5 s; speed 4 (of 0–5):
  // screen content encodes well at it, and at 2 a clip took minutes on a loaded machine.
  ffmpeg([
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '32',
    '-b:v',
    '320k',
    '-threads',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-g',
    String(FPS * 5),
    '-an',
    ...BITEXACT,
    out(webm.src),
  ]);
  // H.264 main profile, yuv420p, moov atom first for progressive playback; screen content: few colours, sharp edges.
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
    '26',
    '-maxrate',
    '420k',
    '-bufsize',
    '840k',
    '-threads',
    '1',
    '-g',
    String(FPS * 5),
    '-movflags',
    '+faststart',
    '-an',
    ...BITEXACT,
    out(mp4.src),
  ]);
}

export function posterRecord(spec: MediaVideo, frame: number, frames: number): PosterRecord {
  const webm = out(spec.sources[0].src);
  const mp4 = out(spec.sources[1].src);
  const poster = out(spec.poster);
  return {
    fps: FPS,
    frames,
    posterFrame: frame,
    sha256: { webm: sha256(webm), mp4: sha256(mp4), poster: sha256(poster) },
    thumbs: {
      poster: thumb(poster),
      webmAtPoster: thumb(webm, frame),
      mp4AtPoster: thumb(mp4, frame),
      webmFirst: thumb(webm, 0),
      webmLast: thumb(webm, -1),
    },
  };
}

function budgetTable(files: { src: string; budget: number }[]): boolean {
  let ok = true;
  console.info('\nfile                                 size       budget');
  for (const { src, budget } of files) {
    const size = statSync(out(src)).size;
    const over = size > budget;
    ok &&= !over;
    const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`.padStart(9);
    console.info(`${src.padEnd(36)} ${kb(size)}  ${kb(budget)}${over ? '  OVER BUDGET' : ''}`);
  }
  return ok;
}

async function recordScene(browser: Browser, origin: string, scene: Scene, tmp: string) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: scene.viewport,
    deviceScaleFactor: scene.deviceScaleFactor,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    colorScheme: 'light',
    // The workspace's transitions are instant: what the film shows is each step's result, at any machine load.
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  // tsx names the functions it compiles with a helper the page lacks (the e2e helpers' page.evaluate callbacks).
  await context.addInitScript('globalThis.__name = (f) => f');
  await installPointer(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`media: ${scene.name}: page error: ${e.message}`));
  const dir = join(tmp, scene.name);
  const film = new Film(page, {
    dir: join(dir, 'frames'),
    stillsDir: join(dir, 'stills'),
    crop: scene.crop,
    outputWidth: scene.video.width,
  });
  const t0 = Date.now();
  let t1 = t0;
  try {
    await scene.prepare(page);
    t1 = Date.now();
    await scene.play(film);
  } catch (error) {
    await page.screenshot({ path: join(dir, 'failure.png') }).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
  console.info(
    `media: ${scene.name}: prepared in ${((t1 - t0) / 1000).toFixed(0)} s, ${film.frames} frames ` +
      `(${(film.frames / FPS).toFixed(2)} s) filmed in ${((Date.now() - t1) / 1000).toFixed(0)} s`,
  );
  return { film, dir };
}

/** Records, encodes and measures one scene; returns its files with their budgets. */
async function makeScene(
  browser: Browser,
  origin: string,
  scene: Scene,
  tmp: string,
  posters: PostersFile,
  keepFrames: string | undefined,
): Promise<{ src: string; budget: number }[]> {
  const budgets: { src: string; budget: number }[] = [];
  const { film, dir } = await recordScene(browser, origin, scene, tmp);
  const masterDir = join(dir, 'master');
  master(join(dir, 'frames'), film.frames, scene.video, masterDir);
  encodeVideo(masterDir, scene.video);
  const frame = film.posterFrame;
  encodeJpeg(join(masterDir, `m${String(frame + 1).padStart(4, '0')}.png`), out(scene.video.poster));
  const frames = frameCount(out(scene.video.sources[0].src));
  if (frames !== film.frames) throw new Error(`${scene.name}: ${frames} frames encoded, ${film.frames} filmed`);
  posters[scene.name] = posterRecord(scene.video, frame, frames);
  budgets.push(...scene.video.sources.map((s) => ({ src: s.src, budget: mediaBudgets.video })), {
    src: scene.video.poster,
    budget: mediaBudgets.image,
  });
  for (const still of film.stills) {
    const spec: MediaImage = still.spec;
    const png = join(dir, `${still.name}.png`);
    ffmpeg(['-i', still.file, '-vf', `scale=${spec.width}:${spec.height}:flags=lanczos`, png]);
    encodeJpeg(png, out(spec.src));
    budgets.push({ src: spec.src, budget: mediaBudgets.image });
  }
  if (keepFrames) cpSync(dir, join(keepFrames, scene.name), { recursive: true });
  return budgets;
}

async function main(): Promise<void> {
  const started = Date.now();
  const only = arg('--only')?.split(',');
  const keepFrames = arg('--frames');
  const unknown = only?.filter((name) => !SCENES.some((s) => s.name === name)) ?? [];
  if (unknown.length) throw new Error(`unknown scene(s): ${unknown.join(', ')} (${SCENES.map((s) => s.name)})`);
  ensureFfmpeg();
  if (process.argv.includes('--build') || !existsSync(join(siteDir, 'index.html'))) {
    console.info('media: building the site (npm run build)…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  // tsx compiles the server on start: minutes on a loaded 2-core machine.
  const site = await startSite(siteDir, 300_000);
  const browser = await chromium.launch(launchOptions());
  const tmp = mkdtempSync(join(tmpdir(), 'metr-media-'));
  const posters: PostersFile = {};
  const budgets: { src: string; budget: number }[] = [];
  try {
    mkdirSync(join(publicDir, 'media'), { recursive: true });
    for (const scene of SCENES.filter((s) => !only || only.includes(s.name))) {
      try {
        budgets.push(...(await makeScene(browser, site.origin, scene, tmp, posters, keepFrames)));
      } catch (error) {
        // The other scenes still run: one failure is reported, and the command fails at the end.
        console.error(`media: ${scene.name} failed:`, error);
        if (keepFrames) cpSync(join(tmp, scene.name), join(keepFrames, scene.name), { recursive: true });
        process.exitCode = 1;
      }
    }
    // Read again: the scenes of another run may have been written meanwhile.
    const current: PostersFile = existsSync(postersJson)
      ? (JSON.parse(readFileSync(postersJson, 'utf8')) as PostersFile)
      : {};
    const merged = { ...current, ...posters };
    const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(postersJson, `${JSON.stringify(sorted, null, 2)}\n`);
    const ok = budgetTable(budgets);
    console.info(`\nmedia: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (!ok) {
      console.error('media: at least one file is over its budget (videos ≤ 400 KB, posters/previews ≤ 60 KB).');
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    site.stop();
    rmSync(tmp, { recursive: true, force: true });
    if (keepFrames && existsSync(keepFrames)) console.info(`media: frames kept in ${keepFrames}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
