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
import { applyChanges, invert, type Change, type Command } from '../../domain/takeoff/commands';
import type { JournalEntry } from '../../domain/takeoff/journal';
import type { TakeoffState } from '../../domain/takeoff/types';
import type { UndoStatus } from '../../db/workspace/journal';

/** What the runner needs of the stored journal (journalRepository, bound to a scope and an author). */
export interface JournalStore {
  commit(command: Command): Promise<JournalEntry | null>;
  undo(): Promise<JournalEntry | null>;
  redo(): Promise<JournalEntry | null>;
  status(): Promise<UndoStatus>;
  /** The project's rows as stored. */
  load(): Promise<TakeoffState>;
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

export interface JournalRunnerOptions {
  /** What a commit's write waits for. @default afterNextPaint */
  readonly afterPaint?: () => Promise<void>;
}

export class JournalRunner {
  #rows: TakeoffState;
  #queue: Promise<unknown> = Promise.resolve();
  #closed = false;
  readonly #afterPaint: () => Promise<void>;

  constructor(
    rows: TakeoffState,
    private readonly store: JournalStore,
    private readonly events: JournalRunnerEvents,
    options: JournalRunnerOptions = {},
  ) {
    this.#rows = rows;
    this.#afterPaint = options.afterPaint ?? afterNextPaint;
  }

  get rows(): TakeoffState {
    return this.#rows;
  }

  /** Stops reporting (the workspace closed); queued steps still finish. */
  close(): void {
    this.#closed = true;
  }

  #set(rows: TakeoffState): void {
    this.#rows = rows;
    if (!this.#closed) this.events.onRows(rows);
  }

  #enqueue<T>(step: () => Promise<T>): Promise<T | null> {
    const run = this.#queue.then(step).then(
      async (value) => {
        await this.#refreshStatus();
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
      const status = await this.store.status();
      if (!this.#closed) this.events.onStatus(status);
    } catch {
      // The status is a hint for the buttons; the next step reads it again.
    }
  }

  async #recover(error: unknown): Promise<void> {
    if (!this.#closed) this.events.onError(error);
    try {
      this.#set(await this.store.load());
    } catch {
      // Storage itself is gone: the error above says so.
    }
    await this.#refreshStatus();
  }

  /**
   * Applies the command to the local rows now, and journals it. Throws (and changes nothing) when the command does
   * not apply to the local rows: the caller built it from other rows, a bug.
   */
  commit(command: Command): Promise<JournalEntry | null> {
    this.#set(applyChanges(this.#rows, command.changes));
    // Queued now (the order of the user's steps), written once the answer is on screen.
    return this.#enqueue(async () => {
      await this.#afterPaint();
      return this.store.commit(command);
    });
  }

  undo(): Promise<JournalEntry | null> {
    return this.#enqueue(async () => {
      const entry = await this.store.undo();
      if (entry) this.#applyStored(invert(entry).changes);
      if (!this.#closed) this.events.onStep?.('undo', entry);
      return entry;
    });
  }

  redo(): Promise<JournalEntry | null> {
    return this.#enqueue(async () => {
      const entry = await this.store.redo();
      if (entry) this.#applyStored(entry.changes);
      if (!this.#closed) this.events.onStep?.('redo', entry);
      return entry;
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
