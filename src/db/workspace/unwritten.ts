/**
 * The journal's steps shown but not yet written when the page is left, kept in localStorage until the project opens
 * again (« no input is ever lost »).
 *
 * The workspace shows a step at once and writes it to IndexedDB just after the frame that shows it
 * (routes/workspace/journalRunner.ts). A page left within that instant (a reload, a link followed, the tab closed)
 * starts the write in `pagehide`, but an IndexedDB transaction begun while the page unloads is aborted with it. A
 * localStorage write is synchronous and survives the unload: the steps still unwritten are copied there in
 * `pagehide`, removed once their write lands (a page kept in the back-forward cache finishes it), and written to the
 * journal when the project opens next (replayUnwritten). One entry per page that kept steps, so that two tabs leaving
 * at once do not overwrite each other's.
 *
 * The rows are kept as they are stored, bit for bit: JSON loses -0, NaN and the infinities, which the journal's
 * conflict check (Object.is) would then see as another row, so those numbers are tagged.
 */
import Dexie from 'dexie';
import { COMMAND_TYPES, rowsEqual, type Change, type Command } from '../../domain/takeoff/commands';
import { TABLE_NAMES } from '../../domain/takeoff/types';
import { guard } from '../errors';
import type { MetrDatabase } from '../schema';
import type { Scope } from '../types';
import { unwrittenKeys, type UnwrittenStorage } from './unwrittenKeys';

const FORMAT = 1;

export { pageStorage, unwrittenKey, type UnwrittenStorage } from './unwrittenKeys';

/** A number JSON cannot carry, as a tagged object. */
interface TaggedNumber {
  readonly $n: '-0' | 'NaN' | 'Infinity' | '-Infinity';
}

function replacer(_key: string, value: unknown): unknown {
  if (typeof value !== 'number') return value;
  if (Object.is(value, -0)) return { $n: '-0' } satisfies TaggedNumber;
  if (Number.isNaN(value)) return { $n: 'NaN' } satisfies TaggedNumber;
  if (value === Infinity) return { $n: 'Infinity' } satisfies TaggedNumber;
  if (value === -Infinity) return { $n: '-Infinity' } satisfies TaggedNumber;
  return value;
}

const TAGGED: Readonly<Record<string, number>> = { '-0': -0, NaN: Number.NaN, Infinity, '-Infinity': -Infinity };

function reviver(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const tag = (value as { $n?: unknown }).$n;
    if (keys.length === 1 && typeof tag === 'string' && tag in TAGGED) return TAGGED[tag];
  }
  return value;
}

/**
 * Keeps a page's unwritten steps (replacing what it kept before); removes its entry when there are none. False when
 * they could not be kept (storage full or refused): nothing more can be done as the page goes.
 */
export function keepUnwritten(storage: UnwrittenStorage | null, key: string, commands: readonly Command[]): boolean {
  if (!storage) return false;
  try {
    if (commands.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ format: FORMAT, commands }, replacer));
    return true;
  } catch {
    return false;
  }
}

const TABLES = new Set<string>(TABLE_NAMES);
const TYPES = new Set<string>(COMMAND_TYPES);

const isRow = (value: unknown): boolean =>
  value === null ||
  (typeof value === 'object' && !Array.isArray(value) && typeof (value as { id?: unknown }).id === 'string');

function isChange(value: unknown): value is Change {
  if (value === null || typeof value !== 'object') return false;
  const change = value as Record<string, unknown>;
  return (
    typeof change.table === 'string' &&
    TABLES.has(change.table) &&
    typeof change.id === 'string' &&
    isRow(change.before) &&
    isRow(change.after) &&
    (change.before !== null || change.after !== null)
  );
}

function isCommand(value: unknown): value is Command {
  if (value === null || typeof value !== 'object') return false;
  const command = value as Record<string, unknown>;
  return (
    typeof command.type === 'string' &&
    TYPES.has(command.type) &&
    Array.isArray(command.changes) &&
    command.changes.every(isChange)
  );
}

/** The steps kept for a project, by entry (oldest page first is not known: each entry's steps stay in their order). */
export interface UnwrittenEntry {
  readonly key: string;
  readonly commands: readonly Command[];
}

/** The project's kept steps, each page's entry apart; an entry that is not ours (unreadable, other format) is dropped. */
export function readUnwritten(storage: UnwrittenStorage | null, projectId: string): UnwrittenEntry[] {
  const entries: UnwrittenEntry[] = [];
  for (const key of unwrittenKeys(storage, projectId)) {
    let commands: Command[] | null;
    try {
      commands = parse(storage?.getItem(key) ?? null);
    } catch {
      // Storage refused while reading: the rest waits for the next opening.
      break;
    }
    if (commands) entries.push({ key, commands });
    else dropUnwritten(storage, key);
  }
  return entries;
}

function parse(text: string | null): Command[] | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text, reviver) as { format?: unknown; commands?: unknown };
    if (value.format !== FORMAT || !Array.isArray(value.commands)) return null;
    return value.commands.every(isCommand) ? value.commands : null;
  } catch {
    return null;
  }
}

/** Removes an entry once its steps are written (or known to be). */
export function dropUnwritten(storage: UnwrittenStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Read again at the next opening, where its steps are found already written.
  }
}

/**
 * Whether one of the scope's `within` newest journal entries made exactly `command`'s changes: a step written already
 * (a page's write that landed as the page was left after all, asked again at the next opening).
 */
export function journalHolds(db: MetrDatabase, scope: Scope, command: Command, within = 200): Promise<boolean> {
  return guard(async () => {
    const newest = await db.journal
      .where('[scope+seq]')
      .between([scope, Dexie.minKey], [scope, Dexie.maxKey])
      .reverse()
      .limit(within)
      .toArray();
    return newest.some((entry) => entry.type === command.type && rowsEqual(entry.changes, command.changes));
  });
}
