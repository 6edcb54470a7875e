/**
 * « Comparaison d’indices »: the VA plan's indice A, then the generated revision (tests/fixtures/comparison/va-rev-b.pdf:
 * a stair erased, a wall and a label added, the north arrow moved) imported as its indice B, compared off camera; on
 * camera, the two indices overlaid (unchanged grey, removed red, added green) and the first two changes stepped
 * through with « Suivante », the plan zooming onto each.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { media } from '../../../src/config/media.ts';
import { expect } from '../../../tests/e2e/fixtures.ts';
import { LAPTOP, PROJECT, sharp, vaProject, type Scene } from './common.ts';

const REV_B = path.join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'comparison', 'va-rev-b.pdf');

const changes = (page: Page) => page.getByRole('region', { name: 'Modifications' });

export const compare: Scene = {
  name: 'feature-compare',
  video: media.features.compare,
  viewport: LAPTOP,
  deviceScaleFactor: 2,
  crop: { x: 300, y: 140, width: 980, height: 612 },
  async prepare(page) {
    await vaProject(page, { scale: false });
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: PROJECT.name }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Importer un nouvel indice' }).click(),
    ]);
    await chooser.setFiles(REV_B);
    const dialog = page.getByRole('dialog', { name: /Nouvel indice/ });
    await expect(dialog).toBeVisible({ timeout: 90_000 });
    await dialog.getByRole('button', { name: /^Importer l’indice/ }).click();
    await expect(changes(page)).toBeVisible({ timeout: 240_000 });
    await sharp(page);
  },
  async play(film) {
    const { page } = film;
    await film.start({ x: 640, y: 420 });
    await film.hold(1);
    const next = changes(page).getByRole('button', { name: 'Suivante' });
    // The first two changes: the stair erased (red), the wall added (green). The third, the north arrow, is a small
    // symbol that the comparison's overlay shows enlarged to its pixels.
    for (let i = 0; i < 2; i++) {
      await film.clickOn(next, () => sharp(page), i === 0 ? 0.7 : 0.3);
      if (i === 0) film.poster();
      await film.hold(1.4);
    }
    await film.hold(0.3);
  },
};
