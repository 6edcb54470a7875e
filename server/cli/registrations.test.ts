import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../api/crypto.ts';
import { createOutboxMailer } from '../mail/mailer.ts';
import { FileStore } from '../store/file.ts';
import type { NewRegistration } from '../store/types.ts';
import { csvCell, phoneCell, retentionCutoff, runRegistrationsCli, toCsv, type CliDeps } from './registrations.ts';

const T0 = new Date('2026-03-02T09:00:00.000Z');
let dir: string;
let store: FileStore;
let out: string[];
let err: string[];
let clock: Date;

function deps(): CliDeps {
  return {
    store,
    mailer: createOutboxMailer(join(dir, 'outbox')),
    mailFrom: 'Metr <no-reply@metr.fr>',
    appUrl: 'https://app.metr.fr',
    now: () => clock,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  };
}
const run = (...args: string[]) => runRegistrationsCli(args, deps());

let n = 0;
async function registration(overrides: Partial<NewRegistration> = {}, at = T0, confirm = false) {
  n += 1;
  const { registration: r } = await store.register(
    { id: `id-${n}`, nom: 'Durand', prenom: 'Camille', tel: '06 01 02 03 04', mail: `c${n}@example.fr`, ...overrides },
    at,
  );
  if (confirm) {
    await store.setToken(r.id, `hash-${n}`, new Date(at.getTime() + 1000), at);
    await store.confirm(`hash-${n}`, at);
  }
  return r;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'metr-cli-'));
  store = await FileStore.open(join(dir, 'data'));
  out = [];
  err = [];
  clock = T0;
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('registrations CLI', () => {
  it('lists every registration, one line each', async () => {
    await registration({ mail: 'a@example.fr' });
    await registration({ mail: 'b@example.fr' }, T0, true);
    expect(await run('list')).toBe(0);
    expect(out).toHaveLength(3);
    expect(out[0]).toMatch(
      /^id-\d+\tpending\t2026-03-02T09:00:00.000Z\t.*\ta@example.fr\tCamille Durand\t06 01 02 03 04$/,
    );
    expect(out[1]).toContain('\tconfirmed\t');
    expect(out[2]).toBe('2 registration(s)');
  });

  it('exports CSV: BOM, semicolons, CRLF, RFC 4180 quoting, formula cells neutralised', async () => {
    await registration({ nom: '=HYPERLINK("http://x","clic")', prenom: 'Zoé; "Zo"', tel: '+33 6 01 02 03 04' });
    await registration({ nom: '@SUM(A1)', prenom: '-2+3', mail: 'ok@example.fr' });
    const csv = toCsv(await store.list());
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('id;statut;nom;prénom;téléphone;email;inscrit le;confirmé le;approuvé le;dernier contact');
    expect(lines[1]).toBe(
      `id-${n - 1};en attente;"'=HYPERLINK(""http://x"",""clic"")";"Zoé; ""Zo""";+33 6 01 02 03 04;c${n - 1}@example.fr;2026-03-02T09:00:00.000Z;;;2026-03-02T09:00:00.000Z`,
    );
    expect(lines[2]).toContain(";'@SUM(A1);'-2+3;");
    expect(await run('export', '--output', join(dir, 'out.csv'))).toBe(0);
    expect(await readFile(join(dir, 'out.csv'), 'utf8')).toBe(csv);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+33', "'+33"],
    ['-1', "'-1"],
    ['@x', "'@x"],
    ['\tx', "'\\u{9}x"],
    ['a;b', '"a;b"'],
    ['a"b', '"a""b"'],
    ['a\nb', 'a\\u{A}b'],
    ['Dupont', 'Dupont'],
    ['', ''],
    ['Du\u202erand', 'Du\\u{202E}rand'],
    ['\u0085=1', '\\u{85}=1'],
    ['\u001b[2J', '\\u{1B}[2J'],
    ['a\\u{41}', 'a\\\\u{41}'],
  ])('csvCell(%j) = %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['06.12.34.56.78', '06.12.34.56.78'],
    ['+33 (0)6 12 34 56 78', '+33 (0)6 12 34 56 78'],
    ['-2+3', '-2+3'],
    ['+1+cmd|x', "'+1+cmd|x"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('phoneCell(%j) = %j: intact when phone characters only, neutralised otherwise', (value, expected) => {
    expect(phoneCell(value)).toBe(expected);
  });

  it('lists stored unsafe characters as visible escapes, never raw to the terminal', async () => {
    await registration({ nom: 'Du\u202erand\u001b[31m', prenom: 'Zo\u200bé\u009b2J', tel: '06\u0085' });
    expect(await run('list')).toBe(0);
    const line = out[0] ?? '';
    expect(line).toContain('Zo\\u{200B}é\\u{9B}2J Du\\u{202E}rand\\u{1B}[31m');
    expect(line).toContain('\t06\\u{85}');
    // eslint-disable-next-line no-control-regex -- the test looks for raw controls
    expect(line).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u0080-\u009f\u200b\u202e]/);
    const csv = toCsv(await store.list());
    // eslint-disable-next-line no-control-regex -- the test looks for raw controls
    expect(csv).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u0080-\u009f\u200b\u202e]/);
    expect(csv).toContain(';Zo\\u{200B}é\\u{9B}2J;06\\u{85};');
  });

  it('approve: sends the invitation with a CSPRNG beta code, stores only its hash', async () => {
    const r = await registration({ prenom: 'Zoé', mail: 'zoe@example.fr' }, T0, true);
    clock = new Date(T0.getTime() + 60_000);
    expect(await run('approve', r.id)).toBe(0);
    expect(out).toEqual([`approved ${r.id}: invitation sent`]);
    const [file] = await readdir(join(dir, 'outbox'));
    const mail = await simpleParser(await readFile(join(dir, 'outbox', file ?? '')));
    expect(mail.subject).toBe('Votre accès au programme bêta Metr');
    expect(mail.from?.value).toEqual([{ address: 'no-reply@metr.fr', name: 'Metr' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('zoe@example.fr');
    expect(mail.text).toMatch(/^Bonjour,\n/);
    expect(mail.text).not.toContain('Zoé');
    expect(mail.text).toContain('https://app.metr.fr');
    const code = /Votre code bêta\u00a0: (METR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4})/.exec(
      mail.text ?? '',
    )?.[1];
    expect(code).toBeDefined();
    const stored = await store.get(r.id);
    expect(stored).toMatchObject({ status: 'approved', approvedAt: clock.toISOString() });
    expect(stored?.betaCodeHash).toBe(await sha256Hex(code ?? ''));
    expect(JSON.stringify(out) + JSON.stringify(err)).not.toContain(code);
    // Not twice.
    expect(await run('approve', r.id)).toBe(1);
    expect(err.at(-1)).toContain('already approved');
  });

  it('approve refuses an unconfirmed or unknown registration, and sends nothing', async () => {
    const r = await registration();
    expect(await run('approve', r.id)).toBe(1);
    expect(err.at(-1)).toContain('has not confirmed');
    expect(await run('approve', 'nope')).toBe(1);
    expect(await run('approve')).toBe(2);
    expect(await readdir(join(dir, 'outbox')).catch(() => [])).toEqual([]);
  });

  it('purge: erases registrations 3 years after the last contact, by a fake clock', async () => {
    const old = await registration({}, new Date('2023-03-01T09:00:00.000Z'));
    const recontacted = await registration({}, new Date('2022-01-01T00:00:00.000Z'));
    // A later contact (a confirmation) restarts the period.
    await store.setToken(
      recontacted.id,
      'tok',
      new Date('2023-06-01T00:00:00.000Z'),
      new Date('2023-05-01T00:00:00.000Z'),
    );
    const edge = await registration({}, new Date('2023-03-02T09:00:00.000Z'));
    const recent = await registration({}, new Date('2025-12-01T00:00:00.000Z'));
    expect(retentionCutoff(T0).toISOString()).toBe('2023-03-02T09:00:00.000Z');
    expect(await run('purge', '--dry-run')).toBe(0);
    expect(out.at(-1)).toMatch(/^1 registration\(s\) would be erased/);
    expect((await store.list()).length).toBe(4);
    expect(await run('purge')).toBe(0);
    expect(out.at(-1)).toMatch(/^1 registration\(s\) erased/);
    expect((await store.list()).map((r) => r.id).sort()).toEqual([recontacted.id, edge.id, recent.id].sort());
    expect(await store.get(old.id)).toBeUndefined();
    clock = new Date('2026-05-02T00:00:00.000Z');
    await run('purge');
    expect((await store.list()).map((r) => r.id)).toEqual([recent.id]);
    clock = new Date('2028-12-02T00:00:00.000Z');
    await run('purge');
    expect((await store.list()).map((r) => r.id)).toEqual([]);
  });

  it('prints usage for an unknown command', async () => {
    expect(await run('drop-all')).toBe(2);
    expect(err[0]).toMatch(/^usage: npm run registrations -- list/);
  });
});
