import { liveQuery } from 'dexie';
import { useEffect, useRef, useState } from 'react';
import type { MetrDatabase } from '../../db/schema';
import { planFileRepository } from '../../db/workspace/files';
import { sheetRepository, type SheetSummary } from '../../db/workspace/sheets';
import { interpolate } from '../../i18n/format';
import { importFr } from '../../i18n/import.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import type { SheetListItem } from '../../screens/Workspace/Sheets';

const t = importFr.sheets;

function scaleLabel(summary: SheetSummary): string {
  const scale = summary.sheet.scale.default;
  if (!scale) return t.uncalibrated;
  return scale.source.kind === 'ratio' ? interpolate(t.ratio, { denominator: scale.source.denominator }) : t.calibrated;
}

function revisionLabel(summary: SheetSummary): string | null {
  if (summary.sheet.revision) return interpolate(t.revision, { revision: summary.sheet.revision });
  if (summary.revisionOf) return interpolate(t.revisionOf, { file: summary.revisionOf.name });
  return null;
}

export type SheetListState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly sheets: readonly SheetListItem[] }
  | { readonly status: 'error'; readonly message: string };

/**
 * A project's sheets as the sheet list shows them, following every change (this tab's, other tabs', an undo's) through
 * Dexie's liveQuery, with each stored thumbnail as an object URL made once per sheet and revoked when the sheet goes
 * or the list unmounts.
 */
export function useSheetList(db: MetrDatabase, projectId: string): SheetListState {
  const [state, setState] = useState<
    | { projectId: string; summaries: SheetSummary[]; sheets: readonly SheetListItem[] }
    | { projectId: string; error: string }
    | null
  >(null);
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
      const items = summaries.map((summary) => {
        const item = toItem(summary, made.current.get(summary.sheet.id) ?? null);
        const kept = handedOut.current.get(item.id);
        const handed = kept && sameItem(kept, item) ? kept : item;
        next.set(item.id, handed);
        return handed;
      });
      handedOut.current = next;
      setState({ projectId, summaries, sheets: items });
    };
    /** The last answer: thumbnails that arrive later are shown on it, never on an older one. */
    let latest: SheetSummary[] = [];
    const subscription = liveQuery(() => sheets.listSummaries(projectId)).subscribe({
      next: (summaries) => {
        latest = summaries;
        publish(summaries);
        const missing = summaries.filter((s) => !made.current.has(s.sheet.id));
        if (missing.length === 0) return;
        void Promise.all(
          missing.map(async ({ sheet }) => {
            const blob = await files.getThumbnail(sheet.id).catch(() => undefined);
            return [sheet.id, blob] as const;
          }),
        ).then((found) => {
          if (!isCurrent) return;
          for (const [id, blob] of found) {
            if (!made.current.has(id)) made.current.set(id, blob ? URL.createObjectURL(blob) : null);
          }
          publish(latest);
        });
      },
      error: (error: unknown) => setState({ projectId, error: workspaceErrorMessage(error) }),
    });
    return () => {
      isCurrent = false;
      subscription.unsubscribe();
    };
  }, [db, projectId]);

  // Object URLs of sheets no longer listed (deleted, or another project) are released.
  const listed = state && 'summaries' in state ? state.summaries : null;
  useEffect(() => {
    if (!listed) return;
    const ids = new Set(listed.map((s) => s.sheet.id));
    for (const [id, url] of made.current) {
      if (ids.has(id)) continue;
      if (url) URL.revokeObjectURL(url);
      made.current.delete(id);
    }
  }, [listed]);
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
  return { status: 'ready', sheets: state.sheets };
}

function toItem(summary: SheetSummary, thumbnailUrl: string | null): SheetListItem {
  return {
    id: summary.sheet.id,
    name: summary.sheet.name,
    fileName: summary.file?.name ?? '',
    pageNumber: summary.sheet.pageIndex + 1,
    width: summary.sheet.width,
    height: summary.sheet.height,
    thumbnailUrl,
    revisionLabel: revisionLabel(summary),
    scaleLabel: scaleLabel(summary),
    isCalibrated: summary.sheet.scale.default !== null,
    measurementCount: summary.measurementCount,
  };
}

function sameItem(a: SheetListItem, b: SheetListItem): boolean {
  return (Object.keys(b) as (keyof SheetListItem)[]).every((key) => a[key] === b[key]);
}
