/**
 * The team's tool for beta registrations (beta access is granted by hand, by the team):
 *
 *   npm run registrations -- list                  one line per registration
 *   npm run registrations -- export [--output f]   CSV for a spreadsheet (UTF-8 with BOM, ';', CRLF)
 *   npm run registrations -- approve <id>          sends the invitation with a beta code (confirmed addresses only)
 *   npm run registrations -- purge [--dry-run]     erases registrations 3 years after the last contact
 *
 * Operator messages are in English like the other scripts; what reaches registrants (the invitation) and the CSV
 * header are French. The beta code is only ever in the invitation mail: it is not printed and only its hash is kept.
 */
import { writeFile } from 'node:fs/promises';
import { PHONE_CHARACTERS } from '../../src/domain/validation/beta.ts';
import { newBetaCode, sha256Hex } from '../api/crypto.ts';
import { serverFr } from '../i18n.fr.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeInvitation } from '../mail/messages.ts';
import { printable } from '../printable.ts';
import type { Registration, RegistrationStore } from '../store/types.ts';

export interface CliDeps {
  store: RegistrationStore;
  mailer: Mailer;
  mailFrom: string;
  appUrl: string;
  now?: () => Date;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

export const RETENTION_YEARS = 3;
/** Rate-limit hits older than the longest window (24 h) count for nothing. */
const HIT_RETENTION_MS = 24 * 60 * 60 * 1000;

const USAGE = 'usage: npm run registrations -- list | export [--output <file>] | approve <id> | purge [--dry-run]';

/**
 * A cell a spreadsheet reads as text: unsafe characters escaped (printable), a leading ' on a value that starts like
 * a formula (=, +, -, @, tab, CR: CSV injection), then RFC 4180 quoting.
 */
export function csvCell(value: string): string {
  const shown = printable(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${shown}` : shown;
  return /[";\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The phone column is written unchanged when it holds only the characters the schema allows (digits, space,
 * + . - ( )): such a cell names no function, no reference and no DDE command, so even read as a formula it can do
 * nothing, and '+33 6 12 34 56 78' stays a number the team can dial. Anything else is neutralised as any cell.
 */
export function phoneCell(value: string): string {
  return PHONE_CHARACTERS.test(value) ? value : csvCell(value);
}

export function toCsv(registrations: readonly Registration[]): string {
  const rows = registrations.map((r) => [
    ...[r.id, serverFr.cli.status[r.status], r.nom, r.prenom].map(csvCell),
    phoneCell(r.tel),
    ...[r.mail, r.createdAt, r.confirmedAt ?? '', r.approvedAt ?? '', r.lastContactAt].map(csvCell),
  ]);
  // The BOM tells Excel the file is UTF-8 (accents); ';' is the separator of French-locale spreadsheets.
  return `\uFEFF${[serverFr.cli.csvHeader.map(csvCell), ...rows].map((row) => row.join(';')).join('\r\n')}\r\n`;
}

/** The cut-off: registrations whose last contact is before now minus 3 calendar years are erased. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  return cutoff;
}

export async function runRegistrationsCli(args: readonly string[], deps: CliDeps): Promise<number> {
  const { store, mailer, now = () => new Date(), out = console.info, err = console.error } = deps;
  const [command, ...rest] = args;
  switch (command) {
    case 'list': {
      const registrations = await store.list();
      for (const r of registrations) {
        const fields = [r.id, r.status, r.createdAt, r.lastContactAt, r.mail, `${r.prenom} ${r.nom}`, r.tel];
        out(fields.map(printable).join('\t'));
      }
      out(`${registrations.length} registration(s)`);
      return 0;
    }
    case 'export': {
      const csv = toCsv(await store.list());
      const flag = rest.indexOf('--output');
      const file = flag >= 0 ? rest[flag + 1] : undefined;
      if (flag >= 0 && !file) {
        err(USAGE);
        return 2;
      }
      if (file) {
        await writeFile(file, csv, { mode: 0o600 });
        err(`exported to ${file}`);
      } else {
        process.stdout.write(csv);
      }
      return 0;
    }
    case 'approve': {
      const id = rest[0];
      if (!id) {
        err(USAGE);
        return 2;
      }
      const registration = await store.get(id);
      if (!registration) {
        err(`no registration with id ${id}`);
        return 1;
      }
      if (registration.status !== 'confirmed') {
        err(
          registration.status === 'approved'
            ? `registration ${id} is already approved`
            : `registration ${id} has not confirmed its email address yet`,
        );
        return 1;
      }
      const code = newBetaCode();
      // Mail first: an approval is recorded only once the code has actually gone out.
      await mailer.send(
        composeInvitation({
          from: deps.mailFrom,
          to: registration.mail,
          code,
          appUrl: deps.appUrl,
        }),
      );
      const approved = await store.approve(id, await sha256Hex(code), now());
      if (!approved) {
        err(`registration ${id} changed while approving; the invitation was sent, check its status`);
        return 1;
      }
      out(`approved ${id}: invitation sent`);
      return 0;
    }
    case 'purge': {
      const at = now();
      const cutoff = retentionCutoff(at);
      if (rest.includes('--dry-run')) {
        const due = (await store.list()).filter((r) => Date.parse(r.lastContactAt) < cutoff.getTime());
        out(`${due.length} registration(s) would be erased (last contact before ${cutoff.toISOString()})`);
        return 0;
      }
      const { registrations } = await store.purge(cutoff, new Date(at.getTime() - HIT_RETENTION_MS));
      out(`${registrations} registration(s) erased (last contact before ${cutoff.toISOString()})`);
      return 0;
    }
    default:
      err(USAGE);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}
