/**
 * Per-person undo on a shared project: a Y.UndoManager that tracks only the transactions of this person's origin, so
 * Ctrl+Z takes back their own last step and never a colleague's (a colleague's change of another field of the same
 * row stays; one of the same field since is not overwritten, Yjs's rule). Each step is one stack item (one local
 * command is one transaction), and remembers the journal entries it wrote: undoing it marks them undone in the
 * document's journal (the history keeps them, as it does locally), redoing it marks them done again.
 */
import * as Y from 'yjs';
import { defineMaps, tableOf } from './document';
import { UNDOABLE_MAPS } from './layout';

/** A person writing into a shared document: their transactions carry it, and their undo tracks it. */
export class PersonOrigin {
  constructor(
    readonly personId: string,
    /** What wrote (the seed is not a step to undo: it has an origin of its own). */
    readonly kind: 'edit' | 'seed' | 'history' = 'edit',
  ) {}
}

const ENTRIES = 'journalEntries';

export class PersonUndo {
  readonly manager: Y.UndoManager;
  /** The entries of the step being moved from one stack to the other (its new stack item takes them). */
  #moving: readonly string[] = [];
  /** The entries of the step being written (set by the writer around its transaction). */
  #writing: readonly string[] = [];
  readonly #history: PersonOrigin;

  constructor(
    private readonly doc: Y.Doc,
    readonly origin: PersonOrigin,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {
    defineMaps(doc);
    this.#history = new PersonOrigin(origin.personId, 'history');
    this.manager = new Y.UndoManager(
      UNDOABLE_MAPS.map((map) => tableOf(doc, map)),
      { trackedOrigins: new Set([origin]), captureTimeout: 0 },
    );
    this.manager.on('stack-item-added', ({ stackItem, origin: from }) => {
      const entries = from === this.manager ? this.#moving : this.#writing;
      stackItem.meta.set(ENTRIES, entries);
    });
  }

  /** Writes a step of this person: `write` runs in one transaction of their origin, `entryIds` its journal entries. */
  step(write: () => void, entryIds: readonly string[] = []): void {
    this.#writing = entryIds;
    try {
      this.doc.transact(write, this.origin);
    } finally {
      this.#writing = [];
    }
  }

  get canUndo(): boolean {
    return this.manager.canUndo();
  }

  get canRedo(): boolean {
    return this.manager.canRedo();
  }

  /** Takes back this person's last step; the journal entries it wrote, or null when there was none. */
  undo(): readonly string[] | null {
    return this.#move('undo');
  }

  redo(): readonly string[] | null {
    return this.#move('redo');
  }

  destroy(): void {
    this.manager.destroy();
  }

  #move(kind: 'undo' | 'redo'): readonly string[] | null {
    const stack = kind === 'undo' ? this.manager.undoStack : this.manager.redoStack;
    const top = stack[stack.length - 1];
    if (!top) return null;
    const entries = (top.meta.get(ENTRIES) as readonly string[] | undefined) ?? [];
    this.#moving = entries;
    try {
      if (kind === 'undo') this.manager.undo();
      else this.manager.redo();
    } finally {
      this.#moving = [];
    }
    this.#mark(entries, kind);
    return entries;
  }

  /** The history's marks: outside the undo's own tracking (marking an entry is not a step to take back). */
  #mark(entryIds: readonly string[], kind: 'undo' | 'redo'): void {
    if (entryIds.length === 0) return;
    const journal = tableOf(this.doc, 'journal');
    const at = this.now();
    this.doc.transact(() => {
      for (const id of entryIds) {
        const entry = journal.get(id);
        if (!entry) continue;
        if (kind === 'undo') entry.set('undoneAt', at);
        else entry.delete('undoneAt');
      }
    }, this.#history);
  }
}
