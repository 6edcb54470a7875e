/**
 * Requests in, answers out: the message side of the reperage worker, apart from the worker's global scope so that
 * tests drive it in Node. Each request runs with an AbortController (../rpc/serve.ts); the writer checks it between
 * pages. The client terminates the worker on cancel anyway, so a page being drawn does not finish first.
 */
import type { ReperageCopy } from '../../domain/reperage/model';
import { serveRequests } from '../rpc/serve';
import { ReperageError, type ReperageRequest, type ReperageResponse, type SerializedReperageError } from './protocol';
import { writeReperage, type FontFiles } from './writer';

type Result = Extract<ReperageResponse, { type: 'result' }>;

export function createReperageDispatcher(
  copy: ReperageCopy,
  post: (message: ReperageResponse) => void,
  fonts: () => Promise<FontFiles | null> = () => Promise.resolve(null),
): (request: ReperageRequest) => void {
  return serveRequests<ReperageRequest, Result, SerializedReperageError>({
    run: async (request, signal) => {
      // The request's file bytes are the writer's from here: it lets each go after its last sheet.
      const files = request.files.splice(0);
      const file = await writeReperage(
        request.input,
        request.options,
        files,
        { copy, palette: request.palette, fonts: await fonts() },
        { signal, progress: (progress) => post({ type: 'progress', id: request.id, progress }) },
      );
      return { type: 'result', id: request.id, request: 'reperage', result: file };
    },
    post: (message) => post(message),
    isOwnError: (error): error is ReperageError => error instanceof ReperageError,
  });
}
