/**
 * The way out /dashboard's error page offers when the workspace's own shell failed (its error page, with the backup
 * and storage dialogs, is then gone too): the backup downloaded at once, and the sign-out.
 */
import { createElement } from 'react';
import { paths } from '../../config/routes';
import { exportLocalData } from '../../db/local';
import { backupFileName } from '../../i18n/storage';
import { DataWayOut } from '../../screens/Workspace/Shell/DataWayOut';
import { clearSession } from '../../state/session';
import { download } from './download';

async function downloadBackup(): Promise<void> {
  const fileName = backupFileName();
  download(await exportLocalData(), fileName);
}

function signOut(): void {
  clearSession();
  window.location.assign(paths.home);
}

export function RescueWayOut() {
  return createElement(DataWayOut, { onBackup: () => void downloadBackup(), onSignOut: signOut });
}
