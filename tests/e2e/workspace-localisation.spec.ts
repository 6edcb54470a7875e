/**
 * Issue 24 as a person does it on the built site: on the VA plan, three rooms measured as surfaces, the current zone
 * set before each (« the current zone stays until changed »), each room showing « Niveau R+1 · Ch. 14x » in the
 * table; the rooms linked to a floor article, one of them by mistake to a skirting article in ml (a unit error, marked
 * as an error in its articles panel); the quantities page by localisation (« Métré par local »); the export lists the
 * unit error and asks, « Corriger » leads to it, the formula fixed, the export then goes straight to its dialog.
 * The sheet's measurement table flags the unit error too, « Corriger » reached by keyboard; the DPGF's « Métré par
 * local » sheet is read back with exceljs: level → locals → lots → articles, each article's shares the DPGF's quantity.
 * On the plan, the legend lists the articles and the plan de repérage is exported and read back with pdf.js (the
 * original page's text, the rooms' labels, the legend, the title block): the whole hand-over in one person's path.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './fixtures';
import { createProject, installStarterLibrary, signUp, useStarterLibrary } from './workspace';
import {
  flat,
  importVaPlan,
  openAtKnownView,
  openFirstSheet,
  plan,
  pressViewerControl,
  rowsOf,
  setStandardScale,
  sheetPointer,
} from './workspace-sheet';

const CENTRE = { x: 1600, y: 660 };
/** Three rooms side by side, 90 × 80 pt each: about 3,2 m × 2,8 m at 1:100. */
const ROOMS = [0, 1, 2].map((i) => {
  const x = 1460 + i * 100;
  return [
    { x, y: 620 },
    { x: x + 90, y: 620 },
    { x: x + 90, y: 700 },
    { x, y: 700 },
  ];
});
const ZONES = ['Ch. 144', 'Ch. 145', 'Ch. 146'];

/** The sheet's current localisation, as its control or its line in the viewer's menu « Plus » says it. */
async function currentLocalisation(page: Page): Promise<string> {
  const inRow = page.getByRole('button', { name: /^Localisation/ });
  if (await inRow.isVisible()) return flat((await inRow.textContent()) ?? '');
  await page.getByRole('button', { name: 'Plus', exact: true }).click();
  const text = (await page.getByRole('menuitem', { name: /^Localisation/ }).textContent()) ?? '';
  await page.keyboard.press('Escape');
  return flat(text.replace(/…$/, ''));
}

async function setCurrentLocalisation(page: Page, level: string, zone: string) {
  await pressViewerControl(page, /^Localisation/, /^Localisation/);
  const dialog = page.getByRole('dialog', { name: 'Localisation' });
  await dialog.getByLabel('Niveau').fill(level);
  await dialog.getByLabel('Local ou zone').fill(zone);
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => currentLocalisation(page)).toBe(`Localisation : Niveau ${level} · ${zone}`);
}

async function link(page: Page, row: number, search: string, article: RegExp) {
  await page.getByRole('tab', { name: 'Mesures', exact: true }).click();
  await rowsOf(page).nth(row).click();
  await page.getByRole('tab', { name: 'Propriétés', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Articles reliés' });
  await editor.getByRole('textbox', { name: 'Ajouter un article' }).fill(search);
  await editor.getByRole('button', { name: article }).click();
  return editor;
}

test.describe('workspace: rooms, levels and units (issue 24)', () => {
  test.use({ reducedMotion: 'reduce', acceptDownloads: true });
  test.setTimeout(300_000);

  test('three rooms measured with their zones, the métré par local, a unit error fixed before export', async ({
    page,
  }) => {
    await signUp(page, 'local@metr.fr');

    await test.step('the starter library and a project that uses it', async () => {
      await page.getByRole('link', { name: 'Bibliothèques' }).click();
      await installStarterLibrary(page);
      await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Projets' }).click();
      await createProject(page, { name: 'Foyer de vie', client: 'Département' });
      await page.getByRole('link', { name: 'Quantités' }).click();
      await useStarterLibrary(page);
      await page.getByRole('link', { name: /^Retour au projet/ }).click();
    });

    await test.step('three rooms drawn on the VA plan, the current zone set before each', async () => {
      await importVaPlan(page);
      await openAtKnownView(page, await openFirstSheet(page), CENTRE);
      await setStandardScale(page, '1:100');
      for (const [i, room] of ROOMS.entries()) {
        await setCurrentLocalisation(page, 'R+1', ZONES[i] ?? '');
        await plan(page).focus();
        if (i === 0) {
          // Free clicks: snapping would move the corners to the nearest drawn line.
          await page.keyboard.press('a');
          await expect(page.getByText(/Aimantation\s*désactivée/)).toBeVisible();
        }
        await page.keyboard.press('s');
        await sheetPointer(page, CENTRE).click(...room);
        await page.keyboard.press('Enter');
        await expect(rowsOf(page)).toHaveCount(i + 1);
      }
      // Each room carries its zone, on the table's second line.
      for (const [i, zone] of ZONES.entries()) {
        await expect(rowsOf(page).nth(i)).toContainText(`Niveau R+1 · ${zone}`);
      }
    });

    await test.step('the current zone is remembered: after a reload, it is still « Ch. 146 » on this sheet', async () => {
      await page.reload();
      await expect(rowsOf(page)).toHaveCount(3);
      await expect.poll(() => currentLocalisation(page)).toBe('Localisation : Niveau R+1 · Ch. 146');
    });

    await test.step('two rooms linked to a tiled floor, the third by mistake to a skirting in ml', async () => {
      await link(page, 0, 'carrelage 45', /Relier .*Carrelage grès cérame 45/);
      await link(page, 1, 'carrelage 45', /Relier .*Carrelage grès cérame 45/);
      const editor = await link(page, 2, 'plinthe bois', /Relier .*Plinthe en bois peinte/);
      // An area's Q is in m²: an error in the articles panel, its value in its own unit.
      const formula = editor.getByRole('textbox', { name: /Formule pour/ });
      await expect(formula).toHaveAttribute('aria-invalid', 'true');
      await expect(editor).toContainText(/m² — l’article est en ml\s: non compté/);
    });

    await test.step('the sheet’s table flags the unit error; « Corriger » by keyboard opens its formula', async () => {
      await page.getByRole('tab', { name: 'Mesures', exact: true }).click();
      await expect(rowsOf(page).nth(2)).toContainText('Erreur d’unité');
      await expect(rowsOf(page).nth(0)).not.toContainText('Erreur d’unité');
      const list = page.getByRole('region', { name: /1\smesure dans une autre unité que son article, non comptée/ });
      await expect(list).toContainText(/m² — l’article est en ml\s: non compté/);
      await list.getByRole('button', { name: /^Corriger la formule de/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('tab', { name: 'Propriétés', exact: true })).toHaveAttribute('aria-selected', 'true');
      const editor = page.getByRole('region', { name: 'Articles reliés' });
      await expect(editor.getByRole('textbox', { name: /Formule pour/ })).toBeFocused();
    });

    await test.step('on the plan: the rooms’ labels, the legend, and the plan de repérage exported', async () => {
      // Each room's label on the plan is its name and quantity; the legend lists the two articles with their totals.
      await page.getByRole('tab', { name: 'Légende', exact: true }).click();
      const legend = page.getByRole('region', { name: 'Légende du plan', exact: true });
      await expect(legend).toContainText('Carrelage grès cérame 45');
      await expect(legend).toContainText('Plinthe en bois peinte');
      await expect(legend).toContainText(/2\smesures/);
      await pressViewerControl(page, 'Plan de repérage (PDF) de ce plan', /^Plan de repérage/);
      const dialog = page.getByRole('dialog', { name: 'Plan de repérage' });
      await dialog.getByRole('textbox', { name: 'Établi par' }).fill('Cabinet Martin');
      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Exporter le PDF' }).click();
      const bytes = await readFile(await (await downloading).path());
      const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
      const content = await (await doc.getPage(1)).getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
      await doc.destroy();
      // The original page's own text kept (vector, not a picture), each room's label, the legend, the title block.
      expect(flat(text)).toContain('FIRST FLOOR FINISH PLAN');
      for (const zone of ZONES) expect(flat(text)).toContain(`${zone} – Surface · 8,96 m²`);
      expect(flat(text)).toContain('LÉGENDE');
      expect(flat(text)).toContain('08.01.01 Carrelage grès cérame 45');
      expect(flat(text)).toContain('Cabinet Martin');
      expect(flat(text)).toContain('Échelle d’origine 1:100');
    });

    await test.step('the quantities page: the unit error listed, the métré par local', async () => {
      await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Foyer de vie' }).click();
      await page.getByRole('link', { name: 'Quantités' }).click();
      const errors = page.getByRole('region', { name: 'Erreurs d’unité' });
      await expect(errors).toContainText(/1\smesure dans une autre unité que son article, non comptée/);
      // The radio's input is visually hidden: a person presses its label.
      await page
        .getByRole('radiogroup', { name: 'Présentation' })
        .getByText('Métré par local', { exact: true })
        .click();
      await expect(page.getByRole('radio', { name: 'Métré par local' })).toBeChecked();
      const table = page.getByRole('table', { name: 'Localisation → lot → article' });
      for (const zone of ['Ch. 144', 'Ch. 145']) {
        await expect(table.getByRole('columnheader', { name: `Niveau R+1 · ${zone}` })).toBeVisible();
      }
      // The skirting's room is not counted: it has no block.
      await expect(table.getByRole('columnheader', { name: 'Niveau R+1 · Ch. 146' })).toHaveCount(0);
    });

    await test.step('the export asks; « Corriger » leads to the formula, fixed to P; the export then goes on', async () => {
      await page.getByRole('button', { name: 'Exporter…' }).click();
      const ask = page.getByRole('alertdialog', { name: /1\smesure n’est pas comptée/ });
      await expect(ask).toContainText('Plinthe en bois peinte');
      await ask.getByRole('button', { name: 'Corriger' }).click();
      await expect(ask).toBeHidden();
      const editor = page.getByRole('region', { name: 'Articles reliés' });
      const formula = editor.getByRole('textbox', { name: /Formule pour/ });
      await formula.fill('P');
      await formula.press('Enter');
      await expect(formula).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('region', { name: 'Erreurs d’unité' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Exporter…' }).click();
      await expect(page.getByRole('dialog', { name: 'Exporter les quantités' })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });

    await test.step('the DPGF’s « Métré par local », read back: each article’s shares are its DPGF quantity', async () => {
      const dialog = page.getByRole('dialog', { name: 'Exporter les quantités' });
      await expect(dialog.getByRole('checkbox', { name: 'Métré par local' })).toBeChecked();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Exporter', exact: true }).click(),
      ]);
      const bytes = await readFile(await download.path());
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(
        expect.arrayContaining(['DPGF', 'Récapitulatif', 'Métré par local', 'Détail des métrés']),
      );
      const ws = wb.getWorksheet('Métré par local') as ExcelJS.Worksheet;
      const dpgf = wb.getWorksheet('DPGF') as ExcelJS.Worksheet;
      const texts = Array.from({ length: ws.rowCount }, (_, i) => ws.getCell(`B${i + 1}`).value);
      // One level over its three rooms, in order, each closed by its total.
      const order = ['Niveau R+1', ...ZONES].map((t) => texts.indexOf(t));
      expect(order.every((i) => i > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(texts.filter((t) => t === 'Niveau R+1')).toHaveLength(1);
      for (const zone of ZONES) expect(texts).toContain(`Total R+1 · ${zone}`);
      // The floor's two rooms add up to the DPGF's quantity, exactly; the skirting (fixed to P) is in Ch. 146, in ml.
      const quantityOf = (sheet: ExcelJS.Worksheet, designation: RegExp) => {
        const values: number[] = [];
        sheet.eachRow((row) => {
          const text = row.getCell(2).value;
          const q = row.getCell(4).value;
          if (typeof text === 'string' && designation.test(text) && typeof q === 'number') values.push(q);
        });
        return values;
      };
      const floor = quantityOf(ws, /^Carrelage grès cérame 45/);
      expect(floor).toHaveLength(2);
      const [dpgfFloor] = quantityOf(dpgf, /^Carrelage grès cérame 45/);
      expect(Math.round(floor.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round((dpgfFloor ?? NaN) * 100));
      const skirting = texts.findIndex((t) => typeof t === 'string' && /^Plinthe en bois peinte/.test(t));
      expect(skirting).toBeGreaterThan(texts.indexOf('Ch. 146'));
      expect(ws.getCell(`C${skirting + 1}`).value).toBe('ml');
      expect(ws.getCell(`D${skirting + 1}`).alignment?.horizontal).toBe('right');
    });
  });
});
