/**
 * What opening a sheet needs, started before the person opens one: the sheet page's code and the PDF worker once the
 * project page is idle, and the sheet's file when the pointer is over its row or the row has the focus (a hover
 * comes a few hundred milliseconds before the click). Loaded apart from the project page (it brings the PDF client),
 * and never an error: a file that fails to open here fails again, with its message, on the sheet page.
 */
import type { MetrDatabase } from '../../db/schema';
import { planFileRepository } from '../../db/workspace/files';
import { pdfClient } from '../../workers/pdf/client';
import { sheetDocuments } from './sheetDocument';

let sheetPage: Promise<unknown> | undefined;

export function prewarmSheetPage(): void {
  // The same module as the router's lazy route: one chunk, fetched and evaluated once.
  sheetPage ??= import('./SheetRoute').catch(() => {
    sheetPage = undefined;
  });
  pdfClient()
    .ready()
    .catch(() => {});
}

/** Opens the sheet's file in the PDF worker (kept open a while: sheetDocument.ts IDLE_CLOSE_MS). */
export async function preopenSheet(db: MetrDatabase, sheetId: string): Promise<void> {
  prewarmSheetPage();
  try {
    const sheet = await db.plans.get(sheetId);
    if (!sheet || !('fileId' in sheet)) return;
    const files = planFileRepository(db);
    sheetDocuments(pdfClient).preopen(sheet.fileId, (file) => files.getFileBlob(file));
  } catch {
    // Only a head start lost.
  }
}
