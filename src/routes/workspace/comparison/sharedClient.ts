/**
 * The page's one comparison worker (workers/comparison), shared by the sheet page's comparison (useComparison.tsx)
 * and the new indice's pairing dialog (IndicePairing.tsx), which starts it ahead: while the person confirms the
 * pairing, the worker and pdf.js start, the previous indice's PDF is parsed and its page rendered (`prepare`), so
 * that the comparison that follows the confirmation does not wait for them (issue 27: the first comparison ≤ 4 s).
 * Loaded with those two, never in the workspace's first load; the worker itself starts on the first call.
 */
import type { MetrDatabase } from '../../../db/schema';
import type { SheetRow } from '../../../domain/takeoff/types';
import { ComparisonClient } from '../../../workers/comparison/client';
import { ComparisonError, type PageRef } from '../../../workers/comparison/protocol';
import { readPlanBlob } from '../sharing/planBlob';

let sharedClient: ComparisonClient | null = null;
const openDocuments = new Map<string, Promise<unknown>>();

export function comparisonClient(): ComparisonClient {
  sharedClient ??= new ComparisonClient();
  return sharedClient;
}

/** The worker was stopped (a cancel) or crashed: its documents are opened again by the next use. */
export function forgetWorker(): void {
  sharedClient?.terminate();
  sharedClient = null;
  openDocuments.clear();
}

/** Opens a plan file in the worker once (its bytes read from the database). */
export function openIn(client: ComparisonClient, db: MetrDatabase, fileId: string): Promise<unknown> {
  let opened = openDocuments.get(fileId);
  if (!opened) {
    opened = (async () => {
      const blob = await readPlanBlob(db, fileId);
      if (!blob) throw new ComparisonError('pdf', 'the plan file is gone');
      return client.open(fileId, await blob.arrayBuffer());
    })();
    openDocuments.set(fileId, opened);
    opened.catch(() => openDocuments.delete(fileId));
  }
  return opened;
}

export const pageOf = (sheet: Pick<SheetRow, 'fileId' | 'pageIndex'>): PageRef => ({
  docId: sheet.fileId,
  page: sheet.pageIndex + 1,
});

/**
 * The previous indice `sheet` opened and rendered in the worker ahead of its comparison with a page of `newSize`
 * points — and the new indice's page `newer` too when it is known (the sheet page; the pairing dialog knows only the
 * new page's size), in the worker's second thread meanwhile. Best effort: a failure here changes nothing (the
 * comparison renders them then, and says its own errors).
 */
export function prepareComparison(
  db: MetrDatabase,
  sheet: Pick<SheetRow, 'fileId' | 'pageIndex'>,
  newSize: { width: number; height: number },
  newer?: Pick<SheetRow, 'fileId' | 'pageIndex'>,
): void {
  const client = comparisonClient();
  void Promise.all([openIn(client, db, sheet.fileId), newer ? openIn(client, db, newer.fileId) : null])
    .then(() => client.prepare({ old: pageOf(sheet), newSize, ...(newer ? { new: pageOf(newer) } : {}) }))
    .catch(() => {});
}
