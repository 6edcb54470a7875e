/**
 * What opening a sheet needs, started before the person opens one: the sheet page's code and the PDF worker once the
 * project page is idle, and the sheet's file when the pointer is over its row or the row has the focus (a hover
 * comes a few hundred milliseconds before the click). Loaded apart from the project page (it brings the PDF client),
 * and never an error: a file that fails to open here fails again, with its message, on the sheet page.
 */
import type { MetrDatabase } from '../../db/schema';
import type { SheetRow } from '../../domain/takeoff/types';
import { planFileRepository } from '../../db/workspace/files';
import { sheetRepository } from '../../db/workspace/sheets';
import { savedLayerVisibility } from '../../screens/Workspace/Layers/layers';
import { baseScale } from '../../screens/Workspace/Viewer/renderer';
import { fitScale } from '../../screens/Workspace/Viewer/viewport';
import { pdfClient } from '../../workers/pdf/client';
import { heldSource } from './comparison/viewerHold';
import { whenIdle } from './idle';
import { predictedViewerWindow, whenSheetOpens } from './prerenderSignals';
import { renderCache } from './renderCache';
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

/** Sheets of a file just imported whose picture is made ahead of their first visit, at most. */
export const MAX_PRERENDERED = 3;

interface Prerendering {
  readonly fileId: string;
  readonly pageIndex: number;
  readonly controller: AbortController;
}

let waiting: string[] = [];
let current: Prerendering | null = null;
let running = false;

/**
 * Makes the fitted picture of a few sheets just imported (the first MAX_PRERENDERED), one at a time in the viewer's
 * PDF worker when the page is idle, and keeps it (renderCache.ts): their first visit then shows them sharp at once
 * instead of waiting for pdf.js. Stops as soon as a sheet page opens (sheetOpened), except for the very picture that
 * sheet needs, which its visit waits for instead of rendering it again. Never an error: a file that fails here
 * fails again, with its message, on the sheet page.
 */
export function prerenderSheets(db: MetrDatabase, sheetIds: readonly string[]): void {
  waiting = [...new Set([...waiting, ...sheetIds.slice(0, MAX_PRERENDERED)])];
  if (running) return;
  running = true;
  whenIdle(() => void drain(db).finally(() => (running = false)), 1000);
}

/** The project page is idle: the first sheets never shown (in import order) get their picture made ahead. */
export async function prerenderProject(db: MetrDatabase, projectId: string): Promise<void> {
  try {
    const sheets = (await db.plans.where('projectId').equals(projectId).toArray())
      .filter((row): row is SheetRow => 'fileId' in row)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const views = await db.sheetViews.bulkGet(sheets.map((sheet) => sheet.id));
    prerenderSheets(
      db,
      sheets.filter((_, i) => views[i] === undefined).map((sheet) => sheet.id),
    );
  } catch {
    // Only a head start lost.
  }
}

// A sheet page opened: whatever is made for another sheet stops, and nothing more is started.
whenSheetOpens((fileId, pageIndex) => {
  waiting = [];
  if (current && (current.fileId !== fileId || current.pageIndex !== pageIndex)) current.controller.abort();
});

async function drain(db: MetrDatabase): Promise<void> {
  const cache = renderCache();
  if (!cache) {
    waiting = [];
    return;
  }
  const files = planFileRepository(db);
  const documents = sheetDocuments(pdfClient);
  for (let sheetId = waiting.shift(); sheetId !== undefined; sheetId = waiting.shift()) {
    try {
      const sheet = await db.plans.get(sheetId);
      if (!sheet || !('fileId' in sheet)) continue;
      const [file, saved] = await Promise.all([
        db.files.get(sheet.fileId),
        sheetRepository(db)
          .getView(sheet.id)
          .catch(() => undefined),
      ]);
      // A sheet shown before (it has a saved view) had its pictures kept by that visit, at the view it had.
      if (!file || saved) continue;
      const controller = new AbortController();
      current = { fileId: sheet.fileId, pageIndex: sheet.pageIndex, controller };
      const opened = await documents.open(sheet, (id) => files.getFileBlob(id), controller.signal);
      try {
        if (opened.document) await cache.keepDocument(file.hash, opened.document);
        const { source } = opened;
        const at = predictedViewerWindow();
        const scale = baseScale(source, fitScale(at, source, at.margin), at.pixelRatio);
        const { hidden } = savedLayerVisibility(opened.layers, undefined);
        // Held while a comparison runs (a new indice's import opens its sheet on it): the comparison draws first.
        await cache.prerender(
          heldSource(source),
          { hash: file.hash, pageIndex: sheet.pageIndex },
          {
            region: { x: 0, y: 0, width: source.width, height: source.height },
            scale,
            hiddenLayerIds: hidden,
            signal: controller.signal,
          },
        );
      } finally {
        opened.release();
      }
    } catch {
      // Only a head start lost.
    } finally {
      current = null;
    }
  }
}
