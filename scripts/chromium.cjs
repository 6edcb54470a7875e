// The browser every browser test tier renders with (story tests, Playwright e2e, the Lighthouse bench, the media
// generator): the Chromium shipped inside the npm package @sparticuz/chromium, pinned at an exact version in
// package.json, so that `npm install` brings the same build to every machine and the zero-tolerance baselines mean the
// same everywhere. Its binary is brotli-compressed in the package; it is unpacked once, on first use, into
// node_modules/.cache/metr-chromium/<version>/ (a versioned folder: a stale unpack of another version is never used).
//
// Fonts are pinned too: the browser gets a fontconfig file that lists only fonts from an npm package pinned beside it
// (see fontConfig()), so the system's fonts-* packages cannot change a baseline.
//
// Fallback, for a machine where the pinned build cannot run (not x86-64 Linux, or missing system libraries even with
// the ones the package bundles): CHROMIUM_PATH, else Debian's /usr/bin/chromium (installed with apt-get as root). The
// baselines are made with the pinned build, so `check` then fails with a message saying so, instead of pixel diffs.
//
//   node scripts/chromium.cjs ensure     unpack if needed, print the version (stderr) and the path (last stdout line)
//   node scripts/chromium.cjs check      also compare the version with the one the baselines were made with
//   node scripts/chromium.cjs record     write the current version next to the baselines (after regenerating them)
const { execFileSync, spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');
const { brotliDecompressSync, inflateSync } = require('node:zlib');

const ROOT = resolve(__dirname, '..');
const PACKAGE = '@sparticuz/chromium';
const PACKAGE_DIR = join(ROOT, 'node_modules', PACKAGE);
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Where each baseline suite records the browser it was made with (one line: "Chromium 153.0.8010.0"). */
const BASELINE_FILES = [
  join(ROOT, 'stories', '__snapshots__', 'BROWSER_VERSION'),
  join(ROOT, 'tests', 'e2e', '__screenshots__', 'BROWSER_VERSION'),
];

// The flags every launch uses here: root, no GPU, no network but loopback (Chromium's own background requests would be
// refused many at a time), no hinting so glyph outlines do not depend on the font's hinting bytecode, and no
// scrollbars: they are the browser's own widgets, drawn differently from one build to the next, so a visual baseline
// must not contain them (Playwright adds this flag in headless mode too; it is spelled out for every launcher).
const chromiumArgs = [
  '--headless',
  '--hide-scrollbars',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

function pinnedVersion() {
  const manifest = join(PACKAGE_DIR, 'package.json');
  if (!existsSync(manifest)) return null;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

function pinnedDir(version) {
  return join(ROOT, 'node_modules', '.cache', 'metr-chromium', version);
}

function untar(archive, into) {
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-x', '-C', into], { input: brotliDecompressSync(readFileSync(archive)) });
}

/** Unpacks the pinned build once (into a temporary folder renamed into place, so an interrupted unpack is redone). */
function unpackPinned(version) {
  const dir = pinnedDir(version);
  if (existsSync(join(dir, 'chromium'))) return dir;
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const bin = join(PACKAGE_DIR, 'bin');
  writeFileSync(join(tmp, 'chromium'), brotliDecompressSync(readFileSync(join(bin, 'chromium.br'))), { mode: 0o755 });
  untar(join(bin, 'al2023.tar.br'), tmp); // lib/: NSS, NSPR and expat, used only when the system lacks them
  rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(tmp, dir);
  } catch (error) {
    // Another process (two test tiers starting together) finished first: use its unpack.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(join(dir, 'chromium'))) throw error;
  }
  return dir;
}

/**
 * WOFF 1.0 → TrueType: the same tables, inflated, behind a plain sfnt header. fontconfig reads TrueType files, and the
 * metric twin of Arial we need is published on npm as WOFF only.
 */
function woffToTtf(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  woff.copy(header, 0, 4, 8); // the sfnt flavour (TrueType or CFF)
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    table.tag.copy(header, 12 + i * 16);
    header.writeUInt32BE(table.checksum, 12 + i * 16 + 4);
    header.writeUInt32BE(offset, 12 + i * 16 + 8);
    header.writeUInt32BE(table.data.length, 12 + i * 16 + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** Writes `text` to `file` aside then renames it: test workers starting together never read half a file. */
function writeAtomically(file, data) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.${process.pid}`, data);
  renameSync(`${file}.${process.pid}`, file);
}

/**
 * The fontconfig the browser is started with: only fonts from npm packages pinned in package.json, so the system's
 * fonts-* packages cannot change a baseline.
 * - DejaVu (dejavu-fonts-ttf), with the generic families mapped as Debian maps them: product text is set in the
 *   self-hosted Inter, and a glyph Inter's subsets lack (the arrow of « 5 h → 30 min ») falls back to DejaVu Sans.
 * - Arimo (@fontsource/arimo), the metric twin of Arial and Liberation Sans: the "Inter Fallback" face
 *   (src/theme/fontFallback.css.ts) finds it as it finds Arial on a visitor's machine, so the paint before Inter
 *   arrives, and the layout-shift measurement, are what visitors get.
 */
function fontConfig() {
  const cache = join(ROOT, 'node_modules', '.cache', 'metr-chromium');
  const file = join(cache, 'fonts.conf');
  const dejavu = join(ROOT, 'node_modules', 'dejavu-fonts-ttf', 'ttf');
  const arimo = join(ROOT, 'node_modules', '@fontsource', 'arimo', 'files');
  if (!existsSync(dejavu) || !existsSync(arimo)) throw new Error('The test fonts are not installed (run npm install).');
  const converted = join(cache, 'fonts');
  for (const weight of ['400', '700']) {
    const ttf = join(converted, `arimo-latin-${weight}-normal.ttf`);
    if (!existsSync(ttf))
      writeAtomically(ttf, woffToTtf(readFileSync(join(arimo, `arimo-latin-${weight}-normal.woff`))));
  }
  const alias = (family, font) =>
    `  <alias binding="same"><family>${family}</family><prefer><family>${font}</family></prefer></alias>`;
  const notGeneric = ['sans-serif', 'serif', 'monospace']
    .map((g) => `<test qual="all" name="family" compare="not_eq"><string>${g}</string></test>`)
    .join('');
  const text = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<!-- Written by scripts/chromium.cjs: the system fonts cannot change a baseline. -->',
    '<fontconfig>',
    `  <dir>${dejavu}</dir>`,
    `  <dir>${converted}</dir>`,
    `  <cachedir>${join(cache, 'fontconfig-cache')}</cachedir>`,
    // A maths font is never a fallback for text.
    '  <selectfont><rejectfont><glob>*MathTeXGyre*</glob></rejectfont></selectfont>',
    alias('sans-serif', 'DejaVu Sans'),
    alias('system-ui', 'DejaVu Sans'),
    alias('serif', 'DejaVu Serif'),
    alias('monospace', 'DejaVu Sans Mono'),
    // Any other family that is not there falls back to sans-serif, as Debian's 49-sansserif.conf does.
    `  <match target="pattern">${notGeneric}<edit name="family" mode="append_last"><string>sans-serif</string></edit></match>`,
    '</fontconfig>',
    '',
  ].join('\n');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeAtomically(file, text);
  return file;
}

function versionOf(executable, env) {
  const run = spawnSync(executable, ['--version'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (run.status !== 0) return { ok: false, output: `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ?? ''}`.trim() };
  // Debian's wrapper prints a harmless shell warning on stderr; the version is the stdout line.
  return { ok: true, version: run.stdout.trim().replace(/^(Chromium \S+).*$/s, '$1') };
}

let resolved = null;

/**
 * Which browser this machine runs the tests with: { path, version, env, pinned, note }. Cached per process.
 * `env` holds what the browser must be started with (the pinned fontconfig; the bundled libraries when needed).
 */
function resolveBrowser({ install = false } = {}) {
  if (resolved) return resolved;
  const version = pinnedVersion();
  const notes = [];
  if (process.env.CHROMIUM_PATH) {
    const path = process.env.CHROMIUM_PATH;
    if (!existsSync(path)) throw new Error(`CHROMIUM_PATH=${path} is not an executable file.`);
    const env = { FONTCONFIG_FILE: fontConfig() };
    const probe = versionOf(path, env);
    if (!probe.ok) throw new Error(`CHROMIUM_PATH=${path} does not run:\n${probe.output}`);
    resolved = { path, version: probe.version, env, pinned: false, note: 'CHROMIUM_PATH is set' };
    return resolved;
  }
  if (version && process.platform === 'linux' && process.arch === 'x64') {
    const dir = unpackPinned(version);
    const path = join(dir, 'chromium');
    const env = { FONTCONFIG_FILE: fontConfig() };
    let probe = versionOf(path, env);
    if (!probe.ok) {
      // A system without NSS/NSPR/expat: the package bundles them (built for Amazon Linux 2023, glibc 2.34).
      const lib = join(dir, 'lib');
      env.LD_LIBRARY_PATH = [lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
      probe = versionOf(path, env);
    }
    if (probe.ok) {
      resolved = { path, version: probe.version, env, pinned: true, note: `${PACKAGE}@${version}` };
      return resolved;
    }
    notes.push(`the pinned ${PACKAGE}@${version} does not run here:\n${probe.output}`);
  } else if (!version) {
    notes.push(`${PACKAGE} is not installed (run npm install)`);
  } else {
    notes.push(`the pinned ${PACKAGE} is built for x86-64 Linux only (this is ${process.platform}-${process.arch})`);
  }
  // Fallback: Debian's chromium.
  if (!existsSync(DEBIAN_CHROMIUM) && install) installDebianChromium();
  if (existsSync(DEBIAN_CHROMIUM)) {
    const env = { FONTCONFIG_FILE: fontConfig() };
    const probe = versionOf(DEBIAN_CHROMIUM, env);
    if (probe.ok) {
      resolved = { path: DEBIAN_CHROMIUM, version: probe.version, env, pinned: false, note: notes.join('; ') };
      return resolved;
    }
    notes.push(`${DEBIAN_CHROMIUM} does not run:\n${probe.output}`);
  }
  throw new Error(
    [
      'No Chromium for the browser tests:',
      ...notes.map((n) => `  - ${n}`),
      `Fix: npm install (brings ${PACKAGE} at the pinned version); on a machine where it cannot run, install`,
      "Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH — baselines are made with the pinned build.",
    ].join('\n'),
  );
}

function installDebianChromium() {
  const isDebianRoot =
    existsSync('/etc/debian_version') && process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
  if (!isDebianRoot) return;
  console.error("chromium: installing Debian's chromium as a fallback (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 2, 2], env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: ['ignore', 2, 2], env });
}

function chromiumPath() {
  return resolveBrowser().path;
}

/** The environment to launch the browser with: the caller's, plus the pinned fonts (and libraries if needed). */
function chromiumEnv() {
  return { ...process.env, ...resolveBrowser().env };
}

/** Launch options for Playwright (and jest-playwright): path, flags and environment. */
function launchOptions(extraArgs = []) {
  return { executablePath: chromiumPath(), args: [...chromiumArgs, ...extraArgs], env: chromiumEnv() };
}

function baselineVersions() {
  return BASELINE_FILES.map((file) => ({
    file,
    version: existsSync(file) ? readFileSync(file, 'utf8').trim() : null,
  }));
}

/** Null when the browser is the one the baselines were made with, else the message to print. */
function baselineMismatch(browser = resolveBrowser()) {
  const wrong = baselineVersions().filter((b) => b.version !== browser.version);
  if (!wrong.length) return null;
  return [
    `The visual baselines were made with another browser than the one this machine runs:`,
    ...wrong.map((b) => `  - ${b.file.slice(ROOT.length + 1)}: ${b.version ?? '(missing)'}`),
    `  - this machine: ${browser.version} (${browser.path}${browser.note ? `; ${browser.note}` : ''})`,
    browser.pinned
      ? 'The pinned package was upgraded: regenerate every baseline (npm run test:update-snapshots), look at each changed PNG, commit them.'
      : `Baselines are made with the pinned ${PACKAGE}; this machine fell back to another build, so the zero-tolerance`,
    browser.pinned
      ? ''
      : 'comparisons would fail pixel by pixel. Make the pinned build run here (see above), then run npm test again.',
  ]
    .filter(Boolean)
    .join('\n');
}

module.exports = { chromiumArgs, chromiumPath, chromiumEnv, launchOptions, resolveBrowser, baselineMismatch };

if (require.main === module) {
  const command = process.argv[2] ?? 'ensure';
  try {
    const browser = resolveBrowser({ install: true });
    console.error(`browser: ${browser.version} (${browser.pinned ? browser.note : `fallback: ${browser.note}`})`);
    if (command === 'record') {
      for (const file of BASELINE_FILES) writeFileSync(file, `${browser.version}\n`);
      console.error(`browser: recorded ${browser.version} next to the baselines`);
    } else if (command === 'check') {
      const mismatch = baselineMismatch(browser);
      if (mismatch) {
        console.error(mismatch);
        process.exit(1);
      }
      console.error('browser: same build as the baselines');
    } else if (command !== 'ensure') {
      throw new Error(`unknown command ${command} (ensure | check | record)`);
    }
    console.log(browser.path);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
