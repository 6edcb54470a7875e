/**
 * The workspace's side of the journal: one queue per project, so that commits, undos and redos reach IndexedDB in
 * the order the user made them, and a local copy of the project's rows that follows them at once.
 *
 * A command is applied to the local rows as soon as it is made (the next click already sees the measurement it
 * created: the second point of a count needs the first), then committed in the queue. An undo or a redo is applied
 * locally when the stored journal has done it (its entry says what changed). Should a step fail (another tab changed
 * the rows, storage failed), the rows are read again from the database: the local copy is never trusted over it.
 *
 * A commit's write waits for the frame that shows it (`afterPaint`): IndexedDB's work and Dexie's (its transaction,
 * its live queries' caches) would otherwise run between the click and the paint of its answer — on 5,000
 * measurements, a good part of an interaction. The rows are already local, so nothing waits on the write but the
 * journal; a failed write still reads the rows again and says why.
 */
import { applyChanges, invert, leavesRowsAs, type Change, type Command } from '../../domain/takeoff/commands';
import { ConflictError } from '../../domain/takeoff/errors';
import type { JournalEntry } from '../../domain/takeoff/journal';
import type { TakeoffState } from '../../domain/takeoff/types';
import { JournalConflictError, StepBlockedError } from '../../db/errors';
import type { RepositoryOptions } from '../../db/repository';
import type { MetrDatabase } from '../../db/schema';
import { journalRepository, type JournalEvent, type Stepped, type UndoStatus } from '../../db/workspace/journal';
import { projectScope } from '../../db/workspace/scopes';
import { loadProjectAt } from '../../db/workspace/sheets';
import {
  dropUnwritten,
  journalHolds,
  keepUnwritten,
  readUnwritten,
  type UnwrittenStorage,
} from '../../db/workspace/unwritten';

/** The project's rows as stored, and the scope's version they are at (read in one transaction). */
export interface Loaded {
  readonly rows: TakeoffState;
  readonly version: number;
}

/**
 * An undo or redo as the store made it. `reread`: the step is not the entry's exact inverse (a shared project's
 * undo, Y.UndoManager's: a colleague's later change of a field stays), so the rows are read again rather than
 * replayed from the entry.
 */
export type StoreStep = Stepped & { readonly reread?: boolean };

/** What the runner needs of the stored journal (journalRepository, bound to a scope, an author and this tab). */
export interface JournalStore {
  commit(command: Command): Promise<Stepped | null>;
  /** `skip`: this tab's steps it was told it can no longer undo (StepBlockedError), passed over. */
  undo(skip: ReadonlySet<string>): Promise<StoreStep | null>;
  redo(): Promise<StoreStep | null>;
  status(skip: ReadonlySet<string>): Promise<UndoStatus>;
  load(): Promise<Loaded>;
  /** The scope's version now. */
  version(): Promise<number>;
  /** Whether a recent entry made exactly this command's changes (a step written already). */
  holds?(command: Command): Promise<boolean>;
  /** One entry as stored (a step heard from another tab). */
  entry(id: string): Promise<JournalEntry | undefined>;
  /** Hears the scope's steps, this tab's and the other tabs'; returns the unsubscribe function. */
  listen?(listener: (event: JournalEvent) => void): () => void;
}

/** A project's journal as the runner needs it: its scope, the author's name on each step, this tab's history. */
export function projectJournalStore(
  db: MetrDatabase,
  projectId: string,
  by: string,
  options?: RepositoryOptions,
): JournalStore {
  const journal = journalRepository(db, options);
  const scope = projectScope(projectId);
  return {
    commit: (command) => journal.commitStep(command, { scope, by }),
    undo: (skip) => journal.undoStep(scope, { skip }),
    redo: () => journal.redoStep(scope),
    status: (skip) => journal.status(scope, { skip }),
    load: () => loadProjectAt(db, projectId),
    version: () => journal.version(scope),
    holds: (command) => journalHolds(db, scope, command),
    entry: (id) => journal.entry(id),
    listen: (listener) => journal.subscribe(scope, listener, { otherTabs: true }),
  };
}

/** Rows changed by something else than this runner's own steps: another tab's step, or the rows read again. */
export interface ExternalChange {
  readonly before: TakeoffState;
  readonly after: TakeoffState;
  /** Made in another tab (a step heard, or rows read again after one). */
  readonly isOtherTab: boolean;
}

export interface JournalRunnerEvents {
  /** The local rows changed. */
  onRows(rows: TakeoffState): void;
  /** What undo and redo would do now. */
  onStatus(status: UndoStatus): void;
  /** A step failed; the rows were read again. */
  onError(error: unknown): void;
  /** An undo or redo was made (null: there was nothing to take back or re-apply). */
  onStep?(kind: 'undo' | 'redo', entry: JournalEntry | null): void;
  /** The rows changed under the page: what it holds (a selection, a gesture) may be gone. */
  onExternal?(change: ExternalChange): void;
}

/** The waits of `afterNextPaint` still pending: a page being hidden or left ends them all at once. */
const waitingForPaint = new Set<() => void>();
let listeningForHide = false;

function releaseWaits(): void {
  const waits = [...waitingForPaint];
  waitingForPaint.clear();
  for (const release of waits) release();
}

/**
 * A page hidden (another tab, the window minimised) or left (the tab closed, a link followed) paints no further frame,
 * and a page being left may never run another timer: the writes waiting for a paint start now, in the event that says
 * so, while the page can still run them.
 */
function listenForHide(): void {
  if (listeningForHide || typeof window === 'undefined') return;
  listeningForHide = true;
  window.addEventListener('pagehide', releaseWaits);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') releaseWaits();
  });
}

/**
 * Resolves once the browser has painted the current frame: after the next animation frame, in the task that follows
 * it — never later than `ceiling` ms, so a write is not held back, and at once when the page is hidden or being left
 * (see listenForHide).
 */
export function afterNextPaint(ceiling = 100): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    listenForHide();
    const release = () => {
      clearTimeout(timer);
      waitingForPaint.delete(release);
      resolve();
    };
    waitingForPaint.add(release);
    // Read by release, which runs in a later task: the timer exists by then.
    const timer = setTimeout(release, ceiling);
    requestAnimationFrame(() => setTimeout(release, 0));
  });
}

/** Where a page keeps its steps not yet written when it is left (db/workspace/unwritten.ts). */
export interface UnwrittenKeeping {
  readonly storage: UnwrittenStorage | null;
  /** This page's entry (unwrittenKey). */
  readonly key: string;
  /** What says the page is being left. @default window */
  readonly target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export interface JournalRunnerOptions {
  /** What a commit's write waits for. @default afterNextPaint */
  readonly afterPaint?: () => Promise<void>;
  /** Keeps the steps not yet written when the page is left (`pagehide`); none kept without it. */
  readonly unwritten?: UnwrittenKeeping;
}

/** What replayUnwritten did with the steps a page left unwritten. */
export interface Replayed {
  /** Written now. */
  readonly written: number;
  /** Found written already (the page's write had landed after all). */
  readonly already: number;
  /** Refused: the rows they change had changed since (another tab). Nothing of them was written. */
  readonly refused: number;
  /** Storage failed: the steps not written are kept for the next opening, and this says why. */
  readonly error: unknown;
}

/**
 * Writes the steps a page of this project showed but left unwritten (db/workspace/unwritten.ts), in their order,
 * before the project's rows are read: a step already written is recognised and passed over, one whose rows changed
 * since is refused and counted; a storage failure stops and keeps the rest for the next opening.
 */
export async function replayUnwritten(
  store: JournalStore,
  storage: UnwrittenStorage | null,
  projectId: string,
): Promise<Replayed> {
  let written = 0;
  let already = 0;
  let refused = 0;
  for (const { key, commands } of readUnwritten(storage, projectId)) {
    for (const [i, command] of commands.entries()) {
      try {
        await store.commit(command);
        written++;
        continue;
      } catch (error) {
        let isWritten: boolean;
        try {
          isWritten = (await store.holds?.(command)) ?? leavesRowsAs((await store.load()).rows, command);
        } catch (readError) {
          keepUnwritten(storage, key, commands.slice(i));
          return { written, already, refused, error: readError };
        }
        if (isWritten) already++;
        else if (error instanceof JournalConflictError || error instanceof ConflictError) refused++;
        else {
          keepUnwritten(storage, key, commands.slice(i));
          return { written, already, refused, error };
        }
      }
    }
    dropUnwritten(storage, key);
  }
  return { written, already, refused, error: null };
}

/**
 * The page's copy of the project's rows, kept in step with the journal: this tab's commands applied at once and
 * written in order, this tab's undos and redos as the journal makes them, and the other tabs' steps as they are
 * announced. The copy is at a version of the scope (the number of steps made in it): a step announced as the next
 * version is applied from its entry; any other gap (a message missed, two tabs' steps crossing) reads the rows again.
 */
export class JournalRunner {
  #rows: TakeoffState;
  #version: number;
  #queue: Promise<unknown> = Promise.resolve();
  #closed = false;
  /** Commands applied to the local rows whose write has not finished, in order. */
  #pending: Command[] = [];
  /** Steps this tab was told it can no longer undo: its next Ctrl+Z passes over them. */
  readonly #skip = new Set<string>();
  readonly #afterPaint: () => Promise<void>;
  readonly #unlisten: () => void;
  readonly #unwritten: UnwrittenKeeping | null;
  /** The page was left with steps unwritten and kept them: the entry follows their writes, and goes with the last. */
  #kept = false;
  readonly #onPageHide = () => this.#keepUnwritten();

  constructor(
    loaded: Loaded,
    private readonly store: JournalStore,
    private readonly events: JournalRunnerEvents,
    options: JournalRunnerOptions = {},
  ) {
    this.#rows = loaded.rows;
    this.#version = loaded.version;
    this.#afterPaint = options.afterPaint ?? afterNextPaint;
    this.#unlisten = store.listen?.((event) => this.#heard(event)) ?? (() => {});
    this.#unwritten = options.unwritten ?? null;
    this.#pageTarget()?.addEventListener('pagehide', this.#onPageHide);
  }

  #pageTarget(): UnwrittenKeeping['target'] | null {
    if (!this.#unwritten) return null;
    return this.#unwritten.target ?? (typeof window === 'undefined' ? null : window);
  }

  /** The page is being left: the steps shown and not yet written are kept, synchronously, while it still runs. */
  #keepUnwritten(): void {
    if (!this.#unwritten || this.#pending.length === 0) return;
    this.#kept = keepUnwritten(this.#unwritten.storage, this.#unwritten.key, this.#pending) || this.#kept;
  }

  /**
   * A write ended after the page kept its steps (a page back from the back-forward cache): the entry follows, and
   * goes with the last. A page really left runs no further: its entry stays for the next opening.
   */
  #followKept(): void {
    if (!this.#kept || !this.#unwritten) return;
    keepUnwritten(this.#unwritten.storage, this.#unwritten.key, this.#pending);
    if (this.#pending.length === 0) this.#kept = false;
  }

  get rows(): TakeoffState {
    return this.#rows;
  }

  /** The scope's version the rows are at. */
  get version(): number {
    return this.#version;
  }

  /** Stops reporting and listening (the workspace closed); queued steps still finish, and are kept if the page goes. */
  close(): void {
    this.#closed = true;
    this.#unlisten();
    // A page left just after the workspace closed (a link followed, then the tab closed) still keeps what is unwritten.
    const target = this.#pageTarget();
    void this.#queue.then(() => target?.removeEventListener('pagehide', this.#onPageHide));
  }

  #set(rows: TakeoffState): void {
    this.#rows = rows;
    if (!this.#closed) this.events.onRows(rows);
  }

  /** Queues a step; the undo status is read after it unless `changed` says it left everything as it was. */
  #enqueue<T>(step: () => Promise<T>, changed: (value: T) => boolean = () => true): Promise<T | null> {
    const run = this.#queue.then(step).then(
      async (value) => {
        if (changed(value)) await this.#refreshStatus();
        return value;
      },
      async (error: unknown) => {
        await this.#recover(error);
        return null;
      },
    );
    this.#queue = run;
    return run;
  }

  async #refreshStatus(): Promise<void> {
    try {
      const status = await this.store.status(this.#skip);
      if (!this.#closed) this.events.onStatus(status);
    } catch {
      // The status is a hint for the buttons; the next step reads it again.
    }
  }

  async #recover(error: unknown): Promise<void> {
    if (!this.#closed) this.events.onError(error);
    try {
      await this.#reload(false);
    } catch {
      // Storage itself is gone: the error above says so.
    }
    await this.#refreshStatus();
  }

  /**
   * Reads the rows again and puts this tab's commands not yet written back on top (one that no longer applies is
   * left out: its write will be refused, and say so).
   */
  async #reload(isOtherTab: boolean): Promise<void> {
    const loaded = await this.store.load();
    let rows = loaded.rows;
    for (const command of this.#pending) {
      try {
        rows = applyChanges(rows, command.changes);
      } catch {
        // Refused when written, with its message.
      }
    }
    const before = this.#rows;
    this.#version = loaded.version;
    this.#set(rows);
    if (!this.#closed) this.events.onExternal?.({ before, after: rows, isOtherTab });
  }

  /** This tab's step left the scope at `version`: the next one, or others came between and the rows are read again. */
  async #advance(version: number, apply: () => void): Promise<void> {
    if (version === this.#version + 1) {
      try {
        apply();
        this.#version = version;
        return;
      } catch {
        // The local rows had drifted from the stored ones: read them.
      }
    }
    await this.#reload(true);
  }

  /** A step heard: another tab's, or another part of this tab's (this runner's own come back already counted). */
  #heard(event: JournalEvent): void {
    if (this.#closed) return;
    if (event.kind === 'purge') {
      void this.#enqueue(() => Promise.resolve(null));
      return;
    }
    // This runner's own steps come back here too (already counted): nothing to do, nothing to read again.
    void this.#enqueue(
      () => this.#follow(event),
      (followed) => followed,
    );
  }

  /** Follows a step heard; false when the rows already had it. */
  async #follow(event: JournalEvent): Promise<boolean> {
    const { version, entryId } = event;
    if (version === null || version <= this.#version) return false;
    if (version === this.#version + 1 && entryId !== null) {
      const entry = event.entry ?? (await this.store.entry(entryId));
      if (entry) {
        const changes = event.kind === 'undo' ? invert(entry).changes : entry.changes;
        const before = this.#rows;
        let after: TakeoffState | null = null;
        try {
          after = applyChanges(before, changes);
        } catch {
          // This tab's rows no longer fit the step (a command of this tab not yet written on the same rows).
        }
        if (after) {
          this.#version = version;
          this.#set(after);
          if (!this.#closed) this.events.onExternal?.({ before, after, isOtherTab: event.isRemote });
          return true;
        }
      }
    }
    await this.#reload(event.isRemote);
    return true;
  }

  /**
   * Applies the command to the local rows now, and journals it. Throws (and changes nothing) when the command does
   * not apply to the local rows: the caller built it from other rows, a bug.
   */
  commit(command: Command): Promise<JournalEntry | null> {
    this.#set(applyChanges(this.#rows, command.changes));
    this.#pending.push(command);
    // Queued now (the order of the user's steps), written once the answer is on screen.
    return this.#enqueue(async () => {
      let stepped: Stepped | null;
      try {
        await this.#afterPaint();
        stepped = await this.store.commit(command);
      } finally {
        // Written, or failed and said so on this page (which is still running): no longer for the next opening.
        this.#pending.splice(this.#pending.indexOf(command), 1);
        this.#followKept();
      }
      if (stepped) await this.#advance(stepped.version, () => {});
      return stepped?.entry ?? null;
    });
  }

  undo(): Promise<JournalEntry | null> {
    return this.#enqueue(() => this.#undoNow());
  }

  /**
   * Undoes the step `entryId` only if it is still the newest once every step queued before it is written (a
   * toast's « Annuler » after a deletion); else changes nothing and answers 'notLatest'.
   */
  undoIfLatest(entryId: string): Promise<JournalEntry | 'notLatest' | null> {
    return this.#enqueue(async () =>
      (await this.store.status(this.#skip)).undo?.entryId === entryId ? this.#undoNow() : ('notLatest' as const),
    );
  }

  async #undoNow(): Promise<JournalEntry | null> {
    let stepped: StoreStep | null;
    try {
      stepped = await this.store.undo(this.#skip);
    } catch (error) {
      // Said once; the next Ctrl+Z goes to the step before it.
      if (error instanceof StepBlockedError && error.kind === 'undo') this.#skip.add(error.entry.id);
      throw error;
    }
    const entry = stepped?.entry ?? null;
    if (stepped?.reread) await this.#reload(false);
    else if (stepped && entry) await this.#advance(stepped.version, () => this.#applyStored(invert(entry).changes));
    if (!this.#closed) this.events.onStep?.('undo', entry);
    return entry;
  }

  redo(): Promise<JournalEntry | null> {
    return this.#enqueue(async () => {
      const stepped = await this.store.redo();
      const entry = stepped?.entry ?? null;
      if (stepped?.reread) await this.#reload(false);
      else if (stepped && entry) await this.#advance(stepped.version, () => this.#applyStored(entry.changes));
      if (!this.#closed) this.events.onStep?.('redo', entry);
      return entry;
    });
  }

  /**
   * Reads the rows again if the scope moved on without this tab hearing of it (a page back from the background, a
   * change of the project list): after the steps already queued.
   */
  check(): Promise<unknown> {
    return this.#enqueue(async () => {
      if ((await this.store.version()) !== this.#version) await this.#reload(true);
      return null;
    });
  }

  /** Reads the rows again, after the steps already queued (a change elsewhere that the version does not count). */
  refresh(): Promise<unknown> {
    return this.#enqueue(async () => {
      await this.#reload(true);
      return null;
    });
  }

  /** Changes the stored journal has made: the local rows follow. */
  #applyStored(changes: readonly Change[]): void {
    this.#set(applyChanges(this.#rows, changes));
  }

  /** Waits for every queued step (tests, and before leaving the page). */
  idle(): Promise<unknown> {
    return this.#queue;
  }
}
