import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { appendFileSync, mkdirSync } from 'node:fs';
import { axeViolations, describeViolation } from '../tests/axe';
import { toMatchImageSnapshot } from '../scripts/testing/baseline';

interface A11yParams {
  options?: { rules?: Record<string, { enabled?: boolean }> };
}
interface StoryParams {
  a11y?: A11yParams;
  /** Viewport for the story's screenshot. @default { width: 800, height: 600 } */
  viewport?: { width: number; height: number };
  /** False for a story that shows a plan viewer loading for good (it never settles). @default true */
  waitForRender?: boolean;
}

async function audit(page: Page, disabled: string[], theme: string) {
  return (await axeViolations(page, disabled)).map((v) => `[${theme}] ${describeViolation(v)}`);
}

/**
 * Where each story's time goes, for `npm run test:profile`: the moments a story passes from one phase to the next,
 * written as one line per story to test-reports/story-phases.jsonl. Phases: setup (preVisit), play (the render and
 * the play function), ready (the page and its fonts), axe (light and dark), settle (the viewer drawn, hovers ended),
 * picture (the screenshot and its comparison).
 */
const PHASES = ['setup', 'play', 'ready', 'axe', 'settle', 'picture'] as const;
const moments = new Map<string, number[]>();
function reached(id: string) {
  moments.set(id, [...(moments.get(id) ?? []), performance.now()]);
}
function recordPhases(id: string) {
  const at = moments.get(id) ?? [];
  moments.delete(id);
  const phases = Object.fromEntries(PHASES.map((name, i) => [name, Math.round((at[i + 1] ?? 0) - (at[i] ?? 0))]));
  mkdirSync('test-reports', { recursive: true });
  appendFileSync('test-reports/story-phases.jsonl', `${JSON.stringify({ id, ...phases })}\n`);
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    reached(context.id);
    const story = await getStoryContext(page, context);
    const params = story.parameters as StoryParams;
    await page.setViewportSize(params.viewport ?? { width: 800, height: 600 });
    // Stories are driven by their play functions (user-event), never by the browser's mouse. Chromium still sends
    // mouse and pointer events of its own when the layout changes under its still cursor, at moments that follow the
    // machine's load: they ended a hover, or put react-aria's focus ring into pointer mode and hid the ring a keyboard
    // play had shown, in one run and not the next. Those trusted events are stopped before the page sees them.
    await page.evaluate(() => {
      // Transitions and entrances take no time (src/theme/themes.css.ts): nothing to wait for, nothing half-way.
      document.documentElement.dataset.motion = 'reduce';
      const flagged = window as { metrStillMouse?: boolean };
      if (flagged.metrStillMouse) return;
      flagged.metrStillMouse = true;
      const types = ['move', 'over', 'out', 'enter', 'leave'].flatMap((t) => [`pointer${t}`, `mouse${t}`]);
      for (const type of types) {
        window.addEventListener(
          type,
          (event) => {
            if (event.isTrusted) event.stopImmediatePropagation();
          },
          { capture: true },
        );
      }
    });
    reached(context.id);
  },
  async postVisit(page, context) {
    // A play that failed is reported as it is: the runner calls this hook before it throws the play's error, and a
    // picture taken of the failed state would fail first and hide the assertion behind a pixel diff (or, for a new
    // story, behind « New snapshot was not written »).
    if (context.hasFailure) return;
    reached(context.id);
    const story = await getStoryContext(page, context);
    const params = story.parameters as StoryParams;
    // A rule may be switched off for one story only, with a comment there saying why.
    const disabled = Object.entries(params.a11y?.options?.rules ?? {})
      .filter(([, r]) => r.enabled === false)
      .map(([id]) => id);

    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    reached(context.id);

    // Accessibility in both themes: the whole document, so overlays rendered in portals are audited too.
    const violations = await audit(page, disabled, 'light');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    violations.push(...(await audit(page, disabled, 'dark')));
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    expect(violations).toEqual([]);
    reached(context.id);

    // A plan viewer's canvas is compared once its visible region is drawn at device resolution (or has failed):
    // switching the theme above may have asked for a redraw (and a re-fit: the fit margin is a theme value). The
    // viewer says so in a React render after the theme's mutation: two frames let that render show before the state
    // is read, or a picture taken before the re-fit and one taken after differ by a sub-pixel shift of the plan.
    if (params.waitForRender !== false) {
      await page.evaluate(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      );
      await page.waitForFunction(
        () => !document.querySelector('[data-render-state="loading"], [data-render-state="rendering"]'),
        undefined,
        { timeout: 15_000 },
      );
    }
    // A play function's clicks (user-event) leave react-aria's hover on the element they pressed (the browser's own
    // pointer events, which would end it at some moment, are stopped in preVisit). Every hover is ended before each
    // picture, as the pointer leaving does, and the picture waits until no element says it is hovered: no baseline
    // shows a hover, none by chance.
    await page.evaluate(() => {
      for (const hovered of document.querySelectorAll('[data-hovered]')) {
        const init = { bubbles: true, pointerType: 'mouse', relatedTarget: document.body };
        hovered.dispatchEvent(new PointerEvent('pointerout', init));
        hovered.dispatchEvent(new PointerEvent('pointerleave', { ...init, bubbles: false }));
      }
      document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    });
    await page.waitForFunction(() => !document.querySelector('[data-hovered]'), undefined, { timeout: 5_000 });
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    reached(context.id);
    // Visual snapshot of the whole page (overlays included), animations finished, caret hidden.
    await page.evaluate(() => document.fonts.ready);
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: `${process.cwd()}/stories/__snapshots__`,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0,
      // Zero differing pixels, a pixel differing when its colour moves by more than a rounding step: under load, the
      // anti-aliased corners of a rounded border were seen one level apart in one channel (215 vs 216) from one
      // raster to the next. 0.005 lets such ±1 steps through (a YIQ delta of 0.16–0.37 against the 0.88 allowed)
      // and nothing a token change makes: two levels on a grey are already over.
      customDiffConfig: { threshold: 0.005 },
      storeReceivedOnFailure: true,
    });
    reached(context.id);
    recordPhases(context.id);
  },
};

export default config;
