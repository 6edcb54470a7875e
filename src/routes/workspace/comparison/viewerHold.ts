/**
 * The viewer's renders wait while a comparison runs (issue 27: the comparison, rendering included, ≤ 4 s). On a
 * 2-core machine the viewer's first render of a new indice (pdf.js parsing and drawing the whole sheet in the PDF
 * worker) and the comparison's renders (the same sheet, in the comparison worker) share the cores: measured on the VA
 * sheet through the sheet page, each took about twice as long as alone, and the overlay came last. While the
 * comparison runs, the plan waits instead; once it ends (shown, failed or « Annuler »), the renders asked meanwhile go
 * on. The overlay covers the sheet when shown, so the person sees it first.
 *
 * A hold ends by itself after its time limit: a comparison that never comes (an import that failed after the pairing)
 * or one slowed by a busy machine holds the plan back no longer than that.
 */
import type { SheetRender, SheetRenderRequest, SheetSource } from '../../../screens/Workspace/Viewer';

/** Longest hold: past it the plan is drawn whatever the comparison does. */
export const HOLD_MAX_MS = 10_000;

const holds = new Set<symbol>();
let waiters: (() => void)[] = [];

function wake(): void {
  if (holds.size > 0) return;
  const ready = waiters;
  waiters = [];
  for (const go of ready) go();
}

/** Holds the viewer's renders back until the returned release is called (once is enough) or `maxMs` has passed. */
export function holdViewer(maxMs: number = HOLD_MAX_MS): () => void {
  const hold = Symbol('hold');
  holds.add(hold);
  const release = () => {
    clearTimeout(timer);
    if (holds.delete(hold)) wake();
  };
  const timer = setTimeout(release, maxMs);
  return release;
}

/** Whether a hold is on (tests). */
export function isViewerHeld(): boolean {
  return holds.size > 0;
}

/** Resolves when no hold is on; rejects with the signal's reason if it is aborted first. */
export function viewerFree(signal?: AbortSignal): Promise<void> {
  if (holds.size === 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      waiters = waiters.filter((w) => w !== go);
      reject(signal?.reason);
    };
    const go = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    waiters.push(go);
  });
}

/**
 * Whether a render waits for the holds: the work made ahead does (the plan's first pictures, the pictures of sheets
 * not open yet: prewarm.ts), what the person asked for by moving the view does not — zoomed in during a comparison,
 * the part they look at is drawn sharp rather than left blurred for up to HOLD_MAX_MS.
 */
export function waitsForHold(request: Pick<SheetRenderRequest, 'byPerson'>): boolean {
  return request.byPerson !== true;
}

/** `source`, its renders made ahead started only when no hold is on (waitsForHold). */
export function heldSource(source: SheetSource): SheetSource {
  return {
    width: source.width,
    height: source.height,
    async render(request: SheetRenderRequest): Promise<SheetRender> {
      if (waitsForHold(request)) await viewerFree(request.signal);
      return source.render(request);
    },
  };
}

let expected: (() => void) | null = null;

/**
 * A comparison is about to start (a new indice confirmed: once saved, its sheet page opens and compares): the viewer
 * held from now until it starts (`comparisonStarted`), for at most `maxMs`.
 */
export function expectComparison(maxMs: number = HOLD_MAX_MS): void {
  expected?.();
  expected = holdViewer(maxMs);
}

/** The expected comparison started (it holds the viewer itself while it runs). */
export function comparisonStarted(): void {
  expected?.();
  expected = null;
}
