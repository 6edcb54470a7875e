/** The counting engine in Node, for tests: the PDF engine's Node setup (../pdf/testing.ts) reading renders back grey. */
import { nodeCanvas, nodeGreyEngine } from '../pdf/testing.ts';
import { PDFDocument } from 'pdf-lib';
import { CountingEngine } from './engine.ts';
import type { MatchHelper } from './helper.ts';

export const hasCanvas = !!nodeCanvas;

export function nodeCountingEngine(helper: MatchHelper | null = null): CountingEngine {
  return new CountingEngine(nodeGreyEngine(), helper);
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
