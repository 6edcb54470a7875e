/**
 * The page's side of a worker: promise-based calls with progress and an AbortSignal, over one worker started on the
 * first call. The PDF and the export clients are thin typed faces over it.
 *
 * - A call rejects with the worker's error (made by `toError`), or with the signal's reason when it was aborted, like
 *   fetch(); the worker is told to `cancel`, and whatever it still sends for that call is dropped (`onDropped`).
 * - If the worker dies (an `error` or a `messageerror` event), pending calls fail with `crashError` and the next call
 *   starts a new worker; `stop` does the same on purpose.
 */
import type { RpcMessage, RpcRequest, RpcSerializedError, WithoutId } from './protocol.ts';

type AnyMessage = RpcMessage<{ type: 'result'; id: number; result: unknown }, unknown, RpcSerializedError>;

/** The part of a Worker the client uses (tests hand in a fake). */
export interface RpcWorker<Request, Message> {
  postMessage(message: Request, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Message>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface RpcCallOptions<Progress> {
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

type ProgressOf<Message> = Message extends { type: 'progress'; progress: infer P } ? P : never;
type ErrorOf<Message> = Message extends { type: 'error'; error: infer E } ? E : never;

export interface RpcHooks<Message, Failure> {
  /** The error a call fails with when the worker answers with an error. */
  toError(error: ErrorOf<Message>): Failure;
  /** The error pending calls fail with when the worker dies; `detail` is ': ' and the script's message, or ''. */
  crashError(detail: string): Failure;
  /** A worker has just been created. */
  onStart?(): void;
  /** The worker said `ready`. */
  onReady?(): void;
  /** The worker was stopped or died, with the error its pending calls failed with. */
  onStop?(error: Failure): void;
  /** An answer to a call nobody waits for any more (it was aborted): free what it carries. */
  onDropped?(message: Message): void;
}

interface Pending<Progress> {
  resolve(value: unknown): void;
  reject(reason: unknown): void;
  onProgress?: (progress: Progress) => void;
  cleanup(): void;
}

/**
 * `Request` is the worker's request union (with its `cancel`), `Message` what it posts, `Results` its results by
 * request type, `Failure` the error calls reject with.
 */
export class WorkerRpc<Request extends RpcRequest, Message extends AnyMessage, Results extends object, Failure> {
  readonly #createWorker: () => RpcWorker<Request, Message>;
  readonly #hooks: RpcHooks<Message, Failure>;
  #worker: RpcWorker<Request, Message> | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, Pending<ProgressOf<Message>>>();

  constructor(createWorker: () => RpcWorker<Request, Message>, hooks: RpcHooks<Message, Failure>) {
    this.#createWorker = createWorker;
    this.#hooks = hooks;
  }

  get isRunning(): boolean {
    return this.#worker !== null;
  }

  call<K extends keyof Results & string>(
    request: WithoutId<Request> & { type: K },
    transfer: Transferable[],
    { signal, onProgress }: RpcCallOptions<ProgressOf<Message>>,
  ): Promise<Results[K]> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = this.#nextId++;
    const worker = this.start();
    return new Promise<Results[K]>((resolve, reject) => {
      const onAbort = () => {
        // Answer at once; whatever the worker still sends for this id is dropped.
        this.#pending.delete(id);
        worker.postMessage({ type: 'cancel', id } as Request, []);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#pending.set(id, {
        resolve: resolve as (value: unknown) => void,
        reject,
        onProgress,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      });
      worker.postMessage({ ...request, id } as unknown as Request, transfer);
    });
  }

  /** The running worker, started if there is none. */
  start(): RpcWorker<Request, Message> {
    if (this.#worker) return this.#worker;
    const worker = this.#createWorker();
    this.#hooks.onStart?.();
    worker.addEventListener('message', (event) => this.#receive(event.data));
    const crash = (event: Event) => {
      if (this.#worker !== worker) return;
      // An ErrorEvent carries the script's error message; a messageerror carries nothing.
      const message = (event as { message?: unknown }).message;
      this.stop(this.#hooks.crashError(typeof message === 'string' && message ? `: ${message}` : ''));
    };
    worker.addEventListener('error', crash);
    worker.addEventListener('messageerror', crash);
    this.#worker = worker;
    return worker;
  }

  /** Terminates the worker; pending calls fail with `error`. The next call starts a new one. */
  stop(error: Failure): void {
    const worker = this.#worker;
    this.#worker = null;
    this.#hooks.onStop?.(error);
    worker?.terminate();
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of pending) {
      p.cleanup();
      p.reject(error);
    }
  }

  #receive(message: Message) {
    if (message.type === 'ready') {
      this.#hooks.onReady?.();
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) {
      this.#hooks.onDropped?.(message);
      return;
    }
    if (message.type === 'progress') {
      pending.onProgress?.(message.progress as ProgressOf<Message>);
      return;
    }
    this.#pending.delete(message.id);
    pending.cleanup();
    if (message.type === 'result') pending.resolve(message.result);
    else pending.reject(this.#hooks.toError(message.error as ErrorOf<Message>));
  }
}
