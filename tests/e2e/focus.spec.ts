/**
 * Focus not obscured (WCAG 2.2 SC 2.4.11) on every route, with the cookie banner shown over the bottom of the window
 * (a server with an analytics id, analyticsServer.ts) and, on the public pages, the fixed header over its top: every
 * control reached with Tab, then with Shift+Tab, is scrolled clear of both.
 */
import type { Page } from '@playwright/test';
import { DOCUMENT_404, expect } from './fixtures';
import { BANNER, test } from './analyticsServer';

const ROUTES = ['/', '/about', '/contact', '/terms', '/privacy', '/register', '/dashboard', '/nulle-part'];

interface Stop {
  name: string;
  /** Sample points of the control (a 3 × 3 grid) that show the control itself, not what covers it. */
  shown: number;
  /** The control is taller than the window's free band between the header and the banner. */
  isTallerThanBand: boolean;
}

/** Where the focus is now: null when it went back to the page, `'again'` once the tab order has come round. */
function focusedStop(page: Page) {
  return page.evaluate((): Stop | 'again' | null => {
    const control = document.activeElement;
    if (!(control instanceof HTMLElement) || control === document.body) return null;
    const seen = ((window as { seenStops?: Set<Element> }).seenStops ??= new Set());
    if (seen.has(control)) return 'again';
    seen.add(control);
    const banner = document.querySelector('[data-consent-host] section');
    const header = [...document.querySelectorAll('header')].find((h) => getComputedStyle(h).position === 'fixed');
    const band = (banner?.getBoundingClientRect().top ?? innerHeight) - (header?.getBoundingClientRect().bottom ?? 0);
    const rect = control.getBoundingClientRect();
    let shown = 0;
    for (const fx of [0.1, 0.5, 0.9])
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = rect.left + rect.width * fx;
        const y = rect.top + rect.height * fy;
        const top = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
        if (top && (control.contains(top) || top.contains(control))) shown += 1;
      }
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim();
    return { name: name.replace(/\s+/g, ' ').slice(0, 60), shown, isTallerThanBand: rect.height > band };
  });
}

/** Walks the whole tab order with `key`; returns the controls that ended up (partly) hidden. */
async function obscuredStops(page: Page, key: 'Tab' | 'Shift+Tab') {
  await page.evaluate(() => delete (window as { seenStops?: Set<Element> }).seenStops);
  const obscured: string[] = [];
  for (let i = 0; i < 300; i += 1) {
    await page.keyboard.press(key);
    const stop = await focusedStop(page);
    if (stop === 'again') break;
    if (!stop) continue;
    // Entirely in view when it fits between the header and the banner; never entirely hidden otherwise.
    const isClear = stop.isTallerThanBand ? stop.shown > 0 : stop.shown === 9;
    if (!isClear) obscured.push(`${stop.name} (${stop.shown}/9 shown)`);
  }
  return obscured;
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 720 },
]) {
  test.describe(`${viewport.width} × ${viewport.height}, banner shown`, () => {
    test.use({ viewport, reducedMotion: 'reduce', expectedConsoleErrors: [DOCUMENT_404] });

    for (const path of ROUTES) {
      test(`${path}: no control reached by keyboard ends up under the banner or the header`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('region', BANNER)).toBeVisible();
        expect(await obscuredStops(page, 'Tab'), 'Tab').toEqual([]);
        expect(await obscuredStops(page, 'Shift+Tab'), 'Shift+Tab').toEqual([]);
      });
    }
  });
}
