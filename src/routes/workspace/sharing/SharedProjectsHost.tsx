/**
 * « Partagés avec moi » on the project list (a chunk of its own): the person as the server knows them (GET
 * /api/auth/me), their shared projects with their role, and « Compte et cabinet » (AccountDialogHost, fetched on the
 * button's hover or focus). Off, or the server unreachable while working alone: nothing is shown.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { siteConfig } from '../../../config/site';
import { SharedProjects, type SharedProjectsState } from '../../../screens/Workspace/Sharing/SharedProjects';
import { sharingApi, type SharingApi } from '../../../workspace/sharing/api';
import { shareApiErrorMessage } from './ShareErrors';

const loadAccountDialog = () => import('./AccountDialogHost');
const AccountDialogHost = lazy(loadAccountDialog);

export interface SharedProjectsHostProps {
  /** A project's usual address (workspacePaths.project, passed in: see ShareAction.tsx on first-load chunks). */
  readonly projectHref: (id: string) => string;
  /** Test seam: the API client (default: the site's own server). */
  readonly api?: SharingApi;
}

export default function SharedProjectsHost({ projectHref, api: given }: SharedProjectsHostProps) {
  const api = useMemo(() => given ?? sharingApi({ base: siteConfig.apiBase }), [given]);
  const [state, setState] = useState<SharedProjectsState>({ status: 'hidden' });
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const [reads, setReads] = useState(0);

  useEffect(() => {
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
  }, [api, reads]);

  return (
    <>
      <SharedProjects
        state={state}
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
