import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Author } from '../../db/workspace/journal';
import type { StorageUsageProps } from '../../screens/Workspace/Import';
import type { ImportQueue } from '../../workspace/import/queue';
import type { ImportItem } from '../../workspace/import/types';
import { projectImportQueue } from './importQueues';
import { workspaceRepositories } from './repositories';

const NO_ITEMS: readonly ImportItem[] = [];
const noQueue = {
  subscribe: () => () => {},
  getSnapshot: () => NO_ITEMS,
};

/** The project's import queue and its files; null queue until the author is known. */
export function useProjectImport(projectId: string, author: Author | null) {
  const by = author?.by ?? null;
  const queue: ImportQueue | null = useMemo(
    () => (by === null ? null : projectImportQueue(projectId, { by })),
    [projectId, by],
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
export function useStorageUsage(items: readonly ImportItem[]): StorageUsageProps | null {
  const [usage, setUsage] = useState<StorageUsageProps | null>(null);
  const settled = items.filter((item) => item.step === 'done').length;
  useEffect(() => {
    let isCurrent = true;
    workspaceRepositories()
      .then((repositories) => repositories.files.storageEstimate())
      .then(
        (estimate) => isCurrent && setUsage(estimate),
        // Informative only: without it the panel shows no figure rather than an error.
        () => isCurrent && setUsage(null),
      );
    return () => {
      isCurrent = false;
    };
  }, [settled]);
  return usage;
}
