/**
 * The plan's rendered pictures kept between visits, so that reopening a sheet shows it sharp at once instead of
 * waiting for pdf.js to parse and paint the page again (VA p1: about 2 s of CPU on this machine, every time).
 *
 * What is kept: each picture the viewer asked for (the whole sheet at the fitted size, the sharp tiles of the settled
 * view), keyed by what decides its pixels — the file's SHA-256, the page, the scale, the region and the hidden layers —
 * and each file's page sizes and layers, so a sheet whose pictures are kept opens without waiting for the worker. A
 * picture is only ever a render of those exact bytes at that exact scale: the same pixels the worker would paint.
 * Reopening at the same window size and view asks for the same keys; anything else is a miss and renders as before.
 *
 * Where: the browser's Cache Storage (a Blob per picture, PNG: lossless, line drawings compress well), not IndexedDB,
 * so the pictures stay out of the database's versions and backups. At most MAX_ENTRIES pictures, the least recently
 * used dropped first. Pictures of files no project holds any more are purged (`purge`) when a project is deleted and
 * when the workspace starts. Every failure here (no Cache Storage, quota full, a corrupt entry) only means a miss:
 * the plan is rendered as if nothing was kept.
 */
import type { MetrDatabase } from '../../db/schema';
import type { Rect } from '../../domain/pdf/geometry';
import type { SheetRender, SheetRenderRequest, SheetSource } from '../../screens/Workspace/Viewer';
import type { LayerInfo, PageInfo } from '../../workers/pdf/protocol';

/** Pictures kept at most (a fitted sheet and its tiles are 1–4 pictures; ~0.2–1 MB each as PNG). */
export const MAX_ENTRIES = 80;

/** What a file's open gave, kept so that a sheet can open before the worker has read the file. */
export interface KeptDocument {
  readonly pages: readonly PageInfo[];
  readonly layers: readonly LayerInfo[];
}

interface PictureMeta {
  readonly kind: 'picture';
  readonly region: Rect;
  readonly usedAt: number;
}

interface DocumentMeta extends KeptDocument {
  readonly kind: 'document';
  readonly usedAt: number;
}

type Meta = PictureMeta | DocumentMeta;

/** Where entries are kept: Cache Storage in the browser, a Map in tests. */
export interface RenderStore {
  get(key: string): Promise<{ readonly blob: Blob; readonly meta: Meta } | undefined>;
  put(key: string, blob: Blob, meta: Meta): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every key with its meta. */
  list(): Promise<{ readonly key: string; readonly meta: Meta }[]>;
}

/** Turns pictures into stored bytes and back (the browser's canvas codecs; tests hand in their own). */
export interface PictureCodec {
  /** A copy the caller may keep after the original is closed. */
  clone(image: ImageBitmap): Promise<ImageBitmap>;
  encode(image: ImageBitmap): Promise<Blob>;
  decode(blob: Blob): Promise<ImageBitmap>;
}

const CACHE_NAME = 'metr-plan-pictures-v1';
const URL_PREFIX = '/__metr/plan-pictures/';
const META_HEADER = 'x-metr-meta';

/** The browser's Cache Storage, or null where there is none (an insecure origin, an old browser). */
export function cacheStorageStore(): RenderStore | null {
  if (typeof caches === 'undefined') return null;
  const open = () => caches.open(CACHE_NAME);
  const url = (key: string) => `${URL_PREFIX}${encodeURIComponent(key)}`;
  const metaOf = (response: Response): Meta | undefined => {
    const header = response.headers.get(META_HEADER);
    if (!header) return undefined;
    try {
      return JSON.parse(decodeURIComponent(header)) as Meta;
    } catch {
      return undefined;
    }
  };
  return {
    async get(key) {
      const response = await (await open()).match(url(key));
      const meta = response && metaOf(response);
      if (!response || !meta) return undefined;
      return { blob: await response.blob(), meta };
    },
    async put(key, blob, meta) {
      const headers = { [META_HEADER]: encodeURIComponent(JSON.stringify(meta)), 'content-type': blob.type };
      await (await open()).put(url(key), new Response(blob, { headers }));
    },
    async delete(key) {
      await (await open()).delete(url(key));
    },
    async list() {
      const cache = await open();
      const out: { key: string; meta: Meta }[] = [];
      for (const request of await cache.keys()) {
        const key = decodeURIComponent(new URL(request.url).pathname.slice(URL_PREFIX.length));
        const response = await cache.match(request);
        const meta = response && metaOf(response);
        if (meta) out.push({ key, meta });
      }
      return out;
    },
  };
}

/** The canvas codecs: PNG through an OffscreenCanvas (encoded asynchronously by the browser). */
export const browserCodec: PictureCodec = {
  clone: (image) => createImageBitmap(image),
  async encode(image) {
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    return canvas.convertToBlob({ type: 'image/png' });
  },
  decode: (blob) => createImageBitmap(blob),
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The key of a picture: everything that decides its pixels. */
export function pictureKey(
  fileHash: string,
  pageIndex: number,
  request: Pick<SheetRenderRequest, 'region' | 'scale' | 'hiddenLayerIds'>,
): string {
  const { x, y, width, height } = request.region;
  const hidden = [...(request.hiddenLayerIds ?? [])].sort().join(',');
  return `${fileHash}/${pageIndex}/${round(request.scale)}/${[x, y, width, height].map(round).join(',')}/${hidden}`;
}

const documentKey = (fileHash: string) => `${fileHash}/document`;
const hashOf = (key: string) => key.slice(0, key.indexOf('/'));

export interface RenderCacheOptions {
  readonly store: RenderStore;
  readonly codec?: PictureCodec;
  /** Runs the encoding and storing later, when the page is idle. @default a macrotask */
  readonly later?: (work: () => void) => void;
  /** @default MAX_ENTRIES */
  readonly maxEntries?: number;
  readonly now?: () => number;
}

export class RenderCache {
  readonly #store: RenderStore;
  readonly #codec: PictureCodec;
  readonly #later: (work: () => void) => void;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Pictures being stored: a second ask for the same key while the first is encoded waits for nothing. */
  readonly #storing = new Set<string>();
  #writes = 0;

  constructor({
    store,
    codec = browserCodec,
    later = (work) => setTimeout(work, 0),
    maxEntries = MAX_ENTRIES,
    now = Date.now,
  }: RenderCacheOptions) {
    this.#store = store;
    this.#codec = codec;
    this.#later = later;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  async document(fileHash: string): Promise<KeptDocument | undefined> {
    try {
      const entry = await this.#store.get(documentKey(fileHash));
      if (entry?.meta.kind !== 'document') return undefined;
      return { pages: entry.meta.pages, layers: entry.meta.layers };
    } catch {
      return undefined;
    }
  }

  async keepDocument(fileHash: string, kept: KeptDocument): Promise<void> {
    const meta: DocumentMeta = { kind: 'document', pages: kept.pages, layers: kept.layers, usedAt: this.#now() };
    await this.#store.put(documentKey(fileHash), new Blob([]), meta).catch(() => {});
  }

  /** The kept picture for `key`, decoded; undefined on a miss or any failure. */
  async picture(key: string): Promise<SheetRender | undefined> {
    try {
      const entry = await this.#store.get(key);
      if (entry?.meta.kind !== 'picture') return undefined;
      const image = await this.#codec.decode(entry.blob);
      // Marks it used (for the eviction order), later: the answer does not wait for a write.
      const meta: PictureMeta = { ...entry.meta, usedAt: this.#now() };
      this.#later(() => void this.#store.put(key, entry.blob, meta).catch(() => {}));
      return { image, region: entry.meta.region };
    } catch {
      return undefined;
    }
  }

  /** Keeps a copy of a rendered picture, encoded and stored later; the caller keeps (and may close) the original. */
  keep(key: string, render: SheetRender): void {
    if (this.#storing.has(key)) return;
    this.#storing.add(key);
    // The copy is taken now, before the viewer can close the original.
    this.#codec
      .clone(render.image)
      .then(
        (copy) =>
          new Promise<void>((done) =>
            this.#later(() => {
              this.#codec
                .encode(copy)
                .then((blob) =>
                  this.#store.put(key, blob, { kind: 'picture', region: render.region, usedAt: this.#now() }),
                )
                .then(() => this.#trimSometimes())
                .catch(() => {})
                .finally(() => {
                  copy.close();
                  done();
                });
            }),
          ),
      )
      .catch(() => {})
      .finally(() => this.#storing.delete(key));
  }

  /** Entries being written now (tests wait for none). */
  get pending(): number {
    return this.#storing.size;
  }

  async #trimSometimes(): Promise<void> {
    // Listing reads every entry's headers: once every few writes is enough to stay near the cap.
    if (++this.#writes % 8 !== 1) return;
    await this.trim();
  }

  /** Drops the least recently used pictures beyond the cap. */
  async trim(): Promise<void> {
    const pictures = (await this.#store.list()).filter((e) => e.meta.kind === 'picture');
    if (pictures.length <= this.#maxEntries) return;
    pictures.sort((a, b) => a.meta.usedAt - b.meta.usedAt);
    for (const { key } of pictures.slice(0, pictures.length - this.#maxEntries)) await this.#store.delete(key);
  }

  /** Removes everything kept for files whose hash is not in `keep` (files no project holds any more). */
  async purge(keep: ReadonlySet<string>): Promise<number> {
    let removed = 0;
    for (const { key } of await this.#store.list()) {
      if (keep.has(hashOf(key))) continue;
      await this.#store.delete(key);
      removed++;
    }
    return removed;
  }
}

/**
 * A sheet source that answers from the kept pictures when it can, and keeps what the underlying source renders.
 * `source` is only asked on a miss: a sheet whose pictures are all kept is shown without opening its file.
 */
export function cachedSource(
  source: SheetSource,
  cache: RenderCache,
  file: { readonly hash: string; readonly pageIndex: number },
): SheetSource {
  return {
    width: source.width,
    height: source.height,
    async render(request) {
      const key = pictureKey(file.hash, file.pageIndex, request);
      const kept = await cache.picture(key);
      if (kept) {
        if (!request.signal.aborted) return kept;
        kept.image.close();
        request.signal.throwIfAborted();
      }
      const rendered = await source.render(request);
      cache.keep(key, rendered);
      return rendered;
    },
  };
}

let shared: RenderCache | null | undefined;

/** The app's kept pictures, or null where the browser has no Cache Storage. */
export function renderCache(): RenderCache | null {
  if (shared === undefined) {
    const store = cacheStorageStore();
    shared = store && new RenderCache({ store, later: (work) => idleLater(work) });
  }
  return shared;
}

function idleLater(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 2000 });
  else setTimeout(work, 200);
}

/**
 * Removes the kept pictures of files no project holds any more: after a project's deletion, and once per visit of
 * the sheet page (which also catches files removed by an undo or a restored backup).
 */
export async function purgeUnusedPictures(db: Pick<MetrDatabase, 'files'>): Promise<void> {
  const cache = renderCache();
  if (!cache) return;
  try {
    const live = new Set((await db.files.toArray()).map((row) => row.hash));
    await cache.purge(live);
  } catch {
    // Nothing kept is lost by not purging now; the next visit tries again.
  }
}

let purgedThisVisit = false;

/** purgeUnusedPictures, once per page load. */
export function purgeUnusedPicturesOnce(db: Pick<MetrDatabase, 'files'>): void {
  if (purgedThisVisit) return;
  purgedThisVisit = true;
  idleLater(() => void purgeUnusedPictures(db));
}
