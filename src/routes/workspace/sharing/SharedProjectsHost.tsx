/**
 * « Partagés avec moi » on the project list (a chunk of its own): the person as the server knows them (GET
 * /api/auth/me), their shared projects with their role, and « Compte et cabinet » (AccountDialogHost, fetched on the
 * button's hover or focus). Off, or the server unreachable while working alone: nothing is shown.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { siteConfig } from '../../../config/site';
import { SharedProjects, type SharedProjectsState } from '../../../screens/Workspace/Sharing/SharedProjects';
import { sharingApi, type SharingApi } from '../../../workspace/sharing/api';
import { isAccountKnown } from '../../../workspace/sharing/known';
import { sharedElsewhere } from '../../../domain/sharing/projectList';
import { shareApiErrorMessage } from './ShareErrors';

const loadAccountDialog = () => import('./AccountDialogHost');
const AccountDialogHost = lazy(loadAccountDialog);

export interface SharedProjectsHostProps {
  /** A project's usual address (workspacePaths.project, passed in: see ShareAction.tsx on first-load chunks). */
  readonly projectHref: (id: string) => string;
  /** A project of this browser is shared: the server is asked about the person at once. */
  readonly hasSharedProject: boolean;
  /** The projects this browser holds (null while its list loads): shown in « Vos projets », not again here. */
  readonly localIds?: ReadonlySet<string> | null;
  /** Test seam: the API client (default: the site's own server). */
  readonly api?: SharingApi;
}

export default function SharedProjectsHost({
  projectHref,
  hasSharedProject,
  localIds = null,
  api: given,
}: SharedProjectsHostProps) {
  const api = useMemo(() => given ?? sharingApi({ base: siteConfig.apiBase }), [given]);
  // Asked only with a reason (known.ts); else the way to sign in, which asks on a press.
  const [wasKnown] = useState(() => isAccountKnown(document.referrer, false));
  const isKnown = wasKnown || hasSharedProject;
  const [state, setState] = useState<SharedProjectsState>({ status: wasKnown ? 'hidden' : 'signedOut' });
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    if (!isKnown && reads === 0) return;
    const controller = new AbortController();
    api
      .me(controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) setState({ status: 'ready', projects: result.value.projects });
        else if (result.error.kind === 'unauthenticated') setState({ status: 'signedOut' });
        else if (result.error.kind === 'off' || result.error.kind === 'offline') setState({ status: 'hidden' });
        else setState({ status: 'error', message: shareApiErrorMessage(result.error) });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, reads, isKnown]);

  return (
    <>
      <SharedProjects
        state={
          // Until the local list is read, nothing is known to be here twice: the server's list waits for it.
          state.status !== 'ready'
            ? state
            : localIds === null
              ? { status: 'hidden' }
              : { status: 'ready', projects: sharedElsewhere(state.projects, localIds) }
        }
        projectHref={projectHref}
        onOpenAccount={() => {
          setWasOpened(true);
          setOpen(true);
        }}
        onPrepareAccount={() => void loadAccountDialog().catch(() => undefined)}
      />
      {wasOpened && (
        <Suspense fallback={null}>
          <AccountDialogHost
            isOpen={isOpen}
            onClose={() => setOpen(false)}
            onChanged={() => setReads((n) => n + 1)}
            api={api}
          />
        </Suspense>
      )}
    </>
  );
}
