/**
 * The sync sessions of shared projects (issue 30), as the workspace's pages show them: where each open project is
 * (checking whether it is shared with this person, opening, open, or why it cannot be opened here) and its session's
 * state (connection, role, notices, presence, conflicts). Written by routes/workspace/sharing/sessions.ts, which owns
 * the sessions; read by the pages. Nothing here is stored.
 */
import { atom } from 'jotai';
import type { MovedProject } from '../db/sharing/moved';
import type { SyncSessionState } from '../db/sharing/session';
import type { UploadFailure } from '../workspace/sharing/upload';

export type SharedProjectPhase =
  /** Asking the server whether the project is shared with this person (a project this browser does not have). */
  | 'checking'
  /** The session's code and document are loading. */
  | 'opening'
  | 'open'
  /** Nobody is signed in on this browser. */
  | 'signedOut'
  /** The project is not shared with this person (or was deleted). */
  | 'noAccess'
  /** The server has no accounts (started without a database): a project absent here is simply not found. */
  | 'notShared'
  /** The server could not be reached and this browser cannot open the project without it. */
  | 'offline'
  /**
   * Another account signed in on this browser before left work of theirs unsent here (`waitingFor` names them): the
   * project stays readable, unchanged, until they sign in again and it is sent (db/sharing/unsentMarks.ts).
   */
  | 'otherAccount';

export interface SharedProjectView {
  readonly projectId: string;
  readonly phase: SharedProjectPhase;
  /** The session's state once open. */
  readonly session: SyncSessionState | null;
  /**
   * The project was kept here unshared (« Continuer sans partage », in this tab or another): it has new ids, its
   * session is closed, and its pages follow it there.
   */
  readonly movedTo?: MovedProject;
  /** The plans this browser is sending to the server (imported here since the project was shared), or a refusal. */
  readonly plans?: PlanSending;
  /** Phase `otherAccount`: the name of the account whose work waits. */
  readonly waitingFor?: string;
}

/** The shared projects open in this tab, by id. */
export const sharedProjectsAtom = atom<ReadonlyMap<string, SharedProjectView>>(new Map());

/** The plans a browser sends to the server for a shared project (routes/workspace/sharing/planSender.ts). */
export type PlanSending =
  | { readonly state: 'idle' }
  | { readonly state: 'sending'; readonly sentBytes: number; readonly totalBytes: number; readonly plans: number }
  /** Refused by the server (quota, size, rights) or unreadable here: said, with « Réessayer ». */
  | { readonly state: 'failed'; readonly error: UploadFailure };
