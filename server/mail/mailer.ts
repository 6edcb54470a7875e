/**
 * Outgoing mail. The handler and the CLI see only the `Mailer` interface; `createMailer` picks SMTP when SMTP_HOST is
 * set and otherwise writes each message as an .eml file into the outbox folder, so `npm start` works out of the box
 * and a developer can open what would have been sent.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config.ts';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtp?: SmtpConfig;
  outboxDir: string;
}

/** Plain text only: no HTML means no user value can ever become markup in a mail client. */
function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    // Nodemailer's default X-Mailer names the library and its version; say nothing.
    xMailer: false as const,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export function createSmtpMailer(smtp: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail(toNodemailer(message));
    },
  };
}

export function createOutboxMailer(outboxDir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message));
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`;
      // Write then rename: a reader of the outbox never sees half a message.
      const tmp = join(outboxDir, `.${name}.tmp`);
      await writeFile(tmp, info.message, { mode: 0o600 });
      await rename(tmp, join(outboxDir, name));
    },
  };
}

export function createMailer({ smtp, outboxDir }: MailerOptions): Mailer {
  return smtp ? createSmtpMailer(smtp) : createOutboxMailer(outboxDir);
}
