/**
 * The sync sessions of this tab, one per shared project open in it: opened by the first page of the project that
 * needs it (its page, a sheet, its quantities), kept while the person moves between them, closed a moment after the
 * last one unmounts (a new page of the same project mounts right after the old one leaves: no reconnection then).
 *
 * The sync code (yjs, the provider, the bridge) comes through `workspace.sharing()`, its own chunk: nothing here
 * imports it statically, so the workspace's first load stays without it.
 */
import type { SyncSession, SignedInPerson } from '../../../db/sharing';
import { onMoved, type MovedProject } from '../../../db/sharing/moved';
import { rememberRole } from '../../../db/sharing/rememberedRoles';
import { otherOwner, readMarks, setMark, type MarkOwner, type UnsentMark } from '../../../db/sharing/unsentMarks';
import type { SharedProjectView } from '../../../state/sharing';
import type { Workspace } from '../context';
import { openSessions, sharedProjects } from './registry';
import { personLabel } from '../../../domain/sharing/people';
import { siteConfig } from '../../../config/site';
import { sharingApi } from '../../../workspace/sharing/api';
import { startPlanSender, type PlanSender } from './planSender';

/**
 * How long a session outlives the last page of its project (ms). Longer while this person's changes or plans have
 * not reached the server yet (offline, or the first exchange not done): the session stays, connecting in the
 * background, until they have (`closeWhenSent`), so that leaving the project offline does not keep them from the team
 * until its next opening. A tab closed before leaves a mark (`noteMark`), which any later page sends from
 * (backgroundSend.ts, `sendInBackground`).
 */
export const CLOSE_GRACE_MS = 2_000;

export type OpenMode =
  /** A project this browser has, shared: `sharedBy` is the person who shared it (they seed it from here). */
  | { readonly kind: 'shared'; readonly sharedBy: string }
  /** A project this browser does not have: opened only if the server lists it for this person. */
  | { readonly kind: 'absent' };

interface Entry {
  readonly projectId: string;
  refs: number;
  closeTimer: ReturnType<typeof setTimeout> | null;
  session: SyncSession | null;
  view: SharedProjectView;
  readonly listeners: Set<(view: SharedProjectView | null) => void>;
  sheet: { readonly id: string; readonly name: string } | null;
  closed: boolean;
  attempt: number;
  /** Stops hearing the session and sending its plans, without closing it. */
  detach: () => void;
  /** detach(), and the session closed. */
  stop: () => void;
  /** Sends the plans the server lacks while the person may edit (planSender.ts); null otherwise. */
  plans: PlanSender | null;
  /** No page holds the project any more: the session closes once what it has to send is sent. */
  lingering: boolean;
  /**
   * Opened by the background sending (backgroundSend.ts) for work a closed tab left unsent, no page holding it: it
   * waits for the server to have acknowledged everything once (`confirmed`), since what it sends was written before
   * this session (its `pending` is 0).
   */
  background: boolean;
  /** The server acknowledged everything this session had to send at least once (synced after the first exchange). */
  confirmed: boolean;
  /**
   * The session's bridge has brought across what a page left between the local database and the document as it
   * opened (db/sharing/unbridged.ts): until then, what there is to send is not known.
   */
  recovered: boolean;
  /** A page took the project from the background sending (sendInBackground stops waiting for it). */
  onHandover: (() => void) | null;
  /** Releases the project's Web Lock this tab holds for it (one sender per project per browser). */
  unlock: () => void;
  /** The account the session is open for: its marks name it (unsentMarks.ts); null until the session is open. */
  owner: MarkOwner | null;
  /** The workspace it was opened in (opened again there when another tab goes back to the team's version). */
  readonly workspace: Workspace;
}

const entries = new Map<string, Entry>();
/**
 * Projects being moved to a local copy by restoreTeamVersion: a new opening of the team's project waits for it (its
 * document kept here is forgotten then, and must not be opened again before: it holds the refused change).
 */
const restoring = new Map<string, Promise<unknown>>();

function set(entry: Entry, view: SharedProjectView): void {
  entry.view = view;
  for (const listener of entry.listeners) listener(view);
}

async function open(entry: Entry, workspace: Workspace, mode: OpenMode): Promise<void> {
  const loader = workspace.sharing;
  if (!loader) return;
  const attempt = entry.attempt;
  const current = () => !entry.closed && entry.attempt === attempt;
  set(entry, { projectId: entry.projectId, phase: mode.kind === 'absent' ? 'checking' : 'opening', session: null });
  await restoring.get(entry.projectId)?.catch(() => undefined);
  if (!current()) return;
  const sharing = await loader();
  let person: SignedInPerson;
  try {
    person = await sharing.signedInPerson();
  } catch (error) {
    if (!current()) return;
    const failure = error instanceof sharing.SharingApiError ? error.failure : 'offline';
    const phases = {
      signedOut: 'signedOut',
      noAccess: 'noAccess',
      unavailable: 'notShared',
      offline: 'offline',
    } as const;
    // /api/auth/me never answers `projectDeleted` (the sync token's 404 does); a type only, no byte more here.
    const phase = phases[failure as Exclude<typeof failure, 'projectDeleted'>];
    set(entry, { projectId: entry.projectId, phase, session: null });
    return;
  }
  if (!current()) return;
  if (mode.kind === 'absent' && !person.projects.some((p) => p.id === entry.projectId)) {
    set(entry, { projectId: entry.projectId, phase: 'noAccess', session: null });
    return;
  }
  const name = displayName(workspace, person);
  // Another account's work waits in this browser's copy under its author id (two accounts, one browser profile):
  // the server would refuse it from this one, and this one's changes would queue behind it. The project stays
  // readable here, unchanged, until its owner signs in again and sends it (backgroundSend.ts leaves it to them).
  const waiting = mode.kind === 'shared' ? otherOwner(entry.projectId, person.person.id) : null;
  if (waiting) {
    set(entry, { projectId: entry.projectId, phase: 'otherAccount', session: null, waitingFor: waiting.name });
    return;
  }
  set(entry, { projectId: entry.projectId, phase: 'opening', session: null });
  const session = await sharing.SyncSession.open(workspace.db, {
    projectId: entry.projectId,
    person: { id: person.person.id, name },
    // Seeded from the browser that shared it, the first time (openSharedProject seeds an empty document only).
    seed: mode.kind === 'shared' && mode.sharedBy === person.person.id,
    url: sharing.syncUrl(window.location),
    api: sharing.httpSharingApi,
    // Its entries go into the document under this account's own author id (two accounts may share a browser profile).
    localAuthor: workspace.author?.by ?? null,
  });
  if (!current()) {
    await session.close();
    return;
  }
  entry.session = session;
  entry.owner = { id: person.person.id, name };
  entry.recovered = false;
  void session
    .settled()
    .catch(() => undefined)
    .then(() => {
      if (entry.session !== session) return;
      entry.recovered = true;
      closeWhenSent(entry);
    });
  openSessions.set(entry.projectId, session);
  // The list's line for unsent work, fetched while the server is reachable: the person may go back to the list
  // offline, when the project's changes wait.
  void import('./UnsentStatusHost').catch(() => undefined);
  session.setSheet(entry.sheet);
  const sendPlans = (state: typeof session.state) => {
    // A lecteur (or an access withdrawn) sends nothing; an editor starts once the first exchange is done, and runs
    // again each time the connection comes back.
    const mayEdit = state.hasSynced && !state.isReadOnly;
    if (!mayEdit) {
      entry.plans?.stop();
      entry.plans = null;
      return;
    }
    if (!entry.plans) {
      entry.plans = startPlanSender({
        db: workspace.db,
        projectId: entry.projectId,
        api: sharingApi({ base: siteConfig.apiBase }),
        onChange: (plans) => {
          set(entry, { ...entry.view, plans });
          noteMark(entry);
        },
        onSettled: () => {
          noteMark(entry);
          closeWhenSent(entry);
        },
      });
    } else if (state.connection === 'synced' && entry.view.session?.connection !== 'synced') {
      entry.plans.retry();
    }
  };
  const unsubscribe = session.subscribe((state) => {
    // The libraries' page reads the role without the session (a change while connected must reach it too).
    if (state.role !== null && state.role !== entry.view.session?.role) rememberRole(entry.projectId, state.role);
    if (state.hasSynced && state.connection === 'synced') entry.confirmed = true;
    sendPlans(state);
    set(entry, { ...entry.view, projectId: entry.projectId, phase: 'open', session: state });
    noteMark(entry);
    closeWhenSent(entry);
  });
  entry.detach = () => {
    unsubscribe();
    entry.plans?.stop();
    entry.plans = null;
  };
  entry.stop = () => {
    entry.detach();
    void session.close();
  };
  sendPlans(session.state);
  set(entry, { ...entry.view, projectId: entry.projectId, phase: 'open', session: session.state });
}

/**
 * Whether this browser still has something of the project to send: this person's changes not acknowledged (offline,
 * or before the first exchange), or plans the server may lack. A read-only session sends nothing (a lecteur, an access
 * lost, a change refused): nothing is waited for then.
 */
function hasUnsent(entry: Entry): boolean {
  const state = entry.session?.state;
  if (!state || state.isReadOnly) return false;
  if (!entry.recovered || (entry.background && !entry.confirmed)) return true;
  // Before the first exchange the plan sender has not started: the project's plans are not known to be there.
  if (!state.hasSynced) return state.pending > 0;
  return state.pending > 0 || state.connection === 'sending' || (entry.plans?.hasUnsent ?? false);
}

/** The refusals that stop the sending for good (SessionNotice's kinds): the project list says them (unsentMarks.ts). */
const REFUSALS = new Set<string>(['revoked', 'deleted', 'tooLarge', 'refusedUnreadable', 'refusedAuthor']);

/**
 * Keeps the project's mark (db/sharing/unsentMarks.ts) in step with the session: marked as soon as a change or a plan
 * of this person waits, cleared once the server has everything, replaced by a refusal met meanwhile. Written before
 * the change reaches this browser's copy of the document (y-indexeddb stores it after the transaction), so that a tab
 * closed at once leaves the mark.
 */
function noteMark(entry: Entry): void {
  const state = entry.session?.state;
  if (!state) return;
  const id = entry.projectId;
  const mark = (kind: UnsentMark) => setMark(id, kind, undefined, entry.owner);
  const refusal = state.notices.find((notice) => REFUSALS.has(notice.kind));
  if (refusal) {
    // Said on the list only when something of this person's was waiting; the project's page says it anyway.
    if (readMarks()[id] !== undefined) mark(refusal.kind as UnsentMark);
    return;
  }
  // A lecteur sends nothing; a person signed out keeps the mark until they sign in again.
  if (state.isReadOnly) return;
  const plans = entry.view.plans?.state;
  if (plans === 'failed') mark('plansRefused');
  else if (state.pending > 0 || plans === 'sending') mark('unsent');
  else if (state.hasSynced && state.connection === 'synced' && entry.plans && !entry.plans.hasUnsent) {
    setMark(id, null);
  }
}

/** Closes a session no page holds, once it has nothing left to send (called again as its state moves). */
function closeWhenSent(entry: Entry): void {
  if (!entry.lingering || entry.refs > 0 || entry.closed) return;
  if (hasUnsent(entry)) return;
  closeEntry(entry);
}

function closeEntry(entry: Entry): void {
  entry.closed = true;
  entry.lingering = false;
  // The registry's maps name this entry only if no newer one took its place (restoreTeamVersion).
  if (entries.get(entry.projectId) === entry) {
    entries.delete(entry.projectId);
    sharedProjects.delete(entry.projectId);
    retries.delete(entry.projectId);
  }
  if (entry.session && openSessions.get(entry.projectId) === entry.session) openSessions.delete(entry.projectId);
  entry.stop();
  entry.unlock();
  for (const listener of entry.listeners) listener(null);
  entry.listeners.clear();
}

function displayName(workspace: Workspace, person: SignedInPerson): string {
  const user = workspace.user;
  const local =
    user && user.email === person.person.email ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  // The server knows no names: the same label the share dialog and the firm panel derive from the address.
  return local || personLabel(person.person.email);
}

/**
 * A project kept unshared (« Continuer sans partage ») moved to new ids: its session here closes (another tab's
 * closing lets the one that moved it forget the document it kept), an opening under way is dropped, and its pages
 * are told where it went (they follow: views.tsx).
 */
function follow(moved: MovedProject): void {
  // The copy has new ids and no session: nothing of it waits for the team's project any more.
  setMark(moved.from, null);
  const entry = entries.get(moved.from);
  if (!entry) return;
  entry.attempt += 1;
  entry.stop();
  entry.stop = () => {};
  entry.session = null;
  openSessions.delete(moved.from);
  // A background sending has no page to follow the move: it ends here.
  if (entry.background) {
    closeEntry(entry);
    return;
  }
  if (moved.reopensTeam) {
    // Another tab went back to the team's version: this one's pages stay and open it from the server, as that tab's
    // do (the document kept here is being forgotten: its deletion was asked before this message, so this opening's
    // database waits for it and starts empty).
    entry.confirmed = false;
    entry.plans = null;
    void open(entry, entry.workspace, { kind: 'absent' }).catch(() => {
      if (!entry.closed) set(entry, { projectId: entry.projectId, phase: 'offline', session: null });
    });
    return;
  }
  set(entry, { ...entry.view, movedTo: moved });
}

// The other tabs' moves; this registry is loaded with the first shared project and lives as long as the tab.
onMoved(follow);

/**
 * « Continuer sans partage » in this tab: the project goes on here as a local one under new ids (SyncSession's
 * keepUnshared), and its pages follow it; `by`, this person's author id in the journal (the other steps are marked
 * as others').
 */
export async function keepUnshared(projectId: string, by: string | null): Promise<void> {
  await openSessions.get(projectId)?.keepUnshared({ by, onMoved: follow });
}

/**
 * « Revenir à la version de l’équipe », after the server refused this browser's change (too large, unreadable): what
 * this browser holds of the project — the refused change and everything not sent after it — is kept as a local copy
 * under new ids and the name `rename` gives it (SyncSession's keepUnshared: nothing lost, exportable, editable), and
 * the team's project is opened again from the server under its own ids, as on a new device (its pages stay where they
 * are: finding the project gone from this browser, they open it from the server). The session leaves the registry
 * first, so that the pages' new opening is a fresh one; put back if the move fails (the disk), for another try.
 * Answers the copy's ids (null: the project is not open here).
 */
export async function restoreTeamVersion(
  projectId: string,
  by: string | null,
  rename: (name: string) => string,
): Promise<MovedProject | null> {
  const entry = entries.get(projectId);
  const session = openSessions.get(projectId);
  if (!entry || !session || entry.closed) return null;
  entry.attempt += 1;
  // Closed for the registry from now on: its pages' release does not close what a new opening holds.
  entry.closed = true;
  entry.detach();
  entries.delete(projectId);
  openSessions.delete(projectId);
  const moving = session.keepUnshared({ by, rename, reopensTeam: true });
  restoring.set(projectId, moving);
  try {
    const moved = await moving;
    // What waited to be sent is in the copy now; the team's project opens again from the server.
    setMark(projectId, null);
    entry.unlock();
    entry.stop = () => {};
    if (entry.closeTimer !== null) clearTimeout(entry.closeTimer);
    if (!entries.has(projectId)) {
      sharedProjects.delete(projectId);
      retries.delete(projectId);
    }
    for (const listener of entry.listeners) listener(null);
    entry.listeners.clear();
    return moved;
  } catch (error) {
    if (!entries.has(projectId)) {
      entry.closed = false;
      entries.set(projectId, entry);
      openSessions.set(projectId, session);
    }
    throw error;
  } finally {
    if (restoring.get(projectId) === moving) restoring.delete(projectId);
  }
}

export interface SessionHandle {
  readonly view: SharedProjectView;
  subscribe(listener: (view: SharedProjectView | null) => void): () => void;
  release(): void;
}

const retries = new Map<string, () => void>();

/** « Réessayer » after a plan the server refused: the project's plans are looked at and sent again. */
export function retryPlans(projectId: string): void {
  entries.get(projectId)?.plans?.retry();
}

/** Tries again to open a project's session after the server was out of reach. */
export function retryOpening(projectId: string): void {
  retries.get(projectId)?.();
}

/** Takes a hold on a project's session, opening it if needed; `release` when the page unmounts. */
export function acquire(workspace: Workspace, projectId: string, mode: OpenMode): SessionHandle {
  let entry = entries.get(projectId);
  if (!entry) {
    const created: Entry = {
      projectId,
      refs: 0,
      closeTimer: null,
      session: null,
      view: { projectId, phase: 'opening', session: null },
      listeners: new Set(),
      sheet: null,
      closed: false,
      attempt: 0,
      detach: () => {},
      stop: () => {},
      plans: null,
      lingering: false,
      background: false,
      confirmed: false,
      recovered: false,
      onHandover: null,
      unlock: holdLock(projectId),
      owner: null,
      workspace,
    };
    entry = created;
    entries.set(projectId, created);
    sharedProjects.add(projectId);
    void open(created, workspace, mode).catch(() => {
      if (!created.closed) set(created, { projectId, phase: 'offline', session: null });
    });
  }
  const held = entry;
  retries.set(projectId, () => {
    if (held.session || held.closed) return;
    held.attempt += 1;
    void open(held, workspace, mode).catch(() => set(held, { projectId, phase: 'offline', session: null }));
  });
  held.refs += 1;
  held.lingering = false;
  if (held.background) {
    // A page of the project took it from the background sending: the session stays, the page's now.
    held.background = false;
    held.unlock = holdLock(projectId);
    held.onHandover?.();
    held.onHandover = null;
  }
  if (held.closeTimer !== null) {
    clearTimeout(held.closeTimer);
    held.closeTimer = null;
  }
  let released = false;
  return {
    get view() {
      return held.view;
    },
    subscribe(listener) {
      held.listeners.add(listener);
      return () => held.listeners.delete(listener);
    },
    release() {
      if (released) return;
      released = true;
      held.refs -= 1;
      if (held.refs > 0) return;
      held.closeTimer = setTimeout(() => {
        held.closeTimer = null;
        held.lingering = true;
        closeWhenSent(held);
      }, CLOSE_GRACE_MS);
    },
  };
}

/** Where this person is in the project (a sheet, or its page): their colleagues' presence lists show it. */
export function setSheet(projectId: string, sheet: { readonly id: string; readonly name: string } | null): void {
  const entry = entries.get(projectId);
  if (!entry) return;
  entry.sheet = sheet;
  entry.session?.setSheet(sheet);
}

/** The Web Lock naming a project's sender in this browser (backgroundSend.ts takes it exclusively). */
export function senderLockName(projectId: string): string {
  return `metr-sync:${projectId}`;
}

/**
 * Holds the project's lock while a page of this tab has its session: the background sending of another tab
 * (backgroundSend.ts, `ifAvailable`) then leaves the project to this one. Queued behind a background sending under
 * way; released by the returned function (or with the tab).
 */
function holdLock(projectId: string): () => void {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (!locks || typeof locks.request !== 'function') return () => {};
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  locks.request(senderLockName(projectId), { mode: 'shared' }, () => held).catch(() => undefined);
  return release;
}

/** How a background sending ended: `sent` (or nothing left to send), `stopped` (a refusal, signed out), `offline`, `busy` (the project is open here). */
export type BackgroundOutcome = 'sent' | 'stopped' | 'offline' | 'busy';

/**
 * Opens a shared project's session for no page, to send what this browser holds of it that the server lacks (a tab
 * closed offline), and closes it once sent (`closeWhenSent`): the same session, bridge, provider and plan sender as
 * the project's page. Resolves when it ended; `busy` at once when the project's session is open in this tab, or as
 * soon as a page of the project takes it. A refusal is marked for the list (noteMark) and the project's page says it
 * at its next opening, as the session meets it again; nothing local is touched.
 */
export function sendInBackground(
  workspace: Workspace,
  projectId: string,
  sharedBy: string,
): Promise<BackgroundOutcome> {
  if (!workspace.sharing) return Promise.resolve('stopped');
  if (entries.has(projectId) || restoring.has(projectId)) return Promise.resolve('busy');
  return new Promise<BackgroundOutcome>((resolve) => {
    const entry: Entry = {
      projectId,
      refs: 0,
      closeTimer: null,
      session: null,
      view: { projectId, phase: 'opening', session: null },
      listeners: new Set(),
      sheet: null,
      closed: false,
      attempt: 0,
      detach: () => {},
      stop: () => {},
      plans: null,
      lingering: true,
      background: true,
      confirmed: false,
      recovered: false,
      onHandover: () => resolve('busy'),
      // The caller holds the lock exclusively while this runs.
      unlock: () => {},
      owner: null,
      workspace,
    };
    entries.set(projectId, entry);
    sharedProjects.add(projectId);
    entry.listeners.add((view) => {
      if (view === null) {
        resolve(readMarks()[projectId] === undefined ? 'sent' : 'stopped');
        return;
      }
      if (view.session || view.phase === 'opening' || view.phase === 'checking' || !entry.background) return;
      // No session could be opened (the server out of reach, nobody signed in): nothing kept open for no page.
      resolve(view.phase === 'offline' ? 'offline' : 'stopped');
      closeEntry(entry);
    });
    void open(entry, workspace, { kind: 'shared', sharedBy }).catch(() => {
      if (entry.closed || !entry.background) return;
      resolve('offline');
      closeEntry(entry);
    });
  });
}
