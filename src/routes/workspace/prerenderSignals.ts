/**
 * What the sheet page tells the pictures made ahead (prewarm.ts), apart from it: the sheet page imports this, never
 * prewarm.ts, which imports the sheet page's modules (a chunk importing a chunk that imports it back costs the
 * landing's first load a chunk of bundler runtime). Nothing imported here but a type.
 */
import type { Viewport } from '../../screens/Workspace/Viewer/viewport';

let onSheetOpened: ((fileId: string, pageIndex: number) => void) | null = null;

/** The sheet page opened a sheet (prewarm.ts stops what it makes for any other). */
export function sheetOpened(fileId: string, pageIndex: number): void {
  onSheetOpened?.(fileId, pageIndex);
}

/** prewarm.ts listens, once loaded (before, nothing is being made). */
export function whenSheetOpens(listener: (fileId: string, pageIndex: number) => void): void {
  onSheetOpened = listener;
}

const WINDOW_KEY = 'metr.viewer.window';

interface ViewerWindow {
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  readonly pixelRatio: number;
}

/** Remembers the size the plan was last shown at (the sheet page calls it when a view settles). */
export function rememberViewerWindow(viewport: Pick<Viewport, 'windowSize' | 'fitMargin' | 'pixelRatio'>): void {
  const { width, height } = viewport.windowSize;
  if (!(width > 0 && height > 0)) return;
  const value: ViewerWindow = { width, height, margin: viewport.fitMargin, pixelRatio: viewport.pixelRatio };
  try {
    localStorage.setItem(WINDOW_KEY, JSON.stringify(value));
  } catch {
    // Only a guess lost: the next prerender guesses from the window.
  }
}

/**
 * Where the plan will show: where it last did, else the whole window (larger than the plan's part of it, so the
 * picture is finer than needed, never coarser: renderCache lets a finer picture stand in).
 */
export function predictedViewerWindow(): ViewerWindow {
  try {
    const saved = JSON.parse(localStorage.getItem(WINDOW_KEY) ?? 'null') as Partial<ViewerWindow> | null;
    if (
      saved &&
      [saved.width, saved.height, saved.margin, saved.pixelRatio].every((n) => typeof n === 'number' && n >= 0) &&
      (saved.width as number) > 0 &&
      (saved.height as number) > 0 &&
      (saved.pixelRatio as number) > 0
    ) {
      return saved as ViewerWindow;
    }
  } catch {
    // A damaged guess: the window's.
  }
  return { width: window.innerWidth, height: window.innerHeight, margin: 0, pixelRatio: window.devicePixelRatio || 1 };
}
