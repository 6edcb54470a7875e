/** Requests in, answers out: the message side of the counting worker, kept apart so that tests drive it in Node. */
import { serveRequests } from '../rpc/serve.ts';
import type { CountingEngine } from './engine.ts';
import {
  CountingError,
  type CountingProgressMessage,
  type CountingRequest,
  type CountingResultMessage,
  type CountingWorkerMessage,
  type SerializedCountingError,
} from './protocol.ts';

export type Post = (message: CountingWorkerMessage, transfer: Transferable[]) => void;

export function createDispatcher(engine: CountingEngine, post: Post): (request: CountingRequest) => void {
  async function run(
    request: Exclude<CountingRequest, { type: 'cancel' }>,
    signal: AbortSignal,
  ): Promise<CountingResultMessage> {
    const { id } = request;
    const ctx = {
      signal,
      progress: (progress: CountingProgressMessage) => post({ type: 'progress', id, progress }, []),
    };
    switch (request.type) {
      case 'open':
        return { type: 'result', id, request: 'open', result: await engine.open(request.docId, request.data, ctx) };
      case 'prepare': {
        const { type: _type, id: _id, ...prepare } = request;
        return { type: 'result', id, request: 'prepare', result: await engine.prepare(prepare, ctx) };
      }
      case 'find': {
        const { type: _type, id: _id, ...find } = request;
        return { type: 'result', id, request: 'find', result: await engine.find(find, ctx) };
      }
      case 'findElsewhere': {
        const { type: _type, id: _id, ...find } = request;
        return { type: 'result', id, request: 'findElsewhere', result: await engine.findElsewhere(find, ctx) };
      }
      case 'close':
        await engine.close(request.docId);
        return { type: 'result', id, request: 'close', result: null };
    }
  }

  return serveRequests<CountingRequest, CountingResultMessage, SerializedCountingError>({
    run,
    post,
    isOwnError: (error) => error instanceof CountingError,
  });
}
