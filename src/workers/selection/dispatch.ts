/** Requests in, answers out: the message side of the selection worker, kept apart so that tests drive it in Node. */
import { serveRequests } from '../rpc/serve.ts';
import type { SelectionEngine } from './engine.ts';
import {
  SelectionError,
  type SelectionProgressMessage,
  type SelectionRequest,
  type SelectionResultMessage,
  type SelectionWorkerMessage,
  type SerializedSelectionError,
  type SheetRef,
} from './protocol.ts';

export type Post = (message: SelectionWorkerMessage, transfer: Transferable[]) => void;

/** The sheet a request names: its document, page, hidden layers and drawing scale (a bad scale is left out). */
export function sheetOf(request: SheetRef): SheetRef {
  const { pointsPerMetre } = request;
  return {
    docId: request.docId,
    page: request.page,
    hiddenLayerIds: request.hiddenLayerIds,
    ...(typeof pointsPerMetre === 'number' && Number.isFinite(pointsPerMetre) && pointsPerMetre > 0
      ? { pointsPerMetre }
      : {}),
  };
}

export function createDispatcher(engine: SelectionEngine, post: Post): (request: SelectionRequest) => void {
  async function run(
    request: Exclude<SelectionRequest, { type: 'cancel' }>,
    signal: AbortSignal,
  ): Promise<SelectionResultMessage> {
    const { id } = request;
    const ctx = {
      signal,
      progress: (progress: SelectionProgressMessage) => post({ type: 'progress', id, progress }, []),
    };
    switch (request.type) {
      case 'open':
        return { type: 'result', id, request: 'open', result: await engine.open(request.docId, request.data, ctx) };
      case 'prepare':
        return {
          type: 'result',
          id,
          request: 'prepare',
          result: await engine.prepare(sheetOf(request), ctx, request.gap),
        };
      case 'fill':
        return {
          type: 'result',
          id,
          request: 'fill',
          result: await engine.fill(sheetOf(request), request.options, ctx),
        };
      case 'run':
        return { type: 'result', id, request: 'run', result: await engine.run(sheetOf(request), request.options, ctx) };
      case 'skirting':
        return {
          type: 'result',
          id,
          request: 'skirting',
          result: await engine.skirting(sheetOf(request), request.options, ctx),
        };
      case 'close':
        await engine.close(request.docId);
        return { type: 'result', id, request: 'close', result: null };
      default:
        throw new SelectionError('badRequest', `unknown request ${(request as { type: string }).type}`);
    }
  }

  return serveRequests<SelectionRequest, SelectionResultMessage, SerializedSelectionError>({
    run,
    post,
    isOwnError: (error) => error instanceof SelectionError,
  });
}
