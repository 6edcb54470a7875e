/**
 * Writes the prerendered pages (src/config/routes.ts, `prerenderedPaths`) into the client build: each is the built
 * index.html with the page's markup inside #root and its title in <head>. The browser paints it before any script
 * runs; src/main.tsx hydrates it. Run by `npm run build:site` after both builds:
 *   vite build && vite build --ssr src/entry-prerender.tsx --outDir dist-ssr && tsx scripts/prerender.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderedFile, prerenderedPaths } from '../src/config/routes';

const dist = resolve(process.env.SITE_DIR ?? 'dist');
const ssrEntry = resolve('dist-ssr', 'entry-prerender.js');
const { renderPage } = (await import(pathToFileURL(ssrEntry).href)) as {
  renderPage: (url: string) => Promise<string>;
};

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error(`prerender: ${EMPTY_ROOT} is missing from dist/index.html`);

for (const path of prerenderedPaths) {
  let markup = await renderPage(path);
  // React emits the page's <title> first (it belongs in <head>): it replaces the shell's.
  const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0];
  if (!title) throw new Error(`prerender: ${path} rendered no <title> first`);
  markup = markup.slice(title.length);
  // The CSP has no 'unsafe-inline': markup that needs an inline script (a streamed boundary) would break the page.
  if (/<script[\s>]/i.test(markup)) throw new Error(`prerender: ${path} rendered an inline <script>`);
  const html = shell.replace(/<title>[^<]*<\/title>/, title).replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
  const file = join(dist, prerenderedFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.info(`prerender: ${path} → ${prerenderedFile(path)} (${(html.length / 1000).toFixed(1)} KB)`);
}
