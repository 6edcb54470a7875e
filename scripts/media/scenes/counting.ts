/**
 * « Comptage assisté »: on the VA plan (page 1 has 20 WCs: tests/fixtures/counting), the count tool, F, one WC boxed;
 * the proposals listed from the surest, the surest counted at once; the others validated one by one, the count rising
 * in the review's header. Ends with the step preview « Sélection »: the WCs counted on the plan.
 */
import { media } from '../../../src/config/media.ts';
import { flat, toolButton } from '../../../tests/e2e/workspace-sheet.ts';
import { expect } from '../../../tests/e2e/fixtures.ts';
import type { Page } from 'playwright-core';
import type { Film } from '../film.ts';
import { LAPTOP, knownView, sharp, sheetToScreen, vaProject, type Scene } from './common.ts';

/** The WC of toilet 139A and the view around it (the e2e spec's coordinates), at 200 %. */
const CENTRE = { x: 1551, y: 471 };
const ZOOM = 2;
const WC = { from: { x: 1542, y: 460 }, to: { x: 1560.5, y: 482 } };

export const proposals = (page: Page) =>
  page.getByRole('grid', { name: 'Propositions, de la plus sûre à la moins sûre' });

/** The review's header: « 20 propositions · 16 acceptées · 0 rejetée ». */
export async function accepted(page: Page): Promise<number> {
  const panel = page.getByRole('tabpanel', { name: 'Comptage' });
  const text = flat((await panel.getByRole('heading').first().locator('..').textContent()) ?? '');
  return Number(/(\d+) acceptées?/.exec(text)?.[1] ?? NaN);
}

/** Boxes the WC with the count tool and F; waits (off camera) for the proposals. */
export async function boxWc(film: Film, centre = CENTRE, zoom = ZOOM): Promise<void> {
  const { page } = film;
  const at = sheetToScreen(page, centre, zoom);
  await film.clickOn(toolButton(page, 'Comptage'));
  await film.hold(0.2);
  await page.keyboard.press('f');
  await film.move(await at({ x: WC.from.x - 2, y: WC.from.y - 2 }), 0.7);
  await film.hold(0.15);
  await film.drag(await at({ x: WC.to.x + 2, y: WC.to.y + 2 }), 0.7, async () => {
    await expect(proposals(page)).toBeVisible({ timeout: 180_000 });
    await expect.poll(() => accepted(page), { timeout: 30_000 }).toBeGreaterThan(0);
    await sharp(page);
  });
}

/** Validates the first proposed row with its ✓, the count rising by one. */
export async function acceptNext(film: Film, seconds = 0.5): Promise<void> {
  const { page } = film;
  const before = await accepted(page);
  const row = proposals(page)
    .getByRole('row', { name: /, proposé/ })
    .first();
  // The list mounts only the rows in view, and the proposed ones come last (from the surest): scrolled to its end as
  // a person would, then the next row brought to its middle.
  if ((await row.count()) === 0) {
    await proposals(page).evaluate((grid) => {
      let el: HTMLElement | null = grid as HTMLElement;
      while (el && !(el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY))) {
        el = el.parentElement;
      }
      el?.scrollTo({ top: el.scrollHeight });
    });
  }
  await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const button = row.getByRole('button', { name: /^Accepter la proposition/ });
  await film.clickOn(
    button,
    async () => {
      await expect.poll(() => accepted(page)).toBe(before + 1);
      await sharp(page);
    },
    seconds,
  );
}

export const counting: Scene = {
  name: 'feature-counting',
  video: media.features.counting,
  viewport: LAPTOP,
  deviceScaleFactor: 2,
  // The plan's right half and the review panel: the WCs boxed and the list with its count.
  crop: { x: 400, y: 56, width: 880, height: 550 },
  async prepare(page) {
    const sheetId = await vaProject(page, { scale: false });
    await knownView(page, sheetId, CENTRE, ZOOM);
  },
  async play(film) {
    const { page } = film;
    await film.start(await sheetToScreen(page, CENTRE, ZOOM)({ x: 1600, y: 420 }));
    await film.hold(0.4);
    await boxWc(film);
    await film.hold(0.6);
    for (let i = 0; i < 4; i++) {
      if (i === 2) film.poster();
      await acceptNext(film);
      await film.hold(0.35);
    }
    await film.hold(0.6);
    // The step preview « Sélection »: the plan with its WCs counted.
    await film.still('step-selection', media.steps.selection, { x: 282, y: 164, width: 668, height: 418 });
  },
};
