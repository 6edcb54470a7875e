/**
 * The page's one comparison worker (workers/comparison), shared by the sheet page's comparison (useComparison.tsx)
 * and the new indice's pairing dialog (IndicePairing.tsx), which starts it ahead: while the person confirms the
 * pairing, the worker and pdf.js start, the previous indice's PDF is parsed and its page rendered (`prepare`) — and
 * the new indice's too, from the file as picked (it has no stored file yet: it is opened under a provisional id, and
 * adopted as its file once saved) — so that the comparison that follows the confirmation does not wait for them
 * (issue 27: the first comparison ≤ 4 s). Loaded with those two, never in the workspace's first load; the worker
 * itself starts on the first call.
 */
import type { MetrDatabase } from '../../../db/schema';
import type { SheetRow } from '../../../domain/takeoff/types';
import { ComparisonClient } from '../../../workers/comparison/client';
import { ComparisonError, type PageRef } from '../../../workers/comparison/protocol';
import { readPlanBlob } from '../sharing/planBlob';

let sharedClient: ComparisonClient | null = null;
const openDocuments = new Map<string, Promise<unknown>>();
/** The worker's id of a file's document when it is not the file's id: a new indice opened before its save. */
const docIds = new Map<string, string>();
/**
 * How long a new indice's picked file stays open in the worker with nothing asked of it (the pairing dialog left
 * open): past it, it is closed (a few MB to tens of MB in the worker, and its renders). A confirmation after that only
 * opens the saved file from the database, as without the head start.
 */
export const PICKED_IDLE_MS = 120_000;

/** New indices' files opened from the file as picked, by import item, until saved (adopted) or dropped. */
const provisional = new Map<
  string,
  { docId: string; opened: Promise<unknown>; idle: ReturnType<typeof setTimeout> | null }
>();

/** The picked file of `itemId` is in use: its idle bound starts again. */
function armIdle(itemId: string): void {
  const entry = provisional.get(itemId);
  if (!entry) return;
  if (entry.idle) clearTimeout(entry.idle);
  entry.idle = setTimeout(() => dropPicked(itemId), PICKED_IDLE_MS);
}

/** Takes the entry of `itemId` out of the provisional ones, its idle bound stopped. */
function takePicked(itemId: string) {
  const entry = provisional.get(itemId);
  if (!entry) return undefined;
  provisional.delete(itemId);
  if (entry.idle) clearTimeout(entry.idle);
  entry.idle = null;
  return entry;
}

export function comparisonClient(): ComparisonClient {
  sharedClient ??= new ComparisonClient();
  return sharedClient;
}

/** The worker was stopped (a cancel) or crashed: its documents are opened again by the next use. */
export function forgetWorker(): void {
  sharedClient?.terminate();
  sharedClient = null;
  openDocuments.clear();
  docIds.clear();
  for (const id of [...provisional.keys()]) takePicked(id);
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
  docId: docIds.get(sheet.fileId) ?? sheet.fileId,
  page: sheet.pageIndex + 1,
});

/** A new indice's page before its save: the import item's id and the file as picked (ImportItem `pairing`). */
export interface PickedPage {
  readonly itemId: string;
  readonly file: Blob;
  readonly pageIndex: number;
}

/** Opens a new indice's file as picked in the worker, once per import item (`adopt` or `drop` it afterwards). */
function openPicked(client: ComparisonClient, picked: PickedPage): PageRef {
  let entry = provisional.get(picked.itemId);
  if (!entry) {
    const docId = `picked-${picked.itemId}`;
    const opened = picked.file.arrayBuffer().then((data) => client.open(docId, data));
    entry = { docId, opened, idle: null };
    provisional.set(picked.itemId, entry);
    const failed = entry;
    opened.catch(() => {
      if (provisional.get(picked.itemId) === failed) takePicked(picked.itemId);
    });
  }
  armIdle(picked.itemId);
  return { docId: entry.docId, page: picked.pageIndex + 1 };
}

/**
 * The new indice of import item `itemId` saved as file `fileId`: what was opened and rendered from its picked file
 * serves that file's sheets (the same bytes), nothing is opened or rendered again.
 */
export function adoptPicked(itemId: string, fileId: string): void {
  const entry = takePicked(itemId);
  if (!entry) return;
  if (openDocuments.has(fileId)) {
    // Opened from the database meanwhile (not expected): the picked copy is let go.
    void entry.opened.then(() => sharedClient?.close(entry.docId)).catch(() => {});
    return;
  }
  openDocuments.set(fileId, entry.opened);
  docIds.set(fileId, entry.docId);
  entry.opened.catch(() => {
    if (openDocuments.get(fileId) === entry.opened) {
      openDocuments.delete(fileId);
      docIds.delete(fileId);
    }
  });
}

/** The new indice of import item `itemId` was not saved (cancelled, failed): its document is closed in the worker. */
export function dropPicked(itemId: string): void {
  const entry = takePicked(itemId);
  if (!entry) return;
  const client = sharedClient;
  void entry.opened.then(() => client?.close(entry.docId)).catch(() => {});
}

/**
 * Every picked file not saved yet closed in the worker: the pairing dialog gone by any path (the page left with it
 * open, the tab's route changed). One being saved then opens from the database once saved.
 */
export function dropAllPicked(): void {
  for (const id of [...provisional.keys()]) dropPicked(id);
}

/** Import items whose picked file is open in the worker (IndicePairing.tsx drops those not saved). */
export function pickedItems(): string[] {
  return [...provisional.keys()];
}

/**
 * The previous indice `sheet` opened and rendered in the worker ahead of its comparison with a page of `newSize`
 * points — and the new indice's page `newer` too: a saved sheet's (the sheet page), or the file as picked (the
 * pairing dialog, before the save), in the worker's second thread meanwhile when it has one. Best effort: a failure
 * here changes nothing (the comparison renders them then, and says its own errors).
 */
export function prepareComparison(
  db: MetrDatabase,
  sheet: Pick<SheetRow, 'fileId' | 'pageIndex'>,
  newSize: { width: number; height: number },
  newer?: Pick<SheetRow, 'fileId' | 'pageIndex'> | PickedPage,
): void {
  const client = comparisonClient();
  let newRef: PageRef | undefined;
  let newOpened: Promise<unknown> | null = null;
  if (newer && 'file' in newer) {
    newRef = openPicked(client, newer);
    newOpened = provisional.get(newer.itemId)?.opened ?? null;
  } else if (newer) {
    newOpened = openIn(client, db, newer.fileId);
  }
  void Promise.all([openIn(client, db, sheet.fileId), newOpened])
    .then(() => {
      if (newer && !('file' in newer)) newRef = pageOf(newer);
      return client.prepare({ old: pageOf(sheet), newSize, ...(newRef ? { new: newRef } : {}) });
    })
    .catch(() => {});
}
