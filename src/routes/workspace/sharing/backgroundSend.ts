/**
 * Work left unsent on shared projects, sent from whatever workspace page is open (issue 30): a tab closed offline
 * used to keep its changes and plans from the team until that very project was opened again here. The shell loads
 * this module only when a project is marked or a page left a write between the two databases
 * (db/sharing/unsentKey.ts), after the page's first paint and once the browser is idle; it sends the marked projects
 * one at a time through the registry's own session (sessions.ts `sendInBackground`: the provider, the bridge and the
 * plan sender of the project's page, closed once everything is sent), never while the device says it is offline.
 *
 * One sender per project per browser: each project is sent under its Web Lock, taken only if free — a tab where the
 * project is open holds it (shared) and sends it itself, and two tabs on the list do not both send it.
 */
import type { MetrDatabase } from '../../../db/schema';
import { forgetUnbridged, openBridges, projectsWithLeftWrites } from '../../../db/sharing/unbridged';
import { otherOwner, readMarks, setMark, type UnsentMarks } from '../../../db/sharing/unsentMarks';
import { pageStorage } from '../../../db/workspace/unwrittenKeys';
import type { Workspace } from '../context';
import type { BackgroundOutcome } from './sessions';

/** A project to send: its id and the person who shared it (the session's open mode). */
export interface UnsentProject {
  readonly id: string;
  readonly sharedBy: string;
}

/**
 * The projects with work to send, in the order of their marks: those marked `unsent` that this browser holds, shared,
 * then those where a page left a write between the local database and the document (`leftWrites`, unbridged.ts: no
 * mark was written for it, the document never had it). A mark or a left write whose project is gone (deleted, removed
 * from this device) or no longer shared (kept unshared) is dropped: there is nothing to send it to. A refusal's mark
 * stays for the list, and its project is not sent again (the person chooses on the project's page).
 */
export async function unsentProjects(
  db: MetrDatabase,
  marks: UnsentMarks,
  drop: (projectId: string) => void = (id) => setMark(id, null),
  isOthers: (projectId: string) => boolean = () => false,
  leftWrites: readonly string[] = [],
  dropLeft: (projectId: string) => void = (id) => forgetUnbridged(pageStorage(), id),
): Promise<UnsentProject[]> {
  const found: UnsentProject[] = [];
  for (const [id, mark] of Object.entries(marks)) {
    const project = await db.projects.get(id);
    if (!project?.sharing) {
      drop(id);
      continue;
    }
    // Another account's work (two accounts, one browser profile) goes under that account only: left for its sign-in.
    if (mark === 'unsent' && !isOthers(id)) found.push({ id, sharedBy: project.sharing.by });
  }
  for (const id of leftWrites) {
    if (Object.hasOwn(marks, id)) continue;
    const project = await db.projects.get(id);
    if (!project?.sharing) {
      dropLeft(id);
      continue;
    }
    if (!isOthers(id)) found.push({ id, sharedBy: project.sharing.by });
  }
  return found;
}

/** The account signed in on this browser, if the server says (or remembers offline) who; null otherwise. */
async function signedInId(workspace: Workspace): Promise<string | null> {
  if (!workspace.sharing) return null;
  const sharing = await workspace.sharing();
  return sharing.signedInPerson().then(
    (person) => person.person.id,
    () => null,
  );
}

/** What the scheduling needs from the page; the browser's own in `startBackgroundSend`. */
export interface SendHost {
  readonly find: () => Promise<readonly UnsentProject[]>;
  /** Sends one project; resolves when that is over (sessions.ts `sendInBackground`). */
  readonly send: (project: UnsentProject) => Promise<BackgroundOutcome>;
  /** Runs `send` under the project's lock if it is free; `busy` when another holds it. */
  readonly exclusive: (projectId: string, send: () => Promise<BackgroundOutcome>) => Promise<BackgroundOutcome>;
  readonly isOnline: () => boolean;
  /** Resolves when the device says it is online again. */
  readonly online: () => Promise<void>;
  /** Resolves when the browser is idle (between two projects: the page comes first). */
  readonly idle: () => Promise<void>;
}

/**
 * Sends the projects `find` answers, one at a time, each tried once per pass: an outcome `offline` waits for the device
 * to be online and starts a new pass; a project busy elsewhere, refused or stopped is left (its tab, its mark, or the
 * next sign-in). Resolves when nothing is left to try. `onCurrent` hears which project is being sent (null: none).
 */
export async function sendUnsent(host: SendHost, onCurrent: (projectId: string | null) => void = () => {}) {
  const tried = new Set<string>();
  for (;;) {
    if (!host.isOnline()) {
      await host.online();
      tried.clear();
    }
    const next = (await host.find()).find((project) => !tried.has(project.id));
    if (!next) return;
    tried.add(next.id);
    await host.idle();
    onCurrent(next.id);
    let outcome: BackgroundOutcome;
    try {
      outcome = await host.exclusive(next.id, () => host.send(next));
    } finally {
      onCurrent(null);
    }
    if (outcome === 'offline') {
      await host.online();
      tried.clear();
    }
  }
}

let running: Promise<void> | null = null;
let current: string | null = null;
const currentListeners = new Set<() => void>();

/** The project being sent in the background now, if any (the list says « Envoi des modifications… » for it). */
export function sendingNow(): string | null {
  return current;
}

export function subscribeSending(listener: () => void): () => void {
  currentListeners.add(listener);
  return () => currentListeners.delete(listener);
}

function browserHost(workspace: Workspace): SendHost {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return {
    find: async () => {
      // Nobody known (signed out, the server out of reach): each project's opening says so and stops.
      const me = await signedInId(workspace);
      // A left write is this account's to send only (unbridged.ts names whose it is); none known, none sent.
      const left = me === null ? [] : projectsWithLeftWrites(pageStorage(), await openBridges(), me);
      const isOthers = (id: string) => me !== null && otherOwner(id, me) !== null;
      return unsentProjects(workspace.db, readMarks(), undefined, isOthers, left);
    },
    send: async (project) => {
      const sessions = await import('./sessions');
      return sessions.sendInBackground(workspace, project.id, project.sharedBy);
    },
    exclusive: async (projectId, send) => {
      // Without Web Locks (an old browser), each tab's registry still keeps one session per project.
      if (!locks || typeof locks.request !== 'function') return send();
      const { senderLockName } = await import('./sessions');
      return (await locks.request(senderLockName(projectId), { mode: 'exclusive', ifAvailable: true }, (lock) =>
        lock ? send() : 'busy',
      )) as BackgroundOutcome;
    },
    isOnline: () => navigator.onLine !== false,
    online: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
    idle: () =>
      new Promise((resolve) => {
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
        else window.setTimeout(resolve, 200);
      }),
  };
}

/**
 * The shell's call: sends this browser's unsent work in the background, once per page load (a call while a pass runs
 * joins it); a device coming back online later starts another pass.
 */
export function startBackgroundSend(workspace: Workspace): Promise<void> {
  if (!workspace.sharing || !workspace.author) return Promise.resolve();
  running ??= sendUnsent(browserHost(workspace), (projectId) => {
    current = projectId;
    for (const listener of [...currentListeners]) listener();
  }).finally(() => {
    running = null;
    // Something still marked (signed out, a project busy in another tab): tried again when the device comes back.
    if (Object.values(readMarks()).includes('unsent')) {
      window.addEventListener('online', () => void startBackgroundSend(workspace), { once: true });
    }
  });
  return running;
}
