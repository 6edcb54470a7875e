/**
 * The measurements table by keyboard on the built site: Delete on a focused row deletes its measurement and the
 * focus stays in the table, on the row that took its place; Ctrl+Z brings the measurement back.
 */
import { expect, test } from './fixtures';
import { openVaPlanInNewProject, plan, rowsOf, toolButton } from './workspace-sheet';

test('Delete on a focused row deletes its measurement; the focus stays in the table', async ({ page }) => {
  test.setTimeout(120_000);
  await openVaPlanInNewProject(page, 'tableau@metr.fr', 'Résidence Les Tilleuls');
  await toolButton(page, 'Comptage').click();
  const box = await plan(page).boundingBox();
  if (!box) throw new Error('the plan has no box');
  // Three counts of one point each: a click, then Enter ends the count.
  for (const dx of [-60, 0, 60]) {
    await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2);
    await page.keyboard.press('Enter');
  }
  await expect(rowsOf(page)).toHaveCount(3);
  const labels = await rowsOf(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')));

  await rowsOf(page).nth(1).click();
  await expect(rowsOf(page).nth(1)).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(rowsOf(page)).toHaveCount(2);
  // The row that took its place has the focus: the keyboard goes on in the table.
  await expect(rowsOf(page).nth(1)).toBeFocused();
  await expect(rowsOf(page).nth(1)).toHaveAttribute('data-key', labels[2] ?? '');
  await page.keyboard.press('ArrowUp');
  await expect(rowsOf(page).nth(0)).toBeFocused();

  await page.keyboard.press('Control+z');
  await expect(rowsOf(page)).toHaveCount(3);
});

test('a tool key pressed right after Escape closes the shortcuts is not lost', async ({ page }) => {
  test.setTimeout(120_000);
  await openVaPlanInNewProject(page, 'raccourcis@metr.fr', 'Résidence Les Tilleuls');
  await plan(page).focus();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Raccourcis clavier' })).toBeVisible();
  // Escape, then C at once, while the dialog is still fading out: counting is allowed without a scale.
  await page.keyboard.press('Escape');
  await page.keyboard.press('c');
  await expect(toolButton(page, 'Comptage')).toBeChecked();
  await expect(page.getByRole('dialog', { name: 'Raccourcis clavier' })).toHaveCount(0);
});
