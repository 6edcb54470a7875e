/**
 * The project page's « Partager ce projet »: the light half. The flow (ShareFlowHost: the API client, the account and
 * firm steps, the upload, the dialog) is a chunk of its own, fetched when the button is hovered or focused so that a
 * press opens it at once, and at the press otherwise.
 */
import { lazy, Suspense, useState } from 'react';
import { projectRepository } from '../../../db/workspace/projects';
import type { ProjectRow } from '../../../domain/takeoff/types';
import { useWorkspace } from '../context';

const loadShareFlow = () => import('./ShareFlowHost');
const ShareFlowHost = lazy(loadShareFlow);

/** Starts fetching the flow's code (hover, focus); a failure is retried at the press. */
export function prepareShareFlow(): void {
  void loadShareFlow().catch(() => undefined);
}

export function useShareAction(row: ProjectRow | undefined) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const { db, author, notify } = useWorkspace();
  const markShared =
    author === null || !row
      ? null
      : async (by: string) => {
          await projectRepository(db).update(row.id, { sharing: { since: new Date().toISOString(), by } }, author);
        };
  return {
    open: () => {
      setWasOpened(true);
      setOpen(true);
    },
    prepare: prepareShareFlow,
    // Mounted from the first opening on: an upload under way goes on while the dialog is closed.
    dialog:
      wasOpened && row ? (
        <Suspense fallback={null}>
          <ShareFlowHost
            project={row}
            isOpen={isOpen}
            onClose={() => setOpen(false)}
            db={db}
            markShared={markShared}
            notify={notify}
          />
        </Suspense>
      ) : null,
  };
}
