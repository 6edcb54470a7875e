/**
 * « Import avec calques »: our own layered plan (scripts/media/plan.ts: a flat at 1:50, six PDF layers) imported into
 * the project; the « Calques » tab opened, furniture, dimensions and texts hidden one by one, the plan following, then
 * « Tout afficher ». Ends with the step preview « Import »: the plan and its layers panel.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { media } from '../../../src/config/media.ts';
import { expect } from '../../../tests/e2e/fixtures.ts';
import { createProject } from '../../../tests/e2e/workspace.ts';
import { openAtKnownView, plan, sheetIdOf } from '../../../tests/e2e/workspace-sheet.ts';
import { PLAN_FILE, PLAN_LAYERS, makeMediaPlan } from '../plan.ts';
import { LAPTOP, PROJECT, account, sharp, type Scene } from './common.ts';
import type { Film } from '../film.ts';

/** The flat's centre on the sheet (points, y down), a little left so that the panel leaves it whole. */
const CENTRE = { x: 440, y: 405 };
const ZOOM = 0.85;

const layers = (page: Page) => page.getByRole('tabpanel', { name: 'Calques' });

async function toggle(film: Film, name: string) {
  const box = layers(film.page).getByRole('checkbox', { name, exact: true });
  const was = await box.isChecked();
  await film.clickOn(
    box,
    async () => {
      await expect(box).toBeChecked({ checked: !was });
      await sharp(film.page);
    },
    0.45,
  );
  await film.hold(0.35);
}

export const importScene: Scene = {
  name: 'feature-import',
  video: media.features.import,
  viewport: LAPTOP,
  deviceScaleFactor: 2,
  crop: { x: 300, y: 88, width: 980, height: 612 },
  async prepare(page) {
    await account(page);
    await createProject(page, PROJECT);
    const dir = mkdtempSync(join(tmpdir(), 'metr-media-plan-'));
    const file = join(dir, PLAN_FILE);
    writeFileSync(file, await makeMediaPlan());
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Importer des plans' }).click(),
    ]);
    await chooser.setFiles(file);
    const line = page.getByRole('region', { name: 'Imports' }).getByRole('listitem').filter({ hasText: 'logement' });
    await expect(line.last()).toContainText(/plan importé/, { timeout: 90_000 });
    rmSync(dir, { recursive: true, force: true });
    await page.getByRole('grid', { name: 'Plans' }).getByRole('row').first().click();
    await expect(plan(page)).toBeVisible();
    await sharp(page);
    await openAtKnownView(page, sheetIdOf(page), CENTRE, ZOOM);
    await sharp(page);
  },
  async play(film) {
    const { page } = film;
    await film.start({ x: 700, y: 420 });
    await film.hold(0.5);
    await film.clickOn(page.getByRole('tab', { name: 'Calques', exact: true }), async () => {
      await expect(layers(page).getByRole('checkbox')).toHaveCount(Object.keys(PLAN_LAYERS).length);
    });
    await film.hold(0.5);
    await toggle(film, PLAN_LAYERS.furniture);
    await toggle(film, PLAN_LAYERS.labels);
    await toggle(film, PLAN_LAYERS.dimensions);
    film.poster();
    await toggle(film, PLAN_LAYERS.partitions);
    await film.hold(0.3);
    await film.clickOn(layers(page).getByRole('button', { name: 'Tout afficher' }), async () => {
      await expect(layers(page).getByRole('checkbox', { checked: false })).toHaveCount(0);
      await sharp(page);
    });
    await film.hold(0.8);
    await film.still('step-import', media.steps.import);
  },
};
