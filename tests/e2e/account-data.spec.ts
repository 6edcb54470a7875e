/**
 * A person's own data on the real server (RGPD articles 15, 17 and 20): Claire, a beta registrant with an account,
 * signed in on two browsers, downloads her data from « Compte et cabinet » (a JSON file with her address and her
 * registration), then deletes her account by typing her address, by the keyboard: both browsers are signed out, her
 * local project is still listed, and her address registers for the beta again as a new one (a fresh confirmation mail;
 * a registration kept would have sent none within its 10-minute cooldown).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axe, expect, test } from './fixtures';
import { person, signInByLink, startSharingServer, tabTo, type Person, type SharingServer } from './sharing';
import { createProject } from './workspace';

const DATABASE_URL = process.env.DATABASE_URL_TEST;
const CLAIRE = 'claire.martin@cabinet-martin.fr';

async function openAccount(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Compte et cabinet' }).click();
  return page.getByRole('dialog', { name: 'Compte Metr et cabinet' });
}

/** The beta confirmation mails to `email` in the server's outbox. */
function confirmationMails(dataDir: string, email: string): number {
  let names: string[] = [];
  try {
    names = readdirSync(path.join(dataDir, 'outbox')).filter((n) => n.endsWith('.eml'));
  } catch {
    return 0;
  }
  return names.filter((name) => {
    const text = readFileSync(path.join(dataDir, 'outbox', name), 'utf8').replace(/=\r?\n/g, '');
    return text.includes(email) && text.includes('/api/emails/confirm?token=');
  }).length;
}

/** Claire's beta registration, as the sign-up page posts it. */
async function registerForBeta(page: Page, origin: string) {
  const answer = await page.request.post('/api/emails/register', {
    data: { nom: 'Martin', prenom: 'Claire', tel: '06 12 34 56 78', mail: CLAIRE },
    headers: { Origin: origin },
  });
  expect(answer.status()).toBe(200);
}

test.describe.serial('a person’s own data, on the real server', () => {
  test.skip(!DATABASE_URL, 'needs PostgreSQL: run under scripts/with-postgres.sh (the e2e gate does)');
  test.describe.configure({ timeout: 180_000 });

  let server: SharingServer | null = null;
  let claire: Person;
  let laptop: Person;

  test.beforeAll(async () => {
    server = await startSharingServer(DATABASE_URL ?? '', [CLAIRE]);
  });

  test.afterEach(() => {
    for (const who of [claire, laptop]) expect(who?.errors.splice(0) ?? [], 'console errors').toEqual([]);
  });

  test.afterAll(async () => {
    await claire?.context.close();
    await laptop?.context.close();
    server?.stop();
  });

  test('Claire downloads her data: a JSON file with her address and her beta registration', async ({ browser }) => {
    const origin = server?.origin ?? '';
    const dataDir = server?.dataDir ?? '';
    claire = await person(browser, origin, CLAIRE, 'Claire');
    const page = claire.page;
    await registerForBeta(page, origin);
    await expect.poll(() => confirmationMails(dataDir, CLAIRE), { timeout: 30_000 }).toBe(1);
    await createProject(page, { name: 'Maison Lefèvre' });
    await openAccount(page);
    await signInByLink(page, dataDir, CLAIRE);
    // Her second browser, signed in too.
    laptop = await person(browser, origin, CLAIRE, 'Claire');
    await openAccount(laptop.page);
    await signInByLink(laptop.page, dataDir, CLAIRE);

    const account = await openAccount(page);
    const section = account.getByRole('region', { name: 'Vos données' });
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Télécharger mes données' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-metr-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
    expect(file).toMatchObject({
      format: 'metr-donnees-personnelles',
      compte: { adresse: CLAIRE, motDePasseDefini: false },
      inscriptionBeta: { nom: 'Martin', prenom: 'Claire', telephone: '06 12 34 56 78', adresse: CLAIRE },
    });
    expect(file.sessions).toHaveLength(2);
    await expect(section.getByRole('status')).toContainText('Vos données sont téléchargées');
    expect(await axe(page)).toEqual([]);
  });

  test('by the keyboard, she deletes her account: both browsers signed out, her local project kept, her address free to register again', async () => {
    const origin = server?.origin ?? '';
    const dataDir = server?.dataDir ?? '';
    const page = claire.page;
    const account = await openAccount(page);
    const section = account.getByRole('region', { name: 'Vos données' });
    await tabTo(page, section.getByRole('button', { name: 'Supprimer mon compte' }));
    await page.keyboard.press('Enter');
    const field = section.getByRole('textbox', { name: 'Votre adresse e-mail' });
    await expect(field).toBeFocused();
    await expect(section).toContainText('Les projets enregistrés dans ce navigateur restent sur cet appareil.');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.type(CLAIRE);
    await page.keyboard.press('Enter');

    await expect(account.getByRole('status')).toContainText('Votre compte est supprimé.');
    await expect(account.getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    // Signed out on both browsers: the server knows neither session.
    for (const who of [claire, laptop]) expect((await who.page.request.get('/api/auth/me')).status()).toBe(401);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row', { name: 'Maison Lefèvre' })).toBeVisible();

    // Her beta registration went with the account: the address registers again as a new one, and is mailed.
    await registerForBeta(page, origin);
    await expect.poll(() => confirmationMails(dataDir, CLAIRE), { timeout: 30_000 }).toBe(2);
  });
});
