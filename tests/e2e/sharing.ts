/**
 * The two-person sharing spec's steps (issue 30): the real server started on a port free at that moment with its
 * own PostgreSQL database (`DATABASE_URL_TEST`) and data folder, the sign-in links read from its outbox, a person in a
 * browser context of their own, a connection to the sync server that the spec can cut and restore (as a network that
 * drops: Chromium's offline emulation leaves open WebSockets alone), the keyboard's Tab walk, and the measurements
 * table and the DPGF's « Détail des métrés » read as text.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page, WebSocketRoute } from '@playwright/test';
import type ExcelJS from 'exceljs';
import pg from 'pg';
import { expect } from './fixtures';
import { signUp } from './workspace';
import { flat, rowsOf } from './workspace-sheet';

export interface SharingServer {
  readonly origin: string;
  readonly dataDir: string;
  stop(): void;
  /** The server's last 4,000 characters of output (its errors name no person): said when a step waits in vain. */
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `server/main.ts` on a free port with sharing on (a fixed port was once held, and the server never answered),
 * and gives `approved` an account, as a beta user whose access was approved.
 */
/**
 * A database of its own on the run's PostgreSQL, for one sharing server: two specs (or two workers) start servers
 * with the same people (Claire, Jean), and one's firm made on a shared database changed the other's share dialog.
 */
async function freshDatabase(databaseUrl: string): Promise<string> {
  const name = `metr_e2e_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startSharingServer(runDatabaseUrl: string, approved: readonly string[]): Promise<SharingServer> {
  const databaseUrl = await freshDatabase(runDatabaseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'metr-sharing-e2e-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const server: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_SITE_URL: origin,
      SMTP_HOST: '',
      // Compressing the whole build before listening took minutes on a loaded machine: files are compressed when asked.
      STATIC_WARMUP: 'off',
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
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () =>
          exited !== null
            ? -1
            : ((await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) }).catch(() => null))?.status ?? 0),
        {
          timeout: 120_000,
        },
      )
      .toBe(200);
  } catch (error) {
    stop();
    throw new Error(`the sharing server on ${origin} did not answer (exit ${exited}); its output:\n${output}`, {
      cause: error,
    });
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  for (const email of approved) {
    await db.query(
      `INSERT INTO people (id, email, email_key, created_at, updated_at) VALUES ($1, $2, $2, now(), now())
       ON CONFLICT (email_key) DO NOTHING`,
      [crypto.randomUUID(), email],
    );
  }
  await db.end();
  return { origin, dataDir, stop, output: () => output };
}

const seenLinks = new Set<string>();

function mails(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'outbox')).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** The newest sign-in link to `email` in the server's outbox not followed yet (quoted-printable undone). */
async function linkFor(dataDir: string, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        for (const name of mails(dataDir).sort().reverse()) {
          const text = readFileSync(path.join(dataDir, 'outbox', name), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!text.includes(email)) continue;
          const found = /https?:\/\/[^\s"<>]+\/api\/auth\/link\/open\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
          if (found && !seenLinks.has(found)) {
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

/** Presses Tab until `target` (or something inside it) has the focus, as a keyboard user walks to it. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el.contains(document.activeElement))) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Shares the project of the page with the person's firm (created the first time, as « Cabinet Durand Économie ») and
 * invites `invitee` as métreur; the dialog is closed after.
 */
export async function shareAndInvite(page: Page, invitee: string, { firm }: { firm: boolean }) {
  await page.getByRole('button', { name: 'Partager ce projet' }).click();
  const dialog = page.getByRole('dialog', { name: /^Partager/ });
  if (firm) {
    await dialog.getByRole('textbox', { name: 'Nom du cabinet' }).fill('Cabinet Durand Économie');
    await dialog.getByRole('button', { name: 'Créer le cabinet' }).click();
  }
  await dialog.getByRole('button', { name: 'Partager avec mon cabinet' }).click();
  await expect(dialog.getByRole('heading', { name: 'Personnes ayant accès' })).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill(invitee);
  await dialog.getByRole('button', { name: 'Inviter' }).click();
  await expect(dialog.getByText(invitee, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
}

/**
 * Asks for a sign-in link in the open account step, then follows it: « Se connecter » on the link's page, by mouse or,
 * with `keyboard`, by Tab and Enter.
 */
export async function signInByLink(page: Page, dataDir: string, email: string, { keyboard = false } = {}) {
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(email);
  await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
  await expect(page.getByText('Consultez votre messagerie')).toBeVisible();
  await page.goto(await linkFor(dataDir, email));
  const button = page.getByRole('button', { name: 'Se connecter' });
  if (keyboard) {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  await expect(page).toHaveURL(/\/dashboard/);
}

/**
 * One person's connection to the sync server, through Playwright's WebSocket routing: passed through while up; `cut`
 * closes it both ways and refuses the provider's reconnections until `restore`.
 */
export interface SyncLink {
  cut(): Promise<void>;
  restore(): Promise<void>;
  /**
   * Sends the pages a stateless message as if the sync server had (Hocuspocus's frame: the document's name, the
   * message type 5, the payload), e.g. a `metr:refused` the real server only sends for an unreadable or huge change.
   */
  tell(documentName: string, payload: string): void;
}

/** lib0's variable-length unsigned integer (7 bits a byte, the high bit saying another follows). */
function varUint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push(0x80 | (rest & 0x7f));
    rest >>>= 7;
  }
  bytes.push(rest);
  return bytes;
}

const varString = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return [...varUint(bytes.length), ...bytes];
};

/** A Hocuspocus stateless message (MessageType.Stateless = 5) for `documentName`. */
export const statelessFrame = (documentName: string, payload: string): Buffer =>
  Buffer.from([...varString(documentName), ...varUint(5), ...varString(payload)]);

export async function routeSync(context: BrowserContext): Promise<SyncLink> {
  let isCut = false;
  const open = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  await context.routeWebSocket(/\/sync$/, (ws) => {
    if (isCut) {
      void ws.close({ code: 1001, reason: 'offline' });
      return;
    }
    const pair = { page: ws, server: ws.connectToServer() };
    open.add(pair);
    ws.onClose(() => open.delete(pair));
    pair.server.onClose(() => open.delete(pair));
  });
  return {
    async cut() {
      isCut = true;
      for (const pair of [...open]) {
        await pair.server.close();
        await pair.page.close({ code: 1001, reason: 'offline' });
      }
      open.clear();
    },
    async restore() {
      isCut = false;
    },
    tell(documentName, payload) {
      for (const pair of open) pair.page.send(statelessFrame(documentName, payload));
    },
  };
}

export interface Person {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly sync: SyncLink;
  /** The page's console errors and uncaught errors so far, but those `EXPECTED_ERRORS` allows. */
  readonly errors: string[];
}

/**
 * What a person's console may say: signed out, the account API answers 401 and an unknown project 404, which Chromium
 * logs like any failed resource; offline, every request fails.
 */
const EXPECTED_ERRORS = [
  /^Failed to load resource: the server responded with a status of (401|404)/,
  /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
];

/** A person signed up in a browser context of their own (their own IndexedDB), on `origin`. */
export async function person(browser: Browser, origin: string, email: string, firstName: string): Promise<Person> {
  const context = await browser.newContext({ baseURL: origin, reducedMotion: 'reduce', acceptDownloads: true });
  const sync = await routeSync(context);
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await signUp(page, email, firstName);
  return { page, context, sync, errors };
}

/** Keeps a page's console errors and uncaught errors in `errors`, but those `EXPECTED_ERRORS` allows. */
export function watchErrors(page: Page, errors: string[]): void {
  page.on('console', (m) => {
    if (m.type() === 'error' && !EXPECTED_ERRORS.some((r) => r.test(m.text()))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
}

/** The sheet's measurements table, each row's text (no-break spaces flattened), sorted: what two screens compare. */
export async function rowTexts(page: Page): Promise<string[]> {
  const texts = await rowsOf(page).allTextContents();
  return texts.map(flat).sort();
}

/** The rows of a kind (« Longueur », « Surface », « Comptage ») in the sheet's table. */
export const rowsOfKind = (page: Page, kind: string) => rowsOf(page).filter({ hasText: new RegExp(`^${kind}`) });

/**
 * Watches, in the page, for its measurements table to hold more than `count` rows whose text starts with `kind`, by a
 * MutationObserver (so the figure does not include Playwright's polling); `seenAt` resolves with the wall-clock time
 * (ms since the epoch) at which it first did.
 */
export async function watchRows(page: Page, kind: string, count: number) {
  await page.evaluate(
    ({ kind, count }) => {
      const w = window as unknown as { __seenAt?: number };
      w.__seenAt = 0;
      const rows = () =>
        [...document.querySelectorAll('[role="grid"] [role="row"]')].filter((row) =>
          (row.textContent ?? '').startsWith(kind),
        ).length;
      if (rows() > count) {
        w.__seenAt = Date.now();
        return;
      }
      const observer = new MutationObserver(() => {
        if (rows() <= count) return;
        observer.disconnect();
        w.__seenAt = Date.now();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { kind, count },
  );
}

export async function seenAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __seenAt?: number }).__seenAt || null, null, {
    timeout: 30_000,
  });
  return Number(await handle.jsonValue());
}

/**
 * Records, in the page, the wall-clock time of every key press and pointer release from now on; `lastInputAt` reads
 * the last one (the press or click that ended a measurement, when nothing was pressed after it).
 */
export async function stampInput(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __inputAt?: number; __stamping?: boolean };
    w.__inputAt = 0;
    if (w.__stamping) return;
    w.__stamping = true;
    const stamp = () => {
      w.__inputAt = Date.now();
    };
    document.addEventListener('keydown', stamp, { capture: true });
    document.addEventListener('pointerup', stamp, { capture: true });
  });
}

export const lastInputAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __inputAt?: number }).__inputAt ?? 0);

/** Every row of a worksheet as the text of its cells (a formula's result), tab-separated: for comparing two files. */
export function sheetLines(worksheet: ExcelJS.Worksheet | undefined): string[] {
  const lines: string[] = [];
  worksheet?.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => {
      const value = cell.value as ExcelJS.CellValue;
      const shown =
        value && typeof value === 'object' && 'result' in value
          ? String(value.result)
          : value instanceof Date
            ? 'date'
            : value && typeof value === 'object' && 'richText' in value
              ? value.richText.map((r) => r.text).join('')
              : String(value ?? '');
      cells.push(shown);
    });
    lines.push(cells.join('\t'));
  });
  return lines;
}
