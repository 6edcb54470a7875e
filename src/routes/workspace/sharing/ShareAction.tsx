/**
 * The project page's « Partager ce projet »: the light half. The flow (ShareFlowHost: the API client, the account and
 * firm steps, the upload, the dialog) is a chunk of its own, fetched when the button is hovered or focused so that a
 * press opens it at once, and at the press otherwise.
 */
import { Suspense, use, useState } from 'react';
import { projectRepository } from '../../../db/workspace/projects';
import type { ProjectRow } from '../../../domain/takeoff/types';
import { readable } from '../../../react/readable';
import { useWorkspace } from '../context';
import type { ShareFlowHostProps } from './ShareFlowHost';

let flow: ReturnType<typeof fetchShareFlow> | null = null;
const fetchShareFlow = () => readable(import('./ShareFlowHost'));
/** The flow's chunk, fetched once; a failed fetch is tried again by the next call. */
function loadShareFlow() {
  const loading = (flow ??= fetchShareFlow());
  loading.catch(() => {
    if (flow === loading) flow = null;
  });
  return loading;
}

/**
 * The flow, read with use() from a promise that carries its outcome: once the hover has fetched the chunk, the first
 * render shows the dialog at once. (React.lazy suspends once more on its first render even then, and React holds a
 * suspended reveal back for up to 300 ms: the dialog took 322–338 ms to open.)
 */
function ShareFlow(props: ShareFlowHostProps) {
  const { default: ShareFlowHost } = use(loadShareFlow());
  return <ShareFlowHost {...props} />;
}

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
          <ShareFlow
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
