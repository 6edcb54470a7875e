/**
 * The sheet page on a laptop's window (1280 × 720, 1024 × 768), as the job found it: the plan had less than half the
 * window. The sheet strip starts collapsed below a wide screen; strip and details panel collapse from a button each
 * (keyboard included) and stay so after a reload; the tool palette stays one row; the panel is resized with its
 * splitter (pointer and arrows) and keeps its width; nothing in it is wider than it; its five tabs stand on one line.
 * Nothing above the plan is cut or out of view (the palette, the viewer's row: its secondary controls go into its
 * menu « Plus » when it has no room), at 1024, 1280 and 1440 px, panel open or closed, the wall tool's height
 * included. The library's table takes the page's width.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { installStarterLibrary, signUp } from './workspace';
import { openVaPlanInNewProject, plan, setStandardScale, waitSharp } from './workspace-sheet';

const SHOTS = process.env.E2E_SCREENSHOTS;
const N = '\u00a0';

/** The share of the window's area the plan's box takes. */
async function planShare(page: Page) {
  const box = await plan(page).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no plan box');
  return (box.width * box.height) / (viewport.width * viewport.height);
}

const details = (page: Page) => page.getByRole('complementary', { name: 'Détails' });

/** The elements of the details panel whose content is wider than their box (a table or a tab cut on its right). */
const overflowing = (page: Page) =>
  details(page).evaluate((panel) =>
    [panel, ...panel.querySelectorAll<HTMLElement>('*')]
      // A visually hidden name (a tab's, in a narrow panel) is clipped on purpose: 1 px wide, not counted.
      .filter(
        (el) =>
          el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
      )
      .map((el) => `${el.tagName} ${el.getAttribute('role') ?? ''} ${el.className}`),
  );

/** The tops of the palette's tools: one value when they stand on one row. */
const paletteRows = (page: Page) =>
  page
    .getByRole('toolbar', { name: 'Outils de mesure' })
    .getByRole('radio')
    .evaluateAll((tools) => [...new Set(tools.map((t) => Math.round(t.getBoundingClientRect().top)))]);

/**
 * The controls above the plan (the palette, the viewer's row) that are cut by a box that scrolls or clips, or lie
 * outside the window: their names. Controls in « Plus » are not laid out (kept mounted for their dialogs): skipped.
 */
const cutControls = (page: Page) =>
  page.evaluate(() => {
    const roots = [
      document.querySelector('[role="toolbar"][aria-label="Outils de mesure"]'),
      document.querySelector('[data-render-state] > div:first-child'),
    ].filter((root): root is Element => root !== null);
    if (roots.length < 2) return ['no toolbar'];
    const cut: string[] = [];
    for (const root of roots) {
      for (const control of root.querySelectorAll<HTMLElement>('button, [role="button"], [role="radio"]')) {
        const box = control.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) continue;
        let isCut = box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight;
        for (let parent = control.parentElement; parent && !isCut; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          isCut =
            box.left < clip.left - 1 ||
            box.right > clip.right + 1 ||
            box.top < clip.top - 1 ||
            box.bottom > clip.bottom + 1;
        }
        if (isCut) cut.push(control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
      }
    }
    return cut;
  });

/** The tops of the side panel's tabs: one value when they stand on one line. */
const tabRows = (page: Page) =>
  page
    .getByRole('tablist', { name: 'Panneau du plan' })
    .getByRole('tab')
    .evaluateAll((tabs) => [...new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().top)))]);

/** Nothing above the plan is cut, the palette is one row and, with the panel open, its tabs one line. */
async function expectNothingCut(page: Page, { isPanelOpen }: { isPanelOpen: boolean }) {
  await expect.poll(() => cutControls(page)).toEqual([]);
  expect(await paletteRows(page)).toHaveLength(1);
  if (isPanelOpen) {
    expect(await tabRows(page)).toHaveLength(1);
    await expect(page.getByRole('tablist', { name: 'Panneau du plan' }).getByRole('tab')).toHaveText([
      'Mesures',
      'Propriétés',
      'Échelles',
      'Légende',
      'Calques',
    ]);
  }
}

test.describe('the sheet page on a laptop window', () => {
  test.use({ reducedMotion: 'reduce' });
  test.setTimeout(300_000);

  test('1280 × 720: strip collapsed, palette on one row, panel resized and collapsed, remembered; the plan gets most of the window', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openVaPlanInNewProject(page, 'ecran@metr.fr', 'Résidence Les Tilleuls');
    await waitSharp(page);

    await test.step('the palette is one row; nothing is cut in the panel; the strip collapses from its button by keyboard', async () => {
      await expectNothingCut(page, { isPanelOpen: true });
      expect(await overflowing(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/sheet-1280x720.png` });
      const hide = page.getByRole('button', { name: `Masquer «${N}Plans du projet${N}»` });
      await expect(hide).toHaveAttribute('aria-expanded', 'true');
      await hide.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('navigation', { name: 'Plans du projet' })).toHaveCount(0);
      const show = page.getByRole('button', { name: `Afficher «${N}Plans du projet${N}»` });
      await expect(show).toBeFocused();
      await expect(show).toHaveAttribute('aria-expanded', 'false');
    });

    const splitter = page.getByRole('separator', { name: `Largeur de «${N}Détails${N}»` });
    await test.step('the viewer’s row has no room for everything: the rest is in « Plus », by keyboard too', async () => {
      await expectNothingCut(page, { isPanelOpen: true });
      const more = page.getByRole('button', { name: 'Plus', exact: true });
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Plus' });
      await expect(menu.getByRole('menuitem')).toHaveText([
        'Masquer les libellés',
        'Masquer les quantités',
        'Localisation…',
        'Plan de repérage (PDF)…',
        'Raccourcis clavier',
      ]);
      await menu.getByRole('menuitem', { name: 'Raccourcis clavier' }).press('Enter');
      await expect(page.getByRole('dialog', { name: 'Raccourcis clavier' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Raccourcis clavier' })).toHaveCount(0);
      await more.click();
      await menu.getByRole('menuitem', { name: 'Masquer les libellés' }).click();
      await more.click();
      await expect(menu.getByRole('menuitem').first()).toHaveText('Afficher les libellés');
      await page.keyboard.press('Escape');
    });

    await test.step('the wall tool’s height is one button under the plan: nothing cut, the palette one row', async () => {
      await plan(page).focus();
      await page.keyboard.press('m');
      const height = page.getByRole('button', { name: /^Hauteur\s*:\s*2,50\s*m$/ });
      await expect(height).toBeVisible();
      await expectNothingCut(page, { isPanelOpen: true });
      await height.click();
      await expect(
        page.getByRole('dialog', { name: 'Nouveaux murs' }).getByRole('textbox', { name: 'Hauteur (m)' }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await plan(page).focus();
      await page.keyboard.press('v');
    });

    await test.step('the panel is resized from the keyboard and with the pointer', async () => {
      await expect(splitter).toHaveAttribute('aria-valuenow', '320');
      await splitter.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(splitter).toHaveAttribute('aria-valuenow', '352');
      const box = await splitter.boundingBox();
      if (!box) throw new Error('no splitter box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2, { steps: 4 });
      await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
      await expect(splitter).toHaveAttribute('aria-valuenow', '412');
      expect(Math.round((await details(page).boundingBox())?.width ?? 0)).toBe(412);
      expect(await overflowing(page)).toEqual([]);
    });

    await test.step('the panel collapses from its button by keyboard; the plan then takes most of the window', async () => {
      await page.getByRole('button', { name: `Masquer «${N}Détails${N}»` }).focus();
      await page.keyboard.press('Enter');
      await expect(details(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Afficher «${N}Détails${N}»` })).toBeFocused();
      await waitSharp(page);
      expect(await planShare(page)).toBeGreaterThanOrEqual(0.6);
      await expectNothingCut(page, { isPanelOpen: false });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/sheet-1280x720-collapsed.png` });
    });

    await test.step('after a reload, it is as it was left; shown again, the panel has its width back', async () => {
      await page.reload();
      await expect(plan(page)).toBeVisible();
      await expect(details(page)).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Plans du projet' })).toHaveCount(0);
      expect(await planShare(page)).toBeGreaterThanOrEqual(0.6);
      await page.getByRole('button', { name: `Afficher «${N}Détails${N}»` }).click();
      await expect(splitter).toHaveAttribute('aria-valuenow', '412');
      await page.getByRole('button', { name: `Afficher «${N}Plans du projet${N}»` }).click();
      await expect(page.getByRole('navigation', { name: 'Plans du projet' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Plans du projet' })).toBeVisible();
    });

    await test.step('1440 × 900, panel open then closed: nothing cut, tabs on one line', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await expectNothingCut(page, { isPanelOpen: true });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/sheet-1440x900.png` });
      await page.getByRole('button', { name: `Masquer «${N}Détails${N}»` }).click();
      await expectNothingCut(page, { isPanelOpen: false });
      // With the sheet strip open the plan has 58 % of the window; both sides collapsed, most of it.
      await page.getByRole('button', { name: `Masquer «${N}Plans du projet${N}»` }).click();
      await expectNothingCut(page, { isPanelOpen: false });
      expect(await planShare(page)).toBeGreaterThanOrEqual(0.6);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/sheet-1440x900-collapsed.png` });
    });
  });

  test('1024 × 768: the palette stays one row, nothing is cut in the panel; both sides collapsed, the plan gets the window', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openVaPlanInNewProject(page, 'ecran2@metr.fr', 'Résidence Les Tilleuls');
    await waitSharp(page);
    // Below 1280 px, the strip starts as a rail: with it and the panel, the plan had less than half the width.
    await expect(page.getByRole('navigation', { name: 'Plans du projet' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Afficher «${N}Plans du projet${N}»` })).toBeVisible();
    await expectNothingCut(page, { isPanelOpen: true });
    expect(await overflowing(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sheet-1024x768.png` });
    // Calibrated, the scale's state is longer (« Étalonné : 1 m = … »): still nothing cut.
    await setStandardScale(page, '1:100');
    await expectNothingCut(page, { isPanelOpen: true });
    // The wall tool adds its height under the plan: still nothing cut.
    await plan(page).focus();
    await page.keyboard.press('m');
    await expect(page.getByRole('button', { name: /^Hauteur\s*:/ })).toBeVisible();
    await expectNothingCut(page, { isPanelOpen: true });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sheet-1024x768-wall.png` });
    await page.getByRole('button', { name: `Masquer «${N}Détails${N}»` }).click();
    await waitSharp(page);
    expect(await planShare(page)).toBeGreaterThanOrEqual(0.6);
    await expectNothingCut(page, { isPanelOpen: false });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sheet-1024x768-collapsed.png` });
  });

  test('the library’s table takes the page’s width', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await signUp(page, 'biblio@metr.fr');
    await page.getByRole('link', { name: 'Bibliothèques' }).click();
    await installStarterLibrary(page);
    const table = page.getByRole('table', { name: 'Articles de la bibliothèque' });
    await expect(table).toBeVisible();
    const box = await table.boundingBox();
    // The page's margins and the library list beside it, no centred column: the table reaches the right margin.
    expect(box && box.x + box.width).toBeGreaterThan(1600 - 100);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/libraries-1600.png` });
  });
});
