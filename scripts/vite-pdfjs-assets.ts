/**
 * Vite plugin: serves and emits the data files pdf.js fetches by name at run time — standard fonts, CMaps, the wasm
 * decoders (JPEG 2000, JBIG2, ICC colour) with OpenJPEG's JavaScript fallback (for a CSP without 'wasm-unsafe-eval'),
 * and the CMYK profile — under `assets/pdfjs-<version>/`. pdf.js builds their
 * URLs from a folder URL plus a file name, so they cannot be hashed one by one like `?url` imports; the version in
 * the folder name does that job (and lets the server cache them as immutable, like everything under /assets/).
 *
 * Emitted only by a build that contains pdf.js (the PDF worker's bundle): the landing's build gets nothing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';

const FOLDERS = ['standard_fonts', 'cmaps', 'wasm', 'iccs'];

const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

/** The URL folder under the site's base, e.g. `assets/pdfjs-5.6.205/`. */
export const pdfjsAssetsPath = `assets/pdfjs-${version}/`;

function* files(): Generator<{ name: string; path: string }> {
  for (const folder of FOLDERS) {
    for (const file of readdirSync(join(root, folder))) {
      if (/^LICENSE/.test(file)) continue;
      const path = join(root, folder, file);
      if (statSync(path).isFile()) yield { name: `${folder}/${file}`, path };
    }
  }
}

export function pdfjsAssets(): Plugin {
  let base = '/';
  return {
    name: 'metr:pdfjs-assets',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      const prefix = `${base}${pdfjsAssetsPath}`;
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const relative = normalize(decodeURIComponent(url.slice(prefix.length)));
        if (relative.startsWith('..') || !FOLDERS.includes(relative.split(sep)[0] ?? '')) return next();
        try {
          res.setHeader('Content-Type', relative.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream');
          res.end(readFileSync(join(root, relative)));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      const hasPdfjs = [...this.getModuleIds()].some((id) => /[\\/]pdfjs-dist[\\/]build[\\/]pdf\.m?js/.test(id));
      if (!hasPdfjs) return;
      for (const { name, path } of files()) {
        this.emitFile({ type: 'asset', fileName: `${pdfjsAssetsPath}${name}`, source: readFileSync(path) });
      }
    },
  };
}
