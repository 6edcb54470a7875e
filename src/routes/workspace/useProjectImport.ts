import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { MetrDatabase } from '../../db/schema';
import { planFileRepository } from '../../db/workspace/files';
import type { Author } from '../../db/workspace/journal';
import type { StorageUsageProps } from '../../screens/Workspace/Import';
import type { ImportQueue } from '../../workspace/import/queue';
import type { ImportItem } from '../../workspace/import/types';
import { projectImportQueue } from './importQueues';

const NO_ITEMS: readonly ImportItem[] = [];
const noQueue = {
  subscribe: () => () => {},
  getSnapshot: () => NO_ITEMS,
};

/** The project's import queue and its files; null queue until the author is known. */
export function useProjectImport(db: MetrDatabase, projectId: string, author: Author | null) {
  const by = author?.by ?? null;
  const queue: ImportQueue | null = useMemo(
    () => (by === null ? null : projectImportQueue(db, projectId, { by })),
    [db, projectId, by],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!queue) return noQueue.subscribe();
      const unsubscribe = queue.subscribe(onChange);
      return () => void unsubscribe();
    },
    [queue],
  );
  const items = useSyncExternalStore(subscribe, queue ? queue.getSnapshot : noQueue.getSnapshot);
  return { queue, items };
}

/**
 * The space used (the browser's figures and the plans'), read again each time a file of the import ends: the figure
 * next to the drop zone follows what was just saved.
 */
export function useStorageUsage(db: MetrDatabase, items: readonly ImportItem[]): StorageUsageProps | null {
  const [usage, setUsage] = useState<StorageUsageProps | null>(null);
  const settled = items.filter((item) => item.step === 'done').length;
  useEffect(() => {
    let isCurrent = true;
    planFileRepository(db)
      .storageEstimate()
      .then(
        (estimate) => isCurrent && setUsage(estimate),
        // Informative only: without it the panel shows no figure rather than an error.
        () => isCurrent && setUsage(null),
      );
    return () => {
      isCurrent = false;
    };
  }, [db, settled]);
  return usage;
}
