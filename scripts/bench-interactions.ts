/**
 * The half of `npm run bench:site` Lighthouse cannot see, since it never presses anything (scripts/bench-site.ts
 * prints both side by side). Chromium is the pinned build of the tests, driven by Playwright.
 *
 * - Interactions on a phone (Lighthouse's mobile viewport, touch) under 4× CPU throttling (CDP
 *   `Emulation.setCPUThrottlingRate`), on a page left to load and go idle, as a visitor who reads a little first:
 *   open the sign-up modal, switch an audience tab, switch a carousel step, open the menu. For each, the time from
 *   the finger's press to the frame that shows the effect, and the interaction's duration as the browser's Event
 *   Timing reports it (what INP is made of); INP is the slowest of the four.
 * - A press the moment the page loads, on a fresh profile each time (no cache), on a desktop window: « Demander un
 *   accès bêta » at DOMContentLoaded, and at the load event without throttling and at 4×; an audience tab at the
 *   load event. A press whose effect has not shown 5 s later is counted lost.
 */
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { IDLE_MARK } from '../src/config/routes';

const { launchOptions } = createRequire(import.meta.url)('./chromium.cjs') as {
  launchOptions: () => { executablePath: string; args: string[]; env: Record<string, string | undefined> };
};

/** Lighthouse's mobile preset: a Moto G Power's screen, and the CPU four times slower. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const CPU_SLOWDOWN = 4;
/** How long a visit waits for the landing to go idle before it starts pressing. */
const SETTLE_MS = 15_000;
/** A press whose effect has not shown by then is lost. */
const LOST_AFTER_MS = 5000;

type Effect = 'dialog' | 'audienceTab' | 'step' | 'menu';

/**
 * Measured in the page (a string: tsx would wrap a named function in a helper the page does not have). From each
 * trusted press, a frame loop runs in the page and finds the first frame whose DOM shows the effect: that frame is
 * painted, and presented by the start of the next one, whose time is what is reported. A loop started from the test
 * after the press returns would see that frame late, or a frame later, by however long the round trip took. The
 * browser's Event Timing entries are kept as well: what INP is made of.
 */
const PAGE_PROBE = `(() => {
  const probe = { pressedAt: NaN, shownAt: NaN, effect: '', durations: [] };
  window.benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) probe.durations.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const selected = (name) => [...document.querySelectorAll('[role="tab"]')].some(
    (element) => element.textContent.includes(name) && element.getAttribute('aria-selected') === 'true');
  const shows = {
    // Shown, not only there: the landing renders the modal ahead, hidden, before its first opening.
    dialog: () => [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.checkVisibility()),
    menu: () => document.querySelector('header button[aria-expanded="true"]') !== null,
    audienceTab: () => selected('Ingénieurs Études de Prix'),
    step: () => selected('Exportez'),
  };
  addEventListener('pointerdown', (event) => {
    if (!event.isTrusted || !shows[probe.effect]) return;
    const pressedAt = event.timeStamp;
    probe.pressedAt = pressedAt;
    probe.shownAt = NaN;
    let painted = false;
    const frame = (at) => {
      if (probe.pressedAt !== pressedAt) return;
      if (painted) probe.shownAt = at;
      else if (at - pressedAt > ${LOST_AFTER_MS}) return;
      else {
        painted = shows[probe.effect]();
        requestAnimationFrame(frame);
      }
    };
    requestAnimationFrame(frame);
  }, true);
})()`;

/** What the next press should lead to, and a clean slate for its Event Timing entries. */
async function awaitEffect(page: Page, effect: Effect) {
  await page.evaluate(`Object.assign(window.benchProbe, { effect: '${effect}', pressedAt: NaN, durations: [] })`);
}

/** Milliseconds from the press to the presentation of the frame that shows its effect; NaN if it never shows. */
async function timeToEffect(page: Page): Promise<number> {
  // A function, not a string: the site's CSP forbids the page to evaluate a string (Playwright's polling would).
  const shown = await page
    .waitForFunction(
      () => Number.isFinite((window as unknown as { benchProbe: { shownAt: number } }).benchProbe.shownAt),
      undefined,
      { timeout: LOST_AFTER_MS + 2000 },
    )
    .then(() => true)
    .catch(() => false);
  return shown ? ((await page.evaluate('window.benchProbe.shownAt - window.benchProbe.pressedAt')) as number) : NaN;
}

/** A fresh profile; `effect`, when known before the page loads, is what a press on it will lead to. */
async function newPage(browser: Browser, options: BrowserContextOptions, slowdown: number, effect?: Effect) {
  const context = await browser.newContext({ ...options, locale: 'fr-FR' });
  const page = await context.newPage();
  if (slowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  await page.addInitScript(PAGE_PROBE);
  if (effect) await page.addInitScript(`window.benchProbe.effect = '${effect}'`);
  return page;
}

export interface InteractionSample {
  modalOpenMs: number;
  tabChangeMs: number;
  stepChangeMs: number;
  menuOpenMs: number;
  /** The slowest interaction's Event Timing duration (under 16 ms is not reported by the browser: counted 16). */
  inpMs: number;
}

/** One visit on the phone profile: the page loads and goes idle, then the four interactions, one after the other. */
async function interactionRun(browser: Browser, url: string): Promise<InteractionSample> {
  const page = await newPage(browser, PHONE, CPU_SLOWDOWN);
  try {
    await page.goto(url);
    // Idle after its largest paint, the landing fetches what these need (a build without the mark, measured for
    // comparison, is given the same time to settle); its tabbed sections hydrate as the visitor scrolls to them.
    await page
      .waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, IDLE_MARK, {
        timeout: SETTLE_MS,
      })
      .catch(() => undefined);
    const durations: number[] = [];
    const interact = async (target: Locator, effect: Effect) => {
      await target.scrollIntoViewIfNeeded();
      // A visitor reads before pressing: whatever the scroll set off is over.
      await page.waitForTimeout(800);
      await awaitEffect(page, effect);
      await target.tap();
      const ms = await timeToEffect(page);
      // Event Timing entries are reported after the frame is presented.
      await page.waitForTimeout(300);
      const reported = (await page.evaluate('window.benchProbe.durations')) as number[];
      durations.push(Math.max(16, ...reported));
      return ms;
    };
    const tabChangeMs = await interact(page.getByRole('tab', { name: 'Ingénieurs Études de Prix' }), 'audienceTab');
    const stepChangeMs = await interact(page.getByRole('tab', { name: 'Exportez' }), 'step');
    const modalOpenMs = await interact(page.getByRole('button', { name: 'Demander un accès bêta' }), 'dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const menuOpenMs = await interact(page.getByRole('button', { name: 'Ouvrir le menu' }), 'menu');
    return { modalOpenMs, tabChangeMs, stepChangeMs, menuOpenMs, inpMs: Math.max(...durations) };
  } finally {
    await page.context().close();
  }
}

export async function measureInteractions(url: string, runs: number, log: (line: string) => void) {
  const browser = await chromium.launch(launchOptions());
  const samples: InteractionSample[] = [];
  try {
    for (let i = 1; i <= runs; i++) {
      const sample = await interactionRun(browser, url);
      samples.push(sample);
      log(
        `interactions ${i}: modal ${Math.round(sample.modalOpenMs)} ms · tab ${Math.round(sample.tabChangeMs)} ms · ` +
          `step ${Math.round(sample.stepChangeMs)} ms · menu ${Math.round(sample.menuOpenMs)} ms · INP ${Math.round(sample.inpMs)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return samples;
}

/**
 * Presses `target` the moment the page fires `event` (Playwright's press, which waits until the control can be hit);
 * a fresh profile per trial.
 */
async function pressAt(
  browser: Browser,
  url: string,
  event: 'domcontentloaded' | 'load',
  target: 'cta' | 'audienceTab',
  slowdown: number,
): Promise<number> {
  const page = await newPage(browser, DESKTOP, slowdown, target === 'cta' ? 'dialog' : 'audienceTab');
  try {
    const locator =
      target === 'cta'
        ? page.getByRole('button', { name: 'Demander un accès bêta' })
        : page.getByRole('tab', { name: 'Ingénieurs Études de Prix' });
    const press = () => locator.click({ timeout: 30_000 }).catch((error: unknown) => error);
    const pressed = new Promise<unknown>((resolve) =>
      event === 'load'
        ? page.once('load', () => resolve(press()))
        : page.once('domcontentloaded', () => resolve(press())),
    );
    await page.goto(url, { waitUntil: 'commit' });
    const failure = await pressed;
    if (failure) throw failure;
    return await timeToEffect(page);
  } finally {
    await page.context().close();
  }
}

export interface PressAtLoadSample {
  name: string;
  /** Time from the press to the effect, one per trial; NaN for a press that was lost. */
  times: number[];
}

export async function measurePressesAtLoad(url: string, trials: number, log: (line: string) => void) {
  const browser = await chromium.launch(launchOptions());
  const cases = [
    { name: 'ctaAtDomContentLoaded', event: 'domcontentloaded', target: 'cta', slowdown: 1 },
    { name: 'ctaAtLoad', event: 'load', target: 'cta', slowdown: 1 },
    { name: 'ctaAtLoad4x', event: 'load', target: 'cta', slowdown: CPU_SLOWDOWN },
    { name: 'tabAtLoad', event: 'load', target: 'audienceTab', slowdown: 1 },
  ] as const;
  const samples: PressAtLoadSample[] = [];
  try {
    for (const { name, event, target, slowdown } of cases) {
      const times: number[] = [];
      for (let i = 0; i < trials; i++) times.push(await pressAt(browser, url, event, target, slowdown));
      samples.push({ name, times });
      log(`${name}: ${times.map((t) => (Number.isNaN(t) ? 'lost' : `${Math.round(t)}`)).join(', ')} ms`);
    }
  } finally {
    await browser.close();
  }
  return samples;
}
