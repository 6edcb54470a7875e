import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SheetRenderRequest, SheetSource } from '../../../screens/Workspace/Viewer';
import {
  comparisonStarted,
  expectComparison,
  heldSource,
  HOLD_MAX_MS,
  holdViewer,
  isViewerHeld,
  waitsForHold,
} from './viewerHold';

function fakeSource() {
  const render = vi.fn((request: SheetRenderRequest) =>
    Promise.resolve({ image: {} as ImageBitmap, region: request.region }),
  );
  const source: SheetSource = { width: 100, height: 50, render };
  return { source, render };
}

const request = (signal = new AbortController().signal): SheetRenderRequest => ({
  region: { x: 0, y: 0, width: 100, height: 50 },
  scale: 1,
  hiddenLayerIds: undefined,
  signal,
});

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  comparisonStarted();
  vi.useRealTimers();
});

describe('the viewer held while a comparison runs', () => {
  it('renders at once when nothing holds it', async () => {
    const { source, render } = fakeSource();
    const held = heldSource(source);
    expect([held.width, held.height]).toEqual([100, 50]);
    await held.render(request());
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('starts a render asked during a hold only once every hold is released', async () => {
    const { source, render } = fakeSource();
    const first = holdViewer();
    const second = holdViewer();
    const pending = heldSource(source).render(request());
    await settle();
    expect(render).not.toHaveBeenCalled();
    first();
    first();
    await settle();
    expect(render).not.toHaveBeenCalled();
    second();
    await pending;
    expect(render).toHaveBeenCalledTimes(1);
    expect(isViewerHeld()).toBe(false);
  });

  it('lets through at once a render the person asked for by moving the view; the work made ahead still waits', async () => {
    const { source, render } = fakeSource();
    const release = holdViewer();
    const held = heldSource(source);
    const ahead = held.render(request());
    const asked = held.render({ ...request(), byPerson: true });
    await asked;
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]?.[0].byPerson).toBe(true);
    await settle();
    expect(render).toHaveBeenCalledTimes(1);
    release();
    await ahead;
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('holds back what is made ahead, not what the person asked for (waitsForHold)', () => {
    expect(waitsForHold(request())).toBe(true);
    expect(waitsForHold({ byPerson: true })).toBe(false);
  });

  it('drops a held render whose view moved on, without rendering it', async () => {
    const { source, render } = fakeSource();
    const release = holdViewer();
    const controller = new AbortController();
    const pending = heldSource(source).render(request(controller.signal));
    controller.abort(new Error('moved'));
    await expect(pending).rejects.toThrow('moved');
    release();
    await settle();
    expect(render).not.toHaveBeenCalled();
  });

  it('lets the plan be drawn after the longest hold, whatever the comparison does', async () => {
    vi.useFakeTimers();
    const { source, render } = fakeSource();
    holdViewer();
    const pending = heldSource(source).render(request());
    await vi.advanceTimersByTimeAsync(HOLD_MAX_MS - 1);
    expect(render).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('holds from the confirmed pairing until the comparison starts, which then holds it itself', async () => {
    const { source, render } = fakeSource();
    expectComparison();
    const pending = heldSource(source).render(request());
    await settle();
    expect(render).not.toHaveBeenCalled();
    const running = holdViewer();
    comparisonStarted();
    await settle();
    expect(render).not.toHaveBeenCalled();
    running();
    await pending;
    expect(render).toHaveBeenCalledTimes(1);
  });
});
