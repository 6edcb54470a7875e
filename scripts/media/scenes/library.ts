/**
 * « Bibliothèque d’articles »: on the VA plan (scale 1:100), a wall measured with « Surface de mur » (its foot traced,
 * the session's height), then linked in its properties to the starter library's « Cloison en plaques de plâtre
 * 72/48 »; then the quantities exported to the DPGF (« Exporter… », « Exporter ») and the downloaded file's first rows
 * (drawn by the recorder: scripts/media/sheet.ts). Takes the step previews « Bibliothèque » (the article linked) and
 * « Exportez » (the quantities page: lot, article, quantity, price, as the DPGF exports them).
 */
import { readFile } from 'node:fs/promises';
import { media } from '../../../src/config/media.ts';
import { expect } from '../../../tests/e2e/fixtures.ts';
import { rowsOf, toolButton } from '../../../tests/e2e/workspace-sheet.ts';
import { sheetPreview } from '../sheet.ts';
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
/** The quantities page and the exported file's first rows: a window as wide as the crop, filmed from its top. */
const EXPORT_VIEWPORT = { width: 880, height: VIEWPORT.height };

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
    await film.hold(0.1);
    await film.clickOn(toolButton(page, 'Surface de mur'), undefined, 0.45);
    for (const point of FOOT) {
      await film.move(await at(point), 0.3);
      await film.click();
    }
    await film.press('Enter', async () => {
      await expect(rowsOf(page)).toHaveCount(1);
      await sharp(page);
    });
    await film.hold(0.1);
    const editor = page.getByRole('region', { name: 'Articles reliés' });
    await film.clickOn(
      page.getByRole('tab', { name: 'Propriétés', exact: true }),
      async () => {
        await expect(editor).toBeAttached();
      },
      0.45,
    );
    // The properties are long: the panel scrolled down with the wheel to « Articles reliés », the camera following.
    await film.move(
      await film.centreOf(page.getByRole('tab', { name: 'Propriétés', exact: true }), { x: 0, y: 140 }),
      0.25,
    );
    await film.pan({ x: CROP.x, y: VIEWPORT.height - CROP.height }, 0.4);
    await film.wheel(1500, 0.35);
    const search = editor.getByRole('textbox', { name: 'Ajouter un article' });
    await film.clickOn(search, undefined, 0.4);
    await film.type('cloison 72');
    const add = editor.getByRole('button', { name: /^Relier .*Cloison en plaques de plâtre 72\/48/ }).first();
    await expect(add).toBeVisible();
    await film.wheel(600, 0.25);
    await film.clickOn(
      add,
      async () => {
        await expect(editor).toContainText('Cloison en plaques de plâtre 72/48');
      },
      0.4,
    );
    film.poster();
    await film.hold(0.3);
    await film.still('step-library', media.steps.library);

    // Off camera: the quantities page, in a narrower window so that the table fills the preview « Exportez »: the
    // article under its lot, with the wall's quantity and price, the totals, as the DPGF exports them.
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

    // On camera again (a cut): the same page from its top, « Exporter… », the DPGF (the project's document, chosen
    // already in the dialog), « Exporter ».
    await page.setViewportSize(EXPORT_VIEWPORT);
    await page.evaluate(() => scrollTo(0, 0));
    const exportButton = page.getByRole('button', { name: 'Exporter…' });
    await film.start(await film.centreOf(exportButton, { x: -160, y: 200 }));
    await film.pan({ x: 0, y: 0 }, 0);
    const dialog = page.getByRole('dialog', { name: 'Exporter les quantités' });
    await film.clickOn(exportButton, () => expect(dialog).toBeVisible(), 0.35);
    await expect(dialog.getByRole('radio', { name: /^DPGF/ })).toBeChecked();
    // The dialog is taller than the crop: the camera glides down with the pointer to « Exporter ».
    await film.hold(0.2);
    const exportNow = dialog.getByRole('button', { name: 'Exporter', exact: true });
    const bottom = await dialog.evaluate((el) => el.getBoundingClientRect().bottom);
    const panY = Math.min(Math.max(0, Math.round(bottom) + 12 - CROP.height), EXPORT_VIEWPORT.height - CROP.height);
    await film.move(await film.centreOf(exportNow), 0.45, { x: 0, y: panY });
    await film.hold(0.1);
    const downloaded = page.waitForEvent('download');
    // Pressed as `film.click` does, but the next picture is the file: the page left once the dialog closes is not shown.
    await page.mouse.down();
    await film.snap();
    await film.snap();
    await page.mouse.up();
    const download = await downloaded;
    const fileName = download.suggestedFilename();
    const bytes = await readFile(await download.path());
    // The file's first rows (another cut): the workspace has no view of the file it exports, so the recorder draws
    // the downloaded workbook's first sheet itself, under a caption naming the file (scripts/media/sheet.ts).
    const preview = await sheetPreview(bytes, { fileName, rowCount: 20, width: EXPORT_VIEWPORT.width });
    expect(preview.html).toContain('Cloison en plaques de plâtre 72/48');
    // A blank page first: the site's Content-Security-Policy would refuse the preview's styles.
    await page.goto('about:blank');
    await page.setContent(preview.html);
    await film.pan({ x: 0, y: 0 }, 0);
    await film.hold(1.25);
  },
};
