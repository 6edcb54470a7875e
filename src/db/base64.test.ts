import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';

const everyByte = () => Uint8Array.from({ length: 3 * 0x8000 + 2 }, (_, i) => (i * 7) % 256);

afterEach(() => vi.restoreAllMocks());

describe('base64', () => {
  it('round-trips every byte value across several slices, as btoa and atob write and read it', () => {
    const bytes = everyByte();
    const text = bytesToBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    expect(base64ToBytes(text)).toEqual(bytes);
    expect(bytesToBase64(new Uint8Array(0))).toBe('');
    expect(base64ToBytes('')).toEqual(new Uint8Array(0));
  });

  it('uses the native Uint8Array methods where the browser has them', () => {
    const toBase64 = vi.fn(() => 'native');
    const fromBase64 = vi.fn(() => new Uint8Array([1]));
    const ownTo = Object.getOwnPropertyDescriptor(Uint8Array.prototype, 'toBase64');
    const ownFrom = Object.getOwnPropertyDescriptor(Uint8Array, 'fromBase64');
    Object.defineProperty(Uint8Array.prototype, 'toBase64', { value: toBase64, configurable: true });
    Object.defineProperty(Uint8Array, 'fromBase64', { value: fromBase64, configurable: true });
    try {
      expect(bytesToBase64(new Uint8Array([9]))).toBe('native');
      expect(base64ToBytes('AQ==')).toEqual(new Uint8Array([1]));
    } finally {
      // Put back what this runtime had (Node 20 has neither).
      delete (Uint8Array.prototype as { toBase64?: unknown }).toBase64;
      delete (Uint8Array as { fromBase64?: unknown }).fromBase64;
      if (ownTo) Object.defineProperty(Uint8Array.prototype, 'toBase64', ownTo);
      if (ownFrom) Object.defineProperty(Uint8Array, 'fromBase64', ownFrom);
    }
  });

  it('throws on text that is not base64', () => {
    expect(() => base64ToBytes('!!!!')).toThrow();
  });
});
