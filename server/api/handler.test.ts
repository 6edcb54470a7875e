import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverFr } from '../i18n.fr.ts';
import { readFile } from 'node:fs/promises';
import { keyedHasher, sha256Hex } from './crypto.ts';
import { consoleLogger } from './log.ts';
import { RETRY } from './deliveries.ts';
import { createApiHandler } from './handler.ts';
import { createHarness, SITE, T0, testConfig, tokenFrom, valid, type Harness } from './testing.ts';

const m = serverFr.validation;
const t = serverFr.api;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.dispose();
  vi.restoreAllMocks();
});

async function expectJson(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  return (await response.json()) as { ok?: boolean; error?: string; message: string; fields?: Record<string, string> };
}

/** A French HTML page of the confirm endpoint, checked for its headers; its HTML. */
async function page(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  const html = await response.text();
  expect(html).toContain('<html lang="fr">');
  expect(html).not.toContain('<script');
  return html;
}

describe('POST /api/emails/register: success', () => {
  it('stores a pending registration, mails the registrant and the team, answers 200 in French', async () => {
    const body = await expectJson(await h.post(valid), 200);
    expect(body).toEqual({ ok: true, message: t.registered });
    const [registration] = await h.store.list();
    expect(registration).toMatchObject({ ...valid, status: 'pending', teamNotified: true });
    expect(registration?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(registration?.tokenExpiresAt).toBe(new Date(T0.getTime() + 8 * HOUR).toISOString());
    expect(h.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [valid.mail, serverFr.mail.confirmation.subject],
      ['equipe@metr.fr', serverFr.mail.team.subject],
    ]);
    const token = tokenFrom(h.sent, valid.mail);
    expect(token.length).toBeGreaterThanOrEqual(32);
    // Only the hash is stored.
    expect(JSON.stringify(await h.store.list())).not.toContain(token);
    expect(h.logs).toEqual([{ requestId: expect.any(String), status: 200, reason: 'registered' }]);
  });

  it('accepts application/json with a UTF-8 charset and trims every field', async () => {
    const response = await h.post(
      { nom: '  Durand ', prenom: ' Camille', tel: ' +33 6 01 02 03 04 ', mail: ' camille@example.fr ' },
      { headers: { 'Content-Type': 'application/json; charset=UTF-8' } },
    );
    expect(response.status).toBe(200);
    expect((await h.store.list())[0]).toMatchObject({ nom: 'Durand', tel: '+33 6 01 02 03 04' });
  });
});

describe('strictness', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s → 405 with Allow: POST', async (method) => {
    const response = await h.handler(new Request(`${SITE}/api/emails/register`, { method }));
    const body = await expectJson(response, 405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(body.message).toBe(t.methodNotAllowed);
  });

  it.each([
    ['text/plain', '{}'],
    ['application/x-www-form-urlencoded', 'nom=a'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/json; charset=latin1', '{}'],
    ['application/jsonp', '{}'],
  ])('%s → 415', async (type, raw) => {
    const body = await expectJson(await h.post(undefined, { raw, headers: { 'Content-Type': type } }), 415);
    expect(body.message).toBe(t.unsupportedMediaType);
  });

  it('a missing content type → 415', async () => {
    const response = await h.handler(
      new Request(`${SITE}/api/emails/register`, { method: 'POST', body: new Blob(['{}']) }),
    );
    await expectJson(response, 415);
  });

  it('over 4 KB → 413, whether Content-Length says so or not', async () => {
    const big = JSON.stringify({ ...valid, nom: 'x'.repeat(5000) });
    expect((await expectJson(await h.post(undefined, { raw: big }), 413)).message).toBe(t.payloadTooLarge);
    const declared = await h.post(undefined, { raw: '{}', headers: { 'Content-Length': '5000' } });
    await expectJson(declared, 413);
    // 4096 bytes exactly is still read (and then validated).
    const edge = JSON.stringify({ ...valid, website: '' });
    const padded = edge.replace('{', `{${' '.repeat(4096 - Buffer.byteLength(edge))}`);
    expect(Buffer.byteLength(padded)).toBe(4096);
    expect((await h.post(undefined, { raw: padded })).status).toBe(200);
    expect(h.sent).toHaveLength(2);
  });

  it.each(['{"nom":', 'nom=Durand', '', '\u00ff\u00fe'])('malformed JSON %j → 400 in French', async (raw) => {
    const body = await expectJson(await h.post(undefined, { raw }), 400);
    expect(body).toEqual({ error: 'malformed_json', message: t.malformedJson, fields: {} });
  });

  it.each(['[]', 'null', '"text"', '42'])('JSON that is not an object (%s) → 400', async (raw) => {
    expect((await expectJson(await h.post(undefined, { raw }), 400)).message).toBe(t.notAnObject);
  });

  it('unknown keys → 400 with one French message per unknown key', async () => {
    const body = await expectJson(await h.post({ ...valid, admin: true, __proto__x: 1 }), 400);
    expect(body.fields).toEqual({ admin: m.unknownField, __proto__x: m.unknownField });
    expect(body.message).toBe(t.invalid);
  });

  it('missing and mistyped keys → 400 with per-field French errors', async () => {
    const body = await expectJson(await h.post({ nom: 42, prenom: null, tel: ['06'] }), 400);
    expect(body.fields).toEqual({
      nom: m.allFieldsRequired,
      prenom: m.allFieldsRequired,
      tel: m.allFieldsRequired,
      mail: m.allFieldsRequired,
    });
    expect(h.sent).toHaveLength(0);
    expect(await h.store.list()).toHaveLength(0);
  });
});

describe('field rules (the page’s schema)', () => {
  const cases: [string, string, string][] = [
    ['nom', '', m.allFieldsRequired],
    ['nom', '   ', m.allFieldsRequired],
    ['nom', 'x'.repeat(101), m.tooLong],
    ['prenom', '', m.allFieldsRequired],
    ['prenom', 'y'.repeat(101), m.tooLong],
    ['tel', '', m.allFieldsRequired],
    ['tel', '12345', m.phoneInvalid],
    ['tel', '06 01 02 03', m.phoneInvalid],
    ['tel', '0001020304', m.phoneInvalid],
    ['tel', '+0 123 456 789', m.phoneInvalid],
    ['tel', '06 01 02 03 04 05 06 07 08 09 10', m.tooLong],
    ['tel', 'appelez-moi', m.phoneInvalid],
    ['mail', '', m.allFieldsRequired],
    ['mail', 'camille', m.emailInvalid],
    ['mail', 'camille@example', m.emailInvalid],
    ['mail', 'a,b@example.fr', m.emailInvalid],
    ['mail', 'a@example.fr,b@example.fr', m.emailInvalid],
    ['mail', 'Camille <camille@example.fr>', m.emailInvalid],
    ['mail', '"x"@example.fr', m.emailInvalid],
    ['mail', `${'a'.repeat(65)}@example.fr`, m.emailInvalid],
    ['mail', `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.fr`, m.tooLong],
  ];
  it.each(cases)('%s = %j → %s', async (field, value, message) => {
    const body = await expectJson(await h.post({ ...valid, [field]: value }), 400);
    expect(body.fields).toEqual({ [field]: message });
  });

  it.each([
    '0601020304',
    '06 01 02 03 04',
    '06.01.02.03.04',
    '06-01-02-03-04',
    '+33 6 01 02 03 04',
    '+33 (0)6 01 02 03 04',
    '0033 6 01 02 03 04',
    '01 84 80 12 34',
    '+32 470 12 34 56',
    '+1 (415) 555-2671',
    '+44 20 7946 0958',
    '0049 30 901820',
  ])('accepts the phone %j', async (tel) => {
    expect((await h.post({ ...valid, tel })).status).toBe(200);
  });

  it.each([
    'camille.durand+beta@example.fr',
    'c@sous.domaine.example.co.uk',
    'zoé@exemple.fr'.replace('é', 'e'),
    'x@bücher.de',
  ])('accepts the address %j', async (mail) => {
    expect((await h.post({ ...valid, mail })).status).toBe(200);
  });

  it('accepts an address of exactly 254 characters and refuses 255', async () => {
    const domain = (length: number) => `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(length - 63 - 63 - 2 - 3)}.fr`;
    const at254 = `${'a'.repeat(64)}@${domain(254 - 65)}`;
    expect(at254).toHaveLength(254);
    expect((await h.post({ ...valid, mail: at254 })).status).toBe(200);
    const at255 = `${'a'.repeat(64)}@${domain(255 - 65)}`;
    expect((await expectJson(await h.post({ ...valid, mail: at255 }), 400)).fields).toEqual({ mail: m.tooLong });
  });
});

describe('names and invisible characters', () => {
  it.each(['Marie-Hélène N’Diaye', 'Zoë', 'Ødegaard', 'Łukasz', "D'Artagnan"])('accepts %j', async (name) => {
    expect((await h.post({ ...valid, nom: name, prenom: name })).status).toBe(200);
    expect((await h.store.list())[0]).toMatchObject({ nom: name, prenom: name });
  });

  it.each([
    ['0085', '\u0085'],
    ['009B', '\u009b'],
    ['202E', '\u202e'],
    ['2066', '\u2066'],
    ['200B', '\u200b'],
    ['FEFF', '\ufeff'],
    ['D800 (lone surrogate)', '\ud800'],
  ])(
    'refuses U+%s in the names with the field’s French message, storing and sending nothing',
    async (_code, character) => {
      for (const field of ['nom', 'prenom'] as const) {
        const body = await expectJson(await h.post({ ...valid, [field]: `Du${character}rand` }), 400);
        expect(body.fields).toEqual({ [field]: m.invalidCharacters });
      }
      expect(await h.store.list()).toHaveLength(0);
      expect(h.sent).toHaveLength(0);
    },
  );

  it.each(['Luc rendez-vous sur www.arnaque-metr.fr pour activer', 'arnaque.fr', 'http://arnaque.fr', 'a@b.c'])(
    'refuses a link in a name (%j) with its own French message, storing and sending nothing',
    async (name) => {
      const body = await expectJson(await h.post({ ...valid, nom: name, prenom: name }), 400);
      expect(body.fields).toEqual({ nom: m.nameLink, prenom: m.nameLink });
      expect(await h.store.list()).toHaveLength(0);
      expect(h.sent).toHaveLength(0);
    },
  );

  it('never puts a submitted name in the mail to the address: free text reads as nobody’s instruction there', async () => {
    const prenom = 'Luc rendez-vous sur arnaque point fr pour activer';
    expect((await h.post({ ...valid, prenom })).status).toBe(200);
    const [confirmation, team] = h.sent;
    expect(confirmation?.to).toBe(valid.mail);
    expect(confirmation?.text).not.toContain('Luc');
    expect(confirmation?.text).not.toContain(valid.nom);
    expect(confirmation?.text.split('\n')[0]).toBe('Bonjour,');
    // The team reads it as what it is: a field's value, under its label.
    expect(team?.text).toContain(`Prénom\u00a0: ${prenom}`);
  });

  it('refuses digits and symbols in a name with the name message', async () => {
    const body = await expectJson(await h.post({ ...valid, nom: '=HYPERLINK("x")', prenom: 'Jean2' }), 400);
    expect(body.fields).toEqual({ nom: m.nameInvalid, prenom: m.nameInvalid });
  });
});

describe('header injection', () => {
  const attempts = ['\r\nBcc: victim@example.org', '\nBcc: victim@example.org', '\rX: y', '\u0000', '\t', '\u2028'];
  it.each(['nom', 'prenom', 'tel', 'mail'])('refuses CR, LF, NUL and other controls in %s', async (field) => {
    const original = valid[field as keyof typeof valid];
    for (const attempt of attempts) {
      // At the end (where trimming would hide it), at the start and in the middle.
      for (const value of [
        `${original}${attempt}`,
        `${attempt}${original}`,
        `${original.slice(0, 3)}${attempt}${original.slice(3)}`,
      ]) {
        const body = await expectJson(await h.post({ ...valid, [field]: value }), 400);
        expect(body.fields).toEqual({ [field]: m.invalidCharacters });
      }
    }
    expect(h.sent).toHaveLength(0);
    expect(await h.store.list()).toHaveLength(0);
  });

  it('puts user data in no header but Reply-To (team) and To (registrant)', async () => {
    await h.post({ ...valid, nom: 'Subject-Piège', prenom: 'Bcc' });
    const [confirmation, team] = h.sent;
    expect(team).toMatchObject({ from: 'Metr <no-reply@metr.fr>', to: 'equipe@metr.fr', replyTo: valid.mail });
    expect(team?.subject).toBe(serverFr.mail.team.subject);
    expect(confirmation).toMatchObject({ to: valid.mail, subject: serverFr.mail.confirmation.subject });
    expect(confirmation?.replyTo).toBeUndefined();
  });
});

describe('origin checks', () => {
  it.each([
    [{ Origin: 'https://evil.example' }],
    [{ Origin: 'null' }],
    [{ 'Sec-Fetch-Site': 'cross-site' }],
    [{ 'Sec-Fetch-Site': 'same-site' }],
    [{ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses %j with 403', async (headers) => {
    const body = await expectJson(await h.post(valid, { headers }), 403);
    expect(body.message).toBe(t.forbiddenOrigin);
    expect(await h.store.list()).toHaveLength(0);
  });

  it('accepts the same origin, a request without Origin (curl), and an allowlisted origin with CORS', async () => {
    expect((await h.post(valid, { headers: { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
    expect((await h.post({ ...valid, mail: 'b@example.fr' })).status).toBe(200);
    const cross = await h.post(
      { ...valid, mail: 'c@example.fr' },
      { headers: { Origin: 'https://www.metr.fr', 'Sec-Fetch-Site': 'cross-site' } },
    );
    expect(cross.status).toBe(200);
    expect(cross.headers.get('access-control-allow-origin')).toBe('https://www.metr.fr');
  });

  it('never takes the allowed origin from the request URL (Host or request target)', async () => {
    const forged = await h.handler(
      new Request('http://evil.example/api/emails/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example' },
        body: JSON.stringify(valid),
      }),
      { clientAddress: '192.0.2.10' },
    );
    await expectJson(forged, 403);
    expect(await h.store.list()).toHaveLength(0);
  });

  it('answers a preflight from an allowlisted origin only', async () => {
    const preflight = (origin: string) =>
      h.handler(
        new Request(`${SITE}/api/emails/register`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        }),
      );
    const allowed = await preflight('https://www.metr.fr');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(405);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('anti-abuse', () => {
  it('honeypot: the same success, nothing stored, counted or sent', async () => {
    const bot = await h.post({ ...valid, website: 'https://spam.example' });
    const human = await createHarness();
    try {
      const real = await human.post(valid);
      expect(bot.status).toBe(real.status);
      expect(await bot.text()).toBe(await real.text());
    } finally {
      await human.dispose();
    }
    expect(await h.store.list()).toHaveLength(0);
    expect(h.sent).toHaveLength(0);
    expect(h.logs.map((entry) => entry.reason)).toEqual(['honeypot']);
    // Not counted: five real registrations from the same address still pass.
    for (let i = 0; i < 5; i++) expect((await h.post({ ...valid, mail: `p${i}@example.fr` })).status).toBe(200);
  });

  it('an empty honeypot is a human', async () => {
    expect((await h.post({ ...valid, website: '' })).status).toBe(200);
    expect(await h.store.list()).toHaveLength(1);
  });

  it('per IP: 5 per 10 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      h.clock.now = new Date(T0.getTime() + i * MINUTE);
      expect((await h.post({ ...valid, mail: `ip${i}@example.fr` })).status).toBe(200);
    }
    h.clock.now = new Date(T0.getTime() + 6 * MINUTE);
    const limited = await h.post({ ...valid, mail: 'ip5@example.fr' });
    const body = await expectJson(limited, 429);
    expect(limited.headers.get('retry-after')).toBe('240');
    expect(body.message).toBe(t.tooManyRequests);
    expect((await h.post({ ...valid, mail: 'ip5@example.fr' }, { ip: '192.0.2.11' })).status).toBe(200);
    // The same /64 is the same client for IPv6.
    for (let i = 0; i < 5; i++) {
      expect((await h.post({ ...valid, mail: `v6-${i}@example.fr` }, { ip: `2001:db8:1:2::${i + 1}` })).status).toBe(
        200,
      );
    }
    expect((await h.post({ ...valid, mail: 'v6-x@example.fr' }, { ip: '2001:db8:1:2:ffff::9' })).status).toBe(429);
    h.clock.now = new Date(T0.getTime() + 10 * MINUTE + 1);
    expect((await h.post({ ...valid, mail: 'ip6@example.fr' })).status).toBe(200);
    expect(h.logs.filter((entry) => entry.reason === 'rate_limited_ip')).toHaveLength(2);
  });

  /** Status, headers (without the request id) and body: everything a client can see of an answer. */
  async function seen(response: Response) {
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id'));
    return { status: response.status, headers, body: await response.text() };
  }

  it('per address: a fresh address and one submitted an hour ago get the same answers, whatever the count', async () => {
    h.clock.now = T0;
    await h.post({ ...valid, mail: 'recent@example.fr' }, { ip: '198.51.100.1' });
    const answers = async (mail: string, ipBase: number) => {
      const all = [];
      for (let i = 0; i < 6; i++) {
        h.clock.now = new Date(T0.getTime() + HOUR + i * MINUTE);
        all.push(await seen(await h.post({ ...valid, mail }, { ip: `198.51.100.${ipBase + i}` })));
      }
      return all;
    };
    const recent = await answers('recent@example.fr', 10);
    const fresh = await answers('fresh@example.fr', 20);
    expect(recent).toEqual(fresh);
    expect(fresh.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(h.logs.map((entry) => entry.reason)).not.toContain('rate_limited_email');
  });

  it('per address: one link per 10 minutes, whoever asks; the owner is never kept waiting longer', async () => {
    // Someone else submits the address every minute for an hour, from sixty different clients.
    for (let i = 0; i < 60; i++) {
      h.clock.now = new Date(T0.getTime() + i * MINUTE);
      const mail = i % 2 ? valid.mail.toUpperCase() : valid.mail;
      expect((await h.post({ ...valid, mail }, { ip: `198.51.100.${i}` })).status).toBe(200);
    }
    const links = () => h.sent.filter((mail) => mail.to.toLowerCase() === valid.mail);
    expect(links()).toHaveLength(6);
    expect(await h.store.list()).toMatchObject([{ status: 'pending' }]);
    // The owner asks 10 minutes after the last link: a fresh one comes, and it confirms.
    h.clock.now = new Date(T0.getTime() + 60 * MINUTE);
    expect((await h.post(valid, { ip: '203.0.113.50' })).status).toBe(200);
    expect(links()).toHaveLength(7);
    const tokens = links().map((mail) => tokenFrom([mail], mail.to));
    expect(await page(await h.confirm(tokens[6] ?? ''), 200)).toContain(serverFr.confirmPage.confirmed.title);
    // The link before it worked too (now: already confirmed); older ones were replaced twice and are unknown.
    expect(await page(await h.confirm(tokens[5] ?? ''), 200)).toContain(serverFr.confirmPage.alreadyConfirmed.title);
    expect((await h.confirm(tokens[4] ?? '')).status).toBe(404);
  });

  it('a double submission sends one mail, and its link works', async () => {
    expect((await h.post(valid, { ip: '203.0.113.1', settle: false })).status).toBe(200);
    expect((await h.post(valid, { ip: '203.0.113.1' })).status).toBe(200);
    h.clock.now = new Date(T0.getTime() + 9 * MINUTE);
    expect((await h.post(valid, { ip: '203.0.113.1' })).status).toBe(200);
    expect(h.sent.map((mail) => mail.to)).toEqual([valid.mail, 'equipe@metr.fr']);
    expect(h.logs.map((entry) => entry.reason)).toEqual(['registered', 'resent', 'resent']);
    expect(await page(await h.confirm(tokenFrom(h.sent, valid.mail)), 200)).toContain(
      serverFr.confirmPage.confirmed.title,
    );
  });

  it('a new link after 10 minutes leaves the first one working (a mail delayed by greylisting still confirms)', async () => {
    await h.post(valid);
    const first = tokenFrom(h.sent, valid.mail);
    h.clock.now = new Date(T0.getTime() + 15 * MINUTE);
    await h.post(valid);
    const second = tokenFrom(h.sent, valid.mail);
    expect(second).not.toBe(first);
    expect(await page(await h.confirm(first), 200)).toContain(serverFr.confirmPage.confirmed.title);
    expect(await page(await h.confirm(second), 200)).toContain(serverFr.confirmPage.alreadyConfirmed.title);
  });

  it('counts by keyed hashes (HMAC with the store’s key), never by plain hashes of the IP or the address', async () => {
    expect((await h.post(valid, { ip: '203.0.113.9' })).status).toBe(200);
    const keys = (await readFile(h.store.path, 'utf8'))
      .split('\n')
      .flatMap((line) => /"t":"hit","k":"([^"]+)"/.exec(line)?.[1] ?? []);
    const hmac = keyedHasher(h.store.rateLimitSecret);
    // Only the client is counted: an address's links are paced by its own registration (no counter to read).
    expect(keys).toEqual([`ip:${await hmac('ip:203.0.113.9')}`]);
    for (const plain of [await sha256Hex('203.0.113.9'), await sha256Hex(valid.mail)]) {
      expect(keys.join()).not.toContain(plain);
    }
    // RATE_LIMIT_SECRET, when set, is the key instead.
    const configured = await createHarness({ rateLimitSecret: 'k'.repeat(32) });
    try {
      await configured.post(valid, { ip: '203.0.113.9' });
      const other = await readFile(configured.store.path, 'utf8');
      expect(other).toContain(`ip:${await keyedHasher('k'.repeat(32))('ip:203.0.113.9')}`);
    } finally {
      await configured.dispose();
    }
  });

  it('answers a new and an already registered address identically (status, body, headers)', async () => {
    const strip = (response: Response) => {
      const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id'));
      return { status: response.status, headers };
    };
    const first = await h.post(valid, { ip: '203.0.113.1' });
    const again = await h.post({ ...valid, nom: 'Autre' }, { ip: '203.0.113.2' });
    expect(strip(again)).toEqual(strip(first));
    expect(await again.text()).toBe(await first.text());
    // The stored data is not rewritten by whoever knows the address.
    expect((await h.store.list())[0]?.nom).toBe('Durand');
    // Still pending, its link sent a moment ago: no second mail; the team is not told twice.
    expect(h.sent.map((mail) => mail.to)).toEqual([valid.mail, 'equipe@metr.fr']);
    // Later, still pending: a fresh link.
    h.clock.now = new Date(T0.getTime() + 10 * MINUTE);
    const later = await h.post(valid, { ip: '203.0.113.4' });
    expect(strip(later)).toEqual(strip(first));
    expect(h.sent.map((mail) => mail.to)).toEqual([valid.mail, 'equipe@metr.fr', valid.mail]);
    const token = tokenFrom(h.sent, valid.mail);
    await h.confirm(token);
    const confirmed = await h.post(valid, { ip: '203.0.113.3' });
    expect(strip(confirmed)).toEqual(strip(first));
    expect(h.sent).toHaveLength(3);
  });
});

describe('refused requests never wait for the store', () => {
  it('answers 1,000 refused requests while the store is busy; an accepted one waits only for the store', async () => {
    const flooder = '198.51.100.200';
    for (let i = 0; i < 5; i++) {
      expect((await h.post({ ...valid, mail: `f${i}@example.fr` }, { ip: flooder })).status).toBe(200);
    }
    // From now on the store is busy (another process holds the file's lock, say): whatever calls it waits until
    // the gate opens. A refusal that called it would never be answered, and the test would time out.
    let open = () => {};
    const gate = new Promise<void>((done) => (open = done));
    const store = h.store;
    const hit = store.hit.bind(store);
    const register = store.register.bind(store);
    vi.spyOn(store, 'hit').mockImplementation(async (...args) => {
      await gate;
      return hit(...args);
    });
    vi.spyOn(store, 'register').mockImplementation(async (...args) => {
      await gate;
      return register(...args);
    });
    let isAcceptedDone = false;
    const accepted = h
      .post({ ...valid, mail: 'other@example.fr' }, { ip: '203.0.113.200', settle: false })
      .then((response) => {
        isAcceptedDone = true;
        return response;
      });
    const registerUrl = `${SITE}/api/emails/register`;
    const refusals: Array<Promise<Response>> = [];
    for (let i = 0; i < 1000; i++) {
      const kind = i % 5;
      refusals.push(
        kind === 0
          ? h.post({ ...valid, mail: `flood${i}@example.fr` }, { ip: flooder, settle: false })
          : kind === 1
            ? h.post({ ...valid, prenom: 'arnaque.fr' }, { ip: `192.0.2.${i % 200}`, settle: false })
            : kind === 2
              ? h.handler(new Request(registerUrl, { method: 'PUT' }), { clientAddress: flooder })
              : kind === 3
                ? h.post(undefined, { raw: 'x'.repeat(5000), ip: flooder, settle: false })
                : h.post(undefined, { raw: '{}', headers: { 'Content-Type': 'text/plain' }, settle: false }),
      );
    }
    // Every refusal is answered while the lock is still held: none of them queued for it.
    const statuses = await Promise.all(refusals.map(async (response) => (await response).status));
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect([429, 400, 405, 413, 415].map(count)).toEqual([200, 200, 200, 200, 200]);
    expect(isAcceptedDone).toBe(false);
    open();
    expect((await accepted).status).toBe(200);
  });

  it('sends at most the limit’s count of one client’s requests to the store at once; the rest wait for them', async () => {
    const hit = vi.spyOn(h.store, 'hit');
    const flooder = '198.51.100.201';
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        h.post({ ...valid, mail: `burst${i}@example.fr` }, { ip: flooder, settle: false }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    expect(hit).toHaveBeenCalledTimes(5);
    // The wait is the store's, to the millisecond: the first hit leaves the window 10 minutes after it.
    expect(new Set(responses.filter((r) => r.status === 429).map((r) => r.headers.get('retry-after')))).toEqual(
      new Set(['600']),
    );
    await h.handler.idle();
  });
});

describe('/api/emails/confirm', () => {
  it('GET (the link, or a mail scanner following it) shows a « Confirmer » form and confirms nothing', async () => {
    await h.post(valid);
    const token = tokenFrom(h.sent, valid.mail);
    for (let i = 0; i < 3; i++) {
      const response = await h.confirmPage(token);
      expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
      const html = await page(response, 200);
      expect(html).toContain(serverFr.confirmPage.confirmForm.title);
      expect(html).toContain('<form method="post" action="confirm">');
      expect(html).toContain(`<input type="hidden" name="token" value="${token}">`);
      expect(html).toContain('<button type="submit">Confirmer</button>');
    }
    expect((await h.store.list())[0]?.status).toBe('pending');
    expect(h.logs.at(-1)?.reason).toBe('confirm_form');
  });

  it('POST from the page confirms once, then says it is already confirmed', async () => {
    await h.post(valid);
    const token = tokenFrom(h.sent, valid.mail);
    h.clock.now = new Date(T0.getTime() + HOUR);
    const confirmed = await h.confirm(token);
    expect(confirmed.headers.get('content-security-policy')).toContain("form-action 'none'");
    expect(await page(confirmed, 200)).toContain(serverFr.confirmPage.confirmed.title);
    expect((await h.store.list())[0]).toMatchObject({ status: 'confirmed', confirmedAt: h.clock.now.toISOString() });
    expect(await page(await h.confirm(token), 200)).toContain(serverFr.confirmPage.alreadyConfirmed.title);
  });

  it('expires after 8 hours', async () => {
    await h.post(valid);
    const token = tokenFrom(h.sent, valid.mail);
    h.clock.now = new Date(T0.getTime() + 8 * HOUR);
    expect(await page(await h.confirm(token), 410)).toContain(serverFr.confirmPage.expired.title);
    expect((await h.store.list())[0]?.status).toBe('pending');
  });

  it.each(['', 'abc', 'A'.repeat(43), '<script>alert(1)</script>'])('unknown token %j → French page', async (token) => {
    expect(await page(await h.confirm(token), 404)).toContain(serverFr.confirmPage.unknown.title);
    if (token.length !== 43) expect(await page(await h.confirmPage(token), 404)).toContain('Lien invalide');
  });

  it('refuses a POST from another site (CSRF), whatever the token', async () => {
    await h.post(valid);
    const token = tokenFrom(h.sent, valid.mail);
    const forged: Record<string, string>[] = [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of forged) {
      expect(await page(await h.confirm(token, { headers }), 403)).toContain(serverFr.confirmPage.forbidden.title);
    }
    const withoutOrigin = await h.handler(
      new Request(`${SITE}/api/emails/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
        body: `token=${token}`,
      }),
    );
    expect(withoutOrigin.status).toBe(403);
    expect((await h.store.list())[0]?.status).toBe('pending');
  });

  it('accepts only a small form body: JSON → 415, over 256 bytes → 413', async () => {
    const json = await h.handler(
      new Request(`${SITE}/api/emails/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"token":"x"}',
      }),
    );
    expect(json.status).toBe(415);
    const big = await h.handler(
      new Request(`${SITE}/api/emails/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `token=${'A'.repeat(43)}&pad=${'x'.repeat(300)}`,
      }),
    );
    expect(big.status).toBe(413);
  });

  it('GET and POST only', async () => {
    const response = await h.handler(new Request(`${SITE}/api/emails/confirm?token=x`, { method: 'PUT' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('limits each client to 20 pages or posts per 10 minutes (in memory), then a French 429 page', async () => {
    const unknown = 'U'.repeat(43);
    for (let i = 0; i < 10; i++) {
      expect((await h.confirmPage(unknown)).status).toBe(200);
      expect((await h.confirm(unknown)).status).toBe(404);
    }
    const limited = await h.confirm(unknown);
    expect(await page(limited, 429)).toContain(serverFr.confirmPage.tooManyRequests.title);
    expect(limited.headers.get('retry-after')).toBe('600');
    expect((await h.confirmPage(unknown)).status).toBe(429);
    // Another client is not affected; the window ends.
    expect((await h.confirm(unknown, { ip: '192.0.2.99' })).status).toBe(404);
    h.clock.now = new Date(T0.getTime() + 10 * MINUTE);
    expect((await h.confirm(unknown)).status).toBe(404);
    expect(h.logs.filter((entry) => entry.reason === 'rate_limited_ip')).toHaveLength(2);
  });

  it('a flood of unknown tokens never touches the store’s lock', async () => {
    const lock = vi.spyOn(h.store as unknown as { lock: () => Promise<void> }, 'lock');
    for (let i = 0; i < 15; i++)
      expect((await h.confirm(`${'Z'.repeat(40)}${String(i).padStart(3, '0')}`)).status).toBe(404);
    expect(lock).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it('a mail failure: the registration is still acknowledged and kept, its mails owed and sent later', async () => {
    h.mailer.failing = true;
    const body = await expectJson(await h.post(valid), 200);
    expect(body).toEqual({ ok: true, message: t.registered });
    expect(await h.store.list()).toMatchObject([
      { mail: valid.mail, status: 'pending', teamNotified: false, confirmationOwed: true },
    ]);
    expect(h.logs.map((entry) => [entry.status, entry.reason])).toEqual([
      [200, 'registered'],
      [502, 'mail_failed'],
    ]);
    h.mailer.failing = false;
    expect((await h.post(valid)).status).toBe(200);
    expect(h.sent.map((mail) => mail.to)).toEqual([valid.mail, 'equipe@metr.fr']);
    expect(await h.store.list()).toMatchObject([{ teamNotified: true, confirmationOwed: false }]);
    expect(h.logs.at(-1)?.reason).toBe('resent');
  });

  it('a store failure while delivering is logged as ours (500), not as the mail’s; the mail stays owed', async () => {
    vi.spyOn(h.store, 'setToken').mockRejectedValueOnce(new Error(`disk full for ${valid.mail}`));
    expect((await h.post(valid)).status).toBe(200);
    expect(h.logs.map((entry) => [entry.status, entry.reason])).toEqual([
      [200, 'registered'],
      [500, 'internal_error'],
    ]);
    expect(JSON.stringify(h.logs)).not.toContain(valid.mail);
    expect((await h.store.list())[0]?.confirmationOwed).toBe(true);
  });

  it('retries owed mails on its own after a failure, backing off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      h.mailer.failing = true;
      await h.post(valid);
      h.mailer.failing = false;
      expect(h.sent).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(RETRY.firstMs - 1);
      expect(h.sent).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await h.handler.idle();
      expect(h.sent.map((mail) => mail.to)).toEqual([valid.mail, 'equipe@metr.fr']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends at start what a previous process owed (stopped before its mails)', async () => {
    await h.store.register({ id: 'owed-1', ...valid }, T0);
    const restarted = createApiHandler({
      store: h.store,
      mailer: h.mailer,
      config: testConfig,
      now: () => T0,
      logger: { log: () => undefined },
    });
    await restarted.idle();
    expect(h.sent.map((mail) => mail.to)).toEqual([valid.mail, 'equipe@metr.fr']);
    await restarted.close();
  });

  it('a store failure → 500 in French, nothing about the request in the log', async () => {
    vi.spyOn(h.store, 'register').mockRejectedValue(new Error(`disk full while writing ${valid.mail}`));
    const body = await expectJson(await h.post(valid), 500);
    expect(body.message).toBe(t.internal);
    expect(JSON.stringify(h.logs)).not.toContain(valid.mail);
  });

  it('a client that goes away mid-body is logged as its abort (499), not as our failure', async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new Error('aborted'));
        else controller.enqueue(new TextEncoder().encode('{"nom":"Dur'));
        sent = true;
      },
    });
    const response = await h.handler(
      new Request(`${SITE}/api/emails/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(499);
    expect(h.logs).toEqual([{ requestId: expect.any(String), status: 499, reason: 'client_aborted' }]);
  });

  it('unknown API path → JSON 404', async () => {
    const body = await expectJson(await h.handler(new Request(`${SITE}/api/emails/other`)), 404);
    expect(body.message).toBe(t.notFound);
  });
});

describe('privacy of logs', () => {
  it('logs only request id, status and reason: no submitted value, address, IP or token', async () => {
    const lines: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      });
    }
    const logged = await createHarness({ logger: consoleLogger });
    try {
      const values = { nom: 'Secretnom', prenom: 'Secretprenom', tel: '+33 6 98 76 54 32', mail: 'secret@example.fr' };
      await logged.post(values, { ip: '203.0.113.77' });
      await logged.post({ ...values, nom: 'x\r\ny' }, { ip: '203.0.113.77' });
      await logged.post(undefined, { raw: '{"nom":"Secretnom"', ip: '203.0.113.77' });
      await logged.post({ ...values, website: 'Secretbot' }, { ip: '203.0.113.77' });
      await logged.post({ ...values, intrus: 'Secretkey' }, { ip: '203.0.113.77' });
      logged.mailer.failing = true;
      await logged.post({ ...values, mail: 'secret2@example.fr' }, { ip: '203.0.113.77' });
      const token = tokenFrom(logged.sent, values.mail);
      await logged.confirm(token);
      await logged.post(values, { ip: '203.0.113.77' }); // 429
      expect(lines.length).toBeGreaterThanOrEqual(8);
      const all = lines.join('\n');
      for (const secret of ['Secret', 'secret', '98 76', '+33', '203.0.113', token, 'intrus']) {
        expect(all).not.toContain(secret);
      }
      for (const line of lines) {
        expect(Object.keys(JSON.parse(line) as object).sort()).toEqual(['at', 'reason', 'requestId', 'status']);
      }
    } finally {
      await logged.dispose();
    }
  });
});
