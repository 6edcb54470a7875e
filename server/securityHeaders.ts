import { analyticsVendor, isValidAnalyticsId } from '../src/domain/consent.ts';

/**
 * Headers on every response of the Node server. The CSP was checked against the built site: Vite emits one module
 * script and CSS files (vanilla-extract), no inline script; React's style props are set through CSSOM, which
 * style-src does not govern. So no 'unsafe-inline' and no 'unsafe-eval'.
 *
 * The one exception: react-aria injects two small <style> elements at run time (usePress: touch-action on pressable
 * elements, on every page; usePreventScroll: overscroll containment under a modal, on iOS Safari). They are allowed
 * by their exact SHA-256 hashes, so no other inline style can run. securityHeaders.test.ts recomputes both hashes
 * from the installed react-aria, so an upgrade that changes them fails the tests instead of the browser.
 */
export const REACT_ARIA_STYLE_HASHES = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
] as const;

export interface SecurityHeaderOptions {
  /** The contact form posts natively to this service (form-action). */
  contactFormUrl: string;
  /** An API on another origin (VITE_API_BASE) must be reachable by fetch (connect-src). */
  apiBase: string;
  /**
   * The session-recording vendor's id (ANALYTICS_ID, else VITE_ANALYTICS_ID). Set: its hosts are allowed in
   * script-src, connect-src and img-src; the page still loads nothing before consent. Unset: only the site itself.
   */
  analyticsId?: string | undefined;
  /**
   * The response is the PDF worker's script: a worker runs under the CSP of its own script's response, and pdf.js
   * decodes JPEG 2000, JBIG2 and ICC colour in WebAssembly, which needs 'wasm-unsafe-eval' (it compiles WebAssembly
   * only; it does not allow eval or any other script). Every other response, the pages included, goes without it.
   */
  allowWasm?: boolean;
  /**
   * The sync server of shared projects runs on this server (server/sharing): the page may open a WebSocket to its own
   * origin, `ws://host` over HTTP or `wss://host` over HTTPS (`syncSource`, from the validated Host), and nowhere else.
   * CSP Level 3 lets 'self' match these already; naming the origin keeps older engines (Safari before 15.4) working.
   */
  sync?: boolean;
  /** The page's own WebSocket origin, set per request by the adapter when `sync` is on. */
  syncSource?: string | undefined;
}

/** The built PDF worker's script (Vite names it pdf.worker-<hash>.js under /assets/). */
export const isPdfWorkerScript = (pathname: string) => /^\/assets\/pdf\.worker[-.][\w.-]*\.m?js$/.test(pathname);

const originOf = (value: string) => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined; // relative or empty: same origin, already 'self'
  }
};

export function contentSecurityPolicy({
  contactFormUrl,
  apiBase,
  analyticsId,
  allowWasm = false,
  sync = false,
  syncSource,
}: SecurityHeaderOptions): string {
  const formOrigin = originOf(contactFormUrl);
  const apiOrigin = originOf(apiBase);
  const vendor = isValidAnalyticsId(analyticsId) ? analyticsVendor.csp : undefined;
  const extra = (sources: readonly string[] | undefined) => (sources ? ` ${sources.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${allowWasm ? " 'wasm-unsafe-eval'" : ''}${extra(vendor?.scriptSrc)}`,
    `style-src 'self' ${REACT_ARIA_STYLE_HASHES.join(' ')}`,
    `img-src 'self' data: blob:${extra(vendor?.imgSrc)}`,
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${sync && syncSource ? ` ${syncSource}` : ''}${apiOrigin ? ` ${apiOrigin}` : ''}${extra(vendor?.connectSrc)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self'${formOrigin ? ` ${formOrigin}` : ''}`,
  ].join('; ');
}

/**
 * Autoplay stays allowed for our own muted demo videos; every sensor and device feature is denied. Only features
 * Chromium recognises on every desktop platform without a flag are named: an unknown one (`bluetooth`, which depends
 * on Web Bluetooth, off by default on Linux) makes the browser log an error on every page, and denying a feature the
 * browser does not have protects nothing.
 */
export const PERMISSIONS_POLICY = [
  'autoplay=(self)',
  'fullscreen=(self)',
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

export function securityHeaders(options: SecurityHeaderOptions & { isHttps: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    // Nothing of ours is meant to be embedded by another site (images, videos, scripts, API answers): a no-cors
    // request from elsewhere gets nothing, which also keeps our responses out of other processes (Spectre).
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(options.isHttps ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
