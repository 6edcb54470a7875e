/** Node ⇄ Web: turns an IncomingMessage into a `Request` and writes a `Response` back to the ServerResponse. */
import { Readable } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Served over TLS: our own TLS socket, or a TLS-terminating proxy saying so. Trusting the header cannot weaken
 * anything: browsers ignore HSTS received over plain HTTP, and a browser cannot set X-Forwarded-Proto itself.
 */
export function isHttpsRequest(req: IncomingMessage): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

export function toWebRequest(req: IncomingMessage, { isHttps }: { isHttps: boolean }): Request {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `${isHttps ? 'https' : 'http'}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  });
}

export async function sendWebResponse(res: ServerResponse, response: Response, isHead = false): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  const body = isHead || !response.body ? undefined : Buffer.from(await response.arrayBuffer());
  res.end(body);
}
