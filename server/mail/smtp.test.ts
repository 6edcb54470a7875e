/** Both mails through a real SMTP server on loopback (smtp-server), parsed back with mailparser. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, SITE, valid, type Harness } from '../api/testing.ts';
import { serverFr } from '../i18n.fr.ts';
import { createSmtpMailer } from './mailer.ts';

interface Received {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

let server: SMTPServer;
let received: Received[];
let refuse: boolean;
let h: Harness;

beforeEach(async () => {
  received = [];
  refuse = false;
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refuse) {
        const error = Object.assign(new Error('Service temporairement indisponible'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            mail,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  h = await createHarness({ mailer: createSmtpMailer({ host: '127.0.0.1', port, secure: false }) });
});

afterEach(async () => {
  await h.dispose();
  await new Promise<void>((done) => server.close(() => done()));
});

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address));

/** Header names a mail may carry; anything else would be a surprise worth a look. */
const ALLOWED_HEADERS = new Set([
  'from',
  'to',
  'reply-to',
  'subject',
  'message-id',
  'date',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
]);

describe('mails over SMTP', () => {
  it('sends the French confirmation and the team notification with exactly the expected headers', async () => {
    const registrant = { ...valid, nom: 'Lefèvre', prenom: 'Zoé', mail: 'zoe.lefevre@example.fr' };
    expect((await h.post(registrant)).status).toBe(200);
    expect(received).toHaveLength(2);
    const [confirmation, team] = received as [Received, Received];

    // Confirmation: to the registrant, no Reply-To, fixed From and Subject, French body with the link.
    expect(confirmation.envelope).toEqual({ from: 'no-reply@metr.fr', to: [registrant.mail] });
    expect(confirmation.mail.from?.value).toEqual([{ address: 'no-reply@metr.fr', name: 'Metr' }]);
    expect(addresses(confirmation.mail.to)).toEqual([registrant.mail]);
    expect(confirmation.mail.replyTo).toBeUndefined();
    expect(confirmation.mail.subject).toBe('Confirmez votre inscription au programme bêta Metr');
    const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(confirmation.mail.text ?? '')?.[1] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(confirmation.mail.text).toMatch(/^Bonjour,\n/);
    expect(confirmation.mail.text).not.toContain('Zoé');
    expect(confirmation.mail.text).toContain('Merci pour votre inscription au programme bêta Metr.');
    expect(confirmation.mail.text).toContain(`${SITE}/api/emails/confirm?token=${token}`);
    expect(confirmation.mail.text).toContain('valable 8\u00a0heures');
    expect(confirmation.mail.html).toBe(false);

    // Team: fixed To, From, Subject; the registrant only in Reply-To and the body.
    expect(team.envelope).toEqual({ from: 'no-reply@metr.fr', to: ['equipe@metr.fr'] });
    expect(addresses(team.mail.to)).toEqual(['equipe@metr.fr']);
    expect(team.mail.replyTo?.value).toEqual([{ address: registrant.mail, name: '' }]);
    expect(team.mail.subject).toBe(serverFr.mail.team.subject);
    for (const line of [
      'Nom\u00a0: Lefèvre',
      'Prénom\u00a0: Zoé',
      `Téléphone\u00a0: ${valid.tel}`,
      `Email\u00a0: ${registrant.mail}`,
    ]) {
      expect(team.mail.text).toContain(line);
    }

    for (const { mail } of [confirmation, team]) {
      for (const [name, value] of mail.headers) {
        expect(ALLOWED_HEADERS.has(name), `unexpected header ${name}`).toBe(true);
        if (name === 'reply-to' || name === 'to') continue;
        const text = JSON.stringify(value);
        for (const userValue of ['Lefèvre', 'Zoé', 'zoe.lefevre', valid.tel]) expect(text).not.toContain(userValue);
      }
    }

    // And the link works: its page, then its button.
    expect((await h.confirmPage(token)).status).toBe(200);
    expect((await h.confirm(token)).status).toBe(200);
  });

  it('an SMTP refusal: the registration acknowledged and kept, its mails sent by the next delivery', async () => {
    refuse = true;
    const response = await h.post(valid);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe(serverFr.api.registered);
    expect(received).toEqual([]);
    expect(await h.store.list()).toMatchObject([
      { mail: valid.mail, status: 'pending', teamNotified: false, confirmationOwed: true },
    ]);
    refuse = false;
    expect((await h.post(valid)).status).toBe(200);
    expect(received.map((r) => r.envelope.to[0])).toEqual([valid.mail, 'equipe@metr.fr']);
    expect((await h.store.list())[0]).toMatchObject({ teamNotified: true, confirmationOwed: false });
  });
});
