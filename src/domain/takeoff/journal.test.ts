import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyChanges, invert, stateFromRows, updateMeasurement, type Command, type CommandType } from './commands';
import { CommandError } from './errors';
import {
  blameFor,
  entryStatus,
  history,
  isOwnStep,
  record,
  redo,
  redoTarget,
  undo,
  undoTarget,
  withEntries,
  type JournalEntry,
  type StepOwner,
} from './journal';
import { buildCommand, commandTypeArb, numbersArb, stateArb, testContext } from './testing/arbitraries';
import { measurement, project, snapshot } from './testing/fixtures';
import type { TakeoffState } from './types';

const BY = 'camille@metr.fr';
let clock = 0;
const tick = () => new Date(Date.UTC(2026, 1, 1, 10, 0, clock++)).toISOString();

/** A project's rows and journal, driven as the workspace drives them. */
class Session {
  entries: JournalEntry[] = [];
  private n = 0;
  constructor(public state: TakeoffState) {}

  do(command: Command): JournalEntry | null {
    const recorded = record(this.entries, command, { id: `e${++this.n}`, projectId: 'project-1', at: tick(), by: BY });
    if (!recorded) return null;
    this.state = applyChanges(this.state, command.changes);
    this.entries = withEntries(this.entries, [recorded.entry, ...recorded.discarded]);
    return recorded.entry;
  }

  undo(): boolean {
    const step = undo(this.entries, tick());
    if (!step) return false;
    this.state = applyChanges(this.state, step.changes);
    this.entries = withEntries(this.entries, [step.entry]);
    return true;
  }

  redo(): boolean {
    const step = redo(this.entries);
    if (!step) return false;
    this.state = applyChanges(this.state, step.changes);
    this.entries = withEntries(this.entries, [step.entry]);
    return true;
  }
}

const initial = stateFromRows({ projects: [project()], measurements: [measurement('count', { id: 'dots' })] });
const label = (state: TakeoffState, text: string) => updateMeasurement(state, 'dots', { label: text }, testContext());

describe('recording', () => {
  it('numbers entries from 1 and keeps who and when', () => {
    const s = new Session(initial);
    const first = s.do(label(s.state, 'A'));
    const second = s.do(label(s.state, 'B'));
    expect(first).toMatchObject({ seq: 1, by: BY, projectId: 'project-1', type: 'updateMeasurement' });
    expect(second?.seq).toBe(2);
    expect(first?.undoneAt).toBeUndefined();
  });

  it('does not journal a command that changes nothing', () => {
    expect(
      record([], { type: 'moveMeasurements', changes: [] }, { id: 'x', projectId: 'p', at: tick(), by: BY }),
    ).toBeNull();
  });
});

describe('undo and redo', () => {
  it('undoes the newest entry in effect, then the one before', () => {
    const s = new Session(initial);
    s.do(label(s.state, 'A'));
    s.do(label(s.state, 'B'));
    expect(undoTarget(s.entries)?.seq).toBe(2);
    s.undo();
    expect(s.state.measurements.get('dots')?.label).toBe('A');
    expect(undoTarget(s.entries)?.seq).toBe(1);
    s.undo();
    expect(s.state.measurements.get('dots')?.label).toBe('');
    expect(undoTarget(s.entries)).toBeNull();
    expect(s.undo()).toBe(false);
  });

  it('redoes in the order of the original changes: the last undone first', () => {
    const s = new Session(initial);
    s.do(label(s.state, 'A'));
    s.do(label(s.state, 'B'));
    s.undo();
    s.undo();
    expect(redoTarget(s.entries)?.seq).toBe(1);
    s.redo();
    expect(s.state.measurements.get('dots')?.label).toBe('A');
    expect(redoTarget(s.entries)?.seq).toBe(2);
    s.redo();
    expect(s.state.measurements.get('dots')?.label).toBe('B');
    expect(redoTarget(s.entries)).toBeNull();
    expect(s.redo()).toBe(false);
    expect(s.entries.every((e) => entryStatus(e) === 'done')).toBe(true);
  });

  it('discards the redo branch on a new change, but keeps it in the journal', () => {
    const s = new Session(initial);
    s.do(label(s.state, 'A'));
    s.do(label(s.state, 'B'));
    s.do(label(s.state, 'C'));
    s.undo();
    s.undo();
    s.do(label(s.state, 'D'));
    expect(redoTarget(s.entries)).toBeNull();
    expect(s.entries.map(entryStatus)).toEqual(['done', 'discarded', 'discarded', 'done']);
    expect(s.entries[1]?.discardedAt).toBeDefined();
    // Undo after the new change takes back D, and redo brings back D — never the discarded B or C.
    s.undo();
    expect(s.state.measurements.get('dots')?.label).toBe('A');
    expect(redoTarget(s.entries)?.seq).toBe(4);
    s.redo();
    expect(s.state.measurements.get('dots')?.label).toBe('D');
  });

  it('refuses an undo that would overwrite a change made outside the journal', () => {
    const s = new Session(initial);
    s.do(label(s.state, 'A'));
    // Another tab changed the row behind this journal's back.
    s.state = applyChanges(s.state, label(s.state, 'autre onglet').changes);
    expect(() => s.undo()).toThrow(expect.objectContaining({ code: 'conflict' }));
  });
});

describe('history', () => {
  it('lists every entry newest first with its status, its targets and what it touched', () => {
    const s = new Session(initial);
    s.do(label(s.state, 'A'));
    s.do(label(s.state, 'B'));
    s.undo();
    const items = history(s.entries);
    expect(items.map((i) => [i.seq, i.status, i.isUndoTarget, i.isRedoTarget])).toEqual([
      [2, 'undone', false, true],
      [1, 'done', true, false],
    ]);
    expect(items[0]).toMatchObject({ type: 'updateMeasurement', by: BY, touched: { measurements: 1 } });
  });
});

/** One project's rows and journal, edited from several tabs (origins); `open`: the tabs open now. */
class Tabs {
  entries: JournalEntry[] = [];
  open = new Set<string>(['A', 'B']);
  private n = 0;
  constructor(public state: TakeoffState) {}

  owner(origin: string): StepOwner {
    return { origin, open: this.open };
  }

  do(origin: string, command: Command): JournalEntry {
    const meta = { id: `${origin}${++this.n}`, projectId: 'project-1', at: tick(), by: BY, origin };
    const recorded = record(this.entries, command, meta, this.open);
    if (!recorded) throw new Error('nothing recorded');
    this.state = applyChanges(this.state, command.changes);
    this.entries = withEntries(this.entries, [recorded.entry, ...recorded.discarded]);
    return recorded.entry;
  }

  undo(origin: string, skip?: ReadonlySet<string>): JournalEntry | null {
    const step = undo(this.entries, tick(), this.owner(origin), skip);
    if (!step) return null;
    this.state = applyChanges(this.state, step.changes);
    this.entries = withEntries(this.entries, [step.entry]);
    return step.entry;
  }

  redo(origin: string): JournalEntry | null {
    const step = redo(this.entries, this.owner(origin));
    if (!step) return null;
    this.state = applyChanges(this.state, step.changes);
    this.entries = withEntries(this.entries, [step.entry]);
    return step.entry;
  }
}

const twoMeasurements = stateFromRows({
  projects: [project()],
  measurements: [measurement('count', { id: 'dots' }), measurement('count', { id: 'doors' })],
});
const relabel = (state: TakeoffState, id: string, text: string) =>
  updateMeasurement(state, id, { label: text }, testContext());

describe('two tabs on one journal', () => {
  it('each entry carries the tab it came from', () => {
    const t = new Tabs(twoMeasurements);
    expect(t.do('A', relabel(t.state, 'dots', 'a')).origin).toBe('A');
    expect(history(t.entries, t.owner('B'))[0]?.origin).toBe('A');
  });

  it('undo in a tab takes back its own newest step, never the other tab’s newer one', () => {
    const t = new Tabs(twoMeasurements);
    const a = t.do('A', relabel(t.state, 'dots', 'a'));
    const b = t.do('B', relabel(t.state, 'doors', 'b'));
    expect(undoTarget(t.entries, t.owner('A'))?.id).toBe(a.id);
    expect(t.undo('A')?.id).toBe(a.id);
    expect(t.state.measurements.get('dots')?.label).toBe('');
    // B's change is still there, and still B's to undo.
    expect(t.state.measurements.get('doors')?.label).toBe('b');
    expect(t.undo('A')).toBeNull();
    expect(t.undo('B')?.id).toBe(b.id);
  });

  it('a new change discards only its own tab’s redo branch', () => {
    const t = new Tabs(twoMeasurements);
    const b = t.do('B', relabel(t.state, 'doors', 'b'));
    t.undo('B');
    t.do('A', relabel(t.state, 'dots', 'a'));
    expect(t.entries.find((e) => e.id === b.id)?.undoneAt).toBeDefined();
    expect(t.entries.find((e) => e.id === b.id)?.discardedAt).toBeUndefined();
    expect(redoTarget(t.entries, t.owner('A'))).toBeNull();
    expect(t.redo('B')?.id).toBe(b.id);
    t.undo('A');
    t.do('B', relabel(t.state, 'doors', 'b2'));
    // A can still redo what it undid, after B's new change.
    expect(redoTarget(t.entries, t.owner('A'))?.origin).toBe('A');
  });

  it('the steps of a closed tab, or made before tabs were told apart, belong to every tab', () => {
    const t = new Tabs(twoMeasurements);
    const b = t.do('B', relabel(t.state, 'doors', 'b'));
    expect(isOwnStep(b, t.owner('A'))).toBe(false);
    t.open.delete('B');
    expect(isOwnStep(b, t.owner('A'))).toBe(true);
    expect(isOwnStep({ origin: undefined }, t.owner('A'))).toBe(true);
    // Without knowing which tabs are open, another tab's step is never taken.
    expect(isOwnStep(b, { origin: 'A', open: null })).toBe(false);
    expect(t.undo('A')?.id).toBe(b.id);
  });

  it('refuses my undo when another tab changed the same row since, and says it was another tab', () => {
    const t = new Tabs(twoMeasurements);
    const a = t.do('A', relabel(t.state, 'dots', 'a'));
    t.do('B', relabel(t.state, 'dots', 'b'));
    let conflict: unknown;
    try {
      t.undo('A');
    } catch (error) {
      conflict = error;
    }
    expect(conflict).toMatchObject({ code: 'conflict', table: 'measurements', id: 'dots' });
    // Nothing was undone: B's label stays, A's step is still in effect.
    expect(t.state.measurements.get('dots')?.label).toBe('b');
    expect(t.entries.find((e) => e.id === a.id)?.undoneAt).toBeUndefined();
    const later = t.entries.filter((e) => e.seq > a.seq);
    expect(blameFor(later, a, 'measurements', 'dots', t.owner('A'))).toMatchObject({
      blame: 'otherTab',
      by: { origin: 'B' },
    });
    // The next Ctrl+Z passes over the step it was told about, to the one before (none here).
    expect(undoTarget(t.entries, t.owner('A'), new Set([a.id]))).toBeNull();
  });

  it('blames this tab for its own later step, and no one for a row no entry touched', () => {
    const t = new Tabs(twoMeasurements);
    const a1 = t.do('A', relabel(t.state, 'dots', 'a1'));
    t.do('A', relabel(t.state, 'dots', 'a2'));
    expect(blameFor(t.entries, a1, 'measurements', 'dots', t.owner('A')).blame).toBe('thisTab');
    expect(blameFor(t.entries, a1, 'measurements', 'doors', t.owner('A'))).toEqual({ blame: 'elsewhere', by: null });
  });
});

type Op = { kind: 'do'; type: CommandType; numbers: number[] } | { kind: 'undo' } | { kind: 'redo' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('do' as const), type: commandTypeArb, numbers: numbersArb }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);

describe('undo/redo sequences round-trip (property)', () => {
  it('keeps the state equal to the replay of the entries in effect, and undoing everything restores the start', () => {
    fc.assert(
      fc.property(stateArb, fc.array(opArb, { minLength: 1, maxLength: 25 }), (start, ops) => {
        const s = new Session(start);
        // The state right after each entry was first applied, to check that a redo lands exactly there.
        const afterEntry = new Map<string, ReturnType<typeof snapshot>>();
        ops.forEach((op, i) => {
          if (op.kind === 'undo') s.undo();
          else if (op.kind === 'redo') {
            const target = redoTarget(s.entries);
            if (s.redo() && target) expect(snapshot(s.state)).toStrictEqual(afterEntry.get(target.id));
          } else {
            let command: Command;
            try {
              command = buildCommand(s.state, op.type, op.numbers, testContext(`op${i}`));
            } catch (error) {
              if (error instanceof CommandError) return;
              throw error;
            }
            const entry = s.do(command);
            if (entry) afterEntry.set(entry.id, snapshot(s.state));
          }
          // Invariant: the rows are the start plus the entries in effect, replayed in order.
          const replayed = s.entries
            .filter((e) => entryStatus(e) === 'done')
            .reduce((state, e) => applyChanges(state, e.changes), start);
          expect(snapshot(s.state)).toStrictEqual(snapshot(replayed));
          // Invariant: the redoable entries are exactly the tail after the last entry in effect.
          const live = s.entries.filter((e) => entryStatus(e) !== 'discarded').map(entryStatus);
          expect(live.join(',')).toMatch(/^(done,)*(done)?(,?undone)*$/);
        });
        while (s.undo());
        expect(snapshot(s.state)).toStrictEqual(snapshot(start));
        while (s.redo());
        const replayed = s.entries
          .filter((e) => entryStatus(e) === 'done')
          .reduce((state, e) => applyChanges(state, e.changes), start);
        expect(snapshot(s.state)).toStrictEqual(snapshot(replayed));
      }),
      { numRuns: 150 },
    );
    // About a second on a quiet machine; the margin is for a loaded CI runner, not a speed assertion.
  }, 30_000);

  it('undo is the inverse of the entry', () => {
    const s = new Session(initial);
    const entry = s.do(label(s.state, 'A'));
    expect(undo(s.entries, tick())?.changes).toEqual(invert(entry as JournalEntry).changes);
  });
});
