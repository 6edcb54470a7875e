/**
 * The first count replaces the readout's hint with its values without moving the plan: on a 1024 px window the hint
 * takes two lines and the values one, and the plan grew by that line in the click's frame (the drawing jumped, and
 * the viewer redrew both canvases). The same on a phone.
 */
import { expect, test } from './fixtures';
import { createProject, signUp } from './workspace';
import { importVaPlan, openFirstSheet, plan, toolButton } from './workspace-sheet';

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 375, height: 800 },
]) {
  test(`the plan keeps its size when the first count is placed (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signUp(page, `releve-${viewport.width}@metr.fr`);
    await createProject(page, { name: 'Résidence Les Tilleuls' });
    await importVaPlan(page);
    await openFirstSheet(page);
    await toolButton(page, 'Comptage').click();
    const readout = page.getByRole('region', { name: 'Mesure en cours' });
    await expect(readout).toContainText('Cliquez chaque élément à compter');
    const before = await plan(page).boundingBox();
    if (!before) throw new Error('the plan has no box');
    await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
    await expect(readout).toContainText(/Comptage\s*1\sU/);
    expect(await plan(page).boundingBox()).toEqual(before);
  });
}
