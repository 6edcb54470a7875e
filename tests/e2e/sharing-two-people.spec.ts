/**
 * Team sharing as two people, against the real server (issue 30's Tests): its accounts, blob store and sync server on
 * a PostgreSQL of its own (`scripts/with-postgres.sh`, which the e2e gate runs under). Claire, an économiste, signs in
 * by the link her mail brings, creates her firm, shares a project whose plan she imported and set at 1:100, and
 * invites Jean as métreur; Jean signs in by his own link and opens the project from « Partagés avec moi », by the
 * keyboard. Then, each in a browser context of their own, on the VA plan's first sheet: both measure and each sees
 * the other's measurement (the delay is logged); each undoes and redoes their own; Jean goes offline, measures while
 * Claire measures too, comes back, and both have both (a reload too); both export the DPGF and the files agree; Claire
 * makes Jean a lecteur while he is on the sheet: his screen turns read-only at once, and nothing he presses changes
 * anything.
 *
 * One server and the two people are shared by the tests, which run in order (each builds on the last); nothing waits
 * on a clock: every step polls for what the person would see. The shared web server of the other specs runs without
 * DATABASE_URL (sharing off); this one starts its own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import {
  person,
  lastInputAt,
  rowTexts,
  rowsOfKind,
  sheetLines,
  signInByLink,
  stampInput,
  startSharingServer,
  tabTo,
  watchRows,
  seenAt,
  shareAndInvite,
  watchErrors,
  type Person,
  type SharingServer,
} from './sharing';
import { createProject, exportDpgf } from './workspace';
import {
  importVaPlan,
  openAtKnownView,
  openFirstSheet,
  plan,
  rowsOf,
  setStandardScale,
  storedDefaultScale,
  sheetPointer,
  toolButton,
  waitSharp,
} from './workspace-sheet';

const DATABASE_URL = process.env.DATABASE_URL_TEST;
const CLAIRE = 'claire.martin@cabinet-durand.fr';
const JEAN = 'jean.leroy@cabinet-durand.fr';
const PROJECT = 'Résidence Les Tilleuls';

/** Both open AF101 at zoom 1 centred here: a sheet point is then at a known place on either screen. */
const CENTRE = { x: 1600, y: 660 };
/** Claire's wall, 400 pt: 14,11 m at 1:100. */
const WALL = [
  { x: 1450, y: 760 },
  { x: 1850, y: 760 },
];
/** A closed rectangle from its top-left corner (`w` × `h` sheet points). */
const rectangle = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
  { x, y },
];
/** Jean's room, 100 × 60 pt: 7,47 m² at 1:100. */
const ROOM = rectangle(1480, 580, 100, 60);
/** Measured while Jean is offline: his corridor (a length), Claire's hall (an area). */
const CORRIDOR = [
  { x: 1460, y: 700 },
  { x: 1640, y: 700 },
];
const HALL = rectangle(1680, 560, 120, 80);
/** Measured by Claire offline, then left unsent while Jean signs in on her computer. */
const LOBBY = [
  { x: 1500, y: 860 },
  { x: 1600, y: 860 },
];
/** Measured by Jean while Claire's page is left (a length: the lecteur test after counts its own count). */
const STAIRS = [
  { x: 1650, y: 900 },
  { x: 1750, y: 900 },
];
/** Measured by Claire on site, the server out of reach, in a page she then closes. */
const SITE = [
  { x: 1500, y: 820 },
  { x: 1640, y: 820 },
];

const syncStatus = (page: Page) => page.getByRole('status', { name: 'Synchronisation' });

/** Runs a step that waits on the server; if it fails, its error carries the server's output. */
async function withServerOutput(server: SharingServer | null, step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- the sharing server's output ---\n${server?.output() ?? ''}`, { cause: error });
  }
}

/** The tools take the keyboard from the plan: the keys below go to them, not to a field. */
async function pickTool(page: Page, key: string, name: string) {
  await plan(page).focus();
  await page.keyboard.press(key);
  await expect(toolButton(page, name)).toBeChecked();
}

/** Both screens show the same measurements, `count` of them. */
async function expectAgree(a: Page, b: Page, count: number) {
  await expect(rowsOf(a)).toHaveCount(count);
  await expect(rowsOf(b)).toHaveCount(count);
  await expect.poll(async () => JSON.stringify(await rowTexts(b))).toBe(JSON.stringify(await rowTexts(a)));
}

test.describe.serial('sharing: two people on one project, on the real server', () => {
  test.skip(!DATABASE_URL, 'needs PostgreSQL: run under scripts/with-postgres.sh (the e2e gate does)');
  test.describe.configure({ timeout: 240_000 });

  let server: SharingServer | null = null;
  let claire: Person;
  let jean: Person;
  let projectId = '';
  let sheetId = '';

  test.beforeAll(async () => {
    // Claire is a beta user whose access was approved: she has an account on the server.
    server = await startSharingServer(DATABASE_URL ?? '', [CLAIRE]);
  });

  test.afterEach(() => {
    // Each test's own errors: cleared once told, so that a later test does not fail for them.
    const errors = [claire, jean].flatMap((who) => (who ? who.errors.splice(0) : []));
    expect(errors, 'console errors').toEqual([]);
  });

  test.afterAll(async () => {
    await claire?.context.close();
    await jean?.context.close();
    server?.stop();
  });

  test('Claire shares a project with its plan; Jean, by the keyboard, receives it and opens the plan; each sees the other', async ({
    browser,
  }) => {
    const origin = server?.origin ?? '';
    const dataDir = server?.dataDir ?? '';
    claire = await person(browser, origin, CLAIRE, 'Claire');
    const c = claire.page;
    await test.step('Claire: a project, its plan imported, its first sheet at 1:100', async () => {
      projectId = await createProject(c, { name: PROJECT });
      await importVaPlan(c);
      sheetId = await openFirstSheet(c);
      await setStandardScale(c, '1:100');
      // Stored before the page is left: the journal writes a step just after it shows it; a page load at once once
      // dropped it (the sheet was shared uncalibrated). Such a step is now kept and written at the next start
      // (db/workspace/unwritten.ts, workspace-unload.spec.ts); this spec is about sharing, so it waits for the write.
      await expect.poll(() => storedDefaultScale(c, sheetId)).not.toBeNull();
      await c.goto(`/dashboard/projets/${projectId}`);
    });

    await test.step('Claire signs in by the link her mail brings, creates her firm, shares and invites Jean', async () => {
      await c.getByRole('button', { name: 'Partager ce projet' }).click();
      await signInByLink(c, dataDir, CLAIRE);
      await c.goto(`/dashboard/projets/${projectId}`);
      await shareAndInvite(c, JEAN, { firm: true });
    });

    jean = await person(browser, origin, JEAN, 'Jean');
    const j = jean.page;
    await test.step('Jean signs in by his link and opens the project from « Partagés avec moi », by the keyboard', async () => {
      await j.getByRole('button', { name: 'Compte et cabinet' }).click();
      await signInByLink(j, dataDir, JEAN, { keyboard: true });
      const shared = j.getByRole('region', { name: 'Partagés avec moi' });
      const link = shared.getByRole('link', { name: new RegExp(PROJECT) });
      await expect(link).toBeVisible({ timeout: 30_000 });
      await tabTo(j, link);
      await j.keyboard.press('Enter');
      await expect(j).toHaveURL(new RegExp(`/dashboard/projets/${projectId}$`));
    });

    await test.step('Jean receives the project and opens its plan (fetched by hash); each sees the other', async () => {
      const row = j.getByRole('grid', { name: 'Plans' }).getByRole('row', { name: /^AF101/ });
      await expect(row).toBeVisible({ timeout: 60_000 });
      await row.click();
      await expect(j.getByRole('application', { name: /^AF101/ })).toBeVisible();
      await waitSharp(j);
      await expect(c.getByText(/Jean|jean\.leroy/).first()).toBeVisible({ timeout: 30_000 });
    });

    await test.step('both on AF101 at one known view; Jean presses a tool key right after the page loads', async () => {
      await c.goto(`/dashboard/projets/${projectId}/plans/${sheetId}`);
      await waitSharp(c);
      await openAtKnownView(c, sheetId, CENTRE);
      await j.goto(`/dashboard/projets/${projectId}/plans/${sheetId}`);
      await expect(plan(j)).toBeVisible();
      // Right after the load, before the sync session has said it is open: the key is not lost.
      await plan(j).focus();
      await j.keyboard.press('l');
      await expect(toolButton(j, 'Longueur')).toBeChecked();
      await openAtKnownView(j, sheetId, CENTRE);
      await expect(syncStatus(c)).toContainText('Enregistré sur le serveur');
      await expect(syncStatus(j)).toContainText('Enregistré sur le serveur');
      await expect(rowsOf(c)).toHaveCount(0);
      await expect(rowsOf(j)).toHaveCount(0);
    });
  });

  test('both measure on the VA plan; each sees the other’s measurement appear', async () => {
    const c = claire.page;
    const j = jean.page;
    for (const page of [c, j]) {
      // Free clicks: snapping would move the points to the nearest drawn line.
      await plan(page).focus();
      await page.keyboard.press('a');
      await expect(page.getByText(/Aimantation\s*désactivée/)).toBeVisible();
    }

    await test.step('Claire draws a wall (a length): Jean sees it', async () => {
      await pickTool(c, 'l', 'Longueur');
      await sheetPointer(c, CENTRE).click(...WALL);
      await watchRows(j, 'Longueur', 0);
      await stampInput(c);
      await c.keyboard.press('Enter');
      await expect(rowsOfKind(c, 'Longueur')).toHaveCount(1);
      const delay = (await seenAt(j)) - (await lastInputAt(c));
      test.info().annotations.push({ type: 'sync delay Claire → Jean (ms)', description: String(delay) });
      console.log(`sync delay Claire → Jean: ${delay} ms`);
      await expect(rowsOfKind(j, 'Longueur')).toHaveCount(1);
    });

    await test.step('Jean draws a room (an area): Claire sees it', async () => {
      await pickTool(j, 's', 'Surface');
      await watchRows(c, 'Surface', 0);
      // The area closes on its first point: the last click ends it.
      await sheetPointer(j, CENTRE).click(...ROOM.slice(0, -1));
      await stampInput(j);
      await sheetPointer(j, CENTRE).click(ROOM[0] ?? CENTRE);
      await expect(rowsOfKind(j, 'Surface')).toHaveCount(1);
      const delay = (await seenAt(c)) - (await lastInputAt(j));
      test.info().annotations.push({ type: 'sync delay Jean → Claire (ms)', description: String(delay) });
      console.log(`sync delay Jean → Claire: ${delay} ms (from his closing click)`);
      await expect(rowsOfKind(c, 'Surface')).toHaveCount(1);
    });

    await expectAgree(c, j, 2);

    await test.step('five counts each, in turn: each appears on the other’s screen; each takes theirs back', async () => {
      const delays = { 'Claire → Jean': [] as number[], 'Jean → Claire': [] as number[] };
      await pickTool(c, 'c', 'Comptage');
      await pickTool(j, 'c', 'Comptage');
      for (let n = 0; n < 10; n++) {
        const [from, to, list] = n % 2 === 0 ? [c, j, delays['Claire → Jean']] : [j, c, delays['Jean → Claire']];
        await watchRows(to, 'Comptage', n);
        await stampInput(from);
        await sheetPointer(from, CENTRE).click({ x: 1480 + 20 * n, y: 820 });
        list.push((await seenAt(to)) - (await lastInputAt(from)));
        // Ends the count: the next click starts another.
        await from.keyboard.press('Enter');
      }
      for (const [direction, list] of Object.entries(delays)) {
        const sorted = [...list].sort((a, b) => a - b);
        const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
        test.info().annotations.push({ type: `sync delay ${direction} (ms)`, description: `${list.join(', ')}` });
        console.log(
          `sync delay ${direction}, a count's click to the row on the other screen: median ${median} ms (${list.join(', ')})`,
        );
      }
      await expectAgree(c, j, 12);
      // Their counts interleave: five Ctrl+Z each take back exactly their own five.
      for (let i = 0; i < 5; i++) {
        for (const page of [c, j]) {
          await plan(page).focus();
          await page.keyboard.press('Control+z');
          await expect(rowsOfKind(page, 'Comptage')).toHaveCount(9 - 2 * i - (page === c ? 0 : 1));
        }
      }
      await expectAgree(c, j, 2);
    });
  });

  test('each undoes and redoes their own step, never the other’s', async () => {
    const c = claire.page;
    const j = jean.page;
    await test.step('Claire’s Ctrl+Z takes back her wall, not Jean’s newer room; Ctrl+Maj+Z puts it back', async () => {
      await plan(c).focus();
      await c.keyboard.press('Control+z');
      for (const page of [c, j]) {
        await expect(rowsOfKind(page, 'Longueur')).toHaveCount(0);
        await expect(rowsOfKind(page, 'Surface')).toHaveCount(1);
      }
      await c.keyboard.press('Control+Shift+z');
      for (const page of [c, j]) await expect(rowsOfKind(page, 'Longueur')).toHaveCount(1);
      await expectAgree(c, j, 2);
    });

    await test.step('Jean’s Ctrl+Z takes back his room, not Claire’s wall; Ctrl+Y puts it back', async () => {
      await plan(j).focus();
      await j.keyboard.press('Control+z');
      for (const page of [c, j]) {
        await expect(rowsOfKind(page, 'Surface')).toHaveCount(0);
        await expect(rowsOfKind(page, 'Longueur')).toHaveCount(1);
      }
      await j.keyboard.press('Control+y');
      for (const page of [c, j]) await expect(rowsOfKind(page, 'Surface')).toHaveCount(1);
      await expectAgree(c, j, 2);
    });
  });

  test('Jean goes offline, measures, comes back: both have both measurements, and a reload keeps them', async () => {
    const c = claire.page;
    const j = jean.page;
    await test.step('offline, Jean sees the quiet status', async () => {
      await jean.context.setOffline(true);
      await jean.sync.cut();
      await expect(syncStatus(j)).toContainText('Hors ligne');
      await expect(j.getByRole('alert')).toHaveCount(0);
    });

    await test.step('Jean measures a corridor offline; Claire measures a hall meanwhile', async () => {
      await pickTool(j, 'l', 'Longueur');
      await sheetPointer(j, CENTRE).click(...CORRIDOR);
      await j.keyboard.press('Enter');
      await expect(rowsOfKind(j, 'Longueur')).toHaveCount(2);
      await expect(syncStatus(j)).toContainText(/Hors ligne — 1\s+modification sera envoyée/);
      await pickTool(c, 's', 'Surface');
      await sheetPointer(c, CENTRE).click(...HALL);
      await expect(rowsOfKind(c, 'Surface')).toHaveCount(2);
      // Neither sees the other’s yet.
      await expect(rowsOfKind(c, 'Longueur')).toHaveCount(1);
      await expect(rowsOfKind(j, 'Surface')).toHaveCount(1);
    });

    await test.step('back online: both converge on the four measurements', async () => {
      const back = Date.now();
      await jean.context.setOffline(false);
      await jean.sync.restore();
      await expect(syncStatus(j)).toContainText('Enregistré sur le serveur', { timeout: 60_000 });
      const sent = Date.now() - back;
      test.info().annotations.push({ type: 'back online to sent (ms)', description: String(sent) });
      console.log(`back online: Jean’s change sent after ${sent} ms`);
      await expectAgree(c, j, 4);
      await expect(syncStatus(c)).toContainText('Enregistré sur le serveur');
    });

    await test.step('Jean reloads: everything is still there', async () => {
      await j.reload();
      await expect(plan(j)).toBeVisible();
      await expect(syncStatus(j)).toContainText('Enregistré sur le serveur', { timeout: 60_000 });
      await expectAgree(c, j, 4);
    });
  });

  test('both export the DPGF; the two files carry the same quantities', async () => {
    const quantities = async (page: Page) => {
      await page.goto(`/dashboard/projets/${projectId}/quantites`);
      const { download, workbook } = await exportDpgf(page);
      expect(download.suggestedFilename()).toMatch(/^DPGF.*Tilleuls.*\.xlsx$/);
      return workbook;
    };
    const fromClaire = await quantities(claire.page);
    const fromJean = await quantities(jean.page);
    const names = (wb: ExcelJS.Workbook) => wb.worksheets.map((w) => w.name);
    expect(names(fromJean)).toEqual(names(fromClaire));
    const details = (wb: ExcelJS.Workbook) => sheetLines(wb.getWorksheet('Détail des métrés'));
    const claireLines = details(fromClaire);
    // The four measurements, each on a line of the detail with its quantity.
    expect(claireLines.filter((line) => /Longueur|Surface/.test(line))).toHaveLength(4);
    expect(details(fromJean)).toEqual(claireLines);
    for (const name of names(fromClaire).filter((n) => n !== 'Détail des métrés')) {
      // The export's date aside, every sheet is the same.
      expect(sheetLines(fromJean.getWorksheet(name))).toEqual(sheetLines(fromClaire.getWorksheet(name)));
    }
  });

  test('Claire imports a DXF into the shared project: her browser sends it, and Jean opens it with its blocks', async () => {
    const c = claire.page;
    const j = jean.page;
    // Every upload of Claire's browser: before, a plan imported after sharing never reached the server.
    const puts: string[] = [];
    c.on('response', (response) => {
      if (response.request().method() === 'PUT' && response.url().includes('/api/blobs/') && response.ok()) {
        puts.push(response.url());
      }
    });
    await test.step('Claire imports the drawing into the shared project', async () => {
      await c.goto(`/dashboard/projets/${projectId}`);
      const [chooser] = await Promise.all([
        c.waitForEvent('filechooser'),
        c.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      await chooser.setFiles([
        {
          name: 'libredwg-example_2000.dxf',
          mimeType: 'application/octet-stream',
          buffer: readFileSync(path.join(import.meta.dirname, '../fixtures/cad/libredwg-example_2000.dxf')),
        },
      ]);
      const imports = c.getByRole('region', { name: 'Imports' });
      await expect(imports.getByRole('listitem').filter({ hasText: 'example_2000.dxf' })).toContainText(
        /plan importé/,
        { timeout: 120_000 },
      );
    });

    await test.step('her browser sends its drawn PDF, its model and the file as received, once each', async () => {
      await expect.poll(() => puts.length, { timeout: 60_000 }).toBe(3);
      expect(new Set(puts.map((url) => new URL(url).pathname)).size).toBe(3);
      for (const url of puts) expect(new URL(url).searchParams.get('project')).toBe(projectId);
      await expect(c.getByText('Envoi des plans à l’équipe')).toHaveCount(0);
    });

    await test.step('Jean opens it: the drawing from the server, its blocks in the « CAO » tab', async () => {
      await j.goto(`/dashboard/projets/${projectId}`);
      const row = j.getByRole('grid', { name: 'Plans' }).getByRole('row', { name: /^libredwg-example_2000/ });
      await expect(row).toBeVisible({ timeout: 60_000 });
      await row.click();
      await expect(plan(j)).toBeVisible();
      await waitSharp(j);
      await expect(j.getByText(/Échelle du fichier\s*:\s*1\s*unité\s*=\s*1\s*mm/).first()).toBeVisible();
      await j.getByRole('tab', { name: 'CAO', exact: true }).click();
      await expect(
        j.getByRole('grid', { name: 'Blocs du dessin' }).getByRole('row', { name: /^CIRKLO_PUNKTOJ/ }),
      ).toBeVisible({ timeout: 30_000 });
      await j.screenshot({ path: '/tmp/metr/sharing-jean-cad.png' });
      // Jean's browser sends nothing back: the project has every blob.
      await expect(j.getByText('Envoi des plans à l’équipe')).toHaveCount(0);
    });
  });

  test('Claire imports a plan offline and leaves the project; back online, her browser sends it and Jean sees it with its thumbnail', async () => {
    const c = claire.page;
    const j = jean.page;
    // Claire is still on the project's page of the last test, where the import's code and PDF worker are loaded.
    await expect(c).toHaveURL(new RegExp(`/dashboard/projets/${projectId}$`));
    await expect(syncStatus(c)).toContainText('Enregistré sur le serveur', { timeout: 60_000 });
    const puts: string[] = [];
    c.on('response', (response) => {
      if (response.request().method() === 'PUT' && response.url().includes('/api/blobs/') && response.ok()) {
        puts.push(response.url());
      }
    });

    await test.step('offline, Claire imports a plan into the shared project', async () => {
      await claire.context.setOffline(true);
      await claire.sync.cut();
      await expect(syncStatus(c)).toContainText('Hors ligne');
      const [chooser] = await Promise.all([
        c.waitForEvent('filechooser'),
        c.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      await chooser.setFiles(path.join(import.meta.dirname, '../fixtures/plans/plan-layers.pdf'));
      const imports = c.getByRole('region', { name: 'Imports' });
      await expect(imports.getByRole('listitem').filter({ hasText: 'plan-layers.pdf' })).toContainText(/plan importé/, {
        timeout: 60_000,
      });
    });

    await test.step('she goes back to her project list, still offline, past the moment a session used to close', async () => {
      await c.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Projets' }).click();
      await expect(c).toHaveURL(/\/dashboard\/?$/);
      // Not a wait for something to appear: the project's session closed 2 s after its last page (CLOSE_GRACE_MS),
      // and the plan then waited for the project's next opening. Past it, the session must still be there.
      await c.waitForTimeout(3_000);
      expect(puts).toEqual([]);
    });

    await test.step('back online: her browser sends the plan from the project list', async () => {
      await claire.context.setOffline(false);
      await claire.sync.restore();
      await expect.poll(() => puts.length, { timeout: 60_000 }).toBe(1);
      expect(new URL(puts[0] ?? '').searchParams.get('project')).toBe(projectId);
    });

    await test.step('Jean sees the plan and opens it; back on the project, its thumbnail is there', async () => {
      await j.goto(`/dashboard/projets/${projectId}`);
      const row = j.getByRole('grid', { name: 'Plans' }).getByRole('row').filter({ hasText: 'plan-layers' });
      await expect(row).toBeVisible({ timeout: 60_000 });
      await expect(row.getByRole('img', { name: 'Aperçu indisponible' })).toBeVisible();
      await row.click();
      await expect(plan(j)).toBeVisible();
      await waitSharp(j);
      await j.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: PROJECT }).click();
      const back = j.getByRole('grid', { name: 'Plans' }).getByRole('row').filter({ hasText: 'plan-layers' });
      // Made from the received bytes when Jean's browser is idle: the list shows it as it is stored.
      await expect(back.locator('img')).toBeVisible({ timeout: 30_000 });
      await expect(back.getByRole('img', { name: 'Aperçu indisponible' })).toHaveCount(0);
    });
  });

  test('Claire measures and imports a plan with the server out of reach, closes the page, opens only the project list: her browser sends both, Jean sees them', async () => {
    let c = claire.page;
    const j = jean.page;
    const sheetPage = `/dashboard/projets/${projectId}/plans/${sheetId}`;
    await c.goto(sheetPage);
    await waitSharp(c);
    await expect(syncStatus(c)).toContainText('Enregistré sur le serveur', { timeout: 60_000 });
    const before = await rowsOf(c).count();
    const puts: string[] = [];
    claire.context.on('response', (response) => {
      if (response.request().method() === 'PUT' && response.url().includes('/api/blobs/') && response.ok()) {
        puts.push(response.url());
      }
    });
    // The server out of reach for the project's document and plans; the pages' code still loads (a real offline
    // device would not load the list either: the page stays, the person closes it).
    const refuseBlobs = (route: { abort: (code: string) => Promise<void> }) => route.abort('internetdisconnected');
    await claire.context.route('**/api/blobs/**', refuseBlobs);

    await test.step('on site, Claire measures a length and imports a plan', async () => {
      await claire.sync.cut();
      await expect(syncStatus(c)).toContainText('Hors ligne');
      await pickTool(c, 'l', 'Longueur');
      await sheetPointer(c, CENTRE).click(...SITE);
      await c.keyboard.press('Enter');
      await expect(rowsOf(c)).toHaveCount(before + 1);
      await c.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: PROJECT }).click();
      const [chooser] = await Promise.all([
        c.waitForEvent('filechooser'),
        c.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      await chooser.setFiles(path.join(import.meta.dirname, '../fixtures/plans/plan-raster.pdf'));
      const imports = c.getByRole('region', { name: 'Imports' });
      await expect(imports.getByRole('listitem').filter({ hasText: 'plan-raster.pdf' })).toContainText(/plan importé/, {
        timeout: 60_000,
      });
      // The browser remembers that the project has work to send, before anything could be.
      await expect.poll(() => c.evaluate(() => localStorage.getItem('metr.sharing.unsent'))).toContain(projectId);
    });

    await test.step('she closes the page: nothing was sent', async () => {
      await c.close();
      expect(puts).toEqual([]);
    });

    await test.step('next day, only the project list: it says the work is going, while the server is still out of reach', async () => {
      c = await claire.context.newPage();
      watchErrors(c, claire.errors);
      claire = { ...claire, page: c };
      await c.goto('/dashboard');
      const row = c.getByRole('grid').getByRole('row').filter({ hasText: PROJECT });
      await expect(row).toContainText(/Modifications non envoyées|Envoi des modifications…/);
      // The background sending took the project: its session waits for the connection.
      await expect(row).toContainText('Envoi des modifications…', { timeout: 30_000 });
      await expect(c.getByRole('alert')).toHaveCount(0);
      expect(puts).toEqual([]);
    });

    await test.step('the server reachable again: the list sends both, then says nothing', async () => {
      await claire.context.unroute('**/api/blobs/**', refuseBlobs);
      await claire.sync.restore();
      await expect.poll(() => puts.length, { timeout: 60_000 }).toBe(1);
      expect(new URL(puts[0] ?? '').searchParams.get('project')).toBe(projectId);
      const row = c.getByRole('grid').getByRole('row').filter({ hasText: PROJECT });
      await expect(row).not.toContainText(/Modifications non envoyées|Envoi des modifications/, { timeout: 30_000 });
      await expect.poll(() => c.evaluate(() => localStorage.getItem('metr.sharing.unsent'))).toBeNull();
      await expect(c).toHaveURL(/\/dashboard\/?$/);
    });

    await test.step('Jean sees her measurement on the sheet and opens her plan', async () => {
      await j.goto(sheetPage);
      await waitSharp(j);
      await expect(rowsOf(j)).toHaveCount(before + 1, { timeout: 30_000 });
      await j.goto(`/dashboard/projets/${projectId}`);
      const planRow = j.getByRole('grid', { name: 'Plans' }).getByRole('row').filter({ hasText: 'plan-raster' });
      await expect(planRow).toBeVisible({ timeout: 60_000 });
      await planRow.click();
      await expect(plan(j)).toBeVisible();
      await waitSharp(j);
    });
  });

  test('Jean signs in on Claire’s computer while her changes wait: they stay hers, read-only for him, sent once she is back', async () => {
    const c = claire.page;
    const j = jean.page;
    const dataDir = server?.dataDir ?? '';
    const sheetPage = `/dashboard/projets/${projectId}/plans/${sheetId}`;
    const accountDialog = () => c.getByRole('dialog', { name: 'Compte Metr et cabinet' });
    const openAccount = async () => {
      await c.goto('/dashboard');
      await c.getByRole('button', { name: 'Compte et cabinet' }).click();
      await expect(accountDialog().getByRole('button', { name: 'Se déconnecter' })).toBeVisible({ timeout: 30_000 });
    };
    const projectRow = () => c.getByRole('grid').getByRole('row').filter({ hasText: PROJECT });
    await c.goto(sheetPage);
    await waitSharp(c);
    await expect(syncStatus(c)).toContainText('Enregistré sur le serveur', { timeout: 60_000 });
    const before = await rowsOf(c).count();

    await test.step('the server out of reach, Claire measures a length', async () => {
      await claire.sync.cut();
      await expect(syncStatus(c)).toContainText('Hors ligne');
      await pickTool(c, 'l', 'Longueur');
      await sheetPointer(c, CENTRE).click(...LOBBY);
      await c.keyboard.press('Enter');
      await expect(rowsOf(c)).toHaveCount(before + 1);
      await expect.poll(() => c.evaluate(() => localStorage.getItem('metr.sharing.unsent'))).toContain(projectId);
    });

    await test.step('she signs out: asked first, as her change has not reached the server, she signs out anyway', async () => {
      await openAccount();
      await accountDialog().getByRole('button', { name: 'Se déconnecter' }).click();
      const asked = c.getByRole('alertdialog', { name: 'Des modifications ne sont pas encore envoyées' });
      await expect(asked).toContainText('Vos modifications d’un projet partagé n’ont pas encore atteint le serveur');
      await expect(asked.getByRole('button', { name: 'Rester connecté' })).toBeFocused();
      await asked.getByRole('button', { name: 'Se déconnecter quand même' }).click();
      await expect(accountDialog().getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeVisible();
    });

    await test.step('Jean signs in on her computer, the server reachable: her change waits, the project is read-only for him', async () => {
      await claire.sync.restore();
      await signInByLink(c, dataDir, JEAN);
      await expect(projectRow()).toContainText(/Modifications de Claire\s\S+ non envoyées/, { timeout: 30_000 });
      await c.goto(sheetPage);
      await waitSharp(c);
      await expect(c.getByText(/Des modifications de Claire\s\S+ attendent d’être envoyées/)).toBeVisible({
        timeout: 30_000,
      });
      await expect(syncStatus(c)).toContainText('Lecture seule');
      for (const name of ['Longueur', 'Comptage']) await expect(toolButton(c, name)).toBeDisabled();
      // The tools' own words point at the notice, not at a profile this browser does have.
      await expect(c.getByText(/ce projet partagé est en lecture seule ici/)).toBeVisible();
      // Her length is on her screen, not on the team's.
      await expect(rowsOf(c)).toHaveCount(before + 1);
      await j.goto(sheetPage);
      await waitSharp(j);
      await expect(syncStatus(j)).toContainText('Enregistré sur le serveur', { timeout: 60_000 });
      await expect(rowsOf(j)).toHaveCount(before);
      await c.screenshot({ path: '/tmp/metr/sharing-other-account.png' });
    });

    await test.step('Jean signs out, not asked (nothing of his waits); Claire signs in again and her length reaches him', async () => {
      await openAccount();
      await expect(projectRow()).toContainText(/Modifications de Claire/);
      await accountDialog().getByRole('button', { name: 'Se déconnecter' }).click();
      await expect(accountDialog().getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeVisible();
      await expect(c.getByRole('alertdialog')).toHaveCount(0);
      await signInByLink(c, dataDir, CLAIRE);
      await expect
        .poll(() => c.evaluate(() => localStorage.getItem('metr.sharing.unsent')), { timeout: 60_000 })
        .toBeNull();
      await expect(projectRow()).not.toContainText(/Modifications/);
      await expect(rowsOf(j)).toHaveCount(before + 1, { timeout: 30_000 });
    });
  });

  test('Claire’s page is left the instant Jean’s length reached her document, not yet her table: the length is there when she comes back', async () => {
    const c = claire.page;
    const j = jean.page;
    const sheetPage = `/dashboard/projets/${projectId}/plans/${sheetId}`;
    await j.goto(sheetPage);
    await waitSharp(j);
    await expect(syncStatus(j)).toContainText('Enregistré sur le serveur', { timeout: 60_000 });
    await c.goto(sheetPage);
    await waitSharp(c);
    await expect(syncStatus(c)).toContainText('Enregistré sur le serveur', { timeout: 60_000 });
    const before = await rowTexts(c);
    const documentName = `metr-sharing:project:${projectId}`;
    /** How many updates Claire's browser keeps of the project's document (y-indexeddb). */
    const keptUpdates = () =>
      c.evaluate(
        (name) =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open(name);
            open.onerror = () => reject(new Error(String(open.error)));
            open.onsuccess = () => {
              const count = open.result.transaction('updates').objectStore('updates').count();
              count.onsuccess = () => {
                open.result.close();
                resolve(count.result);
              };
            };
          }),
        documentName,
      );
    const kept = await keptUpdates();

    await test.step('Claire’s database is busy (a transaction holds its measurements) as Jean measures the stairs', async () => {
      await c.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const open = indexedDB.open('Metr');
            open.onsuccess = () => {
              const store = open.result.transaction('measurements', 'readwrite').objectStore('measurements');
              // Kept alive by one read after another: the bridge's write to the table waits behind it.
              const spin = () => {
                store.get('held').onsuccess = spin;
                resolve();
              };
              spin();
            };
          }),
      );
      await pickTool(j, 'l', 'Longueur');
      await sheetPointer(j, CENTRE).click(...STAIRS);
      await j.keyboard.press('Enter');
      await expect(rowsOf(j)).toHaveCount(before.length + 1);
      // Her copy of the document has it: kept by y-indexeddb, which the held transaction does not stop.
      await expect.poll(keptUpdates, { timeout: 30_000 }).not.toBe(kept);
    });

    await test.step('her page is left then and there (a reload); back on the sheet, Jean’s length is in her table', async () => {
      await c.reload();
      await waitSharp(c);
      await expect(rowsOf(c)).toHaveCount(before.length + 1, { timeout: 30_000 });
      await expectAgree(c, j, before.length + 1);
    });
  });

  test('Claire makes Jean a lecteur while he is on the sheet: his screen turns read-only, nothing he does is sent', async () => {
    const c = claire.page;
    const j = jean.page;
    await j.goto(`/dashboard/projets/${projectId}/plans/${sheetId}`);
    await waitSharp(j);
    await expect(syncStatus(j)).toContainText('Enregistré sur le serveur', { timeout: 60_000 });
    await expect(toolButton(j, 'Longueur')).toBeEnabled();

    await test.step('Claire changes Jean’s role in the share dialog', async () => {
      await c.goto(`/dashboard/projets/${projectId}`);
      await c.getByRole('button', { name: 'Partager ce projet' }).click();
      const dialog = c.getByRole('dialog', { name: /^Partager/ });
      await dialog.getByRole('button', { name: /Rôle de .*(Jean|jean\.leroy)/ }).click();
      await c.getByRole('option', { name: /^Lecteur/ }).click();
      await expect(dialog.getByRole('button', { name: /Rôle de .*(Jean|jean\.leroy)/ })).toContainText('Lecteur');
      await c.keyboard.press('Escape');
      await c.goto(`/dashboard/projets/${projectId}/plans/${sheetId}`);
      await waitSharp(c);
    });

    await test.step('Jean’s open sheet turns read-only at once: the notice, the tools disabled', async () => {
      // The role changed while he is connected: the notice says so (it replaces the lecteur's own, which would repeat it).
      await expect(j.getByText(/Votre rôle sur ce projet est maintenant\s«\slecteur\s»/)).toBeVisible({
        timeout: 30_000,
      });
      await expect(j.getByText(/en lecture seule pour vous/)).toBeVisible();
      await expect(syncStatus(j)).toContainText('Lecture seule');
      for (const name of ['Longueur', 'Surface']) await expect(toolButton(j, name)).toBeDisabled();
      await expect(j.getByText(/ce projet partagé est en lecture seule ici/)).toBeVisible();
    });

    await test.step('his keys change nothing: a tool’s key, clicks, Enter, Ctrl+Z', async () => {
      const before = await rowTexts(c);
      await plan(j).focus();
      await j.keyboard.press('l');
      await expect(toolButton(j, 'Longueur')).not.toBeChecked();
      await sheetPointer(j, CENTRE).click(...CORRIDOR);
      await j.keyboard.press('Enter');
      await j.keyboard.press('Control+z');
      await expect(rowsOf(j)).toHaveCount(before.length);
      // Claire counts a door: once Jean sees it, anything he had sent before would have reached her too.
      await pickTool(c, 'c', 'Comptage');
      await sheetPointer(c, CENTRE).click({ x: 1700, y: 700 });
      await c.keyboard.press('Enter');
      await expect(rowsOfKind(j, 'Comptage')).toHaveCount(1);
      await expect(rowsOf(c)).toHaveCount(before.length + 1);
      expect((await rowTexts(c)).filter((t) => !t.startsWith('Comptage'))).toEqual(before);
      await expectAgree(c, j, before.length + 1);
    });
  });

  test('Jean deletes his account: Claire’s history keeps his steps, by « Ancien membre »', async () => {
    const c = claire.page;
    const j = jean.page;
    const history = c.getByRole('main');
    const projectPage = `/dashboard/projets/${projectId}`;
    await c.goto(`${projectPage}/historique`);
    // A colleague's profile lives in their own browser: his steps are someone Claire's browser does not know.
    await expect(history.getByText(/Utilisateur inconnu/).first()).toBeVisible({ timeout: 30_000 });
    await expect(history.getByText(/Ancien membre/)).toHaveCount(0);
    // The project's page holds the sync session (the history page reads what this browser received).
    await c.goto(projectPage);
    await expect(syncStatus(c)).toContainText('Enregistré sur le serveur', { timeout: 60_000 });

    await test.step('Jean deletes his account (signed in by a link minutes ago, his address typed)', async () => {
      const status = await j.evaluate(
        `fetch('/api/auth/me', { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: '${JEAN}' }) }).then((r) => r.status)`,
      );
      expect(status).toBe(200);
    });

    await test.step('Claire’s browser receives the rewrite: her history says « Ancien membre », nobody unknown', async () => {
      // Seen once in five local runs (2026-12-01): no step rewritten within 90 s. Likely the page left between the
      // document and Dexie (README, db/sharing/unbridged.ts); the server's output is said if it comes back.
      await withServerOutput(server, () =>
        expect
          .poll(
            async () => {
              await c.goto(projectPage);
              await expect(syncStatus(c)).toContainText('Enregistré sur le serveur', { timeout: 30_000 });
              await c.goto(`${projectPage}/historique`);
              await expect(history.getByRole('row').first()).toBeVisible();
              return history.getByText(/Ancien membre/).count();
            },
            { timeout: 90_000 },
          )
          .toBeGreaterThan(0),
      );
      await expect(history.getByText(/Utilisateur inconnu/)).toHaveCount(0);
    });
    // Jean's page heard that his access is gone (his connection closed), which it logs: not this test's errors.
    jean.errors.splice(0);
  });
});
