/**
 * The PDF engine in Node, for tests: pdf.js's legacy build (its modern build needs APIs Node 20 lacks) with its
 * in-thread "fake worker", and @napi-rs/canvas — which pdf.js itself installs as an optional dependency for Node —
 * for the pixels. Not part of the app bundle: only *.test.ts files import it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { fromRgba } from '../../domain/counting/raster.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import { PdfEngine, type CanvasHost, type EngineHost, type RenderCanvas } from './engine.ts';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export const FIXTURES = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'plans');
export const SHARED_PLANS = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'testdata', 'plans');

/** A fixture's bytes as the ArrayBuffer the engine takes (and may give to pdf.js). */
export function fixture(path: string): ArrayBuffer {
  const bytes = readFileSync(path.includes('/') ? path : join(FIXTURES, path));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/** Pixels read back from a Node canvas. */
export interface NodeImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

interface NapiCanvas extends RenderCanvas {
  getContext(type: '2d'): { getImageData(x: number, y: number, w: number, h: number): NodeImage };
  encode(format: 'png' | 'webp'): Promise<Uint8Array>;
}

async function napiCanvasHost(): Promise<CanvasHost<NodeImage> | undefined> {
  try {
    const { createCanvas } = (await import('@napi-rs/canvas')) as unknown as {
      createCanvas(width: number, height: number): NapiCanvas;
    };
    const asNapi = (canvas: RenderCanvas) => canvas as NapiCanvas;
    return {
      create: (width, height) => createCanvas(width, height),
      toImage: (canvas) => asNapi(canvas).getContext('2d').getImageData(0, 0, canvas.width, canvas.height),
      encode: async (canvas, type) => {
        const bytes = await asNapi(canvas).encode(type === 'image/webp' ? 'webp' : 'png');
        return new Blob([new Uint8Array(bytes)], { type });
      },
      release: () => {},
    };
  } catch {
    return undefined; // no prebuilt binary for this platform: rendering tests are skipped
  }
}

export const nodeCanvas = await napiCanvasHost();

export const nodeDocumentOptions: EngineHost<NodeImage>['documentOptions'] = {
  standardFontDataUrl: join(pdfjsRoot, 'standard_fonts/'),
  cMapUrl: join(pdfjsRoot, 'cmaps/'),
  wasmUrl: join(pdfjsRoot, 'wasm/'),
  iccUrl: join(pdfjsRoot, 'iccs/'),
  verbosity: 0,
};

export function nodeEngine(options: Partial<EngineHost<NodeImage>> = {}): PdfEngine<NodeImage> {
  return new PdfEngine<NodeImage>({
    pdfjs,
    documentOptions: nodeDocumentOptions,
    canvas: nodeCanvas,
    ...options,
  });
}

/** A request context that nobody cancels, recording progress. */
export function context(signal = new AbortController().signal) {
  const progress: string[] = [];
  return { signal, progress: (p: { stage: string }) => progress.push(p.stage), stages: progress };
}

/**
 * pdf.js's legacy build rendering grey rasters on @napi-rs/canvas: the Node twin of ../pdf/greyEngine.ts, for the
 * counting, selection and comparison engines' tests and benches. Throws where the platform has no canvas.
 */
export function nodeGreyEngine(): PdfEngine<GrayRaster> {
  const canvas = nodeCanvas;
  if (!canvas) throw new Error('no @napi-rs/canvas for this platform');
  return new PdfEngine<GrayRaster>({
    pdfjs,
    documentOptions: nodeDocumentOptions,
    partialRendering: false,
    canvas: {
      create: canvas.create,
      toImage: async (c) => {
        const image = await canvas.toImage(c);
        return fromRgba(image.width, image.height, image.data);
      },
      encode: canvas.encode,
      release: canvas.release,
    },
  });
}
