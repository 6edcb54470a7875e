/**
 * After a navigation inside the workspace (not the first load: the skip link and the page's start are where a
 * reader begins), the focus goes to the new page's title, so a screen reader announces where it arrived and Tab
 * continues from there. The title may come a moment later (its data loads): a few frames are given.
 *
 * The person comes first: once they press a key or a pointer, or put the focus somewhere themselves, while the title
 * is awaited, the focus is theirs and is not moved. Moving it then would take a field, a checkbox or a canvas from
 * under them and lose what they type next (a Space on a checkbox focused the instant the page showed went to the
 * title instead).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_TITLE_ID } from '../../patterns/PageLayout';

/** How many frames the title is awaited (about 2 s at 60 Hz). */
export const TITLE_FRAMES = 120;

/**
 * Starts waiting for the page title; returns the cancel. `left` is where the navigation left the focus (the link
 * pressed, or the body): anything else focused meanwhile is the person's own choice.
 */
export function focusTitleWhenShown(doc: Document = document): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const left = doc.activeElement;
  let frame = 0;
  let handle = 0;
  let done = false;
  const stop = () => {
    done = true;
    win.cancelAnimationFrame(handle);
    win.removeEventListener('keydown', stop, true);
    win.removeEventListener('pointerdown', stop, true);
  };
  const movedOn = () => {
    const active = doc.activeElement;
    return active !== null && active !== left && active !== doc.body && active !== doc.documentElement;
  };
  const attempt = () => {
    if (done) return;
    const title = doc.getElementById(PAGE_TITLE_ID);
    if (movedOn() && !title?.contains(doc.activeElement)) {
      stop();
      return;
    }
    if (title) {
      if (!title.contains(doc.activeElement)) title.focus({ preventScroll: true });
      stop();
      return;
    }
    if (++frame < TITLE_FRAMES) handle = win.requestAnimationFrame(attempt);
    else stop();
  };
  // Capture: the person's press counts even when a component stops its propagation.
  win.addEventListener('keydown', stop, true);
  win.addEventListener('pointerdown', stop, true);
  handle = win.requestAnimationFrame(attempt);
  return stop;
}

export function useFocusOnNavigation(): void {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key === firstKey.current) return undefined;
    return focusTitleWhenShown();
  }, [key]);
}
