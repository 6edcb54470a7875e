/** The counting engine in Node, for tests: the PDF engine's Node setup (../pdf/testing.ts) reading renders back grey. */
import { fromRgba } from '../../domain/counting/raster.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import { PdfEngine } from '../pdf/engine.ts';
import { nodeCanvas, nodeDocumentOptions } from '../pdf/testing.ts';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CountingEngine } from './engine.ts';

export const hasCanvas = !!nodeCanvas;

export function nodeCountingEngine(): CountingEngine {
  const canvas = nodeCanvas;
  if (!canvas) throw new Error('no @napi-rs/canvas for this platform');
  return new CountingEngine(
    new PdfEngine<GrayRaster>({
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
    }),
  );
}
