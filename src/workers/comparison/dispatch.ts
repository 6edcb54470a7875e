/** Requests in, answers out: the message side of the comparison worker, kept apart so that tests drive it in Node. */
import { serveRequests } from '../rpc/serve.ts';
import type { ComparisonEngine } from './engine.ts';
import {
  ComparisonError,
  type ComparisonProgressMessage,
  type ComparisonRequest,
  type ComparisonResultMessage,
  type ComparisonWorkerMessage,
  type SerializedComparisonError,
} from './protocol.ts';

export type Post = (message: ComparisonWorkerMessage, transfer: Transferable[]) => void;

/** The pictures' bitmaps go to the page without a copy. */
export function transferablesOf(message: ComparisonResultMessage): Transferable[] {
  const p =
    message.request === 'compare' ? message.result.pictures : message.request === 'detail' ? message.result : null;
  if (!p) return [];
  return [p.old, p.new, p.overlay.redGreen, p.overlay.orangeBlue];
}

export function createDispatcher(engine: ComparisonEngine, post: Post): (request: ComparisonRequest) => void {
  async function run(
    request: Exclude<ComparisonRequest, { type: 'cancel' }>,
    signal: AbortSignal,
  ): Promise<ComparisonResultMessage> {
    const { id } = request;
    const ctx = {
      signal,
      progress: (progress: ComparisonProgressMessage) => post({ type: 'progress', id, progress }, []),
    };
    switch (request.type) {
      case 'open':
        return { type: 'result', id, request: 'open', result: await engine.open(request.docId, request.data, ctx) };
      case 'compare': {
        const { alignment, regions, pictures, ms } = await engine.compare(
          request.old,
          request.new,
          request.options,
          ctx,
        );
        return {
          type: 'result',
          id,
          request: 'compare',
          result: { alignment, regions, ms, ...(pictures ? { pictures } : {}) },
        };
      }
      case 'prepare':
        return {
          type: 'result',
          id,
          request: 'prepare',
          result: await engine.prepare(request.old, request.newSize, ctx, request.new),
        };
      case 'detail':
        return {
          type: 'result',
          id,
          request: 'detail',
          result: await engine.detail(request.old, request.new, request.request, ctx),
        };
      case 'encode':
        return { type: 'result', id, request: 'encode', result: await engine.encodeKept() };
      case 'close':
        await engine.close(request.docId);
        return { type: 'result', id, request: 'close', result: null };
      default:
        throw new ComparisonError('badRequest', `unknown request ${(request as { type: string }).type}`);
    }
  }

  return serveRequests<ComparisonRequest, ComparisonResultMessage, SerializedComparisonError>({
    run,
    post,
    isOwnError: (error) => error instanceof ComparisonError,
    transferables: transferablesOf,
  });
}
