import { createContext, use } from 'react';
import type { ToastItem } from '../../components/Toast';
import type { MetrDatabase } from '../../db/schema';
import type { User } from '../../db/types';
import type { Author } from '../../db/workspace/journal';
import type { loadSharing } from '../../db/sharing/lazy';

/** What every workspace page gets from the shell: the open database, who works, and the notifications. */
export interface Workspace {
  readonly db: MetrDatabase;
  /** The local user of the session; null when this browser has no record of them (read-only then). */
  readonly user: User | null;
  /** Who the journal names for a change; null when the workspace is read-only. */
  readonly author: Author | null;
  /** Shows a notification (toast) at the bottom of the window. */
  readonly notify: (toast: Notice) => void;
  /**
   * The client's sync code for shared projects (issue 30), fetched on first call: never part of the workspace's first
   * load. Absent where a page is rendered without it (stories, tests).
   */
  readonly sharing?: typeof loadSharing;
}

/** A notification to show; one with a `group` replaces the one of the same group still shown. */
export type Notice = Omit<ToastItem, 'id'> & { readonly group?: string };

export const WorkspaceContext = createContext<Workspace | null>(null);

/** The workspace of the page; only under WorkspaceShell. */
export function useWorkspace(): Workspace {
  const workspace = use(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace() outside the workspace shell');
  return workspace;
}
