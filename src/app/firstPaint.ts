/**
 * Runs `callback` once the browser has painted the page's first content (its first-contentful-paint entry), so that
 * evaluating and hydrating the app never holds back the paint of a prerendered page. Where paint timing is missing,
 * after the next frame. A page opened in a background tab paints, and so starts, when it is first shown.
 */
export function afterFirstPaint(callback: () => void) {
  let hasRun = false;
  const run = () => {
    if (hasRun) return;
    hasRun = true;
    // Out of the paint's own task: the frame that shows the content is presented first.
    setTimeout(callback, 0);
  };
  const supported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!supported) {
    requestAnimationFrame(run);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Resolves in a later task: the browser may paint or handle input between two long pieces of start-up work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
