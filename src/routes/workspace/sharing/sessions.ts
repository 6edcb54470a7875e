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
 * until its next opening.
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
  set(entry, { projectId: entry.projectId, phase: 'opening', session: null });
  const name = displayName(workspace, person);
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
  openSessions.set(entry.projectId, session);
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
        onChange: (plans) => set(entry, { ...entry.view, plans }),
        onSettled: () => closeWhenSent(entry),
      });
    } else if (state.connection === 'synced' && entry.view.session?.connection !== 'synced') {
      entry.plans.retry();
    }
  };
  const unsubscribe = session.subscribe((state) => {
    // The libraries' page reads the role without the session (a change while connected must reach it too).
    if (state.role !== null && state.role !== entry.view.session?.role) rememberRole(entry.projectId, state.role);
    sendPlans(state);
    set(entry, { ...entry.view, projectId: entry.projectId, phase: 'open', session: state });
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
  // Before the first exchange the plan sender has not started: the project's plans are not known to be there.
  if (!state.hasSynced) return state.pending > 0;
  return state.pending > 0 || state.connection === 'sending' || (entry.plans?.hasUnsent ?? false);
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
  const entry = entries.get(moved.from);
  if (!entry) return;
  entry.attempt += 1;
  entry.stop();
  entry.stop = () => {};
  entry.session = null;
  openSessions.delete(moved.from);
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
  const moving = session.keepUnshared({ by, rename });
  restoring.set(projectId, moving);
  try {
    const moved = await moving;
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
