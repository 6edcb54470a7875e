import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComparisonRequest, ComparisonWorkerMessage } from './protocol';

vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: { workerPort: null, workerSrc: '' } }));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.min.mjs' }));
vi.mock('../pdf/greyEngine.ts', () => ({ greyPdfEngine: () => ({}) }));

/** The nested parser worker the comparison worker starts. */
class FakeParser {
  static started: FakeParser[] = [];
  readonly listeners = new Map<string, Set<() => void>>();
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    FakeParser.started.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  terminate() {}
  loaded() {
    for (const listener of [...(this.listeners.get('message') ?? [])]) listener();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the comparison worker’s body', () => {
  it('parses in a nested worker of its own, and serves requests once that parser has loaded', async () => {
    const posted: ComparisonWorkerMessage[] = [];
    const scope = {
      onmessage: null as ((event: MessageEvent<ComparisonRequest>) => void) | null,
      postMessage: (message: ComparisonWorkerMessage) => posted.push(message),
      location: { href: 'http://localhost/assets/comparison.worker.js' },
      Worker: FakeParser,
    };
    for (const [key, value] of Object.entries(scope)) vi.stubGlobal(key, value);
    const { GlobalWorkerOptions } = await import('pdfjs-dist');
    const { serveComparison } = await import('./serve');
    serveComparison(null);
    const [parser] = FakeParser.started;
    expect(parser?.options).toEqual({ type: 'module', name: 'comparison pdf.js parser' });
    expect(GlobalWorkerOptions.workerPort).toBe(parser);
    const onmessage = (globalThis as unknown as typeof scope).onmessage;
    onmessage?.({ data: { type: 'encode', id: 1 } } as MessageEvent<ComparisonRequest>);
    await settle();
    expect(posted).toEqual([]);
    parser?.loaded();
    await settle();
    expect(posted).toEqual([{ type: 'ready' }, { type: 'result', id: 1, request: 'encode', result: null }]);
  });
});
