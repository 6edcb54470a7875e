/**
 * The canvas pieces pdf.js needs inside a worker, where there is no `document`: pdf.js's defaults
 * (DOMCanvasFactory, DOMFilterFactory) call `document.createElement`, which throws there.
 */
import type { CanvasHost, RenderCanvas } from './engine.ts';

interface CanvasAndContext {
  canvas: OffscreenCanvas | null;
  context: OffscreenCanvasRenderingContext2D | null;
}

/**
 * Scratch canvases for pdf.js (transparency groups, soft masks, patterns, image masks): the same contract as pdf.js's
 * BaseCanvasFactory (create / reset / destroy), on OffscreenCanvas. pdf.js instantiates it with its options.
 */
export class OffscreenCanvasFactory {
  readonly #willReadFrequently: boolean;

  constructor({ enableHWA = false }: { enableHWA?: boolean } = {}) {
    // pdf.js reads some scratch canvases back (getImageData for soft masks) unless hardware acceleration is asked for.
    this.#willReadFrequently = !enableHWA;
  }

  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: this.#willReadFrequently }) };
  }

  reset(entry: CanvasAndContext, width: number, height: number): void {
    if (!entry.canvas) throw new Error('Canvas is not specified');
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    entry.canvas.width = width;
    entry.canvas.height = height;
  }

  destroy(entry: CanvasAndContext): void {
    if (!entry.canvas) throw new Error('Canvas is not specified');
    // Zero-sized canvases give their memory back at once instead of waiting for the garbage collector.
    entry.canvas.width = 0;
    entry.canvas.height = 0;
    entry.canvas = null;
    entry.context = null;
  }
}

/**
 * pdf.js's filter factory builds SVG filters in the DOM for transfer functions (/TR), luminosity soft masks and
 * high-contrast mode; a worker has no DOM, so every filter is "none", as pdf.js's own base factory answers. What is
 * lost: /TR curves and the luminosity of soft masks (their alpha is used instead). Neither was seen in CAD plots.
 */
export class NoFilterFactory {
  addFilter(): string {
    return 'none';
  }
  addHCMFilter(): string {
    return 'none';
  }
  addAlphaFilter(): string {
    return 'none';
  }
  addLuminosityFilter(): string {
    return 'none';
  }
  addHighlightHCMFilter(): string {
    return 'none';
  }
  destroy(): void {}
}

/** Final pictures: an OffscreenCanvas per render, handed to the page as an ImageBitmap (transferred, not copied). */
export const offscreenCanvasHost: CanvasHost<ImageBitmap> = {
  create: (width, height) => new OffscreenCanvas(width, height),
  toImage: (canvas) => asOffscreen(canvas).transferToImageBitmap(),
  async encode(canvas, type) {
    // Safari cannot encode WebP and silently returns PNG: the blob's own type says which one came back.
    return asOffscreen(canvas).convertToBlob(type === 'image/webp' ? { type, quality: 0.85 } : { type });
  },
  release(canvas) {
    const c = asOffscreen(canvas);
    c.width = 0;
    c.height = 0;
  },
};

function asOffscreen(canvas: RenderCanvas): OffscreenCanvas {
  if (!(canvas instanceof OffscreenCanvas)) throw new Error('not an OffscreenCanvas');
  return canvas;
}
