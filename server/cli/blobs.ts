/**
 * The team's tool for the plans' blob store (`server/blobs/`), on the server's own environment:
 *
 *   npm run blobs -- collect [--dry-run]   removes the blobs no shared project references any more (collect.ts)
 *
 * Run it from cron (daily is plenty), on one machine: two passes at once are safe (each blob is decided under its
 * lock) but do the work twice. Operator messages are in English like the other scripts; no hash is printed, only
 * counts.
 */
import { collectBlobs, type CollectOptions, type CollectReport } from '../blobs/collect.ts';

export interface BlobsCliDeps extends Omit<CollectOptions, 'dryRun'> {
  out?: (line: string) => void;
  err?: (line: string) => void;
}

const USAGE = 'usage: npm run blobs -- collect [--dry-run]';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function describeReport(report: CollectReport, dryRun: boolean, graceMs: number): string[] {
  const hours = Math.round((graceMs / (60 * 60 * 1000)) * 10) / 10;
  return [
    `${report.stored} blob(s) stored`,
    `${dryRun ? 'would remove' : 'removed'} ${report.removed} unreferenced blob(s), ${megabytes(report.removedBytes)}`,
    `kept ${report.recent} unreferenced blob(s) written in the last ${hours} h (grace period)`,
    `kept ${report.inDocuments} blob(s) named in a project's document only`,
    `${dryRun ? 'would forget' : 'forgot'} ${report.forgotten} record(s) of blobs whose bytes were gone`,
    ...(dryRun ? [] : [`removed ${report.temporaries} abandoned temporary upload(s)`]),
  ];
}

export async function runBlobsCli(args: readonly string[], deps: BlobsCliDeps): Promise<number> {
  const { out = console.info, err = console.error, ...options } = deps;
  const [command, ...rest] = args;
  if (command !== 'collect' || rest.some((arg) => arg !== '--dry-run')) {
    err(USAGE);
    return 2;
  }
  const dryRun = rest.includes('--dry-run');
  const report = await collectBlobs({ ...options, dryRun });
  for (const line of describeReport(report, dryRun, options.graceMs)) out(line);
  return 0;
}
