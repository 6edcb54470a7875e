/**
 * The parent side of the DWG conversion: one fresh child process per file (server/cad/convert.ts), with limits.
 *
 * - Time: the child is killed (SIGKILL: a wasm call in a loop runs no handler) after `timeoutMs` → 'timeout'.
 * - Memory: the child's JS heap is capped by --max-old-space-size; LibreDWG's wasm memory is bounded by its build
 *   (INITIAL_MEMORY 1 GB, MAXIMUM_MEMORY 4 GB) and its own OUTOFMEM check ('tooComplex'). On Linux the parent also
 *   reads the child's resident memory and kills it past `maxRssBytes` → 'tooComplex'.
 * - Concurrency: at most `maxActive` children at once, `maxQueued` more waiting their turn; past that, 'serverBusy'
 *   at once (the route answers 503) — reserved before the body is read, so uploads in progress count too.
 * - Nothing kept: the bytes go through the child's stdin, the drawing comes back on a pipe; no file is written,
 *   nothing of the file is logged (the child's stdout and stderr, where LibreDWG prints, are discarded).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import { CAD_LIMITS, type CadErrorCode } from '../../src/domain/cad/types.ts';

export const DWG_PROCESS_LIMITS = {
  timeoutMs: CAD_LIMITS.dwgTimeoutMs,
  /** The child's V8 heap (the DwgDatabase, the drawing and its JSON); the wasm heap is apart (see above). */
  maxOldSpaceMb: 1024,
  /** Resident memory of one child, wasm included (Linux only). */
  maxRssBytes: 3 * 1024 * 1024 * 1024,
  /** Conversions at once: one per core on the reference machine. */
  maxActive: 2,
  /** Files waiting for a conversion slot (being uploaded or queued). */
  maxQueued: 4,
  /**
   * The drawing's transfer to the client, once converted: `timeoutMs` plus its JSON's size at this rate (the wire
   * carries it gzipped, about 10 times smaller), then the child is killed and the answer cut.
   */
  minTransferBytesPerSecond: 64 * 1024,
} as const;

export class DwgConversionError extends Error {
  constructor(readonly code: CadErrorCode) {
    super(code);
    this.name = 'DwgConversionError';
  }
}

const CONVERT_SCRIPT = fileURLToPath(new URL('./convert.ts', import.meta.url));

/** Node arguments of the real child: tsx's loader (the child is TypeScript, as the server is), the heap cap, the script. */
export function convertArgs(maxOldSpaceMb: number = DWG_PROCESS_LIMITS.maxOldSpaceMb): string[] {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return [`--max-old-space-size=${maxOldSpaceMb}`, '--import', tsx, CONVERT_SCRIPT];
}

export interface ConvertOptions {
  timeoutMs?: number;
  maxRssBytes?: number;
  signal?: AbortSignal;
  /** Test seam: the child's Node arguments (default convertArgs()). */
  args?: readonly string[];
  /** Test seam: sees each child once spawned (its pid, to check that none is left behind). */
  onSpawn?(child: ChildProcess): void;
  /** Where the child comes from (a spare started ahead); default: spawned now with `args`. */
  pool?: ChildPool;
}

function spawnConverter(args: readonly string[]): ChildProcess {
  return spawn(process.execPath, args, {
    stdio: ['pipe', 'ignore', 'ignore', 'pipe'],
    // Nothing from the server's environment is needed (no secret reaches the child).
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
    windowsHide: true,
  });
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null && !child.killed;

/**
 * Conversion children, with one spare started ahead: Node, tsx's loader, libredwg-web and a fresh wasm instance
 * compiled, waiting on stdin for its file (convert.ts creates the instance before reading). Each file still gets a
 * fresh process and a fresh instance; what it no longer waits for is their start (the bench: about half of a small
 * file's time). The next spare is started once a conversion is over, so that it never competes with one for the CPU.
 * An unused spare costs one idle process (about 100 MB resident); it exits by itself when the server goes (its stdin
 * closes: no file, it answers and exits).
 */
export class ChildPool {
  #spare: ChildProcess | null = null;
  #closed = false;

  constructor(readonly args: readonly string[] = convertArgs()) {
    this.#fill();
  }

  #fill() {
    if (this.#closed || this.#spare) return;
    const spare = spawnConverter(this.args);
    spare.once('exit', () => {
      if (this.#spare === spare) this.#spare = null;
    });
    spare.stdin?.on('error', () => undefined);
    this.#spare = spare;
  }

  /** A child for one file: the spare when it is alive, else a new one. */
  take(): ChildProcess {
    const spare = this.#spare;
    this.#spare = null;
    const child = spare && isRunning(spare) ? spare : spawnConverter(this.args);
    child.once('close', () => this.#fill());
    return child;
  }

  /** Kills the spare; no other is started. */
  close(): void {
    this.#closed = true;
    if (this.#spare && isRunning(this.#spare)) this.#spare.kill('SIGKILL');
    this.#spare = null;
  }
}

/** A finished conversion: the drawing's JSON as a stream (the child has already written its header « ok »). */
export interface DwgOutput {
  readonly json: Readable;
  /** Resolves once the child has exited (after the JSON's last byte). */
  readonly exited: Promise<void>;
}

/** Resident set size of a process, bytes; null where /proc is not there. */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8');
    return Number(statm.split(' ')[1]) * 4096;
  } catch {
    return null;
  }
}

const HEADER_MAX = 256;
const ERROR_CODES = new Set<CadErrorCode>([
  'notCad',
  'truncated',
  'unsupportedVersion',
  'tooLarge',
  'tooComplex',
  'emptyModel',
  'conversionFailed',
]);

/**
 * Converts one DWG in a fresh child process. Resolves when the child says « ok » (the JSON then streams), rejects with
 * a DwgConversionError otherwise. The child is always gone or going: killed on a timeout, an abort or a bad answer.
 */
export function convertDwgInChild(bytes: Uint8Array, options: ConvertOptions = {}): Promise<DwgOutput> {
  const timeoutMs = options.timeoutMs ?? DWG_PROCESS_LIMITS.timeoutMs;
  const maxRss = options.maxRssBytes ?? DWG_PROCESS_LIMITS.maxRssBytes;
  if (bytes.byteLength > CAD_LIMITS.dwgBytes) return Promise.reject(new DwgConversionError('tooLarge'));
  if (options.signal?.aborted) return Promise.reject(new DwgConversionError('cancelled'));
  return new Promise<DwgOutput>((resolve, reject) => {
    const child = options.pool ? options.pool.take() : spawnConverter(options.args ?? convertArgs());
    options.onSpawn?.(child);
    const out = child.stdio[3] as Readable;
    let settled = false;
    let header = '';
    const exited = new Promise<void>((done) => child.once('close', () => done()));
    const kill = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    const fail = (code: CadErrorCode) => {
      kill();
      finish();
      if (!settled) {
        settled = true;
        reject(new DwgConversionError(code));
      }
    };
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    const memory = setInterval(() => {
      if (child.pid === undefined) return;
      void residentBytes(child.pid).then((rss) => {
        if (rss !== null && rss > maxRss) fail('tooComplex');
      });
    }, 250);
    const onAbort = () => fail('cancelled');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let transfer: ReturnType<typeof setTimeout> | undefined;
    function finish() {
      clearTimeout(timer);
      clearTimeout(transfer);
      clearInterval(memory);
      options.signal?.removeEventListener('abort', onAbort);
    }
    child.once('error', () => fail('conversionFailed'));
    // 'close', not 'exit': the header may still be in the pipe when the process is gone.
    child.once('close', () => {
      // Gone before a header: crashed, killed, or out of memory.
      if (!settled) fail('conversionFailed');
      else finish();
    });
    out.on('error', () => undefined);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      const newline = text.indexOf('\n');
      header += newline === -1 ? text : text.slice(0, newline);
      if (newline === -1) {
        if (header.length > HEADER_MAX) fail('conversionFailed');
        return;
      }
      out.off('data', onData);
      out.pause();
      let parsed: { ok?: unknown; error?: unknown; bytes?: unknown };
      try {
        parsed = JSON.parse(header) as typeof parsed;
      } catch {
        fail('conversionFailed');
        return;
      }
      if (parsed.ok === true) {
        settled = true;
        // The conversion is done; what is left is the JSON's transfer, at the client's pace (the child waits on the
        // pipe). It gets a limit of its own, from its size: a client that stops reading cannot hold a child (and
        // its place in the queue) for ever.
        clearInterval(memory);
        clearTimeout(timer);
        const size = typeof parsed.bytes === 'number' && parsed.bytes > 0 ? parsed.bytes : 0;
        transfer = setTimeout(
          () => {
            kill();
            out.destroy();
          },
          timeoutMs + (size / DWG_PROCESS_LIMITS.minTransferBytesPerSecond) * 1000,
        );
        const rest = chunk.subarray(Buffer.byteLength(text.slice(0, newline + 1), 'latin1'));
        if (rest.byteLength) out.unshift(rest);
        out.once('end', finish);
        out.once('close', finish);
        resolve({ json: out, exited });
        return;
      }
      fail(ERROR_CODES.has(parsed.error as CadErrorCode) ? (parsed.error as CadErrorCode) : 'conversionFailed');
    };
    out.on('data', onData);
    child.stdin?.on('error', () => undefined); // the child may exit before reading all (an early refusal)
    child.stdin?.end(bytes);
  });
}

export interface Slot {
  /** Resolves when this file may start its conversion (its turn in the queue). */
  readonly ready: Promise<void>;
  /** Gives the place back (idempotent): call it when the answer is sent or the client left. */
  release(): void;
}

/** At most `maxActive` conversions at a time and `maxQueued` waiting, first come first served. */
export class ConversionGate {
  #active = 0;
  readonly #waiting: (() => void)[] = [];
  #reserved = 0;

  constructor(
    readonly maxActive: number = DWG_PROCESS_LIMITS.maxActive,
    readonly maxQueued: number = DWG_PROCESS_LIMITS.maxQueued,
  ) {}

  /** Places taken (converting, waiting, or reserved while their body uploads). */
  get size(): number {
    return this.#reserved;
  }

  /** A place, or null when every place is taken (the caller answers 503). Nothing waits until `ready` is read. */
  reserve(): Slot | null {
    if (this.#reserved >= this.maxActive + this.maxQueued) return null;
    this.#reserved++;
    let state: 'reserved' | 'waiting' | 'active' | 'released' = 'reserved';
    let wake: (() => void) | undefined;
    let readyPromise: Promise<void> | undefined;
    const start = (resolve: () => void) => {
      if (state === 'released') return;
      if (this.#active < this.maxActive) {
        this.#active++;
        state = 'active';
        resolve();
        return;
      }
      state = 'waiting';
      wake = () => {
        state = 'active';
        resolve();
      };
      this.#waiting.push(wake);
    };
    const release = () => {
      if (state === 'released') return;
      if (state === 'waiting' && wake) {
        const index = this.#waiting.indexOf(wake);
        if (index !== -1) this.#waiting.splice(index, 1);
      }
      if (state === 'active') {
        this.#active--;
        const next = this.#waiting.shift();
        if (next) {
          this.#active++;
          next();
        }
      }
      state = 'released';
      this.#reserved--;
    };
    return {
      get ready() {
        readyPromise ??= new Promise<void>(start);
        return readyPromise;
      },
      release,
    };
  }
}
