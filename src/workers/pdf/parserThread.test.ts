import { describe, expect, it } from 'vitest';
import { startParserThread, type ParserOptions, type ParserWorkerLike } from './parserThread';

/** A nested worker that says « ready » or fails when told to. */
class FakeParser implements ParserWorkerLike {
  static started: FakeParser[] = [];
  readonly listeners = { message: new Set<() => void>(), error: new Set<() => void>() };
  terminated = false;
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    FakeParser.started.push(this);
  }
  addEventListener(type: 'message' | 'error', listener: () => void) {
    this.listeners[type].add(listener);
  }
  removeEventListener(type: 'message' | 'error', listener: () => void) {
    this.listeners[type].delete(listener);
  }
  terminate() {
    this.terminated = true;
  }
  emit(type: 'message' | 'error') {
    for (const listener of [...this.listeners[type]]) listener();
  }
}

const URL = '/assets/pdf.worker.min.mjs';
const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => done);
};

describe('pdf.js parser in a nested worker', () => {
  it('points pdf.js at the nested worker at once, and is ready when the parser says so', async () => {
    FakeParser.started = [];
    const options: ParserOptions = { workerPort: null, workerSrc: '' };
    const isDone = settled(startParserThread({ Worker: FakeParser, url: URL, options }, 'comparison pdf.js parser'));
    const [parser] = FakeParser.started;
    expect(parser?.url).toBe(URL);
    expect(parser?.options).toEqual({ type: 'module', name: 'comparison pdf.js parser' });
    expect(options.workerPort).toBe(parser);
    expect(await isDone()).toBe(false);
    parser?.emit('message');
    expect(await isDone()).toBe(true);
    expect(parser?.terminated).toBe(false);
    expect(options.workerPort).toBe(parser);
  });

  it('falls back to parsing in this thread when the nested worker fails to start', async () => {
    FakeParser.started = [];
    const options: ParserOptions = { workerPort: null, workerSrc: '' };
    const isDone = settled(startParserThread({ Worker: FakeParser, url: URL, options }, 'pdf.js parser'));
    const [parser] = FakeParser.started;
    parser?.emit('error');
    expect(await isDone()).toBe(true);
    expect(parser?.terminated).toBe(true);
    expect(options).toEqual({ workerPort: null, workerSrc: URL });
  });

  it('parses in this thread where workers cannot start workers', async () => {
    const options: ParserOptions = { workerPort: null, workerSrc: '' };
    await startParserThread({ url: URL, options }, 'pdf.js parser');
    expect(options).toEqual({ workerPort: null, workerSrc: URL });
  });
});
