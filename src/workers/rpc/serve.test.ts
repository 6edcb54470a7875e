import { describe, expect, it, vi } from 'vitest';
import { serveRequests } from './serve.ts';

type Request = { type: 'work'; id: number; fail?: 'own' | 'other' } | { type: 'cancel'; id: number };
type Result = { type: 'result'; id: number; result: ArrayBuffer };
type Serialized = { code: 'cancelled' | 'unknown' | 'bad'; message: string };

class OwnError extends Error {
  toJSON(): Serialized {
    return { code: 'bad', message: this.message };
  }
}

function setup() {
  const posted: { message: unknown; transfer: Transferable[] }[] = [];
  let release: (() => void) | undefined;
  const dispatch = serveRequests<Request, Result, Serialized>({
    run: async (request, signal) => {
      if (request.fail === 'own') throw new OwnError('bad input');
      if (request.fail === 'other') throw new TypeError('x is undefined');
      await new Promise<void>((resolve) => (release = resolve));
      signal.throwIfAborted();
      return { type: 'result', id: request.id, result: new ArrayBuffer(2) };
    },
    post: (message, transfer) => posted.push({ message, transfer }),
    isOwnError: (error) => error instanceof OwnError,
    transferables: (message) => [message.result],
  });
  const settled = () => vi.waitFor(() => expect(posted.length).toBeGreaterThan(0));
  return { dispatch, posted, settled, release: () => release?.() };
}

describe('serveRequests', () => {
  it('posts the result with what it transfers', async () => {
    const h = setup();
    h.dispatch({ type: 'work', id: 1 });
    h.release();
    await h.settled();
    const [answer] = h.posted;
    expect(answer?.message).toMatchObject({ type: 'result', id: 1 });
    expect(answer?.transfer).toEqual([(answer?.message as Result).result]);
  });

  it("keeps its own errors' codes, and words any other error as unknown with its message", async () => {
    const own = setup();
    own.dispatch({ type: 'work', id: 2, fail: 'own' });
    await own.settled();
    expect(own.posted[0]).toEqual({
      message: { type: 'error', id: 2, error: { code: 'bad', message: 'bad input' } },
      transfer: [],
    });
    const other = setup();
    other.dispatch({ type: 'work', id: 3, fail: 'other' });
    await other.settled();
    expect(other.posted[0]?.message).toEqual({
      type: 'error',
      id: 3,
      error: { code: 'unknown', message: 'x is undefined' },
    });
  });

  it('aborts a running request on its cancel and answers cancelled; a cancel for nothing running is ignored', async () => {
    const h = setup();
    h.dispatch({ type: 'cancel', id: 9 });
    h.dispatch({ type: 'work', id: 4 });
    h.dispatch({ type: 'cancel', id: 4 });
    h.release();
    await h.settled();
    expect(h.posted).toEqual([
      { message: { type: 'error', id: 4, error: { code: 'cancelled', message: 'cancelled' } }, transfer: [] },
    ]);
  });
});
