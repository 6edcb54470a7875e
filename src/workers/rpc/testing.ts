/** For tests of a worker's client: a worker that records what it is sent and answers when the test says so. */
import type { RpcWorker } from './client.ts';

export class FakeWorker<Request, Message> implements RpcWorker<Request, Message> {
  sent: { message: Request; transfer: Transferable[] }[] = [];
  terminated = false;
  #listeners = new Map<string, ((event: never) => void)[]>();

  postMessage(message: Request, transfer: Transferable[]) {
    this.sent.push({ message, transfer });
  }
  addEventListener(type: string, listener: (event: never) => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  terminate() {
    this.terminated = true;
  }
  answer(response: Message) {
    for (const listener of this.#listeners.get('message') ?? []) listener({ data: response } as never);
  }
  /** An `error` event with the script's message, or a `messageerror` (which carries none). */
  crash(message?: string, type: 'error' | 'messageerror' = 'error') {
    for (const listener of this.#listeners.get(type) ?? []) listener({ message } as never);
  }
  last(): Request {
    const entry = this.sent[this.sent.length - 1];
    if (!entry) throw new Error('nothing sent');
    return entry.message;
  }
}

/** A worker factory for a client under test: every worker it starts is a FakeWorker, kept in order of start. */
export function fakeWorkers<Request, Message>() {
  const workers: FakeWorker<Request, Message>[] = [];
  const create = () => {
    const worker = new FakeWorker<Request, Message>();
    workers.push(worker);
    return worker;
  };
  /** The worker started last. */
  const worker = () => workers[workers.length - 1] as FakeWorker<Request, Message>;
  return { create, workers, worker };
}
