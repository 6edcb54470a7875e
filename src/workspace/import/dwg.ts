/**
 * A DWG, converted by the Metr server (POST /api/cad/dwg, server/cad/route.ts): LibreDWG is GPL-3.0 and never runs in
 * the browser, so the file goes to the site's own server, which converts it in a separate process, answers the
 * neutral drawing (CadDrawing, the DXF reader's output too) and keeps nothing. Every failure is a CadErrorCode.
 *
 * Upload progress: fetch reports none over HTTP/1.1 (a streamed request body needs HTTP/2 in Chromium), so
 * `onProgress` is called with 0 when the upload starts and with the total once the server answers; the interface
 * shows an indeterminate bar in between.
 */
import { readDrawingJson } from '../../domain/cad/drawingJson';
import { CadReadError } from '../../domain/cad/errors';
import { CAD_LIMITS, isCadErrorCode, type CadDrawing, type CadErrorCode } from '../../domain/cad/types';

export { isCadDrawing } from '../../domain/cad/drawingJson';

export const DWG_ENDPOINT = '/api/cad/dwg';

export class CadConversionError extends Error {
  override readonly name = 'CadConversionError';
  constructor(readonly code: CadErrorCode) {
    super(`DWG conversion failed: ${code}`);
  }
}

export interface ConvertDwgOptions {
  signal?: AbortSignal;
  onProgress?(sent: number, total: number): void;
  /** Test seam (default: the global fetch). */
  fetch?: typeof fetch;
}

/** When the answer has no usable `{ code }`: what its status says. */
function codeOfStatus(status: number): CadErrorCode {
  if (status === 413) return 'tooLarge';
  if (status === 429 || status === 503) return 'serverBusy';
  if (status === 504 || status === 408) return 'timeout';
  // No Metr server behind the site (a static host answers 404 or 405 to a POST), or a proxy without its upstream.
  if (status === 404 || status === 405 || status === 502) return 'serverUnreachable';
  return 'conversionFailed';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sends a DWG to the Metr server and returns its answer as it came, the drawing's JSON not parsed: the import hands it
 * to the CAD worker (transferred), which parses and checks it there (`readDwgAnswer`) — a 2 MB DWG's drawing is about
 * 8 MB of JSON, parsed off the page's thread and never copied between threads. Throws a CadConversionError.
 */
export async function requestDwgDrawing(file: Blob, options: ConvertDwgOptions = {}): Promise<ArrayBuffer> {
  const { signal, onProgress } = options;
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  if (signal?.aborted) throw new CadConversionError('cancelled');
  if (file.size === 0) throw new CadConversionError('notCad');
  // Refused before the upload; the server checks again.
  if (file.size > CAD_LIMITS.dwgBytes) throw new CadConversionError('tooLarge');
  onProgress?.(0, file.size);
  let response: Response;
  try {
    response = await fetcher(DWG_ENDPOINT, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch {
    // fetch rejects only when no answer came: offline, the server down, or the request cancelled.
    throw new CadConversionError(signal?.aborted ? 'cancelled' : 'serverUnreachable');
  }
  onProgress?.(file.size, file.size);
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (signal?.aborted) throw new CadConversionError('cancelled');
      // Not JSON (a proxy's error page): the server's status says what it can.
      throw new CadConversionError(codeOfStatus(response.status));
    }
    const code = isObject(body) ? body.code : undefined;
    throw new CadConversionError(isCadErrorCode(code) ? code : codeOfStatus(response.status));
  }
  try {
    return await response.arrayBuffer();
  } catch {
    // An answer cut short.
    throw new CadConversionError(signal?.aborted ? 'cancelled' : 'conversionFailed');
  }
}

/** The server's answer → its drawing, checked; throws a CadConversionError (`conversionFailed`, `emptyModel`). */
export function readDwgAnswer(json: ArrayBuffer | string): CadDrawing {
  try {
    return readDrawingJson(json);
  } catch (error) {
    throw new CadConversionError(error instanceof CadReadError ? error.code : 'conversionFailed');
  }
}

/** Sends a DWG to the Metr server and returns its drawing, parsed and checked here; throws a CadConversionError. */
export async function convertDwg(file: Blob, options: ConvertDwgOptions = {}): Promise<CadDrawing> {
  return readDwgAnswer(await requestDwgDrawing(file, options));
}
