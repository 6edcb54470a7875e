/** Test helpers for the API: a handler on a temporary file store, a capturing mailer and logger, a fake clock. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { FileStore } from '../store/file.ts';
import { createApiHandler, type Api, type ApiConfig } from './handler.ts';
import type { LogEntry, Logger } from './log.ts';

export const SITE = 'http://localhost:4173';
export const T0 = new Date('2026-03-02T09:00:00.000Z');

export const testConfig: ApiConfig = {
  publicSiteUrl: SITE,
  apiPublicUrl: SITE,
  allowedOrigins: ['https://www.metr.fr'],
  teamAddress: 'equipe@metr.fr',
  mailFrom: 'Metr <no-reply@metr.fr>',
  trustProxy: false,
};

export const valid = { nom: 'Durand', prenom: 'Camille', tel: '06 01 02 03 04', mail: 'camille@example.fr' };

export interface Harness {
  handler: Api;
  store: FileStore;
  sent: MailMessage[];
  logs: LogEntry[];
  clock: { now: Date };
  mailer: Mailer & { failing: boolean };
  dir: string;
  /** POSTs a registration; waits for the mails sent after the answer unless `settle` is false. */
  post(
    body: unknown,
    init?: { headers?: Record<string, string>; ip?: string; raw?: string; settle?: boolean },
  ): Promise<Response>;
  /** The page a confirmation link opens (GET). */
  confirmPage(token: string, ip?: string): Promise<Response>;
  /** What its 'Confirmer' button sends: a form POST from the page's own origin. */
  confirm(token: string, init?: { headers?: Record<string, string>; ip?: string }): Promise<Response>;
  dispose(): Promise<void>;
}

export async function createHarness(
  options: { mailer?: Mailer; logger?: Logger; config?: Partial<ApiConfig>; rateLimitSecret?: string } = {},
): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'metr-api-'));
  const store = await FileStore.open(dir);
  const sent: MailMessage[] = [];
  const logs: LogEntry[] = [];
  const clock = { now: T0 };
  const mailer = {
    failing: false,
    async send(message: MailMessage) {
      if (mailer.failing) throw new Error(`SMTP down for ${message.to}`);
      sent.push(message);
    },
  };
  const handler = createApiHandler({
    store,
    rateLimitSecret: options.rateLimitSecret,
    mailer: options.mailer ?? mailer,
    config: { ...testConfig, ...options.config },
    now: () => clock.now,
    logger: options.logger ?? { log: (entry) => logs.push(entry) },
  });
  return {
    handler,
    store,
    sent,
    logs,
    clock,
    mailer,
    dir,
    async post(body, init = {}) {
      const response = await handler(
        new Request(`${SITE}/api/emails/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...init.headers },
          body: init.raw ?? JSON.stringify(body),
        }),
        { clientAddress: init.ip ?? '192.0.2.10' },
      );
      if (init.settle !== false) await handler.idle();
      return response;
    },
    confirmPage(token, ip = '192.0.2.10') {
      return handler(new Request(`${SITE}/api/emails/confirm?token=${encodeURIComponent(token)}`), {
        clientAddress: ip,
      });
    },
    confirm(token, init = {}) {
      return handler(
        new Request(`${SITE}/api/emails/confirm`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: SITE,
            'Sec-Fetch-Site': 'same-origin',
            ...init.headers,
          },
          body: new URLSearchParams({ token }).toString(),
        }),
        { clientAddress: init.ip ?? '192.0.2.10' },
      );
    },
    async dispose() {
      await handler.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The token of the last confirmation link sent to `to`. */
export function tokenFrom(sent: readonly MailMessage[], to: string): string {
  const mail = [...sent].reverse().find((m) => m.to === to && m.text.includes('/api/emails/confirm?token='));
  const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no confirmation link sent');
  return token;
}
