/**
 * Plans' bytes in an S3-compatible object store (AWS S3, MinIO, Scaleway, OVHcloud, Garage…), BLOB_STORE=s3.
 *
 * Requests are signed here with AWS Signature Version 4 over Node's own http/https, rather than with the AWS SDK: six
 * plain operations (HEAD, GET, PUT, PUT with a copy source, DELETE, ListObjectsV2) do not need its ~100 packages, and
 * a streamed PUT with a known length is exactly what an upload is. The payload is sent as UNSIGNED-PAYLOAD (the
 * signature covers the headers; the bytes are checked by their SHA-256 below, which is the point of the key).
 *
 * An upload is written to a temporary key (`<prefix>.tmp/<uuid>`), hashed and counted as it streams, and copied to its
 * final key (`<prefix><first two hex digits>/<sha256>`) only when the SHA-256 is the one announced; the temporary key
 * is deleted whatever happens. A reader never sees half an object or the wrong bytes under a hash: the object under
 * the final key appears whole (CopyObject is atomic) or not at all. The secret key is used only to sign and is never
 * written to an error or a log.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { request as httpRequest, type ClientRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { BlobError, SHA256_HEX, type BlobStore, type StoredBlob } from './store.ts';

export interface S3Config {
  /** e.g. https://s3.fr-par.scw.cloud, http://127.0.0.1:9000 (default: AWS's https://s3.<region>.amazonaws.com). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint host>/<key>` (MinIO and most self-hosted stores). */
  pathStyle: boolean;
  /** Keys start with it (e.g. `metr/`), so that one bucket can hold other things too. */
  prefix?: string;
}

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function xmlText(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

async function readAll(stream: Readable, limit = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    // Only listings and error documents are read whole; a listing page is ~1,000 keys (~250 KB).
    if (size > limit) throw new Error('s3 blob store: answer too long');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * AWS Signature Version 4 for S3 (the headers to send: the given ones lower-cased, `x-amz-date` and `authorization`).
 * Checked against the examples of AWS's S3 documentation (s3.test.ts).
 */
export function signV4({
  method,
  path,
  canonicalQuery,
  headers,
  payloadHash,
  region,
  accessKeyId,
  secretAccessKey,
  date,
}: {
  method: string;
  /** Already URI-encoded. */
  path: string;
  /** Already encoded and sorted. */
  canonicalQuery: string;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}): Record<string, string> {
  const amzDate = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const signed: Record<string, string> = {
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value.trim()])),
    'x-amz-date': amzDate,
  };
  const names = Object.keys(signed).sort();
  const canonicalRequest = [
    method,
    path,
    canonicalQuery,
    names.map((name) => `${name}:${signed[name]}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...signed,
    authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

interface Sent {
  status: number;
  headers: IncomingMessage['headers'];
  body: IncomingMessage;
}

/**
 * A store may keep what an aborted request sent (s3rver does: the bytes received, under the temporary key), and may
 * write it after the DELETE that follows the abort has been answered: the temporary key of an aborted upload is
 * deleted once more this much later (and, failing that, by the collection pass after its grace period).
 */
const ABORTED_CLEANUP_MS = 2000;

export class S3BlobStore implements BlobStore {
  private readonly endpoint: URL;
  private readonly prefix: string;
  private readonly cleanups = new Set<Promise<void>>();

  constructor(private readonly config: S3Config) {
    this.endpoint = new URL(config.endpoint);
    this.prefix = config.prefix ?? '';
    if (!/^[A-Za-z0-9._\-/]*$/.test(this.prefix))
      throw new Error('s3 blob store: the prefix may hold A-Z a-z 0-9 . _ - /');
  }

  private key(sha256: string) {
    // The only door to the bucket: 64 lower-case hex digits cannot name another key.
    if (!SHA256_HEX.test(sha256)) throw new Error('blob store: not a SHA-256');
    return `${this.prefix}${sha256.slice(0, 2)}/${sha256}`;
  }

  private get tmpPrefix() {
    return `${this.prefix}.tmp/`;
  }

  /** A signed request; `body` (when given) is written with back-pressure and `length` bytes announced. */
  private send(
    method: string,
    key: string,
    {
      query = {},
      headers = {},
      length,
      write,
    }: {
      query?: Record<string, string>;
      headers?: Record<string, string>;
      length?: number;
      write?: (req: ClientRequest) => Promise<void>;
    } = {},
  ): Promise<Sent> {
    const { bucket, region, accessKeyId, secretAccessKey, pathStyle } = this.config;
    const host = pathStyle ? this.endpoint.host : `${bucket}.${this.endpoint.host}`;
    const basePath = this.endpoint.pathname.replace(/\/+$/, '');
    // The bucket itself (a listing) is `/<bucket>` in path style, `/` on its own host.
    const keyPath = key ? `/${key.split('/').map(encode).join('/')}` : '';
    const path = `${basePath}${pathStyle ? `/${encode(bucket)}` : ''}${keyPath}` || '/';
    const canonicalQuery = Object.keys(query)
      .sort()
      .map((name) => `${encode(name)}=${encode(query[name] ?? '')}`)
      .join('&');
    const payloadHash = write ? 'UNSIGNED-PAYLOAD' : EMPTY_SHA256;
    const signed = signV4({
      method,
      path,
      canonicalQuery,
      headers: { host, 'x-amz-content-sha256': payloadHash, ...headers },
      payloadHash,
      region,
      accessKeyId,
      secretAccessKey,
      date: new Date(),
    });
    const outgoing: OutgoingHttpHeaders = { ...signed, 'content-length': String(length ?? 0) };
    const request = this.endpoint.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Sent>((resolve, reject) => {
      const req = request({
        protocol: this.endpoint.protocol,
        hostname: pathStyle ? this.endpoint.hostname : `${bucket}.${this.endpoint.hostname}`,
        port: this.endpoint.port || undefined,
        method,
        path: canonicalQuery ? `${path}?${canonicalQuery}` : path,
        headers: outgoing,
      });
      req.on('response', (res) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }));
      req.on('error', reject);
      if (!write) {
        req.end();
        return;
      }
      write(req).then(
        () => req.end(),
        (error: unknown) => {
          req.destroy();
          reject(error instanceof Error ? error : new Error('s3 blob store: upload failed'));
        },
      );
    });
  }

  /** A failure that names the operation and status only (the answer may quote the key, never the secret, but why risk it). */
  private async fail(what: string, sent: Sent): Promise<never> {
    const text = await readAll(sent.body).catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? '';
    throw new Error(`s3 blob store: ${what} answered ${sent.status}${code ? ` ${code}` : ''}`);
  }

  private async head(key: string): Promise<{ size: number; writtenAt: Date } | undefined> {
    const sent = await this.send('HEAD', key);
    sent.body.resume();
    if (sent.status === 404) return undefined;
    if (sent.status !== 200) return this.fail('HEAD', sent);
    return {
      size: Number(sent.headers['content-length'] ?? 0),
      writtenAt: new Date(sent.headers['last-modified'] ?? 0),
    };
  }

  private async delete(key: string): Promise<void> {
    const sent = await this.send('DELETE', key);
    if (sent.status !== 204 && sent.status !== 200 && sent.status !== 404) return this.fail('DELETE', sent);
    sent.body.resume();
  }

  async size(sha256: string): Promise<number | undefined> {
    if (!SHA256_HEX.test(sha256)) return undefined;
    return (await this.head(this.key(sha256)))?.size;
  }

  async read(sha256: string): Promise<Readable | undefined> {
    if (!SHA256_HEX.test(sha256)) return undefined;
    const sent = await this.send('GET', this.key(sha256));
    if (sent.status === 404) {
      sent.body.resume();
      return undefined;
    }
    if (sent.status !== 200) return this.fail('GET', sent);
    return sent.body;
  }

  async put(sha256: string, body: Readable, expectedBytes: number, maxBytes: number) {
    const key = this.key(sha256);
    // As the disk store: the body may fail before anything reads it, and must not throw out of the process then.
    let failed = false;
    const onError = () => {
      failed = true;
    };
    body.on('error', onError);
    const tmp = `${this.tmpPrefix}${randomUUID()}`;
    let aborted = false;
    try {
      const hash = createHash('sha256');
      let size = 0;
      let sent: Sent;
      try {
        sent = await this.send('PUT', tmp, {
          length: expectedBytes,
          write: async (req) => {
            try {
              for await (const chunk of body as AsyncIterable<Buffer>) {
                size += chunk.byteLength;
                if (size > maxBytes) throw new BlobError('tooLarge');
                // More than announced cannot go into a request of that length.
                if (size > expectedBytes) throw new BlobError('incomplete');
                hash.update(chunk);
                if (!req.write(chunk)) await new Promise((resolve) => req.once('drain', resolve));
              }
            } catch (error) {
              throw error instanceof BlobError ? error : new BlobError('incomplete');
            }
            // Fewer bytes than announced: the request is cut, so the store keeps nothing of it.
            if (failed || size !== expectedBytes) throw new BlobError('incomplete');
          },
        });
      } catch (error) {
        aborted = true;
        if (error instanceof BlobError) throw error;
        throw failed ? new BlobError('incomplete') : error;
      }
      if (sent.status !== 200) return await this.fail('PUT', sent);
      sent.body.resume();
      if (hash.digest('hex') !== sha256) throw new BlobError('mismatch');
      const existed = (await this.head(key)) !== undefined;
      // Copied even when it is there already: the copy's new time keeps a collection pass from removing bytes just
      // uploaded again (see `remove`).
      const copied = await this.send('PUT', key, {
        headers: { 'x-amz-copy-source': `/${this.config.bucket}/${tmp.split('/').map(encode).join('/')}` },
      });
      // A copy may fail after its 200 has been sent: the error is then in the body.
      const answer = copied.status === 200 ? await readAll(copied.body) : '';
      if (copied.status !== 200 || answer.includes('<Error>')) {
        throw new Error(`s3 blob store: copy answered ${copied.status}`);
      }
      return { size, created: !existed };
    } finally {
      body.off('error', onError);
      await this.delete(tmp).catch(() => undefined);
      if (aborted) this.deleteLater(tmp);
    }
  }

  private deleteLater(key: string) {
    const cleanup: Promise<void> = new Promise<void>((resolve) => {
      setTimeout(resolve, ABORTED_CLEANUP_MS).unref();
    })
      .then(() => this.delete(key))
      .catch(() => undefined)
      .finally(() => this.cleanups.delete(cleanup));
    this.cleanups.add(cleanup);
  }

  /** Resolves once the second deletions of aborted uploads' temporary keys are done (tests; a shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.cleanups]);
  }

  private async *listKeys(prefix: string): AsyncIterable<{ key: string; size: number; writtenAt: Date }> {
    let token: string | undefined;
    do {
      const sent = await this.send('GET', '', {
        query: { 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) },
      });
      if (sent.status !== 200) await this.fail('list', sent);
      const xml = await readAll(sent.body, 16 * 1024 * 1024);
      for (const [, item = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlText(/<Key>([^<]*)<\/Key>/.exec(item)?.[1] ?? '');
        yield {
          key,
          size: Number(/<Size>(\d+)<\/Size>/.exec(item)?.[1] ?? 0),
          writtenAt: new Date(/<LastModified>([^<]*)<\/LastModified>/.exec(item)?.[1] ?? 0),
        };
      }
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
      token = truncated && next ? xmlText(next) : undefined;
    } while (token);
  }

  async *list(): AsyncIterable<StoredBlob> {
    for await (const { key, size, writtenAt } of this.listKeys(this.prefix)) {
      const name = key.slice(this.prefix.length);
      const match = /^([0-9a-f]{2})\/([0-9a-f]{64})$/.exec(name);
      if (match?.[2]?.startsWith(match[1] ?? '')) yield { sha256: match[2], size, writtenAt };
    }
  }

  async remove(sha256: string, writtenBefore: Date): Promise<boolean> {
    const key = this.key(sha256);
    const found = await this.head(key);
    if (!found || found.writtenAt.getTime() >= writtenBefore.getTime()) return false;
    await this.delete(key);
    return true;
  }

  async removeTemporaries(before: Date): Promise<number> {
    let removed = 0;
    for await (const { key, writtenAt } of this.listKeys(this.tmpPrefix)) {
      if (writtenAt.getTime() >= before.getTime()) continue;
      await this.delete(key);
      removed += 1;
    }
    return removed;
  }
}
