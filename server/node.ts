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

/**
 * The request target as a URL on a fixed origin: origin-form as sent (so `//evil.example/api/…` is a path beginning
 * with two slashes, not another host), absolute-form reduced to its path and query (RFC 9112 §3.2.2); null for
 * anything else (`*`, authority-form). Nothing from the target or from Host ever decides an origin.
 */
export function requestTarget(req: IncomingMessage): URL | null {
  const raw = req.url ?? '';
  try {
    if (raw.startsWith('/')) return new URL(`http://localhost${raw}`);
    if (/^https?:\/\//i.test(raw)) {
      const absolute = new URL(raw);
      return new URL(`http://localhost${absolute.pathname}${absolute.search}`);
    }
  } catch {
    /* not a URL */
  }
  return null;
}

/** A DNS name, an IPv4 address or a bracketed IPv6 literal, and an optional port (RFC 9110 §7.2, RFC 3986 host). */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+)(?::\d{1,5})?$/;

/**
 * The Host header when it is well formed, 'localhost' when an HTTP/1.0 client sent none (Node refuses an HTTP/1.1
 * request without one), null when it is malformed: the caller answers 400 (RFC 9112 §3.2).
 */
export function requestHost(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (host === undefined) return 'localhost';
  if (!HOST.test(host)) return null;
  try {
    new URL(`http://${host}`); // the port's range and the IPv6 literal's form
    return host;
  } catch {
    return null;
  }
}

/** The Web request for the API: the URL from the validated Host and the parsed target, never from raw input. */
export function toWebRequest(
  req: IncomingMessage,
  { isHttps, host, target }: { isHttps: boolean; host: string; target: URL },
): Request {
  const url = new URL(`${target.pathname}${target.search}`, `${isHttps ? 'https' : 'http'}://${host}`);
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
