/**
 * The workspace's dialogs, loaded on demand: the project form brings the date picker, the calendar and the schema
 * library, the settings dialogs the progress bar; none of it is needed to show a list or a plan. Each is fetched when
 * the browser is idle after the page appears (so it opens at once), or at its first opening, whichever comes first.
 */
import { lazy } from 'react';
import { whenIdle } from './idle';

const loadProjectForm = () => import('../../screens/Workspace/Projects/ProjectFormDialog');
const loadBackup = () => import('../../screens/Workspace/Shell/BackupDialog');
const loadStorage = () => import('../../screens/Workspace/Shell/StorageDialog');

export const ProjectFormDialog = lazy(() => loadProjectForm().then((m) => ({ default: m.ProjectFormDialog })));
export const BackupDialog = lazy(() => loadBackup().then((m) => ({ default: m.BackupDialog })));
export const StorageDialog = lazy(() => loadStorage().then((m) => ({ default: m.StorageDialog })));

/** Fetches the dialogs' code once the browser has nothing better to do (a failure is retried at first opening). */
export function preloadDialogs(): () => void {
  const load = () => {
    void loadProjectForm().catch(() => undefined);
    void loadBackup().catch(() => undefined);
    void loadStorage().catch(() => undefined);
  };
  return whenIdle(load, 3000);
}
