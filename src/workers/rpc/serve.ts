/**
 * The worker's side: each request runs with an AbortController that its `cancel` aborts, and ends in one `result` or
 * one `error` message. The PDF and the export dispatchers give it their `run`; tests drive them without a Worker.
 */
import type { RpcRequest, RpcSerializedError } from './protocol.ts';

/** A worker's own error class: it knows how to cross the message channel. */
export interface SerializableError<Serialized extends RpcSerializedError> {
  toJSON(): Serialized;
}

export interface ServeOptions<Request, Result, Serialized extends RpcSerializedError> {
  /** Does the work of one request; `signal` is aborted by its `cancel`. */
  run(request: Exclude<Request, { type: 'cancel' }>, signal: AbortSignal): Promise<Result>;
  /** Posts an answer, with what it transfers instead of copying. */
  post(message: Result | { type: 'error'; id: number; error: Serialized }, transfer: Transferable[]): void;
  /** The worker's error class: its errors keep their code; anything else is `cancelled` or `unknown`. */
  isOwnError(error: unknown): error is SerializableError<Serialized>;
  /** What a result transfers (bitmaps, typed arrays' buffers). @default nothing */
  transferables?(result: Result): Transferable[];
}

/** A worker's error codes must name the two this side makes up: `cancelled` and `unknown` (a type error otherwise). */
type WithGenericCodes<Serialized extends RpcSerializedError> = 'cancelled' | 'unknown' extends Serialized['code']
  ? unknown
  : { missingErrorCodes: 'cancelled' | 'unknown' };

export function serveRequests<Request extends RpcRequest, Result, Serialized extends RpcSerializedError>(
  options: ServeOptions<Request, Result, Serialized> & WithGenericCodes<Serialized>,
): (request: Request) => void {
  const running = new Map<number, AbortController>();
  const { run, post, isOwnError, transferables = () => [] } = options;

  const serialize = (error: unknown, signal: AbortSignal): Serialized => {
    if (isOwnError(error)) return error.toJSON();
    const code = signal.aborted ? 'cancelled' : 'unknown';
    const message = signal.aborted ? 'cancelled' : error instanceof Error ? error.message : String(error);
    // Both codes are among the worker's (WithGenericCodes); TypeScript cannot narrow a generic union to say so.
    return { code, message } as Serialized;
  };

  return (request) => {
    if (request.type === 'cancel') {
      running.get(request.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(request.id, controller);
    run(request as Exclude<Request, { type: 'cancel' }>, controller.signal)
      .then(
        (message) => post(message, transferables(message)),
        (error: unknown) => post({ type: 'error', id: request.id, error: serialize(error, controller.signal) }, []),
      )
      .finally(() => running.delete(request.id));
  };
}
