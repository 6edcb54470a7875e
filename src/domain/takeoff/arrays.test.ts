import { describe, expect, it } from 'vitest';
import { after, at, last } from './arrays';

describe('checked-by-the-caller indexing', () => {
  it('reads an element, the next one round a ring, and the last one', () => {
    const ring = ['a', 'b', 'c'];
    expect(at(ring, 1)).toBe('b');
    expect(after(ring, 1)).toBe('c');
    expect(after(ring, 2)).toBe('a');
    expect(last(ring)).toBe('c');
    expect(at(new Float32Array([1.5, 2.5]), 1)).toBe(2.5);
  });
});
