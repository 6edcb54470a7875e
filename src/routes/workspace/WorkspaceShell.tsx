import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ToastRegion, type ToastItem } from '../../components/Toast';
import { getDatabase } from '../../db/local';
import type { MetrDatabase } from '../../db/schema';
import { userRepository } from '../../db/users';
import { planFileRepository } from '../../db/workspace/files';
import { hasUnwrittenSteps } from '../../db/workspace/unwrittenPrefix';
import { hasLeftWrites, hasUnsentWork } from '../../db/sharing/unsentKey';
import { paths } from '../../config/routes';
import { displayText } from '../../domain/storedValues';
import { interpolate } from '../../i18n/format';
import { shellFr } from '../../i18n/projects.fr';
import { storageErrorMessage } from '../../i18n/storage';
import { formatBytes } from '../../i18n/workspaceFormat';
import type { Notice } from '../../screens/Workspace/Shell/BackupDialog';
import { DataWayOut } from '../../screens/Workspace/Shell/DataWayOut';
import type { StorageState } from '../../screens/Workspace/Shell/StorageDialog';
import type { SettingsAction } from '../../screens/Workspace/Shell/WorkspaceHeader';
import { ErrorState, LoadingState } from '../../screens/Workspace/Projects/ProjectStates';
import { PageErrorBoundary } from '../PageErrorBoundary';
import { clearSession } from '../../state/session';
import { WorkspaceContext, type Notice as ToastNotice, type Workspace } from './context';
import { loadSharing } from '../../db/sharing/lazy';
import { ShellHeaderContext } from './ShellHeader';
import { BackupDialog, StorageDialog, preloadDialogs } from './lazyDialogs';
import { whenIdle } from './idle';
import { useBackup } from './useBackup';
import { useFocusOnNavigation } from './focusOnNavigation';
import { useLiveQuery } from './useLiveQuery';
import { WorkspaceFrame } from './WorkspaceFrame';

type Opened = { status: 'loading' } | { status: 'open'; db: MetrDatabase } | { status: 'error'; message: string };

let toastSeq = 0;

/**
 * The workspace around every page of /dashboard: opens the database, follows the session's user (a backup restored
 * in this or another tab brings them back), gives the pages their header (greeting, settings: backup, storage,
 * sign-out) and the notifications, and moves the focus to each new page's title after an in-app navigation.
 */
export function WorkspaceShell({ email, children }: { email: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Opened>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    getDatabase().then(
      (db) => isCurrent && setOpened({ status: 'open', db }),
      (error: unknown) => isCurrent && setOpened({ status: 'error', message: storageErrorMessage(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  const db = opened.status === 'open' ? opened.db : null;
  const user = useLiveQuery(db ? () => userRepository(db).getByEmail(email) : null, [db, email]);

  const [toasts, setToasts] = useState<(ToastItem & Pick<ToastNotice, 'group'>)[]>([]);
  const notify = useCallback((toast: ToastNotice) => {
    toastSeq += 1;
    const id = `toast-${toastSeq}`;
    // The newest replaces an older one of the same group (a burst of undos does not pile up); three at most.
    setToasts((current) => [
      ...current.filter((shown) => toast.group === undefined || shown.group !== toast.group).slice(-2),
      { ...toast, id },
    ]);
  }, []);
  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((t) => t.id !== id)), []);

  const [dialog, setDialog] = useState<'backup' | 'storage' | null>(null);
  // The dialogs opened at least once (adjusted while rendering: it follows `dialog`).
  const [everOpened, setEverOpened] = useState<ReadonlySet<'backup' | 'storage'>>(new Set());
  if (dialog && !everOpened.has(dialog)) setEverOpened(new Set([...everOpened, dialog]));
  useEffect(() => preloadDialogs(), []);
  const backup = useBackup();
  const storage = useStorage(db, dialog === 'storage');

  useFocusOnNavigation();

  // Steps a page showed but could not write before it was left (db/workspace/unwritten.ts): written before any page
  // reads the rows — a few milliseconds, and only when there are some.
  const [isReplaying, setReplaying] = useState(hasUnwrittenSteps);
  const by = user.status === 'ready' ? (user.value?.id ?? null) : null;
  useEffect(() => {
    // No profile here (by null): a read-only workspace writes nothing.
    if (!isReplaying || !db || by === null) return undefined;
    // A chunk that fails to load leaves them kept: the sheet page, or the next start, writes them.
    void import('./unwrittenAtStart')
      .then(({ replayAtStart }) => replayAtStart(db, by, notify))
      .finally(() => setReplaying(false));
    return undefined;
  }, [isReplaying, db, by, notify]);

  const workspace = useMemo((): Workspace | null => {
    if (!db || user.status === 'loading' || (isReplaying && by !== null)) return null;
    const record = user.status === 'ready' ? user.value : null;
    return { db, user: record, author: record ? { by: record.id } : null, notify, sharing: loadSharing };
  }, [db, user, notify, isReplaying, by]);

  // Work a closed tab left unsent on shared projects (db/sharing/unsentMarks.ts, unbridged.ts): sent from whichever
  // page is open, once it has painted and the browser is idle; nothing is loaded when there is none.
  useEffect(() => {
    if (!workspace || !(hasUnsentWork() || hasLeftWrites())) return undefined;
    return whenIdle(() => {
      void import('./sharing/backgroundSend').then((m) => m.startBackgroundSend(workspace)).catch(() => undefined);
    }, 5_000);
  }, [workspace]);

  const onSettingsAction = useCallback(
    (action: SettingsAction) => {
      if (action === 'signOut') {
        clearSession();
        void navigate(paths.home);
      } else {
        setDialog(action);
      }
    },
    [navigate],
  );
  // A profile an older version stored damaged greets no one rather than taking every page's header down.
  const firstName = displayText(workspace?.user?.firstName) || null;
  const header = useMemo(() => ({ firstName, onSettingsAction }), [firstName, onSettingsAction]);

  let page: ReactNode;
  if (opened.status === 'error') {
    page = (
      <WorkspaceFrame breadcrumbs={[]}>
        <ErrorState message={opened.message} onRetry={() => setAttempt((n) => n + 1)} />
      </WorkspaceFrame>
    );
  } else if (!workspace) {
    page = (
      <WorkspaceFrame breadcrumbs={[]}>
        <LoadingState message={shellFr.loading} />
      </WorkspaceFrame>
    );
  } else {
    page = <WorkspaceContext value={workspace}>{children}</WorkspaceContext>;
  }
  // Whatever a page meets in the data, the shell stays: its dialogs (backup, storage) and the sign-out are offered
  // on the error page too, and work from there (they are outside the boundary).
  const wayOut = (
    <DataWayOut
      onBackup={() => onSettingsAction('backup')}
      onStorage={() => onSettingsAction('storage')}
      onSignOut={() => onSettingsAction('signOut')}
    />
  );

  return (
    <ShellHeaderContext value={header}>
      <PageErrorBoundary isLandmark wayOut={wayOut}>
        {page}
      </PageErrorBoundary>
      {/* Mounted from their first opening on (their code loads on demand), then kept: a backup under way goes on. */}
      <Suspense fallback={null}>
        {everOpened.has('backup') && (
          <BackupDialog isOpen={dialog === 'backup'} onOpenChange={(open) => !open && setDialog(null)} {...backup} />
        )}
        {everOpened.has('storage') && (
          <StorageDialog isOpen={dialog === 'storage'} onOpenChange={(open) => !open && setDialog(null)} {...storage} />
        )}
      </Suspense>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ShellHeaderContext>
  );
}

/** « Espace de stockage »: the figures while the dialog is open (they follow the tables), and the purge. */
function useStorage(db: MetrDatabase | null, isOpen: boolean) {
  const estimate = useLiveQuery(isOpen && db ? () => planFileRepository(db).storageEstimate() : null, [db, isOpen]);
  const [isFreeing, setIsFreeing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const state: StorageState =
    estimate.status === 'ready'
      ? { status: 'ready', figures: estimate.value }
      : estimate.status === 'error'
        ? { status: 'error', message: storageErrorMessage(estimate.error) }
        : { status: 'loading' };
  return {
    state,
    isFreeing,
    notice,
    onFree: () => {
      if (!db) return;
      setIsFreeing(true);
      setNotice(null);
      planFileRepository(db)
        .purgeDeletedFiles()
        .then(
          ({ bytes }) =>
            setNotice({ tone: 'success', message: interpolate(shellFr.storage.freed, { bytes: formatBytes(bytes) }) }),
          (error: unknown) => setNotice({ tone: 'danger', message: storageErrorMessage(error) }),
        )
        .finally(() => setIsFreeing(false));
    },
  };
}
