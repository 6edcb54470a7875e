/**
 * A DWG, converted by the Metr server (POST /api/cad/dwg, server/cad/route.ts): LibreDWG is GPL-3.0 and never runs in
 * the browser, so the file goes to the site's own server, which converts it in a separate process, answers the
 * neutral drawing (CadDrawing, the DXF reader's output too) and keeps nothing. Every failure is a CadErrorCode.
 *
 * Upload progress: fetch reports none over HTTP/1.1 (a streamed request body needs HTTP/2 in Chromium), so
 * `onProgress` is called with 0 when the upload starts and with the total once the server answers; the interface
 * shows an indeterminate bar in between.
 */
import {
  CAD_LIMITS,
  CAD_UNITS,
  isCadErrorCode,
  type CadDrawing,
  type CadEntityKind,
  type CadErrorCode,
} from '../../domain/cad/types';

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

const KINDS = new Set<CadEntityKind>([
  'line',
  'polyline',
  'arc',
  'circle',
  'ellipse',
  'spline',
  'text',
  'insert',
  'hatch',
  'solid',
  'point',
  'dimension',
]);

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

const isEntityList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every((e) => isObject(e) && KINDS.has(e.kind as CadEntityKind) && typeof e.layer === 'string');

/**
 * The answer has the drawing's shape: every top-level field, every layer's name and colour, every block's name and
 * entity list, every entity's kind and layer. Geometry is not checked here: the sheet's builder reads it defensively.
 */
export function isCadDrawing(value: unknown): value is CadDrawing {
  if (!isObject(value)) return false;
  const { format, version, units, insUnits, layers, blocks, modelSpace, skipped, layouts, unreadableLayouts } = value;
  return (
    (format === 'dwg' || format === 'dxf') &&
    typeof version === 'string' &&
    (units === null || (CAD_UNITS as readonly unknown[]).includes(units)) &&
    (insUnits === null || typeof insUnits === 'number') &&
    Array.isArray(layers) &&
    layers.every((l) => isObject(l) && typeof l.name === 'string' && typeof l.color === 'string') &&
    Array.isArray(blocks) &&
    blocks.every(
      (b) =>
        isObject(b) && typeof b.name === 'string' && typeof b.effectiveName === 'string' && isEntityList(b.entities),
    ) &&
    isEntityList(modelSpace) &&
    isObject(skipped) &&
    (layouts === undefined || (Array.isArray(layouts) && layouts.every(isLayout))) &&
    (unreadableLayouts === undefined || (typeof unreadableLayouts === 'number' && unreadableLayouts >= 0))
  );
}

const isPoint = (value: unknown): boolean =>
  isObject(value) && typeof value.x === 'number' && typeof value.y === 'number';

/** A layout as domain/cad/layout.ts reads it: its name, its entities, and each viewport's numbers. */
const isLayout = (value: unknown): boolean =>
  isObject(value) &&
  typeof value.name === 'string' &&
  typeof value.tabOrder === 'number' &&
  typeof value.block === 'string' &&
  isEntityList(value.entities) &&
  typeof value.unreadableViewports === 'number' &&
  Array.isArray(value.viewports) &&
  value.viewports.every(
    (v) =>
      isObject(v) &&
      isPoint(v.center) &&
      isPoint(v.viewCenter) &&
      isPoint(v.viewTarget) &&
      ['width', 'height', 'viewHeight', 'twist'].every((k) => typeof v[k] === 'number') &&
      Array.isArray(v.frozenLayers) &&
      v.frozenLayers.every((l) => typeof l === 'string'),
  );

/** Sends a DWG to the Metr server and returns its drawing; throws a CadConversionError. */
export async function convertDwg(file: Blob, options: ConvertDwgOptions = {}): Promise<CadDrawing> {
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
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    if (signal?.aborted) throw new CadConversionError('cancelled');
    // An answer cut short or not JSON (a proxy's error page): the server's status says what it can.
    throw new CadConversionError(response.ok ? 'conversionFailed' : codeOfStatus(response.status));
  }
  if (!response.ok) {
    const code = isObject(body) ? body.code : undefined;
    throw new CadConversionError(isCadErrorCode(code) ? code : codeOfStatus(response.status));
  }
  if (!isCadDrawing(body)) throw new CadConversionError('conversionFailed');
  // A plan drawn on paper only is a drawing too: its layouts are its sheets (domain/cad/layout.ts).
  if (!body.modelSpace.length && !(body.layouts ?? []).some((l) => l.entities.length > 0)) {
    throw new CadConversionError('emptyModel');
  }
  return body;
}
