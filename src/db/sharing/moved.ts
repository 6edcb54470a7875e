/**
 * A shared project kept here unshared moves to new ids (unshare.ts): what this browser's tabs are told so that their
 * pages of it follow. Nothing else in here: the session registry and the pages import it without the sync code.
 */

/** What a moved project's open pages need: its new id, and its files' and sheets' (their addresses hold them). */
export interface MovedProject {
  readonly from: string;
  readonly to: string;
  /** Old id → new id of the project, its files and its sheets (the ids the workspace's addresses hold). */
  readonly paths: Readonly<Record<string, string>>;
  /**
   * The tab that moved it opens the team's project again from the server (« Revenir à la version de l’équipe »): the
   * other tabs' pages stay where they are and open the team's too, rather than follow the copy. The copy is named in
   * the moving tab's notification, which offers to open it.
   */
  readonly reopensTeam?: boolean;
}

/** The channel that tells this browser's other tabs a project moved (their pages of it follow; its session closes). */
export const MOVED_CHANNEL = 'metr-sharing-moved';

/** Tells this browser's other tabs (a BroadcastChannel never hears its own messages). */
export function announceMoved(moved: MovedProject): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(MOVED_CHANNEL);
  try {
    channel.postMessage(moved);
  } finally {
    channel.close();
  }
}

/** Hears the other tabs' moves; returns the function that stops. */
export function onMoved(listener: (moved: MovedProject) => void): () => void {
  if (typeof BroadcastChannel !== 'function') return () => {};
  const channel = new BroadcastChannel(MOVED_CHANNEL);
  channel.onmessage = (event: MessageEvent<MovedProject>) => listener(event.data);
  // Node's channel keeps the process alive (tests); a browser's has no such method.
  (channel as { unref?: () => void }).unref?.();
  return () => channel.close();
}

/** An address of the old project's pages at the new ids; null when it is not one of its pages. */
export function movedPath(pathname: string, moved: MovedProject): string | null {
  const segments = pathname.split('/');
  if (!segments.includes(moved.from)) return null;
  return segments.map((s) => moved.paths[s] ?? s).join('/');
}
