import { describe, expect, it } from 'vitest';
import { readable } from './readable';

describe('readable', () => {
  it('carries the value once fulfilled, and still resolves to it', async () => {
    const promise = readable(Promise.resolve(42));
    expect(promise).not.toHaveProperty('status');
    await expect(promise).resolves.toBe(42);
    expect(promise).toMatchObject({ status: 'fulfilled', value: 42 });
  });

  it('carries the reason once rejected, and still rejects', async () => {
    const error = new Error('chunk missing');
    const promise = readable(Promise.reject(error));
    await expect(promise).rejects.toBe(error);
    expect(promise).toMatchObject({ status: 'rejected', reason: error });
  });
});
