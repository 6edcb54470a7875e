import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config.ts';

describe('readServerConfig', () => {
  it('compresses the build before listening unless STATIC_WARMUP turns it off', () => {
    expect(readServerConfig({}).warmStatic).toBe(true);
    expect(readServerConfig({ STATIC_WARMUP: 'on' }).warmStatic).toBe(true);
    for (const off of ['off', 'OFF', '0', 'false', 'no']) {
      expect(readServerConfig({ STATIC_WARMUP: off }).warmStatic).toBe(false);
    }
  });
});
