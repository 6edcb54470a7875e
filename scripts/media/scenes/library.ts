/**
 * « Bibliothèque d’articles »: on the VA plan (scale 1:100), a wall measured with « Surface de mur » (its foot traced,
 * the session's height), then linked in its properties to the starter library's « Cloison en plaques de plâtre
 * 72/48 ». Ends with the step previews « Bibliothèque » (the article linked) and « Exportez » (the quantities page:
 * lot, article, quantity, price, as the DPGF exports them).
 */
import { media } from '../../../src/config/media.ts';
import { expect } from '../../../tests/e2e/fixtures.ts';
import { rowsOf, toolButton } from '../../../tests/e2e/workspace-sheet.ts';
import { PROJECT, knownView, sharp, sheetToScreen, vaProject, type Scene } from './common.ts';

/** The corridor's north wall, east of toilet 139A, at 150 %, seen beside the widened panel. */
const CENTRE = { x: 1648, y: 470 };
const PANEL_WIDTH = 440;
const ZOOM = 1.5;
const FOOT = [
  { x: 1625, y: 416 },
  { x: 1753, y: 416 },
  { x: 1753, y: 578 },
];

/** A taller window than a laptop's: the properties panel shows the most it can. */
const VIEWPORT = { width: 1280, height: 900 };
const CROP = { x: 400, y: 56, width: 880, height: 550 };

export const library: Scene = {
  name: 'feature-library',
  video: media.features.library,
  viewport: VIEWPORT,
  deviceScaleFactor: 2,
  crop: CROP,
  async prepare(page) {
    const sheetId = await vaProject(page);
    // The panel widened with its splitter (by keyboard) so that an article's designation fits on one line.
    const splitter = page.getByRole('separator', { name: /^Largeur de/ });
    await splitter.focus();
    for (let i = 0; i < 12 && Number(await splitter.getAttribute('aria-valuenow')) < PANEL_WIDTH; i++) {
      await page.keyboard.press('Shift+ArrowLeft');
    }
    await knownView(page, sheetId, CENTRE, ZOOM);
  },
  async play(film) {
    const { page } = film;
    const at = sheetToScreen(page, CENTRE, ZOOM);
    await film.start(await at({ x: 1700, y: 520 }));
    await film.hold(0.3);
    await film.clickOn(toolButton(page, 'Surface de mur'), undefined, 0.5);
    for (const point of FOOT) {
      await film.move(await at(point), 0.35);
      await film.click();
    }
    await film.press('Enter', async () => {
      await expect(rowsOf(page)).toHaveCount(1);
      await sharp(page);
    });
    await film.hold(0.2);
    const editor = page.getByRole('region', { name: 'Articles reliés' });
    await film.clickOn(page.getByRole('tab', { name: 'Propriétés', exact: true }), async () => {
      await expect(editor).toBeAttached();
    });
    // The properties are long: the panel scrolled down with the wheel to « Articles reliés », the camera following.
    await film.hold(0.15);
    await film.move(
      await film.centreOf(page.getByRole('tab', { name: 'Propriétés', exact: true }), { x: 0, y: 140 }),
      0.3,
    );
    await film.pan({ x: CROP.x, y: VIEWPORT.height - CROP.height }, 0.5);
    await film.wheel(1500, 0.5);
    const search = editor.getByRole('textbox', { name: 'Ajouter un article' });
    await film.clickOn(search);
    await film.type('cloison 72');
    const add = editor.getByRole('button', { name: /^Relier .*Cloison en plaques de plâtre 72\/48/ }).first();
    await expect(add).toBeVisible();
    await film.wheel(600, 0.3);
    await film.hold(0.15);
    await film.clickOn(add, async () => {
      await expect(editor).toContainText('Cloison en plaques de plâtre 72/48');
    });
    film.poster();
    await film.hold(0.9);
    await film.still('step-library', media.steps.library);
    // The quantities page in a narrower window, so that the table fills the preview: the article under its lot, with
    // the wall's quantity and price, the totals, as the DPGF exports them.
    await page.setViewportSize({ width: 860, height: VIEWPORT.height });
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: PROJECT.name }).click();
    await page.getByRole('link', { name: 'Quantités' }).click();
    const heading = page.getByRole('heading', { name: 'Quantités par lot, chapitre et article' });
    await expect(page.getByText('Cloison en plaques de plâtre 72/48').first()).toBeVisible();
    await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const top = (await heading.boundingBox())?.y ?? 0;
    const height = 525;
    const y = Math.min(Math.max(0, Math.round(top) - 16), VIEWPORT.height - height);
    await film.still('step-export', media.steps.export, { x: 10, y, width: 840, height });
  },
};
