/**
 * The plan's rendered pictures kept between visits, so that reopening a sheet shows it sharp at once instead of
 * waiting for pdf.js to parse and paint the page again (VA p1: about 2 s of CPU on this machine, every time).
 *
 * What is kept: each picture the viewer asked for (the whole sheet at the fitted size, the sharp tiles of the settled
 * view), keyed by what decides its pixels — the file's SHA-256, the page, the scale, the region and the hidden layers —
 * and each file's page sizes and layers, so a sheet whose pictures are kept opens without waiting for the worker. A
 * picture is only ever a render of those exact bytes at that exact scale: the same pixels the worker would paint.
 * Reopening at the same window size and view asks for the same keys. On a miss, a picture of the same region up to
 * STAND_IN_RATIO times finer stands in (drawn down, it is as sharp): what `prerender` made ahead of a first visit, for
 * a window it could only guess, or a visit at a larger window. Anything else is a miss and renders as before.
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

/** How much finer than asked a kept picture of the same region may be to stand in for it. */
export const STAND_IN_RATIO = 2;

/** A picture's key without its scale: the pictures of one region, layers and page, at any scale. */
function regionKey(key: string): { readonly region: string; readonly scale: number } | null {
  const parts = key.split('/');
  if (parts.length < 5 || parts[3] === undefined) return null;
  const scale = Number(parts[2]);
  if (!(scale > 0)) return null;
  return { region: [parts[0], parts[1], ...parts.slice(3)].join('/'), scale };
}

/** A picture being made ahead of its visit (prerender), which a visit asking for it waits for. */
interface PendingPicture {
  readonly scale: number;
  readonly key: string;
  readonly picture: Promise<SheetRender | undefined>;
}

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
  /** The kept pictures' scales by region key (read from the store once, then kept up to date), for stand-ins. */
  #scales: Promise<Map<string, Map<number, string>>> | undefined;
  /** Pictures being made by prerender, by region key. */
  readonly #pending = new Map<string, PendingPicture[]>();

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

  /**
   * A picture of the same region and layers as `key`, finer by at most STAND_IN_RATIO: one being made by prerender
   * (waited for), else the nearest kept one. Undefined when there is none, or on any failure.
   */
  async standIn(key: string): Promise<SheetRender | undefined> {
    const wanted = regionKey(key);
    if (!wanted) return undefined;
    const fits = (scale: number) => scale >= wanted.scale * (1 - 1e-9) && scale <= wanted.scale * STAND_IN_RATIO;
    for (const pending of this.#pending.get(wanted.region) ?? []) {
      if (!fits(pending.scale)) continue;
      const made = await pending.picture;
      if (!made) continue;
      try {
        return { image: await this.#codec.clone(made.image), region: made.region };
      } catch {
        // Closed meanwhile (stored and let go): the store has it.
        const kept = await this.picture(pending.key);
        if (kept) return kept;
      }
    }
    try {
      const scales = (await this.#scaleIndex()).get(wanted.region);
      const nearest = [...(scales?.keys() ?? [])].filter(fits).sort((a, b) => a - b)[0];
      return nearest === undefined ? undefined : await this.picture(scales?.get(nearest) as string);
    } catch {
      return undefined;
    }
  }

  /**
   * Renders `request` from `source` ahead of its visit and keeps it; a visit asking for it (or for a picture it can
   * stand in for) meanwhile waits for this one instead of rendering it again. Never throws.
   */
  async prerender(
    source: SheetSource,
    file: { readonly hash: string; readonly pageIndex: number },
    request: SheetRenderRequest,
  ): Promise<void> {
    const key = pictureKey(file.hash, file.pageIndex, request);
    const at = regionKey(key);
    if (!at) return;
    if (await this.#has(key)) return;
    const picture = source.render(request).catch(() => undefined);
    const pending: PendingPicture = { scale: at.scale, key, picture };
    this.#pending.set(at.region, [...(this.#pending.get(at.region) ?? []), pending]);
    const made = await picture;
    if (made) {
      this.keep(key, made);
      // Waiters clone it at once; it is let go once stored (then the store answers).
      await this.#stored(key);
      made.image.close();
    }
    const left = (this.#pending.get(at.region) ?? []).filter((p) => p !== pending);
    if (left.length > 0) this.#pending.set(at.region, left);
    else this.#pending.delete(at.region);
  }

  /** Whether `key`, or a picture that can stand in for it, is kept (nothing decoded). */
  async #has(key: string): Promise<boolean> {
    const wanted = regionKey(key);
    if (!wanted) return false;
    try {
      const scales = (await this.#scaleIndex()).get(wanted.region);
      return [...(scales?.keys() ?? [])].some(
        (scale) => scale >= wanted.scale * (1 - 1e-9) && scale <= wanted.scale * STAND_IN_RATIO,
      );
    } catch {
      return false;
    }
  }

  async #stored(key: string): Promise<void> {
    while (this.#storing.has(key)) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  #scaleIndex(): Promise<Map<string, Map<number, string>>> {
    this.#scales ??= this.#store.list().then(
      (entries) => {
        const index = new Map<string, Map<number, string>>();
        for (const { key, meta } of entries) if (meta.kind === 'picture') addScale(index, key);
        return index;
      },
      () => {
        this.#scales = undefined;
        return new Map<string, Map<number, string>>();
      },
    );
    return this.#scales;
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
                .then(() => this.#scales?.then((index) => addScale(index, key)))
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
    this.#scales = undefined;
  }

  /** Removes everything kept for files whose hash is not in `keep` (files no project holds any more). */
  async purge(keep: ReadonlySet<string>): Promise<number> {
    let removed = 0;
    for (const { key } of await this.#store.list()) {
      if (keep.has(hashOf(key))) continue;
      await this.#store.delete(key);
      removed++;
    }
    if (removed > 0) this.#scales = undefined;
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
      const kept = (await cache.picture(key)) ?? (await cache.standIn(key));
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

function addScale(index: Map<string, Map<number, string>>, key: string): void {
  const at = regionKey(key);
  if (!at) return;
  const scales = index.get(at.region) ?? new Map<number, string>();
  scales.set(at.scale, key);
  index.set(at.region, scales);
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
