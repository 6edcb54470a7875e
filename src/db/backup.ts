/**
 * JSON backup of the whole database, blobs included, streamed both ways.
 *
 * Why not dexie-export-import's exportDB: it base64-encodes each blob whole, reading every blob of a chunk of rows
 * into one ArrayBuffer and building one JS string per blob (a 200 MB PDF → a 270 MB string, then a copy of it in the
 * chunk's JSON), and its importer's streaming parser must rebuild that string before decoding it. So the backup is
 * written here, in a format that is still one JSON document but also one item per line:
 *
 *   {"formatName":"metr-backup","formatVersion":1,"databaseName":"Metr","databaseVersion":3,…,"data":[
 *   {"t":"projects","r":{…}},
 *   {"t":"fileBlobs","r":{"id":"…"},"b":[{"k":"blob","type":"application/pdf","size":5242880,"parts":5}]},
 *   {"p":"<base64 of 1 MiB>"},   ← the parts of the row's blob fields, in order, right after it
 *   …
 *   {"end":true,"rows":1234}
 *   ]}
 *
 * Export writes rows and 1 MiB blob parts one by one and hands the output on as Blob parts of about 1 MB (the browser
 * may keep them on disk), so no string grows with a file's size. Import reads the file in 4 MiB slices, parses it line
 * by line and rebuilds each blob from Blob parts. The end marker tells a truncated file from a whole one.
 *
 * Import reads the file twice: first every row is checked against its table's schema and the references between
 * tables (backupCheck.ts), and nothing is written unless all of it holds; then it is loaded. A refused file leaves
 * the database exactly as it was, and the refusal lists what is wrong (BackupInvalidError).
 *
 * Import goes only into an empty database: merging two histories row by row could silently overwrite newer data.
 * A backup made by an older schema version gets its rows moved by the same functions as the upgraders (upgradeRow);
 * backups made before this format (dexie-export-import's, by schema version 2) are read with that library.
 */
import { base64ToBytes, bytesToBase64 } from './base64';
import { BACKUP_LIMITS, BACKUP_TABLES, BLOB_FIELDS, BackupChecker, NOT_BACKED_UP } from './backupCheck';
import {
  BackupInvalidError,
  BackupMismatchError,
  DatabaseNotEmptyError,
  ReplaceRolledBackError,
  StorageError,
  guard,
  toStorageError,
  type BackupProblem,
} from './errors';
import { CURRENT_SCHEMA_VERSION, SCHEMA_VERSIONS, upgradeRow, type MetrDatabase, type StoredRow } from './schema';

export const BACKUP_FORMAT_NAME = 'metr-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** Bytes of a blob per line (about 1.4 MB of base64): no line, and no string in memory, grows with a file's size. */
export const BLOB_PART_BYTES = 1024 * 1024;
/** Characters of output gathered before they become one Blob part of the backup. */
const OUTPUT_CHUNK_CHARS = 1024 * 1024;
/** Bytes of the backup read at a time on import. */
export const READ_SLICE_BYTES = 4 * 1024 * 1024;
/** Rows, and blob bytes, written per import transaction. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 16 * 1024 * 1024;

/**
 * How far an export or import has gone. The unit is the operation's own (rows and blob parts on export, bytes of the
 * file on import, which reads it twice: the check, then the load, so its total is twice the file's size): show
 * done / total.
 */
export interface BackupProgress {
  readonly done: number;
  readonly total: number;
}

export interface BackupOptions {
  readonly onProgress?: (progress: BackupProgress) => void;
}

interface BackupHeader {
  readonly formatName: typeof BACKUP_FORMAT_NAME;
  readonly formatVersion: number;
  readonly databaseName: string;
  readonly databaseVersion: number;
  readonly exportedAt: string;
  readonly tables: readonly { readonly name: string; readonly rowCount: number }[];
  readonly blobBytes: number;
}

/** A blob field of a row, whose parts follow the row's line. */
interface BlobField {
  readonly k: string;
  readonly type: string;
  readonly size: number;
  readonly parts: number;
}

type Item = { t: string; r: StoredRow; b?: BlobField[] } | { p: string } | { end: true; rows: number };

const DATA_OPEN = ',"data":[';
const DATA_CLOSE = ']}';

// ---------------------------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------------------------

/**
 * Writes the backup as a sequence of Blob parts handed to `write` (a file stream, or exportDatabase's list). Rows are
 * read in one read-only transaction, so the backup is one consistent state; blobs are read from the handles that
 * transaction returned, part by part, after it.
 */
export async function writeBackup(
  db: MetrDatabase,
  write: (part: Blob) => void | Promise<void>,
  { onProgress }: BackupOptions = {},
): Promise<void> {
  const saved = db.tables.filter((table) => !NOT_BACKED_UP.has(table.name));
  const tables = await guard(() =>
    db.transaction('r', saved, () =>
      Promise.all(saved.map(async (table) => ({ name: table.name, rows: (await table.toArray()) as StoredRow[] }))),
    ),
  );
  const blobsOf = (row: StoredRow) =>
    Object.entries(row).filter((entry): entry is [string, Blob] => entry[1] instanceof Blob);
  let total = 0;
  let blobBytes = 0;
  for (const { rows } of tables) {
    for (const row of rows) {
      total += 1;
      for (const [, blob] of blobsOf(row)) {
        blobBytes += blob.size;
        total += Math.ceil(blob.size / BLOB_PART_BYTES);
      }
    }
  }
  const header: BackupHeader = {
    formatName: BACKUP_FORMAT_NAME,
    formatVersion: BACKUP_FORMAT_VERSION,
    databaseName: db.name,
    databaseVersion: db.verno,
    exportedAt: new Date().toISOString(),
    tables: tables.map(({ name, rows }) => ({ name, rowCount: rows.length })),
    blobBytes,
  };

  let buffer: string[] = [];
  let buffered = 0;
  let done = 0;
  const flush = async () => {
    if (buffer.length === 0) return;
    await write(new Blob(buffer));
    buffer = [];
    buffered = 0;
    onProgress?.({ done, total });
  };
  const line = async (text: string) => {
    buffer.push(text, '\n');
    buffered += text.length + 1;
    if (buffered >= OUTPUT_CHUNK_CHARS) await flush();
  };

  await line(JSON.stringify(header).slice(0, -1) + DATA_OPEN);
  let rowCount = 0;
  for (const { name, rows } of tables) {
    for (const row of rows) {
      const blobs = blobsOf(row);
      const plain = Object.fromEntries(Object.entries(row).filter(([, value]) => !(value instanceof Blob)));
      const fields = blobs.map(([k, blob]): BlobField => ({
        k,
        type: blob.type,
        size: blob.size,
        parts: Math.ceil(blob.size / BLOB_PART_BYTES),
      }));
      const item: Item = fields.length > 0 ? { t: name, r: plain, b: fields } : { t: name, r: plain };
      await line(JSON.stringify(item) + ',');
      done += 1;
      rowCount += 1;
      for (const [, blob] of blobs) {
        for (let start = 0; start < blob.size; start += BLOB_PART_BYTES) {
          const bytes = new Uint8Array(await blob.slice(start, start + BLOB_PART_BYTES).arrayBuffer());
          await line(`{"p":"${bytesToBase64(bytes)}"},`);
          done += 1;
        }
      }
    }
  }
  await line(JSON.stringify({ end: true, rows: rowCount } satisfies Item));
  await line(DATA_CLOSE);
  await flush();
}

/** The whole backup as one Blob (made of parts of about 1 MB, which the browser may keep on disk). */
export async function exportDatabase(db: MetrDatabase, options: BackupOptions = {}): Promise<Blob> {
  const parts: Blob[] = [];
  await writeBackup(db, (part) => void parts.push(part), options);
  return new Blob(parts, { type: 'application/json' });
}

// ---------------------------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------------------------

type BackupSource =
  { readonly format: 'metr'; readonly version: number } | { readonly format: 'dexie'; readonly version: number };

const notABackup = (cause?: unknown) =>
  new BackupMismatchError('notABackup', 'The file is not a database backup', { cause });

/** The backup's first line, or null when the first 64 KB hold none (a dexie-export-import backup is one line). */
async function firstLine(backup: Blob): Promise<string | null> {
  const head = new TextDecoder().decode(await backup.slice(0, 64 * 1024).arrayBuffer());
  const end = head.indexOf('\n');
  return end < 0 ? null : head.slice(0, end);
}

function parseHeader(line: string | null): BackupHeader | null {
  if (line === null || !line.endsWith(DATA_OPEN)) return null;
  try {
    const header = JSON.parse(line.slice(0, -DATA_OPEN.length) + '}') as Partial<BackupHeader>;
    return header.formatName === BACKUP_FORMAT_NAME ? (header as BackupHeader) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the backup's header and checks that this database can take it; throws BackupMismatchError before anything
 * is written otherwise.
 */
async function inspectBackup(db: MetrDatabase, backup: Blob): Promise<BackupSource> {
  let name: string;
  let source: BackupSource;
  try {
    const header = parseHeader(await firstLine(backup));
    if (header) {
      if (typeof header.formatVersion === 'number' && header.formatVersion > BACKUP_FORMAT_VERSION) {
        throw new BackupMismatchError('newerVersion', `The backup is of format version ${header.formatVersion}`);
      }
      if (header.formatVersion !== BACKUP_FORMAT_VERSION) throw new Error(`Format ${String(header.formatVersion)}`);
      if (typeof header.databaseName !== 'string' || typeof header.databaseVersion !== 'number') {
        throw new Error('A header without its database');
      }
      name = header.databaseName;
      source = { format: 'metr', version: header.databaseVersion };
    } else {
      const { peakImportFile } = await import('dexie-export-import');
      const meta = await peakImportFile(backup);
      if (meta.formatName !== 'dexie') throw new Error(`Unknown backup format ${String(meta.formatName)}`);
      name = meta.data.databaseName;
      source = { format: 'dexie', version: meta.data.databaseVersion };
    }
  } catch (error) {
    if (error instanceof BackupMismatchError) throw error;
    throw notABackup(error);
  }
  if (name !== db.name) {
    throw new BackupMismatchError('otherDatabase', `The backup is of the database ${name}, not ${db.name}`);
  }
  if (!(source.version <= CURRENT_SCHEMA_VERSION)) {
    throw new BackupMismatchError('newerVersion', `The backup is of schema version ${source.version}`);
  }
  return source;
}

/** A line longer than BACKUP_LIMITS.lineChars: the file is not one this app wrote (and reading on would fill memory). */
class LineTooLong extends Error {}

/** The backup's lines, read a slice at a time; `onRead` gets the bytes read so far once a slice's lines are out. */
async function* readLines(backup: Blob, onRead: (bytes: number) => void): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let carry = '';
  for (let start = 0; start < backup.size; start += READ_SLICE_BYTES) {
    const end = Math.min(start + READ_SLICE_BYTES, backup.size);
    carry += decoder.decode(await backup.slice(start, end).arrayBuffer(), { stream: end < backup.size });
    const lines = carry.split('\n');
    carry = lines.pop() ?? '';
    if (carry.length > BACKUP_LIMITS.lineChars || lines.some((line) => line.length > BACKUP_LIMITS.lineChars)) {
      throw new LineTooLong();
    }
    yield* lines;
    onRead(end);
  }
  if (carry !== '') yield carry;
}

// ---------------------------------------------------------------------------------------------------------------
// Check (before anything is written)
// ---------------------------------------------------------------------------------------------------------------

/** How long the check may keep the main thread between two yields, so the page stays responsive on a large file. */
const CHECK_SLICE_MS = 25;

/** Gives the browser a turn (input, paint) when the check has held the thread for CHECK_SLICE_MS. */
function yielder(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < CHECK_SLICE_MS) return;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    since = performance.now();
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A row as the current schema stores it: an older backup's row moved as the upgraders would (never a non-object). */
const currentRow = (table: string, row: unknown, version: number): unknown =>
  isObject(row) ? upgradeRow(table, row, version) : row;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The bytes a base64 text decodes to, or null when it is not base64. */
function base64Bytes(text: string): number | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/** The blob fields a row announces, checked against its table's: each problem goes to `checker`. */
function checkBlobFields(
  checker: BackupChecker,
  table: string,
  index: number,
  row: unknown,
  fields: unknown,
): BlobField[] | null {
  const allowed = BLOB_FIELDS[table] ?? {};
  const problem = (code: BackupProblem['code'], field: string | null, extra: Partial<BackupProblem> = {}) => {
    checker.add({ table, row: index, field, code, ...extra });
    return null;
  };
  if (fields !== undefined && !Array.isArray(fields)) return problem('blobDamaged', null);
  const list: BlobField[] = [];
  for (const field of (fields ?? []) as unknown[]) {
    if (!isObject(field) || typeof field['k'] !== 'string') return problem('blobDamaged', null);
    const key = field['k'];
    const max = allowed[key];
    if (max === undefined) return problem('blobUnexpected', key.slice(0, BACKUP_LIMITS.short));
    const { type, size, parts } = field;
    const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
    if (typeof type !== 'string' || type.length > BACKUP_LIMITS.short || !isCount(size) || !isCount(parts)) {
      return problem('blobDamaged', key);
    }
    if (size > max) return problem('blobTooLarge', key, { found: size, max });
    if (parts !== Math.ceil(size / BLOB_PART_BYTES)) return problem('blobDamaged', key);
    list.push({ k: key, type, size, parts });
  }
  for (const key of Object.keys(allowed)) {
    if (!list.some((field) => field.k === key)) return problem('blobMissing', key);
  }
  return list;
}

/**
 * Reads a backup of this format through, checking every row, blob and reference; writes nothing. The problems go to
 * `checker`; a problem of the file's structure (a line that is not JSON, a cut) ends the read, since nothing after it
 * can be placed.
 */
async function checkMetrBackup(
  backup: Blob,
  checker: BackupChecker,
  version: number,
  tables: readonly string[],
  onRead: (bytes: number) => void,
): Promise<void> {
  const pause = yielder();
  const known = new Set(tables);
  // The row whose blob parts are arriving: the parts still expected, and the bytes they decode to so far.
  let pending: {
    table: string;
    index: number;
    fields: BlobField[];
    parts: number;
    bytes: number;
    /** A part of the current field was not base64: said once, its size not checked. */
    damaged: boolean;
  } | null = null;
  let unparsed: number | null = null;
  let ended = false;
  let rows = 0;
  let lineNumber = 0;
  const fileProblem = (code: BackupProblem['code'], line = lineNumber) =>
    checker.add({ table: null, row: null, field: null, code, line });

  // The next blob field once the current one has all its parts.
  const settle = () => {
    while (pending) {
      const field = pending.fields[0];
      if (field && pending.parts < field.parts) return;
      if (field) {
        if (pending.bytes !== field.size && !pending.damaged) {
          checker.add({ table: pending.table, row: pending.index, field: field.k, code: 'blobDamaged' });
        }
        pending.fields.shift();
        pending.parts = 0;
        pending.bytes = 0;
        pending.damaged = false;
        continue;
      }
      pending = null;
    }
  };

  // The next row (or the end) comes while a blob still expects parts: it stops short of what it announced.
  const cutShort = () => {
    if (!pending) return;
    const field = pending.fields[0]?.k ?? null;
    checker.add({ table: pending.table, row: pending.index, field, code: 'blobDamaged' });
    pending = null;
  };

  try {
    for await (const line of readLines(backup, onRead)) {
      lineNumber += 1;
      if (lineNumber === 1) continue;
      await pause();
      if (unparsed !== null) {
        // A line that was not JSON, and more lines after it: the file is damaged, not just cut short.
        fileProblem('notJson', unparsed);
        return;
      }
      if (ended) {
        if (line.trim() === DATA_CLOSE || line.trim() === '') continue;
        fileProblem('unknownLine');
        return;
      }
      let item: unknown;
      try {
        item = JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line);
      } catch {
        unparsed = lineNumber;
        continue;
      }
      if (!isObject(item)) {
        fileProblem('unknownLine');
        return;
      }
      if ('p' in item) {
        const bytes = typeof item['p'] === 'string' ? base64Bytes(item['p']) : null;
        if (!pending) {
          fileProblem('unknownLine');
          return;
        }
        if ((bytes === null || bytes > BLOB_PART_BYTES) && !pending.damaged) {
          const field = pending.fields[0]?.k ?? null;
          checker.add({ table: pending.table, row: pending.index, field, code: 'blobDamaged' });
          pending.damaged = true;
        }
        pending.parts += 1;
        pending.bytes += bytes ?? 0;
        settle();
      } else if ('t' in item) {
        cutShort();
        const table = item['t'];
        if (typeof table !== 'string' || !known.has(table)) {
          checker.add({
            table: null,
            row: null,
            field: String(table).slice(0, 80),
            code: 'unknownTable',
            line: lineNumber,
          });
          return;
        }
        rows += 1;
        const index = checker.row(table, currentRow(table, item['r'], version));
        const fields = checkBlobFields(checker, table, index, item['r'], item['b']);
        if (fields && fields.length > 0) {
          pending = { table, index, fields, parts: 0, bytes: 0, damaged: false };
          settle();
        }
      } else if ('end' in item) {
        cutShort();
        if (item['rows'] !== rows) fileProblem('rowCount');
        ended = true;
      } else {
        fileProblem('unknownLine');
        return;
      }
    }
  } catch (error) {
    if (error instanceof LineTooLong) {
      fileProblem('lineTooLong', lineNumber + 1);
      return;
    }
    // Bytes that are not UTF-8.
    if (error instanceof TypeError) {
      fileProblem('notJson', lineNumber + 1);
      return;
    }
    throw error;
  }
  // A file cut short (a full disk, an interrupted download) has no end marker, and often a half line.
  // Its rows are not checked against each other: what it lacks would all come out as missing references.
  if (!ended) return fileProblem('truncated', unparsed ?? lineNumber);
  if (unparsed !== null) return fileProblem('notJson', unparsed);
  checker.finish();
}

/** A version 2 backup (dexie-export-import's one-line JSON, no blobs): read whole, since it is small, and checked. */
async function checkDexieBackup(
  backup: Blob,
  checker: BackupChecker,
  version: number,
  tables: readonly string[],
): Promise<void> {
  const fileProblem = (code: BackupProblem['code']) => checker.add({ table: null, row: null, field: null, code });
  if (backup.size > BACKUP_LIMITS.lineChars) return fileProblem('lineTooLong');
  let json: unknown;
  try {
    json = JSON.parse(await backup.text());
  } catch {
    return fileProblem('truncated');
  }
  const data = isObject(json) && isObject(json['data']) ? json['data']['data'] : undefined;
  if (!Array.isArray(data)) return fileProblem('unknownLine');
  const pause = yielder();
  const known = new Set(tables);
  for (const table of data) {
    const name = isObject(table) ? table['tableName'] : undefined;
    const rows = isObject(table) ? table['rows'] : undefined;
    if (typeof name !== 'string' || !known.has(name) || !Array.isArray(rows)) {
      checker.add({ table: null, row: null, field: String(name).slice(0, 80), code: 'unknownTable' });
      return;
    }
    for (const row of rows) {
      checker.row(name, currentRow(name, row, version));
      await pause();
    }
  }
  checker.finish();
}

/**
 * Checks that this database can take the file (its header) and that every row of it holds what it must; throws
 * BackupMismatchError (or its BackupInvalidError, listing the problems) before anything is written otherwise.
 */
async function checkBackup(db: MetrDatabase, backup: Blob, { onProgress }: BackupOptions): Promise<BackupSource> {
  const source = await inspectBackup(db, backup);
  const checker = new BackupChecker(source.version);
  // The database's own tables: one this check has no schema for yet still takes its rows (backupCheck.ts).
  const tables = db.tables.map((table) => table.name);
  if (source.format === 'metr') {
    await checkMetrBackup(backup, checker, source.version, tables, (bytes) =>
      onProgress?.({ done: bytes, total: 2 * backup.size }),
    );
  } else {
    await checkDexieBackup(backup, checker, source.version, tables);
  }
  if (checker.problemCount > 0) throw new BackupInvalidError(checker.problems, checker.problemCount);
  return source;
}

/**
 * The rows' check alone, on a backup of this format made by `version` (the benchmark's entry: scripts/bench-backup.ts):
 * the problems found, nothing written, no database needed.
 */
export async function checkBackupRows(backup: Blob, version: number): Promise<BackupChecker> {
  const checker = new BackupChecker(version);
  await checkMetrBackup(backup, checker, version, BACKUP_TABLES, () => {});
  return checker;
}

/** Rows waiting for their transaction, per table. */
class Batch {
  private rows = new Map<string, StoredRow[]>();
  private count = 0;
  private bytes = 0;
  written = 0;

  constructor(private readonly db: MetrDatabase) {}

  async add(table: string, row: StoredRow, bytes: number): Promise<void> {
    const list = this.rows.get(table) ?? [];
    list.push(row);
    this.rows.set(table, list);
    this.count += 1;
    this.bytes += bytes;
    if (this.count >= BATCH_ROWS || this.bytes >= BATCH_BYTES) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.count === 0) return;
    const rows = this.rows;
    this.rows = new Map();
    this.written += this.count;
    this.count = 0;
    this.bytes = 0;
    const tables = [...rows.keys()].map((name) => this.db.table(name));
    await this.db.transaction('rw', tables, () =>
      Promise.all(tables.map((table) => table.bulkAdd(rows.get(table.name) ?? []))),
    );
  }
}

/** A row whose blob fields are being rebuilt from the part lines that follow it. */
interface PendingRow {
  readonly table: string;
  readonly row: StoredRow;
  readonly fields: BlobField[];
  parts: Blob[];
  received: number;
  bytes: number;
}

async function loadMetrBackup(db: MetrDatabase, backup: Blob, version: number, { onProgress }: BackupOptions) {
  const known = new Set(db.tables.map((t) => t.name));
  const batch = new Batch(db);
  let pending: PendingRow | null = null;
  let ended = false;
  let isFirst = true;

  // Moves to the next blob field once the current one has all its parts; queues the row when none is left.
  const settle = async () => {
    while (pending) {
      const field = pending.fields[0];
      if (field && pending.parts.length < field.parts) return;
      if (field) {
        if (pending.received !== field.size) throw notABackup(new Error(`Blob ${field.k} has the wrong size`));
        pending.row[field.k] = new Blob(pending.parts, { type: field.type });
        pending.bytes += field.size;
        pending.fields.shift();
        pending.parts = [];
        pending.received = 0;
        continue;
      }
      await batch.add(pending.table, pending.row, pending.bytes);
      pending = null;
    }
  };

  // The check read the file once already: the load is the second half of the way.
  const total = 2 * backup.size;
  for await (const line of readLines(backup, (bytes) => onProgress?.({ done: backup.size + bytes, total }))) {
    if (isFirst) {
      isFirst = false;
      continue;
    }
    if (ended) {
      if (line.trim() === DATA_CLOSE || line.trim() === '') continue;
      throw notABackup(new Error('Data after the end marker'));
    }
    let item: Item;
    try {
      item = JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line) as Item;
    } catch (error) {
      throw notABackup(error);
    }
    if ('p' in item) {
      if (!pending) throw notABackup(new Error('A blob part without its row'));
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = base64ToBytes(item.p);
      } catch (error) {
        throw notABackup(error);
      }
      // Each part becomes its own Blob at once, so the browser holds the bytes, not a growing JS buffer.
      pending.parts.push(new Blob([bytes]));
      pending.received += bytes.length;
      await settle();
    } else if ('t' in item) {
      if (pending) throw notABackup(new Error('A row before the previous row’s blobs'));
      if (!known.has(item.t)) throw notABackup(new Error(`Unknown table ${item.t}`));
      const row = upgradeRow(item.t, item.r, version);
      pending = { table: item.t, row, fields: [...(item.b ?? [])], parts: [], received: 0, bytes: 0 };
      await settle();
    } else if ('end' in item) {
      if (pending) throw notABackup(new Error('The backup ends inside a row'));
      await batch.flush();
      if (item.rows !== batch.written) throw notABackup(new Error('Row count mismatch'));
      ended = true;
    } else {
      throw notABackup(new Error('Unknown line'));
    }
  }
  // A file cut short (a full disk, an interrupted download) has no end marker.
  if (!ended) throw notABackup(new Error('The backup is truncated'));
}

async function loadDexieBackup(db: MetrDatabase, backup: Blob, version: number, { onProgress }: BackupOptions) {
  const { importInto } = await import('dexie-export-import');
  await importInto(db, backup, {
    // The rows are moved to the current schema below, as the upgraders would have.
    acceptVersionDiff: true,
    transform: (table, value: StoredRow) => ({ value: upgradeRow(table, value, version) }),
    // The second half of the way, after the check (in bytes, as the check counts).
    progressCallback: ({ completedRows, totalRows }) => {
      const share = totalRows ? completedRows / totalRows : 0;
      onProgress?.({ done: Math.round(backup.size * (1 + share)), total: 2 * backup.size });
      return true;
    },
  });
}

export async function clearDatabase(db: MetrDatabase): Promise<void> {
  await guard(() => db.transaction('rw', db.tables, () => Promise.all(db.tables.map((t) => t.clear()))));
}

async function isEmpty(db: MetrDatabase): Promise<boolean> {
  // A cache left alone (NOT_BACKED_UP) holds nothing of a person's work: it does not make the database "not empty".
  const counted = db.tables.filter((table) => !NOT_BACKED_UP.has(table.name));
  const counts = await guard(() => Promise.all(counted.map((table) => table.count())));
  return counts.every((count) => count === 0);
}

/** Loads a checked backup into the empty database; on failure empties it again and rethrows a typed error. */
async function load(db: MetrDatabase, backup: Blob, source: BackupSource, options: BackupOptions): Promise<void> {
  try {
    if (source.format === 'metr') await loadMetrBackup(db, backup, source.version, options);
    else await loadDexieBackup(db, backup, source.version, options);
    // The rows were moved one by one; what an upgrader adds from several rows (version 4's library tree) too.
    for (const version of SCHEMA_VERSIONS) {
      if (version.version > source.version && version.upgrade) {
        const upgrade = version.upgrade;
        await db.transaction('rw', db.tables, (tx) => upgrade(tx));
      }
    }
  } catch (error) {
    await clearDatabase(db);
    if (error instanceof StorageError) throw error;
    // dexie-export-import reports a malformed file with plain Errors; IndexedDB failures keep their type.
    const typed = toStorageError(error);
    throw typed.constructor === StorageError ? notABackup(error) : typed;
  }
  options.onProgress?.({ done: 2 * backup.size, total: 2 * backup.size });
}

/**
 * Restores a backup (this format, or a version 2 dexie-export-import one) into an empty database. Fails with
 * BackupMismatchError (nothing written) for a file this database cannot take — BackupInvalidError when rows of it do
 * not hold what they must —, DatabaseNotEmptyError when the database holds rows (after the check: a file that would
 * be refused is refused before anyone is asked to replace their data with it), and leaves the database empty if the
 * import fails midway.
 */
export async function importDatabase(db: MetrDatabase, backup: Blob, options: BackupOptions = {}): Promise<void> {
  const source = await checkBackup(db, backup, options);
  if (!(await isEmpty(db))) throw new DatabaseNotEmptyError('The database is not empty');
  await load(db, backup, source, options);
}

/**
 * Replaces every row with the backup's. The file is checked before anything is touched (BackupMismatchError); the
 * current rows are then exported (a Blob of parts the browser may keep on disk) and, if the import fails after the
 * tables were cleared, put back: ReplaceRolledBackError, the previous data as it was.
 */
export async function replaceDatabase(db: MetrDatabase, backup: Blob, options: BackupOptions = {}): Promise<void> {
  const source = await checkBackup(db, backup, options);
  const previous = await exportDatabase(db);
  await clearDatabase(db);
  try {
    await load(db, backup, source, options);
  } catch (error) {
    // The previous rows as they were, unchecked: they are this database's own, and a row an older version left
    // damaged must not stop them from coming back.
    await load(db, previous, await inspectBackup(db, previous), {});
    throw new ReplaceRolledBackError('Import failed, previous data restored', { cause: error });
  }
}
