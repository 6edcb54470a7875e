/**
 * A sheet's snapping index, built in the PDF worker (its `snapIndex` request) and wrapped here at no cost. Asked again
 * when the hidden layers change: a hidden layer's lines must not attract the cursor. Null while it loads, when the
 * document is not open, or when the worker failed (snapping then simply finds nothing).
 */
import { useEffect, useState } from 'react';
import { SegmentIndex } from '../../../domain/takeoff/snap';
import type { PdfClient } from '../../../workers/pdf/client';

export function useSnapIndex(
  client: PdfClient | null,
  docId: string | null,
  page: number,
  hiddenLayerIds: readonly string[] | undefined,
): SegmentIndex | null {
  const key = `${docId ?? ''}\u0000${page}\u0000${(hiddenLayerIds ?? []).join('\u0000')}`;
  const [loaded, setLoaded] = useState<{ key: string; index: SegmentIndex } | null>(null);
  useEffect(() => {
    if (!client || docId === null) return undefined;
    const controller = new AbortController();
    client.snapIndex(docId, page, { signal: controller.signal, ...(hiddenLayerIds ? { hiddenLayerIds } : {}) }).then(
      (result) => setLoaded({ key, index: SegmentIndex.fromData(result.index, result.segments) }),
      () => {
        // Cancelled, or the document is gone: no snapping until it is open again.
      },
    );
    return () => controller.abort();
    // `key` stands for docId, page and the hidden layers' ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
  return loaded?.key === key ? loaded.index : null;
}
