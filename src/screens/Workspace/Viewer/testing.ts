/**
 * Test doubles for the viewer: a clock whose frames and timers run when the test says so, a 2D context that records
 * what is drawn, and a sheet source whose renders wait for the test. Not imported by the app.
 */
import type { FrameClock } from './viewport';
import type { Timers } from './renderer';
import type { SheetRenderRequest, SheetSource } from './source';

export class ManualClock implements FrameClock, Timers {
  time = 0;
  #next = 1;
  readonly #frames = new Map<number, () => void>();
  readonly #timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }

  requestFrame(callback: () => void): number {
    const handle = this.#next++;
    this.#frames.set(handle, callback);
    return handle;
  }

  cancelFrame(handle: number): void {
    this.#frames.delete(handle);
  }

  setTimeout(callback: () => void, ms: number): number {
    const handle = this.#next++;
    this.#timers.set(handle, { at: this.time + ms, callback });
    return handle;
  }

  clearTimeout(handle: number): void {
    this.#timers.delete(handle);
  }

  get pendingFrames(): number {
    return this.#frames.size;
  }

  get pendingTimers(): number {
    return this.#timers.size;
  }

  /** Advances the time by `ms` and runs one frame: the callbacks requested before it (new requests wait). */
  frame(ms = 16): void {
    this.advance(ms);
    const due = [...this.#frames.values()];
    this.#frames.clear();
    for (const callback of due) callback();
  }

  /** Advances the time, running the timers that fall due, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.#timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].callback();
    }
    this.time = end;
  }

  /** Runs frames until none is requested any more (an animation to its end). */
  settleFrames(ms = 16, limit = 1000): void {
    for (let i = 0; i < limit && this.#frames.size > 0; i++) this.frame(ms);
  }
}

/** A 2D context that records what is drawn. */
export class RecordingContext {
  calls: { op: string; args: unknown[]; transform: number[] }[] = [];
  transformNow = [1, 0, 0, 1, 0, 0];
  imageSmoothingEnabled = true;
  strokeStyle = '';
  lineWidth = 1;
  setTransform(...m: number[]) {
    this.transformNow = m;
  }
  clearRect(...args: number[]) {
    this.calls.push({ op: 'clearRect', args, transform: this.transformNow });
  }
  drawImage(...args: unknown[]) {
    this.calls.push({ op: 'drawImage', args, transform: this.transformNow });
  }
  strokeRect(...args: number[]) {
    this.calls.push({ op: 'strokeRect', args, transform: this.transformNow });
  }
  save() {}
  restore() {}
  draws() {
    return this.calls.filter((c) => c.op === 'drawImage');
  }
  reset() {
    this.calls = [];
  }
}

export class FakeSurface {
  width = 0;
  height = 0;
  readonly context = new RecordingContext();
  getContext() {
    return this.context as unknown as CanvasRenderingContext2D;
  }
}

/** A surface with a style, as a canvas element: the renderer moves the overlay by a CSS transform. */
export class StyledSurface extends FakeSurface {
  readonly style = { transform: '', transformOrigin: '' };
}

export class FakeBitmap {
  closed = false;
  constructor(
    readonly width: number,
    readonly height: number,
    readonly label: string,
  ) {}
  close() {
    this.closed = true;
  }
}

export interface PendingRender {
  request: SheetRenderRequest;
  resolve(): void;
  reject(error: unknown): void;
  bitmap: FakeBitmap;
}

/** A sheet source whose renders wait until the test resolves them; it widens regions to whole pixels as the engine. */
export class FakeSource implements SheetSource {
  readonly pending: PendingRender[] = [];
  readonly bitmaps: FakeBitmap[] = [];
  constructor(
    readonly width = 1000,
    readonly height = 500,
  ) {}
  render(request: SheetRenderRequest) {
    return new Promise<{ image: ImageBitmap; region: typeof request.region }>((resolve, reject) => {
      const { region, scale } = request;
      const px0 = Math.floor(region.x * scale);
      const py0 = Math.floor(region.y * scale);
      const px1 = Math.ceil((region.x + region.width) * scale);
      const py1 = Math.ceil((region.y + region.height) * scale);
      const bitmap = new FakeBitmap(px1 - px0, py1 - py0, `${scale.toFixed(4)}@${px0},${py0}`);
      this.bitmaps.push(bitmap);
      const exact = { x: px0 / scale, y: py0 / scale, width: (px1 - px0) / scale, height: (py1 - py0) / scale };
      const entry: PendingRender = {
        request,
        bitmap,
        resolve: () => resolve({ image: bitmap as unknown as ImageBitmap, region: exact }),
        reject,
      };
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
      this.pending.push(entry);
    });
  }
  /** Resolves the oldest render still waiting (not aborted) and lets its promise chain run. */
  async next(): Promise<PendingRender> {
    const entry = this.pending.find((p) => !p.request.signal.aborted);
    if (!entry) throw new Error('no render waiting');
    this.pending.splice(this.pending.indexOf(entry), 1);
    entry.resolve();
    await flush();
    return entry;
  }
  /** Fails the oldest render still waiting. */
  async fail(error: unknown): Promise<void> {
    const entry = this.pending.find((p) => !p.request.signal.aborted);
    if (!entry) throw new Error('no render waiting');
    this.pending.splice(this.pending.indexOf(entry), 1);
    entry.reject(error);
    await flush();
  }
  waiting() {
    return this.pending.filter((p) => !p.request.signal.aborted);
  }
}

/** Lets pending promise chains run (a macrotask: every microtask queued before it has run). */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
