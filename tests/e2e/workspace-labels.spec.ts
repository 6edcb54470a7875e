/**
 * Labels and legend on the plan, as an économiste uses them on the VA plan: a room measured and named, its label
 * (« Ch. 144 – sol · 22,94 m² ») written on the plan on a paper chip; « Libellés » and « Quantités » toggled off
 * and on from the viewer's toolbar; a count of three sockets; the room's label dragged aside by hand and the drag
 * undone with Ctrl+Z; the sheet's legend read in its tab.
 *
 * The plan is a canvas: whether a label is drawn is read from the overlay's pixels at the label's place (the chip is
 * the plan's paper, opaque; without it the room's blue tint shows there).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DIMENSION,
  DIMENSION_METRES,
  clickAt,
  dragAt,
  expectRows,
  openAtKnownView,
  openVaPlanInNewProject,
  plan,
  rowsOf,
  screenOf,
  type ExpectedRow,
} from './plan';

/** The room: 200 × 100 pt, its centre (where its label sits) at (1550, 710). */
const ROOM = { x: 1450, y: 660, width: 200, height: 100 };
const ROOM_CENTRE = { x: 1550, y: 710 };

/**
 * The share of the overlay's pixels that are the plan's paper (white, opaque) in a box of the sheet (the view at zoom 1
 * on the known centre): a label's chip is mostly paper under its dark text; the room's tint alone is none.
 */
async function paperShare(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<number> {
  const from = await screenOf(page, { x: box.x, y: box.y });
  return plan(page)
    .locator('canvas')
    .nth(1)
    .evaluate(
      (canvas: HTMLCanvasElement, { x, y, width, height }) => {
        const rect = canvas.getBoundingClientRect();
        const ratio = canvas.width / rect.width;
        const ctx = canvas.getContext('2d');
        if (!ctx) return 0;
        const data = ctx.getImageData(
          Math.round((x - rect.left) * ratio),
          Math.round((y - rect.top) * ratio),
          Math.max(1, Math.round(width * ratio)),
          Math.max(1, Math.round(height * ratio)),
        ).data;
        let paper = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (
            (data[i] ?? 0) >= 245 &&
            (data[i + 1] ?? 0) >= 245 &&
            (data[i + 2] ?? 0) >= 245 &&
            (data[i + 3] ?? 0) >= 245
          )
            paper++;
        }
        return paper / (data.length / 4);
      },
      { ...from, width: box.width, height: box.height },
    );
}

/** The room's label is drawn around `centre`: most of a 60 × 12 px box there is its chip. */
const labelAt = async (page: Page, centre: { x: number; y: number }) =>
  (await paperShare(page, { x: centre.x - 30, y: centre.y - 6, width: 60, height: 12 })) > 0.5;

test.describe('labels and legend on the plan', () => {
  // A wide window (and the sheet strip collapsed, below): the viewer's row has room for « Libellés » and
  // « Quantités » themselves (narrower, they are in its menu « Plus », which workspace-layout.spec.ts covers).
  test.use({ reducedMotion: 'reduce', viewport: { width: 1920, height: 1080 } });
  test.setTimeout(300_000);

  test('measure a room and a count, see their labels, toggle them, move one and undo, read the legend', async ({
    page,
  }) => {
    const sheetId = await openVaPlanInNewProject(page, 'libelles@metr.fr', 'Groupe scolaire');
    await openAtKnownView(page, sheetId);
    const expected: ExpectedRow[] = [];
    const toolbar = page.getByRole('toolbar', { name: 'Affichage du plan' });

    await test.step('calibrate, then measure the room and name it', async () => {
      await page.getByRole('button', { name: 'Étalonner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Échelle du plan' });
      await dialog.getByText('Par deux points et une cote').click();
      await dialog.getByRole('button', { name: 'Tracer sur le plan' }).click();
      await clickAt(page, DIMENSION.from, DIMENSION.to);
      await dialog.getByRole('textbox', { name: 'Distance réelle' }).fill(DIMENSION_METRES);
      await dialog.getByRole('button', { name: 'Appliquer l’échelle' }).click();
      await expect(dialog).toBeHidden();

      await plan(page).focus();
      await page.keyboard.press('a');
      await page.keyboard.press('s');
      const { x, y, width, height } = ROOM;
      await clickAt(
        page,
        { x, y },
        { x: x + width, y },
        { x: x + width, y: y + height },
        { x, y: y + height },
        { x, y },
      );
      expected.push({ text: 'Surface', about: 22.94, unit: 'm²' });
      await expectRows(page, expected);
      await page.getByRole('tab', { name: 'Propriétés' }).click();
      const label = page.getByRole('textbox', { name: 'Libellé' });
      await label.fill('Ch. 144 – sol');
      await label.press('Enter');
    });

    await test.step('the label is on the plan; « Libellés » and « Quantités » off hide it, on show it again', async () => {
      // The sheet strip collapsed: the viewer's row then has room for the toggles themselves.
      await page.getByRole('button', { name: /^Masquer «.Plans du projet/ }).click();
      // The strip's collapse slides the tools under the still pointer: a tool's tooltip opened by that hover stayed
      // over « Libellés » in a CI run, and Playwright's click waited 5 min for it without moving the pointer, where a
      // person's pointer moves on (and the tooltip closes). The pointer leaves the tools, as a person's does.
      await page.mouse.move(5, 5);
      await expect.poll(() => labelAt(page, ROOM_CENTRE)).toBe(true);
      const labels = toolbar.getByRole('button', { name: 'Libellés' });
      const quantities = toolbar.getByRole('button', { name: 'Quantités' });
      await expect(labels).toHaveAttribute('aria-pressed', 'true');
      await labels.click();
      await expect(labels).toHaveAttribute('aria-pressed', 'false');
      // The quantity alone is still written.
      await expect.poll(() => labelAt(page, ROOM_CENTRE)).toBe(true);
      await quantities.press('Space');
      await expect(quantities).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => labelAt(page, ROOM_CENTRE)).toBe(false);
      await labels.press('Space');
      await quantities.press('Space');
      await expect.poll(() => labelAt(page, ROOM_CENTRE)).toBe(true);
    });

    await test.step('count three sockets: numbered symbols', async () => {
      await plan(page).focus();
      await page.keyboard.press('c');
      await clickAt(page, { x: 1700, y: 700 }, { x: 1760, y: 700 }, { x: 1820, y: 700 });
      await page.keyboard.press('Enter');
      await page.getByRole('tab', { name: 'Mesures' }).click();
      expected.push('Comptage3U');
      await expectRows(page, [{ text: 'SurfaceCh\\. 144 – sol', about: 22.94, unit: 'm²' }, 'Comptage3U']);
      // A symbol larger than a dot (4 px): its paper shows 5 to 6 px left of the point, beside its number « 1 ».
      await expect.poll(() => paperShare(page, { x: 1694, y: 698, width: 2, height: 4 })).toBeGreaterThan(0.8);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/labels.png` });
    });

    await test.step('drag the room’s label aside, then Ctrl+Z puts it back', async () => {
      await plan(page).focus();
      await page.keyboard.press('v');
      await dragAt(page, ROOM_CENTRE, { x: 1550, y: 830 });
      await expect.poll(() => labelAt(page, { x: 1550, y: 830 })).toBe(true);
      await expect.poll(() => labelAt(page, ROOM_CENTRE)).toBe(false);
      await page.getByRole('tab', { name: 'Propriétés' }).click();
      const reset = page.getByRole('button', { name: 'Replacer le libellé' });
      await expect(reset).toBeVisible();
      await plan(page).focus();
      await page.keyboard.press('Control+z');
      await expect.poll(() => labelAt(page, ROOM_CENTRE)).toBe(true);
      await expect(reset).toBeHidden();
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/labels-moved.png` });
    });

    await test.step('the legend lists the room and the count with their totals', async () => {
      await page.getByRole('tab', { name: 'Légende' }).click();
      const legend = page.getByRole('table', { name: /Légende du plan/ });
      await expect(legend).toBeVisible();
      await expect(legend.getByRole('row', { name: /Surface · Bleu/ })).toContainText('22,94');
      await expect(legend.getByRole('row', { name: /Comptage · Bleu/ })).toContainText(/3\sU/);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/legend.png` });
    });

    await test.step('a legend row shows its measurements on the plan, by the keyboard', async () => {
      const legend = page.getByRole('table', { name: /Légende du plan/ });
      await legend.getByRole('button', { name: /^Voir sur le plan\s:\sComptage · Bleu/ }).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('region', { name: 'Notifications' }).getByText(/1\smesure sélectionnée et cadrée/),
      ).toBeVisible();
      await page.getByRole('tab', { name: 'Mesures' }).click();
      const selected = rowsOf(page).and(page.locator('[aria-selected="true"]'));
      await expect(selected).toHaveCount(1);
      // The count (its cells read « Comptage », « Comptage », « 3 U »), and nothing else.
      await expect(selected).toContainText(/Comptage.*3\s*U/);
    });
  });
});
