/**
 * Headers on every response of the Node server. The CSP was checked against the built site: Vite emits one module
 * script and CSS files (vanilla-extract), no inline script or style element; React's style props are set through
 * CSSOM, which style-src does not govern. So no 'unsafe-inline' and no 'unsafe-eval'.
 */
export interface SecurityHeaderOptions {
  /** The contact form posts natively to this service (form-action). */
  contactFormUrl: string;
  /** An API on another origin (VITE_API_BASE) must be reachable by fetch (connect-src). */
  apiBase: string;
}

const originOf = (value: string) => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined; // relative or empty: same origin, already 'self'
  }
};

export function contentSecurityPolicy({ contactFormUrl, apiBase }: SecurityHeaderOptions): string {
  const formOrigin = originOf(contactFormUrl);
  const apiOrigin = originOf(apiBase);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self'${formOrigin ? ` ${formOrigin}` : ''}`,
  ].join('; ');
}

/** Autoplay stays allowed for our own muted demo videos; every sensor and device feature is denied. */
export const PERMISSIONS_POLICY = [
  'autoplay=(self)',
  'fullscreen=(self)',
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
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
    ...(options.isHttps ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
