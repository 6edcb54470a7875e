/**
 * What every worker of ours speaks, whatever its work: requests numbered by the page, `cancel` to stop one, and the
 * worker's answers — `ready` once its modules are loaded, `progress` while a request runs, then one `result` or one
 * `error`. Each worker's protocol.ts names its requests, results, progress and error codes on top of this.
 */

/** A request as posted: its type, the page's number for it, and its own fields. */
export interface RpcRequest {
  type: string;
  id: number;
}

/** A worker's error, as it crosses the message channel. */
export interface RpcSerializedError {
  code: string;
  message: string;
}

/** The answers a worker posts; `Result` is its union of result messages (`{ type: 'result', id, request, result }`). */
export type RpcMessage<Result extends { type: 'result'; id: number }, Progress, Failure extends RpcSerializedError> =
  | Result
  | { type: 'error'; id: number; error: Failure }
  | { type: 'progress'; id: number; progress: Progress }
  | { type: 'ready' };

/** A request without its number, for each member of a union of requests. */
export type WithoutId<Request> = Request extends RpcRequest ? Omit<Request, 'id'> : never;
