import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom lays nothing out: every element is 0 × 0 px, and a virtualised list finds no viewport to fill. Called at the
 * top of a test file, gives every element this size (clientWidth, clientHeight) in each test, and restores the mocks
 * after it.
 */
export function sizeEveryElement(width: number, height: number): void {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
