import { describe, expect, it } from 'vitest';
import { parseDuration, parsePx, variableName } from './theme';

describe('theme values for the canvas', () => {
  it('reads the variable a theme-contract reference names', () => {
    expect(variableName('var(--metr-color-border-strong)')).toBe('--metr-color-border-strong');
    expect(variableName('--metr-space-xl')).toBe('--metr-space-xl');
  });

  it('reads durations in ms or s, and 0 for anything else', () => {
    expect(parseDuration('200ms')).toBe(200);
    expect(parseDuration(' 0.25s ')).toBe(250);
    expect(parseDuration('0ms')).toBe(0);
    expect(parseDuration('')).toBe(0);
    expect(parseDuration('calc(1s)')).toBe(0);
  });

  it('reads lengths in px only', () => {
    expect(parsePx('24px')).toBe(24);
    expect(parsePx('1.5rem')).toBe(0);
    expect(parsePx('')).toBe(0);
  });
});
