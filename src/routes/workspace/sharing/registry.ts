/**
 * Which projects are shared in this tab and their open sessions, kept by sessions.ts. Apart from it so that the undo
 * (sharedJournal.ts) can ask without loading the registry's code: a tab without a shared project never does.
 */
import type { SyncSession } from '../../../db/sharing/session';

export const sharedProjects = new Set<string>();
export const openSessions = new Map<string, SyncSession>();

/** The open session of a project, if any (undo, presence). */
export function sessionOf(projectId: string): SyncSession | null {
  return openSessions.get(projectId) ?? null;
}

/** Whether this tab treats the project as shared (its session opening or open, or refused). */
export function isShared(projectId: string): boolean {
  return sharedProjects.has(projectId);
}
