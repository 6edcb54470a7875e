/**
 * The page side of the browser benches' responsiveness probe (scripts/bench-count/, scripts/bench-select-browser/):
 * the bench clicks the page's #probe button while work runs; each click's latency to the frame after it (an INP
 * proxy: input delay, handler and rendering) is kept, and so are the long tasks the page's main thread saw.
 */
export function watchProbe() {
  const clicks: number[] = [];
  const longTasks: number[] = [];
  const button = document.querySelector('#probe') as HTMLButtonElement;
  const output = document.querySelector('#clicks') as HTMLOutputElement;
  button.addEventListener('click', (event) => {
    output.textContent = String(Number(output.textContent) + 1);
    const at = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => clicks.push(performance.now() - at), 0));
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push(e.duration);
  }).observe({ type: 'longtask' });
  return {
    /** Forgets what was seen so far. */
    reset() {
      clicks.length = 0;
      longTasks.length = 0;
    },
    /** Since the last reset: how many clicks, the slowest, the longest task (ms). */
    responsiveness: () => ({
      clicks: clicks.length,
      slowestClick: Math.max(0, ...clicks),
      longestTask: Math.max(0, ...longTasks),
    }),
  };
}
