/** The selection engine in Node, for tests and bench:select: the PDF engine's Node setup (../pdf/testing.ts), renders read back grey. */
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { fromRgba } from '../../domain/counting/raster.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import { PdfEngine } from '../pdf/engine.ts';
import { nodeCanvas, nodeDocumentOptions } from '../pdf/testing.ts';
import { SelectionEngine, type SelectionAlgorithms, type SelectionLimits } from './engine.ts';

export const hasCanvas = !!nodeCanvas;

export function nodeSelectionEngine(
  algorithms: SelectionAlgorithms,
  limits: Partial<SelectionLimits> = {},
): SelectionEngine {
  const canvas = nodeCanvas;
  if (!canvas) throw new Error('no @napi-rs/canvas for this platform');
  return new SelectionEngine(
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
    algorithms,
    limits,
  );
}
