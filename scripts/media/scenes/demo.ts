/**
 * The hero's demonstration, the whole workspace at a laptop's size: on the VA plan (scale 1:100), walls measured with
 * the length tool, point by point; then the count tool, F, one WC boxed: the proposals listed and the WCs validated
 * one by one, the count rising.
 */
import { media } from '../../../src/config/media.ts';
import { expect } from '../../../tests/e2e/fixtures.ts';
import { rowsOf, toolButton } from '../../../tests/e2e/workspace-sheet.ts';
import { acceptNext, boxWc } from './counting.ts';
import { LAPTOP, hideSheetList, knownView, sharp, sheetToScreen, vaProject, type Scene } from './common.ts';

/** Around toilets 137A–139A at 100 %. */
const CENTRE = { x: 1560, y: 560 };
const ZOOM = 1;
/** Patient rooms 138 and 139: up the west wall, along the corridor's wall, down the east one. */
const WALLS = [
  { x: 1398, y: 578 },
  { x: 1398, y: 416 },
  { x: 1753, y: 416 },
  { x: 1753, y: 578 },
];

export const demo: Scene = {
  name: 'demo',
  video: media.demo,
  viewport: LAPTOP,
  deviceScaleFactor: 1.5,
  crop: { x: 0, y: 0, width: LAPTOP.width, height: LAPTOP.height },
  async prepare(page) {
    const sheetId = await vaProject(page);
    await knownView(page, sheetId, CENTRE, ZOOM);
    await hideSheetList(page);
  },
  async play(film) {
    const { page } = film;
    const at = sheetToScreen(page, CENTRE, ZOOM);
    await film.start({ x: 760, y: 250 });
    await film.hold(0.4);
    await film.clickOn(toolButton(page, 'Longueur'), undefined, 0.5);
    for (const point of WALLS) {
      await film.move(await at(point), 0.45);
      await film.click();
    }
    await film.press('Enter', async () => {
      await expect(rowsOf(page)).toHaveCount(1);
      await sharp(page);
    });
    await film.hold(0.5);
    await boxWc(film, CENTRE, ZOOM);
    await film.hold(0.4);
    film.poster();
    await acceptNext(film, 0.45);
    await film.hold(0.3);
    await acceptNext(film, 0.35);
    await film.hold(0.8);
  },
};
