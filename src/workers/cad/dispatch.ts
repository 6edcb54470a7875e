/** Requests in, answers out: the message side of the CAD worker, kept apart so that tests drive it in Node. */
import { serveRequests } from '../rpc/serve.ts';
import type { CadEngine } from './engine.ts';
import {
  CadError,
  type CadProgressMessage,
  type CadRequest,
  type CadResultMessage,
  type CadWorkerMessage,
  type SerializedCadError,
} from './protocol.ts';

export type Post = (message: CadWorkerMessage, transfer: Transferable[]) => void;

export function createDispatcher(engine: CadEngine, post: Post): (request: CadRequest) => void {
  async function run(request: Exclude<CadRequest, { type: 'cancel' }>, signal: AbortSignal): Promise<CadResultMessage> {
    const { id } = request;
    const ctx = {
      signal,
      progress: (progress: CadProgressMessage) => post({ type: 'progress', id, progress }, []),
    };
    switch (request.type) {
      case 'readDxf':
        return {
          type: 'result',
          id,
          request: 'readDxf',
          result: await engine.readDxf(request.drawingId, request.data, ctx),
        };
      case 'loadDrawing':
        return {
          type: 'result',
          id,
          request: 'loadDrawing',
          result: await engine.loadDrawing(request.drawingId, request.drawing, ctx),
        };
      case 'build':
        return {
          type: 'result',
          id,
          request: 'build',
          result: await engine.build(request.drawingId, request.unit, request.unitSource, ctx, request.xrefs),
        };
      case 'forget':
        engine.forget(request.drawingId);
        return { type: 'result', id, request: 'forget', result: null };
      default:
        throw new CadError('badRequest', `unknown request ${(request as { type: string }).type}`);
    }
  }

  return serveRequests<CadRequest, CadResultMessage, SerializedCadError>({
    run,
    post,
    isOwnError: (error) => error instanceof CadError,
    // The sheet's PDF is handed over, not copied.
    transferables: (message) => (message.request === 'build' ? [message.result.pdf] : []),
  });
}
