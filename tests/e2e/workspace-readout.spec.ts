/**
 * The first count replaces the readout's hint with its values without moving the plan: on a 1024 px window the hint
 * takes two lines and the values one, and the plan grew by that line in the click's frame (the drawing jumped, and
 * the viewer redrew both canvases). The same on a phone, where the panel's drawer then shows the table in a bounded
 * box, no wider than the drawer.
 */
import { expect, test } from './fixtures';
import { openVaPlanInNewProject, plan, toolButton } from './workspace-sheet';

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 375, height: 800 },
]) {
  test(`the plan keeps its size when the first count is placed (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await openVaPlanInNewProject(page, `releve-${viewport.width}@metr.fr`, 'Résidence Les Tilleuls');
    await toolButton(page, 'Comptage').click();
    const readout = page.getByRole('region', { name: 'Mesure en cours' });
    await expect(readout).toContainText('Cliquez chaque élément à compter');
    const before = await plan(page).boundingBox();
    if (!before) throw new Error('the plan has no box');
    await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
    await expect(readout).toContainText(/Comptage\s*1\sU/);
    expect(await plan(page).boundingBox()).toEqual(before);
    if (viewport.width >= 768) return;

    // On a phone the panel is the « Détails » drawer: its table has a bounded box (virtualised: it grew to the height
    // of all its rows) and nothing in it is wider than the drawer; the tabs wrap.
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Détails' }).click();
    const drawer = page.getByRole('dialog', { name: 'Détails' });
    const table = drawer.getByRole('grid', { name: /^Mesures du plan/ });
    await expect(table.getByRole('row', { name: /Comptage/ })).toBeVisible();
    const box = await table.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(await drawer.evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
    await drawer.getByRole('tab', { name: 'Mesures' }).focus();
    await page.keyboard.press('End');
    await expect(drawer.getByRole('tab', { name: 'Calques' })).toBeInViewport();
  });
}
