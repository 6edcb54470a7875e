/**
 * Team sharing as two people, against the real server (issue 30): its accounts, blob store and sync server on a
 * PostgreSQL of its own (`scripts/with-postgres.sh`, which the e2e gate runs under). Claire, an économiste, signs in by
 * the link her mail brings, creates her firm, shares a project whose plan she imported and invites Jean as métreur;
 * Jean signs in by his own link, finds the project in « Partagés avec moi », receives it with its plan (fetched from
 * the blob store by its SHA-256), and each sees the other on the project.
 *
 * The shared web server of the other specs runs without DATABASE_URL (sharing off); this one starts its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './fixtures';
import { createProject, signUp } from './workspace';
import { importVaPlan, waitSharp } from './workspace-sheet';

/** Set in beforeAll: a port free at that moment (a fixed one was once held, and the server never answered). */
let ORIGIN = '';
const DATABASE_URL = process.env.DATABASE_URL_TEST;
const CLAIRE = 'claire.martin@cabinet-durand.fr';
const JEAN = 'jean.leroy@cabinet-durand.fr';

let server: ChildProcess | null = null;
let dataDir = '';

/** The sign-in link in the last mail to `email` in the server's outbox (quoted-printable undone). */
async function linkFor(email: string, after: number): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let link = '';
  await expect
    .poll(
      () => {
        const names = (() => {
          try {
            return readdirSync(outbox).filter((n) => n.endsWith('.eml'));
          } catch {
            return [];
          }
        })();
        for (const name of names.sort().reverse()) {
          const text = readFileSync(path.join(outbox, name), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!text.includes(email)) continue;
          const found = /https?:\/\/[^\s"<>]+\/api\/auth\/link\/open\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
          if (found && !seenLinks.has(found) && names.length > after) {
            link = found;
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  seenLinks.add(link);
  return link;
}
const seenLinks = new Set<string>();
const mailCount = () => {
  try {
    return readdirSync(path.join(dataDir, 'outbox')).filter((n) => n.endsWith('.eml')).length;
  } catch {
    return 0;
  }
};

/** Asks for a sign-in link in the open account step, then follows it: « Se connecter » on the link's page. */
async function signInByLink(page: Page, email: string) {
  const before = mailCount();
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(email);
  await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
  await expect(page.getByText('Consultez votre messagerie')).toBeVisible();
  const link = await linkFor(email, before);
  await page.goto(link);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

async function person(browser: Browser, email: string, firstName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signUp(page, email, firstName);
  return page;
}

test.describe('sharing: two people on one project, on the real server', () => {
  test.skip(!DATABASE_URL, 'needs PostgreSQL: run under scripts/with-postgres.sh (the e2e gate does)');
  test.describe.configure({ timeout: 420_000 });
  test.use({
    // Signed out, the account API answers 401, which Chromium logs like any failed resource.
    expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of (401|404)/],
  });

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'metr-sharing-e2e-'));
    const PORT = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    ORIGIN = `http://127.0.0.1:${PORT}`;
    let output = '';
    server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        DATABASE_URL,
        DATA_DIR: dataDir,
        PUBLIC_SITE_URL: ORIGIN,
        SMTP_HOST: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Kept to say why when the server does not come up (its start-up lines name no person).
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    let exited: number | null = null;
    server.once('exit', (code) => {
      exited = code ?? -1;
    });
    try {
      await expect
        .poll(async () => (exited !== null ? -1 : ((await fetch(`${ORIGIN}/`).catch(() => null))?.status ?? 0)), {
          timeout: 120_000,
        })
        .toBe(200);
    } catch (error) {
      throw new Error(`the sharing server on ${ORIGIN} did not answer (exit ${exited}); its output:\n${output}`, {
        cause: error,
      });
    }
    // Claire is a beta user whose access was approved: she has an account on the server.
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    await db.query(
      `INSERT INTO people (id, email, email_key, created_at, updated_at) VALUES ($1, $2, $2, now(), now())
       ON CONFLICT (email_key) DO NOTHING`,
      [crypto.randomUUID(), CLAIRE],
    );
    await db.end();
  });

  test.afterAll(() => {
    server?.kill();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('Claire shares a project with its plan, Jean receives it and opens the plan; each sees the other', async ({
    browser,
  }) => {
    const claire = await person(browser, CLAIRE, 'Claire');
    let projectId = '';
    await test.step('Claire: a project, its plan imported', async () => {
      projectId = await createProject(claire, { name: 'Résidence Les Tilleuls' });
      await importVaPlan(claire);
    });

    await test.step('Claire signs in by the link her mail brings, creates her firm, shares and invites Jean', async () => {
      await claire.getByRole('button', { name: 'Partager ce projet' }).click();
      await signInByLink(claire, CLAIRE);
      await claire.goto(`/dashboard/projets/${projectId}`);
      await claire.getByRole('button', { name: 'Partager ce projet' }).click();
      const dialog = claire.getByRole('dialog', { name: /^Partager/ });
      await dialog.getByRole('textbox', { name: 'Nom du cabinet' }).fill('Cabinet Durand Économie');
      await dialog.getByRole('button', { name: 'Créer le cabinet' }).click();
      await dialog.getByRole('button', { name: 'Partager avec mon cabinet' }).click();
      await expect(dialog.getByRole('heading', { name: 'Personnes ayant accès' })).toBeVisible({ timeout: 60_000 });
      await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill(JEAN);
      await dialog.getByRole('button', { name: 'Inviter' }).click();
      await expect(dialog.getByText(JEAN, { exact: true })).toBeVisible();
      await claire.screenshot({ path: '/tmp/metr/sharing-claire-shared.png' });
      await claire.keyboard.press('Escape');
    });

    const jean = await person(browser, JEAN, 'Jean');
    await test.step('Jean signs in by his link and finds the project shared with him', async () => {
      await jean.getByRole('button', { name: 'Compte et cabinet' }).click();
      await signInByLink(jean, JEAN);
      const shared = jean.getByRole('region', { name: 'Partagés avec moi' });
      await expect(shared.getByRole('link', { name: /Résidence Les Tilleuls/ })).toBeVisible({ timeout: 30_000 });
      await jean.screenshot({ path: '/tmp/metr/sharing-jean-list.png' });
      await shared.getByRole('link', { name: /Résidence Les Tilleuls/ }).click();
    });

    await test.step('Jean receives the project, opens its plan (fetched by hash), and each sees the other', async () => {
      const row = jean.getByRole('grid', { name: 'Plans' }).getByRole('row', { name: /^AF101/ });
      await expect(row).toBeVisible({ timeout: 60_000 });
      await row.click();
      await expect(jean.getByRole('application', { name: /^AF101/ })).toBeVisible();
      await waitSharp(jean);
      await jean.screenshot({ path: '/tmp/metr/sharing-jean-sheet.png' });
      await expect(claire.getByText(/Jean|jean\.leroy/).first()).toBeVisible({ timeout: 30_000 });
      await claire.screenshot({ path: '/tmp/metr/sharing-claire-presence.png' });
    });
  });
});
