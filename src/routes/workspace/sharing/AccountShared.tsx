/**
 * The project list's « Partagés avec moi »: the light half (the API client's `me`, a few hundred bytes). The account
 * dialog (AccountDialogHost) is a chunk of its own, fetched on the button's hover or focus.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { siteConfig } from '../../../config/site';
import type { SharedProjectsState } from '../../../screens/Workspace/Sharing/SharedProjects';
import { sharingApi, type SharingApi } from '../../../workspace/sharing/api';
import { shareApiErrorMessage } from './ShareErrors';

const loadAccountDialog = () => import('./AccountDialogHost');
const AccountDialogHost = lazy(loadAccountDialog);

export function useSharedProjects(given?: SharingApi) {
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
        // Off, or the server unreachable while working alone: nothing to say on the list.
        else if (result.error.kind === 'off' || result.error.kind === 'offline') setState({ status: 'hidden' });
        else setState({ status: 'error', message: shareApiErrorMessage(result.error) });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, reads]);

  const reread = useCallback(() => setReads((n) => n + 1), []);
  return {
    state,
    openAccount: () => {
      setWasOpened(true);
      setOpen(true);
    },
    prepareAccount: () => void loadAccountDialog().catch(() => undefined),
    dialog: wasOpened ? (
      <Suspense fallback={null}>
        <AccountDialogHost isOpen={isOpen} onClose={() => setOpen(false)} onChanged={reread} api={api} />
      </Suspense>
    ) : null,
  };
}
