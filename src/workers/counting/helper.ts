/**
 * The counting worker's second thread: a helper worker (match.worker.ts) that searches one part of each sheet while
 * the counting worker searches the other (findCandidates' `part`), so that box → proposals uses both cores of a
 * 2-core machine. The helper has no pdf.js: it receives the sheet's raster once (a copy, about 8 MB, when the sheet
 * changes) and keeps it, then only the templates per search. It is started by the counting worker, not the page:
 * the client's API does not change, and terminating the counting worker (« Annuler ») ends its helper with it.
 */
import type { MatchPart } from '../../domain/counting/match.ts';
import type { GrayRaster, Proposal, Template } from '../../domain/counting/types.ts';
import type { Rect } from '../../domain/pdf/geometry.ts';

export interface PartOptions {
  scale: number;
  minScore?: number;
  mask?: Rect[];
}

export type HelperRequest = {
  id: number;
  /** The sheet's raster: its key, and its pixels when the helper does not hold this key yet. */
  key: string;
  raster?: GrayRaster;
  templates: Template[];
  options: PartOptions;
  part: MatchPart;
};

export type HelperAnswer = { id: number; proposals: Proposal[] } | { id: number; error: string; code?: string };

export interface MatchHelper {
  /** The unmerged proposals of `part` of the search; rejects when the helper cannot (the caller searches it itself). */
  match(
    key: string,
    raster: GrayRaster,
    templates: Template[],
    options: PartOptions,
    part: MatchPart,
  ): Promise<Proposal[]>;
}

/** What WorkerMatchHelper needs of a Worker (tests pass a fake). */
export interface HelperWorker {
  postMessage(message: HelperRequest): void;
  onmessage: ((event: MessageEvent<HelperAnswer>) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

export class WorkerMatchHelper implements MatchHelper {
  readonly #create: () => HelperWorker;
  #worker: HelperWorker | null = null;
  #broken = false;
  /** The raster the helper holds. */
  #key: string | null = null;
  #next = 1;
  readonly #pending = new Map<number, { resolve(p: Proposal[]): void; reject(e: Error): void }>();

  constructor(create: () => HelperWorker) {
    this.#create = create;
  }

  match(
    key: string,
    raster: GrayRaster,
    templates: Template[],
    options: PartOptions,
    part: MatchPart,
  ): Promise<Proposal[]> {
    const worker = this.#start();
    if (!worker) return Promise.reject(new Error('no helper'));
    const id = this.#next++;
    const promise = new Promise<Proposal[]>((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    // Posted at once: the caller searches its own part synchronously right after.
    worker.postMessage({ id, key, raster: this.#key === key ? undefined : raster, templates, options, part });
    this.#key = key;
    return promise;
  }

  #start(): HelperWorker | null {
    if (this.#worker || this.#broken) return this.#worker;
    try {
      const worker = this.#create();
      worker.onmessage = ({ data }) => {
        const pending = this.#pending.get(data.id);
        if (!pending) return;
        this.#pending.delete(data.id);
        if ('proposals' in data) pending.resolve(data.proposals);
        else {
          // It may have lost its raster (it restarts with none): send it again next time.
          this.#key = null;
          pending.reject(new Error(data.error));
        }
      };
      worker.onerror = () => this.#fail();
      this.#worker = worker;
    } catch {
      this.#broken = true;
    }
    return this.#worker;
  }

  /** A helper that failed is not used again: the counting worker searches both parts itself. */
  #fail() {
    this.#broken = true;
    this.#worker?.terminate();
    this.#worker = null;
    this.#key = null;
    for (const p of this.#pending.values()) p.reject(new Error('the helper failed'));
    this.#pending.clear();
  }
}
