/**
 * What a press lands on while a virtualized list scrolls. react-aria marks its rows as scrolling for 300 ms after any
 * scroll (its wrapper's inline `pointer-events: none`); in that moment this asks the browser what a press at the centre
 * of a row or of its button (`pressable`, a selector; the first wholly in view) would hit: that element, if the rows
 * stay pressable (`pressableWhileScrolling`), else the list's box.
 * The scroll and the question happen in one task, right when the wrapper is marked: no timing on a loaded machine can
 * let the 300 ms pass in between.
 */
export function pressTargetWhileScrolling(
  grid: HTMLElement,
  scroller: HTMLElement,
  by: number,
  pressable: string,
): Promise<{ readonly target: HTMLElement; readonly hit: Element | null }> {
  const wrapper = grid.querySelector<HTMLElement>(':scope > [role="presentation"]');
  if (!wrapper) throw new Error('the grid has no virtualizer wrapper');
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (wrapper.style.pointerEvents !== 'none') return;
      observer.disconnect();
      clearTimeout(timer);
      const box = scroller.getBoundingClientRect();
      const inView = [...grid.querySelectorAll<HTMLElement>(pressable)].find((b) => {
        const r = b.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom && r.width > 0;
      });
      if (!inView) return reject(new Error(`nothing like ${pressable} in view after the scroll`));
      const r = inView.getBoundingClientRect();
      resolve({ target: inView, hit: document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) });
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the list was never marked as scrolling'));
    }, 5000);
    observer.observe(wrapper, { attributes: true, attributeFilter: ['style'] });
    scroller.scrollTop += by;
  });
}

/** The box that scrolls a list: the list itself, or the nearest one around it (a list as tall as its rows). */
export function scrollerOf(element: HTMLElement): HTMLElement {
  for (let e: HTMLElement | null = element; e; e = e.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(e).overflowY) && e.scrollHeight > e.clientHeight) return e;
  }
  throw new Error('nothing scrolls around the list');
}
