import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { countLocalRows, exportLocalData, getLocalUser, importLocalData, replaceLocalData } from '../db/local';
import type { User } from '../db/types';
import { accountFr } from '../i18n/account.fr';
import { interpolate } from '../i18n/format';
import { backupFileName, storageErrorMessage } from '../i18n/storage';
import { Dashboard, type BackupNotice, type DashboardState } from '../screens/Dashboard';
import { clearSession, useSession } from '../state/session';
import { paths } from '../config/routes';
import { useOpenSignupModal } from './signupModalTrigger';

const t = accountFr.dashboard.data;

type Loaded = { email: string; version: number } & ({ user: User | null } | { error: string });

/** The French message for a failed export or import. */
function backupErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'BackupMismatchError') return t.notABackup;
  if (name === 'ReplaceRolledBackError') return t.replaceFailed;
  return storageErrorMessage(error);
}

const plural = new Intl.PluralRules('fr-FR');

// Long enough for the browser to start the download before the object URL goes.
const REVOKE_DELAY_MS = 1000;

/** Saves a blob under a file name, the way a download link does. */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

export function DashboardRoute() {
  const session = useSession();
  const email = session?.email ?? null;
  const navigate = useNavigate();
  const openSignup = useOpenSignupModal();
  // Bumped after an import, to read the profile again.
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const [isImporting, setIsImporting] = useState(false);
  const [notice, setNotice] = useState<BackupNotice | null>(null);
  const [replaceRequest, setReplaceRequest] = useState<{ file: File; fileName: string } | null>(null);
  // The file waiting for an answer; null once answered, so a confirmed request does not also count as cancelled.
  const pendingReplace = useRef<File | null>(null);

  useEffect(() => {
    if (email === null) return undefined;
    let isCurrent = true;
    getLocalUser(email).then(
      (user) => isCurrent && setLoaded({ email, version, user }),
      (error: unknown) => isCurrent && setLoaded({ email, version, error: storageErrorMessage(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [email, version]);

  let state: DashboardState;
  if (email === null) state = { status: 'signedOut' };
  else if (!loaded || loaded.email !== email || loaded.version !== version) state = { status: 'loading' };
  else if ('error' in loaded) state = { status: 'error', email, message: loaded.error };
  else state = { status: 'ready', email, profile: loaded.user };

  const exportData = async () => {
    setIsExporting(true);
    setNotice(null);
    try {
      const fileName = backupFileName();
      download(await exportLocalData(), fileName);
      setNotice({ tone: 'success', message: interpolate(t.exported, { fileName }) });
    } catch (error) {
      setNotice({ tone: 'danger', message: backupErrorMessage(error) });
    } finally {
      setIsExporting(false);
    }
  };

  const runImport = async (file: File, replace: boolean) => {
    setIsImporting(true);
    setNotice(null);
    try {
      await (replace ? replaceLocalData(file) : importLocalData(file));
      const count = await countLocalRows();
      setNotice({
        tone: 'success',
        message: interpolate(plural.select(count) === 'one' ? t.imported.one : t.imported.other, { count }),
      });
      setVersion((v) => v + 1);
    } catch (error) {
      if (error instanceof Error && error.name === 'DatabaseNotEmptyError') {
        pendingReplace.current = file;
        setReplaceRequest({ file, fileName: file.name });
      } else {
        setNotice({ tone: 'danger', message: backupErrorMessage(error) });
      }
    } finally {
      setIsImporting(false);
    }
  };

  return (
    <>
      <title>{accountFr.dashboard.title}</title>
      <Dashboard
        state={state}
        homeHref={paths.home}
        onSignUp={openSignup}
        onSignOut={() => {
          clearSession();
          void navigate(paths.home);
        }}
        onExport={() => void exportData()}
        onImport={(file) => void runImport(file, false)}
        isExporting={isExporting}
        isImporting={isImporting}
        backupNotice={notice}
        replaceRequest={replaceRequest}
        onConfirmReplace={() => {
          const file = pendingReplace.current;
          pendingReplace.current = null;
          setReplaceRequest(null);
          if (file) void runImport(file, true);
        }}
        onCancelReplace={() =>
          // The dialog reports its closing before the pressed button's own handler has run: decide once both
          // have, so « Remplacer » is not also taken for a cancel.
          queueMicrotask(() => {
            if (pendingReplace.current) setNotice({ tone: 'info', message: t.replaceCancelled });
            pendingReplace.current = null;
            setReplaceRequest(null);
          })
        }
      />
    </>
  );
}
