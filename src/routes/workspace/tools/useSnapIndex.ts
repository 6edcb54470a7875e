/**
 * A sheet's snapping index, built in the PDF worker (its `snapIndex` request) and wrapped here at no cost. Asked again
 * when the hidden layers change: a hidden layer's lines must not attract the cursor. Null while it loads, when the
 * document is not open, or when the worker failed (snapping then simply finds nothing).
 */
import { useEffect, useState } from 'react';
import { SegmentIndex } from '../../../domain/takeoff/snap';
import type { SnapIndexResult } from '../../../workers/pdf/protocol';

/** Builds the open sheet's index (OpenedSheet.snapIndex); null while no sheet is open. */
export type SnapIndexLoader = (options: {
  hiddenLayerIds?: readonly string[];
  signal?: AbortSignal;
}) => Promise<SnapIndexResult>;

/**
 * `sheetKey` names the open sheet (a new key drops the old index at once); `load` may change identity with it only.
 */
export function useSnapIndex(
  load: SnapIndexLoader | null,
  sheetKey: string,
  hiddenLayerIds: readonly string[] | undefined,
): SegmentIndex | null {
  const key = `${sheetKey}\u0000${load ? 'open' : ''}\u0000${(hiddenLayerIds ?? []).join('\u0000')}`;
  const [loaded, setLoaded] = useState<{ key: string; index: SegmentIndex } | null>(null);
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    load({ signal: controller.signal, ...(hiddenLayerIds && { hiddenLayerIds }) }).then(
      (result) => {
        if (!controller.signal.aborted) setLoaded({ key, index: SegmentIndex.fromData(result.index, result.segments) });
      },
      () => {
        // Cancelled, or the document is gone: no snapping until it is open again.
      },
    );
    return () => controller.abort();
    // `key` stands for the sheet, the loader and the hidden layers' ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded?.key === key ? loaded.index : null;
}
