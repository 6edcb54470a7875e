import { liveQuery } from 'dexie';
import { useEffect, useRef, useState } from 'react';
import type { MetrDatabase } from '../../db/schema';
import { planFileRepository } from '../../db/workspace/files';
import { sheetRepository, type SheetSummary } from '../../db/workspace/sheets';
import { indiceHistory, supersededSheetIds } from '../../domain/comparison/indices';
import type { SheetRow } from '../../domain/takeoff/types';
import { cadScaleText } from '../../i18n/cadMessages';
import { interpolate } from '../../i18n/format';
import { importFr } from '../../i18n/import.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import type { SheetListItem } from '../../screens/Workspace/Sheets';

const t = importFr.sheets;

function scaleLabel(summary: SheetSummary): string {
  const scale = summary.sheet.scale.default;
  if (!scale) return t.uncalibrated;
  if (scale.source.kind === 'file') return cadScaleText(scale.source.unit);
  return scale.source.kind === 'ratio' ? interpolate(t.ratio, { denominator: scale.source.denominator }) : t.calibrated;
}

function revisionLabel(summary: SheetSummary): string | null {
  if (summary.sheet.revision) return interpolate(t.revision, { revision: summary.sheet.revision });
  if (summary.revisionOf) return interpolate(t.revisionOf, { file: summary.revisionOf.name });
  return null;
}

export type SheetListState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly sheets: readonly SheetListItem[];
      /** Object URLs of the stored thumbnails, by sheet id. */
      readonly thumbnailUrls: ReadonlyMap<string, string>;
    }
  | { readonly status: 'error'; readonly message: string };

/**
 * A project's sheets as the sheet list shows them, following every change (this tab's, other tabs', an undo's) through
 * Dexie's liveQuery, with each stored thumbnail as an object URL made once per sheet and revoked when the sheet goes
 * or the list unmounts. The thumbnails of new sheets are read in one go and handed out at once, apart from the items:
 * their arrival changes no item, so the list draws again only the rows in view.
 */
export function useSheetList(db: MetrDatabase, projectId: string): SheetListState {
  const [state, setState] = useState<
    | { projectId: string; summaries: SheetSummary[]; sheets: readonly SheetListItem[] }
    | { projectId: string; error: string }
    | null
  >(null);
  const [thumbnailUrls, setThumbnailUrls] = useState<ReadonlyMap<string, string>>(() => new Map());
  /** Every sheet whose thumbnail was looked for: its object URL, or null when it has none. */
  const made = useRef(new Map<string, string | null>());
  /**
   * The items last handed out, by sheet: an item whose fields did not change is handed out again, the same object,
   * so that the list (whose rows are cached by their item) draws again only the rows that changed. A new item for
   * every sheet at every change drew all the rows of a 500-page set again at each one (half a second each time).
   */
  const handedOut = useRef(new Map<string, SheetListItem>());

  useEffect(() => {
    let isCurrent = true;
    const sheets = sheetRepository(db);
    const files = planFileRepository(db);
    const publish = (summaries: SheetSummary[]) => {
      const next = new Map<string, SheetListItem>();
      // Issue 27: a plan is listed at its newest indice; its previous ones are reached from its « Indices » tab.
      const superseded = supersededSheetIds(summaries.map((s) => s.sheet));
      const letters = indiceLetters(summaries.map((s) => s.sheet));
      const items = summaries.flatMap((summary) => {
        if (superseded.has(summary.sheet.id)) return [];
        const item = toItem(summary, letters.get(summary.sheet.id));
        const kept = handedOut.current.get(item.id);
        const handed = kept && sameItem(kept, item) ? kept : item;
        next.set(item.id, handed);
        return [handed];
      });
      handedOut.current = next;
      setState({ projectId, summaries, sheets: items });
    };
    /** Releases the object URLs of sheets no longer listed (deleted, or another project's); true if any was. */
    const release = (summaries: SheetSummary[]) => {
      const ids = new Set(summaries.map((s) => s.sheet.id));
      let released = false;
      for (const [id, url] of made.current) {
        if (ids.has(id)) continue;
        if (url) URL.revokeObjectURL(url);
        made.current.delete(id);
        released = true;
      }
      return released;
    };
    const showThumbnails = () => {
      const urls = new Map<string, string>();
      for (const [id, url] of made.current) if (url) urls.set(id, url);
      setThumbnailUrls(urls);
    };
    /** Sheets whose thumbnail is being read: a second answer of the query does not read them again. */
    const reading = new Set<string>();
    /** Reads these sheets' thumbnails and makes their object URLs (a sheet that had none gets one once it has). */
    const read = (ids: readonly string[]) => {
      const wanted = ids.filter((id) => (made.current.get(id) ?? null) === null && !reading.has(id));
      if (wanted.length === 0) return;
      for (const id of wanted) reading.add(id);
      void files
        .getThumbnails(wanted)
        .catch(() => new Map<string, Blob>())
        .then((found) => {
          for (const id of wanted) reading.delete(id);
          if (!isCurrent) return;
          let changed = false;
          for (const id of wanted) {
            const blob = found.get(id);
            if ((made.current.get(id) ?? null) !== null) continue;
            if (!made.current.has(id) || blob) changed = true;
            made.current.set(id, blob ? URL.createObjectURL(blob) : null);
          }
          if (changed) showThumbnails();
          watchWaiting();
        });
    };
    /**
     * The sheets listed without a thumbnail (a colleague's sheet of a shared project: its plan reaches this browser
     * later, and its thumbnail is made then) are watched by key: a thumbnail stored for one of them is shown at once,
     * not at the list's next mount. Only their keys are read when the table changes; the others' URLs stay.
     */
    let waitingKey = '';
    let waiting: { unsubscribe(): void } | null = null;
    const watchWaiting = () => {
      const ids = [...made.current].filter(([, url]) => url === null).map(([id]) => id);
      const key = ids.sort().join('|');
      if (key === waitingKey) return;
      waitingKey = key;
      waiting?.unsubscribe();
      waiting = null;
      if (ids.length === 0) return;
      waiting = liveQuery(() => db.thumbnails.where('id').anyOf(ids).primaryKeys()).subscribe({
        next: (found) => read(found),
        error: () => undefined,
      });
    };
    const subscription = liveQuery(() => sheets.listSummaries(projectId)).subscribe({
      next: (summaries) => {
        publish(summaries);
        if (release(summaries)) {
          showThumbnails();
          watchWaiting();
        }
        read(summaries.map((s) => s.sheet.id).filter((id) => !made.current.has(id)));
      },
      error: (error: unknown) => setState({ projectId, error: workspaceErrorMessage(error) }),
    });
    return () => {
      isCurrent = false;
      subscription.unsubscribe();
      waiting?.unsubscribe();
    };
  }, [db, projectId]);

  useEffect(() => {
    const cache = made.current;
    return () => {
      for (const url of cache.values()) if (url) URL.revokeObjectURL(url);
      cache.clear();
    };
  }, []);

  // A state of the previous project, while the new one's first answer comes.
  if (state === null || state.projectId !== projectId) return { status: 'loading' };
  if ('error' in state) return { status: 'error', message: state.error };
  return { status: 'ready', sheets: state.sheets, thumbnailUrls };
}

/** The indice letter of each sheet that is a new indice of another (« Indice B »). */
function indiceLetters(sheets: readonly SheetRow[]): Map<string, string> {
  const letters = new Map<string, string>();
  for (const sheet of sheets) {
    if (sheet.previousSheetId === undefined) continue;
    const letter = indiceHistory(sheet.id, sheets)[0]?.letter;
    if (letter) letters.set(sheet.id, letter);
  }
  return letters;
}

function toItem(summary: SheetSummary, indice?: string): SheetListItem {
  return {
    id: summary.sheet.id,
    name: summary.sheet.name,
    fileName: summary.file?.name ?? '',
    pageNumber: summary.sheet.pageIndex + 1,
    ...(summary.file?.cad
      ? {
          cadFormat: summary.file.cad.format,
          // Page 0 is model space's, unless the file draws on paper only (then every sheet is a layout).
          isCadLayout: summary.sheet.pageIndex > 0 || summary.file.cad.paperOnly === true,
        }
      : {}),
    width: summary.sheet.width,
    height: summary.sheet.height,
    revisionLabel: indice ? interpolate(t.revision, { revision: indice }) : revisionLabel(summary),
    scaleLabel: scaleLabel(summary),
    isCalibrated: summary.sheet.scale.default !== null,
    measurementCount: summary.measurementCount,
  };
}

function sameItem(a: SheetListItem, b: SheetListItem): boolean {
  return (Object.keys(b) as (keyof SheetListItem)[]).every((key) => a[key] === b[key]);
}
