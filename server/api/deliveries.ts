/**
 * The mails a registration is owed, sent after the answer. The handler answers once the submission is on disk (one
 * durable write, the same for a new, a pending and a confirmed address), so the answer's timing says nothing about
 * the address; what is owed (a confirmation link, the team notification) is recorded with the submission and paid
 * here: right after, again after a failure (backing off), and at the next start after a crash.
 *
 * One run at a time per process; a request for a run while one is going makes one more run after it.
 */
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { composeConfirmation, composeTeamNotification } from '../mail/messages.ts';
import type { Registration, RegistrationStore } from '../store/types.ts';
import { newId, newToken, sha256Hex } from './crypto.ts';
import type { Logger } from './log.ts';

export interface DeliveryOptions {
  store: RegistrationStore;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  /** Builds the confirmation link for a token. */
  confirmLink: (token: string) => string;
  mailFrom: string;
  teamAddress: string;
  tokenTtlMs: number;
}

export interface Deliveries {
  /** Asks for a run (now, or right after the current one). */
  schedule(): void;
  /** Resolves when no run is going and none is asked for (a retry waiting on its timer does not count). */
  idle(): Promise<void>;
  /** Cancels the retry timer and waits for the current run. */
  close(): Promise<void>;
}

/** The wait before a retry after a failed run: 30 s, doubled each time, at most an hour. */
export const RETRY = { firstMs: 30_000, maxMs: 60 * 60 * 1000 } as const;

/** The mail transport refused or failed (logged as mail_failed), as opposed to a store failure (internal_error). */
class MailSendError extends Error {}

export function createDeliveries(options: DeliveryOptions): Deliveries {
  const { store, logger, now } = options;
  const send = async (message: MailMessage) => {
    try {
      await options.mailer.send(message);
    } catch {
      throw new MailSendError('mail failed');
    }
  };
  let running: Promise<void> | undefined;
  let again = false;
  let retryMs: number = RETRY.firstMs;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  async function deliver(registration: Registration) {
    if (registration.status === 'pending' && registration.confirmationOwed) {
      const token = newToken();
      const at = now();
      // The hash is stored before the link leaves, so the link works as soon as it arrives; the debt is cleared
      // only after the mail went out (a crash in between sends a fresh link at the next start).
      await store.setToken(registration.id, await sha256Hex(token), new Date(at.getTime() + options.tokenTtlMs), at);
      await send(
        composeConfirmation({
          from: options.mailFrom,
          to: registration.mail,
          link: options.confirmLink(token),
        }),
      );
      await store.markConfirmationSent(registration.id, now());
    }
    if (!registration.teamNotified) {
      await send(
        composeTeamNotification({
          from: options.mailFrom,
          to: options.teamAddress,
          fields: registration,
          id: registration.id,
        }),
      );
      await store.markTeamNotified(registration.id, now());
    }
  }

  /** Every owed mail; true when all went out. A failure is logged by kind only (no address, no name, no message). */
  async function run(): Promise<boolean> {
    let ok = true;
    let owed: Registration[];
    try {
      owed = await store.owed();
    } catch {
      logger.log({ requestId: newId(), status: 500, reason: 'internal_error' });
      return false;
    }
    for (const registration of owed) {
      try {
        await deliver(registration);
      } catch (error) {
        ok = false;
        const isMail = error instanceof MailSendError;
        logger.log({
          requestId: newId(),
          status: isMail ? 502 : 500,
          reason: isMail ? 'mail_failed' : 'internal_error',
        });
      }
    }
    return ok;
  }

  function retryLater() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      schedule();
    }, retryMs);
    // A pending retry must not keep a process alive that has nothing else to do (tests); Node only.
    (retryTimer as { unref?: () => void }).unref?.();
    retryMs = Math.min(retryMs * 2, RETRY.maxMs);
  }

  function schedule() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        if (await run()) retryMs = RETRY.firstMs;
        else retryLater();
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    schedule,
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      while (running) await running;
    },
  };
}
