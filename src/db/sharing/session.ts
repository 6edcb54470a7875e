/**
 * A shared project's sync session in the browser: the document kept here (y-indexeddb) and bridged to Dexie
 * (openSharedProject), connected to the sync server (@hocuspocus/provider 3.4.4, the server's line) on the page's
 * origin under `/sync`, with a token from `POST /api/sync-token` fetched for every connection (a reconnection, or a
 * refused token, asks for a new one).
 *
 * What the page needs is kept as one plain state object (`state`, `subscribe`): the connection (connecting, synced,
 * sending, offline), the role the server applies, what it said (read-only, a change refused, access revoked), who is
 * on the project and on which sheet (awareness), and the conflicts the bridge reports. Offline the project goes on
 * from the document kept here; the provider sends what was written meanwhile when the connection comes back.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import { PRICE_FIELDS, ROLE_RIGHTS, documentNameOf, type ProjectRole } from '../../domain/sharing/contract';
import { tableOf } from '../../domain/sharing/document';
import type { FieldConflict } from '../../domain/sharing/conflicts';
import type { MetrDatabase } from '../schema';
import { SharingApiError, type SharingApi, type SharingApiFailure } from './api';
import { announceMoved, type MovedProject } from './moved';
import { openSharedProject, type OpenSharedProject } from './open';
import { forgetDocument } from './persistence';
import { tableOfMap } from './rows';
import { keepAsLocalCopy } from './unshare';

export type SyncConnection = 'connecting' | 'synced' | 'sending' | 'offline';

/** What the server said, as the page shows it (src/screens/Workspace/Sharing/SharingNotice). */
export type SessionNotice =
  | { readonly kind: 'readOnly' }
  | { readonly kind: 'revoked' }
  /** The project was deleted on the server by an économiste: the copy here stays, read-only, exportable. */
  | { readonly kind: 'deleted' }
  /** An économiste changed this person's role while they were connected (the page follows the new role at once). */
  | { readonly kind: 'roleChanged'; readonly role: ProjectRole }
  | { readonly kind: 'signedOut' }
  /**
   * Said by the registry, not the session (which it does not open then): another account's work waits here
   * (routes/workspace/sharing/sessions.ts, phase `otherAccount`); `name`, that account's.
   */
  | { readonly kind: 'otherAccount'; readonly name: string }
  | { readonly kind: 'tooLarge' }
  /** A price the server put back: the article's row id (its name and price are read by the page). */
  | { readonly kind: 'refusedPrice'; readonly itemId: string | null }
  | { readonly kind: 'refusedUnreadable' }
  /** A change that named another member as a step's author: refused whole, like an unreadable one. */
  | { readonly kind: 'refusedAuthor' };

/** Someone on the project now (one entry per person, whatever their tabs). */
export interface SessionPerson {
  readonly id: string;
  readonly name: string;
  readonly sheetId: string | null;
  readonly sheetName: string | null;
  readonly isYou: boolean;
}

export interface SyncSessionState {
  readonly connection: SyncConnection;
  /** This person's writes not yet acknowledged by the server (0 when all are). */
  readonly pending: number;
  /** The role the server applies; null until it said (then the last one known). */
  readonly role: ProjectRole | null;
  /** Nothing may be changed here: a lecteur, an access revoked, nobody signed in. */
  readonly isReadOnly: boolean;
  /** Whether the role may change prices (an économiste). */
  readonly canEditPrices: boolean;
  readonly notices: readonly SessionNotice[];
  readonly people: readonly SessionPerson[];
  readonly conflicts: readonly FieldConflict[];
  /** The project's own row is in the document (a project arriving from the server: its rows are coming). */
  readonly hasProject: boolean;
  /** The first exchange with the server is done at least once in this session. */
  readonly hasSynced: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** The stateless messages of server/sharing/messages.ts (their types are the contract; the server's copy is not loaded here). */
type ServerMessage =
  | {
      readonly type: 'metr:role';
      readonly role: ProjectRole;
      readonly readOnly: boolean;
      /** Only when an économiste changed the role during the connection. */
      readonly message?: string;
    }
  | { readonly type: 'metr:refused'; readonly reason: string; readonly message: string }
  /** Sent just before the server closes the connection for a reason the person must be told. */
  | { readonly type: 'metr:closed'; readonly reason: string; readonly message: string };

export function parseServerMessage(payload: string): ServerMessage | null {
  try {
    const value = JSON.parse(payload) as Partial<ServerMessage> | null;
    if (value?.type === 'metr:role' && typeof value.role === 'string' && value.role in ROLE_RIGHTS) {
      return value as ServerMessage;
    }
    if (value?.type === 'metr:refused' && typeof value.reason === 'string') return value as ServerMessage;
    if (value?.type === 'metr:closed' && typeof value.reason === 'string') return value as ServerMessage;
  } catch {
    /* not JSON: not ours */
  }
  return null;
}

/**
 * The server's close reasons (server/sharing/messages.ts, SyncCloseReason) that end the session for good: the access is
 * gone (revoked, or never there) or the project is (deleted by an économiste, or unknown). Null for a reason after which
 * the provider may reconnect (the server unavailable a moment).
 */
export function closedNotice(reason: string): 'revoked' | 'deleted' | null {
  switch (reason) {
    case 'access-revoked':
    case 'no-access':
      return 'revoked';
    case 'project-deleted':
    case 'unknown-document':
      return 'deleted';
    default:
      return null;
  }
}

/** The server's refusal reasons (server/sharing/guard.ts) as the page says them. */
function refusalNotice(reason: string, itemId: string | null): SessionNotice | null {
  switch (reason) {
    case 'price-field':
      return { kind: 'refusedPrice', itemId };
    case 'document-too-large':
      return { kind: 'tooLarge' };
    case 'malformed':
    case 'message-too-large':
      return { kind: 'refusedUnreadable' };
    case 'forged-author':
      return { kind: 'refusedAuthor' };
    default:
      // 'read-only': the lecteur's notice already says it.
      return null;
  }
}

export interface SyncSessionOptions {
  readonly projectId: string;
  readonly person: { readonly id: string; readonly name: string };
  /** The project is seeded into the document from this browser's rows (the browser that shared it). */
  readonly seed: boolean;
  /** `ws(s)://<origin>/sync`. */
  readonly url: string;
  readonly api: Pick<SharingApi, 'syncToken'>;
  /** This browser's profile id (the workspace's `author.by`), written in the document as this account's (bridge.ts). */
  readonly localAuthor?: string | null;
  /** Node's tests pass a WebSocket sending an Origin, as a browser does. */
  readonly WebSocketPolyfill?: unknown;
  /** Reconnection delays (ms); the provider's defaults (1 s to 30 s) in the browser. */
  readonly delays?: { readonly min: number; readonly max: number };
  /** What says the device is back online (its `online` event): the window in the browser; tests pass their own. */
  readonly onlineEvents?: EventTarget | null;
}

export interface KeepUnsharedOptions {
  /** This person's author id in the journal (the workspace's `author.by`): the other steps are marked as others'. */
  readonly by?: string | null;
  /** Called once the project has its new ids. */
  readonly onMoved?: (moved: MovedProject) => void;
  /** The copy's name from the project's (unshare.ts, `rename`); its own name when absent. */
  readonly rename?: (name: string) => string;
  /**
   * The team's project is opened again from the server in this tab (« Revenir à la version de l’équipe »): the other
   * tabs are told to do the same rather than follow the copy (MovedProject's `reopensTeam`).
   */
  readonly reopensTeam?: boolean;
}

const MAX_CONFLICTS = 20;

export class SyncSession {
  readonly projectId: string;
  readonly shared: OpenSharedProject;
  readonly provider: HocuspocusProvider;
  readonly #socket: HocuspocusProviderWebsocket;
  readonly #api: Pick<SharingApi, 'syncToken'>;
  readonly #person: { readonly id: string; readonly name: string };
  readonly #listeners = new Set<(state: SyncSessionState) => void>();
  #state: SyncSessionState;
  #socketStatus: WebSocketStatus = WebSocketStatus.Connecting;
  /** Why the last token could not be had; null when it was given. */
  #tokenFailure: SharingApiFailure | null = null;
  /** Refusals of a freshly fetched token in a row (one is a race with its expiry; two mean no access). */
  #refusedInARow = 0;
  #stopped = false;
  /** close() or keepUnshared() ran: the document is no longer bridged here. */
  #closed = false;
  /** keepUnshared() under way or done. */
  #unshared: Promise<MovedProject | null> | null = null;
  /** The article whose price this person changed last (the server's price refusal names none). */
  #lastPriceItem: string | null = null;
  #pendingLocal = 0;
  #retry: ReturnType<typeof setTimeout> | null = null;
  /** A reconnection waiting for the refused socket to close (its delay). */
  #reconnectAfterClose: number | null = null;
  readonly #offDoc: () => void;
  readonly #offConflicts: () => void;
  readonly #offUndo: () => void;
  readonly #offOnline: () => void;

  readonly #db: MetrDatabase;

  private constructor(db: MetrDatabase, shared: OpenSharedProject, options: SyncSessionOptions) {
    this.#db = db;
    this.projectId = options.projectId;
    this.shared = shared;
    this.#api = options.api;
    this.#person = options.person;
    this.#state = {
      connection: 'connecting',
      pending: 0,
      role: null,
      isReadOnly: false,
      canEditPrices: false,
      notices: [],
      people: [],
      conflicts: [],
      hasProject: this.#hasProject(),
      hasSynced: false,
      canUndo: false,
      canRedo: false,
    };
    const doc = shared.doc;
    const { bridge } = shared;
    this.#socket = new HocuspocusProviderWebsocket({
      url: options.url,
      ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill as typeof WebSocket } : {}),
      ...(options.delays
        ? { delay: options.delays.min, minDelay: options.delays.min, maxDelay: options.delays.max }
        : {}),
    });
    this.provider = new HocuspocusProvider({
      websocketProvider: this.#socket,
      name: documentNameOf(options.projectId),
      document: doc,
      token: () => this.#token(),
      onStatus: ({ status }) => {
        this.#socketStatus = status;
        if (status === WebSocketStatus.Disconnected && this.#reconnectAfterClose !== null) {
          const delay = this.#reconnectAfterClose;
          this.#reconnectAfterClose = null;
          this.#scheduleConnect(delay);
        }
        this.#update();
      },
      onSynced: () => this.#synced(),
      onUnsyncedChanges: ({ number }) => {
        if (number === 0) this.#synced();
        else this.#update();
      },
      onAuthenticated: ({ scope }) => {
        this.#refusedInARow = 0;
        if (scope === 'readonly') this.#setRole(this.#state.role ?? 'lecteur');
      },
      onAuthenticationFailed: () => this.#denied(),
      onStateless: ({ payload }) => this.#message(payload),
      onAwarenessChange: () => this.#update({ people: this.#people() }),
    });
    this.provider.setAwarenessField('user', { id: options.person.id, name: options.person.name });
    this.provider.setAwarenessField('sheet', null);

    const onTransaction = (transaction: Y.Transaction) => {
      if (transaction.origin === bridge.origin) {
        this.#pendingLocal += 1;
        this.#notePriceChange(transaction);
      }
      this.#update({ hasProject: this.#hasProject() });
    };
    doc.on('afterTransaction', onTransaction);
    this.#offDoc = () => doc.off('afterTransaction', onTransaction);
    this.#offConflicts = bridge.conflicts.onConflicts((conflicts) =>
      this.#update({ conflicts: [...conflicts, ...this.#state.conflicts].slice(0, MAX_CONFLICTS) }),
    );
    const onStack = () => this.#update();
    const manager = bridge.undo.manager;
    manager.on('stack-item-added', onStack);
    manager.on('stack-item-popped', onStack);
    manager.on('stack-cleared', onStack);
    this.#offUndo = () => {
      manager.off('stack-item-added', onStack);
      manager.off('stack-item-popped', onStack);
      manager.off('stack-cleared', onStack);
    };
    // Back online, the connection is tried at once: after a long outage the provider's next try may be 30 s away.
    const online = options.onlineEvents === undefined ? globalThis.window : options.onlineEvents;
    const onOnline = () => this.#connectNow();
    online?.addEventListener('online', onOnline);
    this.#offOnline = () => online?.removeEventListener('online', onOnline);
    this.provider.attach();
  }

  /** Opens the project's document, its bridge to Dexie and the connection. */
  static async open(db: MetrDatabase, options: SyncSessionOptions): Promise<SyncSession> {
    const shared = await openSharedProject(db, {
      projectId: options.projectId,
      personId: options.person.id,
      seed: options.seed,
      localAuthor: options.localAuthor ?? null,
    });
    return new SyncSession(db, shared, options);
  }

  get state(): SyncSessionState {
    return this.#state;
  }

  /** Hears every change of `state`; returns the unsubscribe function. */
  subscribe(listener: (state: SyncSessionState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Where this person is: a sheet of the project, or its page (null). Colleagues see it in their presence list. */
  setSheet(sheet: { readonly id: string; readonly name: string } | null): void {
    if (this.#stopped) return;
    const current = this.provider.awareness?.getLocalState()?.['sheet'] as { id: string } | null | undefined;
    if ((current?.id ?? null) === (sheet?.id ?? null)) return;
    this.provider.setAwarenessField('sheet', sheet ? { id: sheet.id, name: sheet.name } : null);
  }

  /** Drops a conflict once the person has seen it (kept theirs, or took theirs back). */
  dismissConflict(conflict: FieldConflict): void {
    this.#update({ conflicts: this.#state.conflicts.filter((c) => c !== conflict) });
  }

  /**
   * Puts this person's value of a conflict back (one step of theirs, which the colleague sees), and drops the note.
   * A row the colleague deleted stays deleted: only its note goes.
   */
  async keepMine(conflict: FieldConflict): Promise<void> {
    this.dismissConflict(conflict);
    if (conflict.field === null || conflict.kept !== 'theirs') return;
    const table = tableOfMap(this.#db, conflict.map);
    await table.update(conflict.id, { [conflict.field]: conflict.mine });
    await this.shared.bridge.settled();
  }

  /**
   * Takes back this person's last step in the document (never a colleague's), and waits until Dexie has its rows;
   * the journal entries it wrote, or null when there was nothing to undo.
   */
  async undo(): Promise<readonly string[] | null> {
    const entries = this.shared.bridge.undo.undo();
    await this.shared.bridge.settled();
    return entries;
  }

  async redo(): Promise<readonly string[] | null> {
    const entries = this.shared.bridge.undo.redo();
    await this.shared.bridge.settled();
    return entries;
  }

  /** The journal entries of the step Ctrl+Z or Ctrl+Maj+Z would move now. */
  topEntries(kind: 'undo' | 'redo'): readonly string[] | null {
    const { manager } = this.shared.bridge.undo;
    const stack = kind === 'undo' ? manager.undoStack : manager.redoStack;
    const top = stack[stack.length - 1];
    return top ? ((top.meta.get('journalEntries') as readonly string[] | undefined) ?? []) : null;
  }

  /** Resolves once the bridge has written everything seen so far both ways. */
  settled(): Promise<void> {
    return this.shared.bridge.settled();
  }

  /** Leaves the project: the connection ends, the document stays kept in this browser. */
  async close(): Promise<void> {
    if (this.#detach()) await this.shared.close();
  }

  /** Stops the connection and every listener, once; false when the session was closed already. */
  #detach(): boolean {
    if (this.#closed) return false;
    this.#closed = true;
    if (!this.#stopped) this.#stop();
    this.#listeners.clear();
    this.#offDoc();
    this.#offConflicts();
    this.#offUndo();
    return true;
  }

  /**
   * The way on after the server refused this browser's change as unreadable or too large (the session stopped then,
   * read-only): the project goes on here as a local, unshared project — under new ids (unshare.ts: one transaction
   * moves every row, blob, version and journal entry, drops `sharing` and marks the colleagues' steps irreversible),
   * so that sharing it again makes a new team project, and the team's can still come back here. Every row stays as
   * it is here (the refused change included: nothing is lost, and it can be exported); the document kept for it is
   * forgotten (it holds the refused change, which every connection would send again). The bridge is closed first
   * (the team's document is not told). The team's project on the server stays as the server has it, for the
   * colleagues. `onMoved` is called once the rows have moved (the page follows them), before the document is
   * forgotten; the other tabs are told on a BroadcastChannel (moved.ts). Answers the new ids (null: the project was
   * not in this browser).
   */
  keepUnshared(options: KeepUnsharedOptions = {}): Promise<MovedProject | null> {
    // Once: a second press while it runs waits for the same; a failure (the disk) may be tried again.
    this.#unshared ??= this.#keepUnshared(options).catch((error: unknown) => {
      this.#unshared = null;
      throw error;
    });
    return this.#unshared;
  }

  async #keepUnshared({ by = null, onMoved, rename, reopensTeam }: KeepUnsharedOptions): Promise<MovedProject | null> {
    if (this.#detach()) await this.shared.close();
    const moved = await keepAsLocalCopy(this.#db, this.projectId, { by, ...(rename ? { rename } : {}) });
    if (moved) {
      onMoved?.(moved);
      announceMoved(reopensTeam ? { ...moved, reopensTeam } : moved);
    }
    // Not y-indexeddb's clearData(), which does not wait for the deletion. Another tab's session of the project holds
    // the document open until the announcement closes it.
    await forgetDocument(this.projectId);
    return moved;
  }

  // ---------------------------------------------------------------------------------------------------------------

  #hasProject(): boolean {
    return tableOf(this.shared.doc, 'project').has(this.projectId);
  }

  async #token(): Promise<string> {
    try {
      const { token, role } = await this.#api.syncToken(this.projectId);
      this.#tokenFailure = null;
      // A role changed while this browser was away is said too, not only applied.
      this.#setRole(role, this.#state.role !== null && this.#state.role !== role);
      return token;
    } catch (error) {
      this.#tokenFailure = error instanceof SharingApiError ? error.failure : 'offline';
      throw error;
    }
  }

  #synced(): void {
    if (this.#stopped) return;
    if (!this.provider.hasUnsyncedChanges) {
      // Everything this person wrote has reached the server: a colleague's later change of those fields is no
      // conflict with them.
      this.shared.bridge.conflicts.markSynced();
      this.#pendingLocal = 0;
    }
    this.#update({ hasSynced: this.#state.hasSynced || this.provider.isSynced });
  }

  /** The server refused the connection's token, or none could be had. */
  #denied(): void {
    if (this.#stopped) return;
    const failure = this.#tokenFailure;
    if (failure === 'noAccess') return this.#lose('revoked');
    // Deleted while this browser was away: the accounts remember who was a member, and say so.
    if (failure === 'projectDeleted') return this.#lose('deleted');
    if (failure === 'signedOut') return this.#lose('signedOut');
    if (failure === null) {
      // A token fetched for this very connection was refused: once may be its expiry racing the check; twice, the
      // server answers that this person has no access any more (revoked, or the project deleted).
      this.#refusedInARow += 1;
      if (this.#refusedInARow >= 2) return this.#lose('revoked');
    }
    // Offline, the accounts unavailable, or a first refusal: a new connection (and token) a little later. The
    // server ignores a second token on a socket whose authentication failed, hence a new socket.
    this.#reconnectLater(failure === null ? 0 : 2_000);
  }

  #reconnectLater(delay: number): void {
    if (this.#retry !== null || this.#reconnectAfterClose !== null) return;
    if (this.#socketStatus === WebSocketStatus.Disconnected) {
      this.#scheduleConnect(delay);
      return;
    }
    // connect() does nothing while the old socket is still open: the new one starts once it has closed.
    this.#reconnectAfterClose = delay;
    this.#socket.disconnect();
    this.#update();
  }

  #scheduleConnect(delay: number): void {
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (!this.#stopped) void this.#socket.connect();
    }, delay);
  }

  /** A connection now, unless one is open, being closed for a new one, or the session is over. */
  #connectNow(): void {
    if (this.#stopped || this.#socketStatus === WebSocketStatus.Connected || this.#reconnectAfterClose !== null) return;
    if (this.#retry !== null) clearTimeout(this.#retry);
    this.#retry = null;
    void this.#socket.connect();
  }

  /** The access or the project is gone: the project stays here, read-only, and says why. Nothing is deleted. */
  #lose(kind: 'revoked' | 'deleted' | 'signedOut'): void {
    if (this.#stopped) return;
    this.#stop();
    this.#update({ isReadOnly: true, canEditPrices: false, notices: [{ kind }], people: [] });
  }

  #stop(): void {
    this.#stopped = true;
    this.#offOnline();
    if (this.#retry !== null) clearTimeout(this.#retry);
    this.#retry = null;
    this.provider.destroy();
    this.#socket.destroy();
  }

  /**
   * The role in force. `changed`: an économiste changed it during the connection, which the page says (the notice
   * replaces the lecteur's own, which would say the same twice); a later confirmation of the same role (a
   * reconnection's token) keeps that notice.
   */
  #setRole(role: ProjectRole, changed = false): void {
    if (this.#stopped) return;
    const rights = ROLE_RIGHTS[role];
    const told = changed
      ? ({ kind: 'roleChanged', role } as const)
      : this.#state.notices.find((n) => n.kind === 'roleChanged' && n.role === role);
    const others = this.#state.notices.filter((n) => n.kind !== 'readOnly' && n.kind !== 'roleChanged');
    const head: SessionNotice[] = told ? [told] : rights.edit ? [] : [{ kind: 'readOnly' }];
    this.#update({ role, isReadOnly: !rights.edit, canEditPrices: rights.prices, notices: [...head, ...others] });
  }

  #message(payload: string): void {
    const message = parseServerMessage(payload);
    if (!message) return;
    if (message.type === 'metr:role') {
      const role = message.readOnly && message.role !== 'lecteur' ? 'lecteur' : message.role;
      this.#setRole(role, message.message !== undefined && role !== this.#state.role);
      return;
    }
    if (message.type === 'metr:closed') {
      // The server closes the connection right after: stopped first, so that the provider does not connect again
      // (a new token would be refused, or worse, the project deleted would be offered again).
      const kind = closedNotice(message.reason);
      if (kind) this.#lose(kind);
      return;
    }
    const notice = refusalNotice(message.reason, this.#lastPriceItem);
    if (!notice) return;
    // The newest refusal replaces an older one; the lecteur's notice, and a role changed, stay.
    const kept = this.#state.notices.filter((n) => n.kind === 'readOnly' || n.kind === 'roleChanged');
    if (notice.kind === 'tooLarge' || notice.kind === 'refusedUnreadable' || notice.kind === 'refusedAuthor') {
      // The refused change stays in this document, and this person's later changes wait behind it (Yjs applies a
      // client's changes in the order of its clock): every connection would send it again and be refused again. The
      // session stops, the project read-only here with everything in it, until the person keeps it unshared
      // (keepUnshared) or exports it.
      this.#stop();
      this.#update({ isReadOnly: true, canEditPrices: false, notices: [...kept, notice], people: [] });
      return;
    }
    this.#update({ notices: [...kept, notice] });
  }

  /** Remembers the article whose price this person's transaction changed (for the server's refusal). */
  #notePriceChange(transaction: Y.Transaction): void {
    const fields = PRICE_FIELDS.libraryItems ?? [];
    const items = tableOf(this.shared.doc, 'libraryItems');
    for (const [type, keys] of transaction.changed) {
      if ((type as unknown) === items) {
        for (const id of keys) if (id !== null) this.#lastPriceItem = id;
        continue;
      }
      const parent = type._item?.parent as unknown;
      if (parent !== items) continue;
      if ([...keys].some((key) => key !== null && fields.includes(key))) {
        this.#lastPriceItem = type._item?.parentSub ?? this.#lastPriceItem;
      }
    }
  }

  #people(): SessionPerson[] {
    const awareness = this.provider.awareness;
    if (!awareness) return [];
    const byPerson = new Map<string, SessionPerson>();
    const mine = this.shared.doc.clientID;
    for (const [clientId, value] of awareness.getStates()) {
      const user = value['user'] as { id?: unknown; name?: unknown } | undefined;
      if (typeof user?.id !== 'string') continue;
      const sheet = value['sheet'] as { id?: unknown; name?: unknown } | null | undefined;
      const isYou = clientId === mine || user.id === this.#person.id;
      const person: SessionPerson = {
        id: user.id,
        name: typeof user.name === 'string' && user.name ? user.name : user.id,
        sheetId: typeof sheet?.id === 'string' ? sheet.id : null,
        sheetName: typeof sheet?.name === 'string' ? sheet.name : null,
        isYou,
      };
      // One entry per person: their own tab's when it is this one, else the first seen.
      if (!byPerson.has(person.id) || clientId === mine) byPerson.set(person.id, person);
    }
    return [...byPerson.values()].sort((a, b) => Number(b.isYou) - Number(a.isYou) || a.name.localeCompare(b.name));
  }

  #connection(): SyncConnection {
    if (this.#socketStatus === WebSocketStatus.Disconnected || this.#tokenFailure === 'offline') return 'offline';
    if (!this.provider.isSynced || this.#socketStatus === WebSocketStatus.Connecting) return 'connecting';
    return this.provider.hasUnsyncedChanges ? 'sending' : 'synced';
  }

  #update(patch: Partial<SyncSessionState> = {}): void {
    const { manager } = this.shared.bridge.undo;
    const next: SyncSessionState = {
      ...this.#state,
      ...patch,
      connection: this.#stopped ? 'offline' : this.#connection(),
      pending: this.#pendingLocal,
      canUndo: manager.undoStack.length > 0,
      canRedo: manager.redoStack.length > 0,
    };
    if (shallowEqual(next, this.#state)) return;
    this.#state = next;
    for (const listener of this.#listeners) listener(next);
  }
}

function shallowEqual(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return Object.keys(x).every((key) => Object.is(x[key], y[key]));
}
