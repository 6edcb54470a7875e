/**
 * The thumbnails of a colleague's plan (issue 30): its sheets arrive with the project's document, its bytes only when
 * one of them is first shown here (planBlob.ts fetches them from the blob store). Then, once the browser is idle, the
 * sheets of that file that have no thumbnail get one, made in the PDF worker as an import makes them and stored in
 * this browser like an import's; the sheet list shows each as it is stored (useSheetList watches the sheets without
 * one). A page the worker cannot draw keeps its placeholder; nothing else is written. Loaded only then (its own chunk).
 */
import type { MetrDatabase } from '../../../db/schema';
import { planFileRepository } from '../../../db/workspace/files';
import type { SheetRow } from '../../../domain/takeoff/types';
import { pdfClient } from '../../../workers/pdf/client';
import type { OpenResult, ThumbnailOptions, ThumbnailResult } from '../../../workers/pdf/protocol';
import { whenIdle } from '../idle';

/** The longer side of a thumbnail, as an import's (workspace/import/queue.ts, THUMBNAIL_PX). */
export const RECEIVED_THUMBNAIL_PX = 240;

/** At the latest this long after the plan's bytes arrived: its sheet is drawn first. */
const IDLE_TIMEOUT_MS = 5_000;

/** The part of the PDF client used here (tests hand in a fake). */
export interface ThumbnailPdfClient {
  open(docId: string, data: ArrayBuffer): Promise<OpenResult>;
  thumbnail(docId: string, page: number, options: ThumbnailOptions): Promise<ThumbnailResult>;
  close(docId: string): Promise<void>;
}

/** Files whose thumbnails are being made in this tab: a second fetch of the same bytes does not start another run. */
const making = new Set<string>();

/**
 * Makes and stores the thumbnails of the file's sheets that have none, from its bytes; answers how many were stored.
 * One page at a time in the worker, under a document id of its own (closed at the end).
 */
export async function makeReceivedThumbnails(
  db: MetrDatabase,
  fileId: string,
  bytes: Blob,
  client: ThumbnailPdfClient,
): Promise<number> {
  if (making.has(fileId)) return 0;
  making.add(fileId);
  try {
    const file = await db.files.get(fileId);
    if (!file) return 0;
    const rows = await db.plans.where('[projectId+fileId]').equals([file.projectId, fileId]).toArray();
    const sheets = rows.filter((row): row is SheetRow => 'pageIndex' in row);
    const kept = await db.thumbnails.bulkGet(sheets.map((sheet) => sheet.id));
    const missing = sheets.filter((_, i) => kept[i] === undefined);
    if (missing.length === 0) return 0;
    const docId = `received-thumbnails:${fileId}`;
    await client.open(docId, await bytes.arrayBuffer());
    let stored = 0;
    try {
      const files = planFileRepository(db);
      for (const sheet of missing) {
        let made: ThumbnailResult;
        try {
          made = await client.thumbnail(docId, sheet.pageIndex, { maxPx: RECEIVED_THUMBNAIL_PX });
        } catch {
          // This page keeps its placeholder (too complex, damaged): the others are still made.
          continue;
        }
        made.bitmap.close();
        await files.putThumbnail(sheet.id, fileId, made.blob);
        stored += 1;
      }
    } finally {
      await client.close(docId).catch(() => undefined);
    }
    return stored;
  } finally {
    making.delete(fileId);
  }
}

/** After a colleague's plan was fetched here: its thumbnails, once the browser is idle. Failures are left quiet. */
export function scheduleReceivedThumbnails(db: MetrDatabase, fileId: string, bytes: Blob): void {
  whenIdle(() => void makeReceivedThumbnails(db, fileId, bytes, pdfClient()).catch(() => undefined), IDLE_TIMEOUT_MS);
}
