/** The counting engine in Node, for tests: the PDF engine's Node setup (../pdf/testing.ts) reading renders back grey. */
import { fromRgba } from '../../domain/counting/raster.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import { PdfEngine } from '../pdf/engine.ts';
import { nodeCanvas, nodeDocumentOptions } from '../pdf/testing.ts';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument } from 'pdf-lib';
import { CountingEngine } from './engine.ts';
import type { MatchHelper } from './helper.ts';

export const hasCanvas = !!nodeCanvas;

export function nodeCountingEngine(helper: MatchHelper | null = null): CountingEngine {
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
    helper,
  );
}

/**
 * Page `page` of a PDF drawn again at `factor` on a page `factor` times its size, as a one-page PDF: a plan's symbols
 * at another drawing scale, for searching other sheets (`findElsewhere`) in tests and bench:count.
 */
export async function scaledCopy(bytes: ArrayBuffer, page: number, factor: number): Promise<ArrayBuffer> {
  const doc = await PDFDocument.create();
  const [embedded] = await doc.embedPdf(new Uint8Array(bytes), [page]);
  if (!embedded) throw new Error(`no page ${page}`);
  const out = doc.addPage([embedded.width * factor, embedded.height * factor]);
  out.drawPage(embedded, { x: 0, y: 0, xScale: factor, yScale: factor });
  const saved = await doc.save();
  return saved.buffer.slice(saved.byteOffset, saved.byteOffset + saved.byteLength) as ArrayBuffer;
}
