/**
 * A pdf.js engine that renders grey rasters on an OffscreenCanvas, for the workers that need a sheet's pixels (the
 * counting worker's matcher, the selection worker's scans, the comparison): pdf.js's parser in the calling worker's
 * thread (its "fake worker") unless that worker starts it in one of its own first (parserThread.ts: the comparison
 * worker does), its assets served with the app, fonts through the worker's FontFaceSet when it has one.
 */
import { getDocument, GlobalWorkerOptions, OPS, version } from 'pdfjs-dist';
import pdfjsWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { fromRgba } from '../../domain/counting/raster.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import { PdfEngine, type CanvasHost, type RenderCanvas } from './engine.ts';
import { NoFilterFactory, OffscreenCanvasFactory } from './offscreen.ts';

/** What of the worker's global scope the engine reads: its address (for the assets) and its fonts. */
export interface GreyEngineScope {
  location: { href: string };
  fonts?: FontFaceSet;
}

/** Renders read back as grey rasters: the matcher and the fill need pixels, not bitmaps. */
const grayCanvasHost: CanvasHost<GrayRaster> = {
  create: (width, height) => new OffscreenCanvas(width, height),
  toImage(canvas: RenderCanvas) {
    const c = canvas as OffscreenCanvas;
    const ctx = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
    const raster = fromRgba(c.width, c.height, ctx.getImageData(0, 0, c.width, c.height).data);
    c.width = 0;
    c.height = 0;
    return raster;
  },
  encode: (canvas) => (canvas as OffscreenCanvas).convertToBlob({ type: 'image/png' }),
  release(canvas) {
    canvas.width = 0;
    canvas.height = 0;
  },
};

export function greyPdfEngine(scope: GreyEngineScope): PdfEngine<GrayRaster> {
  GlobalWorkerOptions.workerSrc = pdfjsWorkerUrl;
  const assets = new URL(`${import.meta.env.BASE_URL}assets/pdfjs-${version}/`, scope.location.href).href;
  const useFontFace = !!scope.fonts;
  return new PdfEngine<GrayRaster>({
    pdfjs: { getDocument, OPS },
    canvas: grayCanvasHost,
    partialRendering: false,
    documentOptions: {
      CanvasFactory: OffscreenCanvasFactory,
      FilterFactory: NoFilterFactory,
      ownerDocument: useFontFace ? ({ fonts: scope.fonts } as unknown as Document) : undefined,
      disableFontFace: !useFontFace,
      useSystemFonts: false,
      standardFontDataUrl: `${assets}standard_fonts/`,
      cMapUrl: `${assets}cmaps/`,
      wasmUrl: `${assets}wasm/`,
      iccUrl: `${assets}iccs/`,
      useWorkerFetch: true,
      isOffscreenCanvasSupported: true,
      isImageDecoderSupported: false,
      isEvalSupported: false,
      verbosity: 0,
    },
  });
}
