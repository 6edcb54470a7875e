/**
 * Requests in, answers out: the message side of the PDF worker, kept apart from the worker's global scope so that
 * tests can drive it with the Node build of pdf.js.
 */
import { SegmentIndex } from '../../domain/takeoff/snap.ts';
import { serveRequests } from '../rpc/serve.ts';
import type { PdfEngine } from './engine.ts';
import {
  PdfEngineError,
  transferablesOf,
  type PdfProgress,
  type PdfRequest,
  type PdfResponse,
  type PdfResultMessage,
  type SerializedPdfError,
} from './protocol.ts';

export type Post = (message: PdfResponse, transfer: Transferable[]) => void;

export function createDispatcher(engine: PdfEngine<ImageBitmap>, post: Post): (request: PdfRequest) => void {
  async function run(request: Exclude<PdfRequest, { type: 'cancel' }>, signal: AbortSignal): Promise<PdfResultMessage> {
    const { id } = request;
    const ctx = { signal, progress: (progress: PdfProgress) => post({ type: 'progress', id, progress }, []) };
    switch (request.type) {
      case 'open':
        return {
          type: 'result',
          id,
          request: 'open',
          result: await engine.open(request.docId, request.data, ctx, request.password),
        };
      case 'render': {
        const { image, ...rest } = await engine.render(request.docId, request.page, request.options, ctx);
        return { type: 'result', id, request: 'render', result: { bitmap: image, ...rest } };
      }
      case 'thumbnail': {
        const { image, ...rest } = await engine.thumbnail(request.docId, request.page, request.options, ctx);
        return { type: 'result', id, request: 'thumbnail', result: { bitmap: image, ...rest } };
      }
      case 'vectors':
        return {
          type: 'result',
          id,
          request: 'vectors',
          result: await engine.vectors(request.docId, request.page, request.options, ctx),
        };
      case 'snapIndex': {
        const vectors = await engine.vectors(request.docId, request.page, request.options, ctx);
        signal.throwIfAborted();
        ctx.progress({ stage: 'index', done: 0, total: vectors.segmentCount });
        const index = SegmentIndex.build(vectors.segments);
        ctx.progress({ stage: 'index', done: vectors.segmentCount, total: vectors.segmentCount });
        return {
          type: 'result',
          id,
          request: 'snapIndex',
          result: {
            segments: vectors.segments,
            index: index.data,
            segmentCount: vectors.segmentCount,
            imageCoverage: vectors.imageCoverage,
          },
        };
      }
      case 'text':
        return { type: 'result', id, request: 'text', result: await engine.text(request.docId, request.page, ctx) };
      case 'close':
        await engine.close(request.docId);
        return { type: 'result', id, request: 'close', result: null };
    }
  }

  return serveRequests<PdfRequest, PdfResultMessage, SerializedPdfError>({
    run,
    post,
    isOwnError: (error) => error instanceof PdfEngineError,
    transferables: transferablesOf,
  });
}
