import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './firstPaint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A PerformanceObserver whose paint entries the test delivers. */
function fakePaintObserver() {
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private isConnected = true;
    constructor(private readonly callback: PerformanceObserverCallback) {
      observers.push((names) => {
        if (!this.isConnected) return;
        const list = { getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({ name: n })) };
        this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
      });
    }
    observe() {}
    disconnect() {
      this.isConnected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (names: string[]) => observers.forEach((deliver) => deliver(names));
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then runs once, in a task of its own', () => {
    vi.useFakeTimers();
    const paint = fakePaintObserver();
    const callback = vi.fn();
    afterFirstPaint(callback);
    paint(['first-paint']);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    paint(['first-contentful-paint']);
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    paint(['first-contentful-paint']);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to the next frame without paint timing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 16));
    const callback = vi.fn();
    afterFirstPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
