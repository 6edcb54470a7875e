/**
 * The session-recording loader (Hotjar), imported by ConsentHost only once the visitor has accepted, or when they
 * refuse after accepting. Hotjar's official snippet is an inline script; ours is this bundled module (no
 * 'unsafe-inline' in the CSP): it sets the same `window.hj` queue and `window._hjSettings`, then adds the vendor's
 * script element.
 */
import { analyticsVendor, isValidAnalyticsId } from '../domain/consent';

const SCRIPT_MARKER = 'data-metr-analytics';

type HotjarQueue = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    hj?: HotjarQueue;
    _hjSettings?: { hjid: number | string; hjsv: number };
  }
}

export function isAnalyticsLoaded(doc: Document = document): boolean {
  return doc.querySelector(`script[${SCRIPT_MARKER}]`) !== null;
}

/** Adds the vendor's script once; later calls do nothing. */
export function loadAnalytics(id: string, win: Window = window): void {
  const doc = win.document;
  if (!isValidAnalyticsId(id) || isAnalyticsLoaded(doc)) return;
  const queue: HotjarQueue =
    win.hj ??
    Object.assign((...args: unknown[]) => {
      (queue.q ??= []).push(args);
    }, {});
  win.hj = queue;
  win._hjSettings = { hjid: /^\d+$/.test(id) ? Number(id) : id, hjsv: analyticsVendor.snippetVersion };
  const script = doc.createElement('script');
  script.async = true;
  script.src = analyticsVendor.scriptUrl(id);
  script.setAttribute(SCRIPT_MARKER, '');
  doc.head.appendChild(script);
}

/** Expires a cookie on this host and on each parent domain (the vendor sets its cookies on the top-level site). */
function expireCookie(doc: Document, name: string): void {
  const labels = doc.location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; path=/${domain}`;
}

function clearStorage(storage: Storage | undefined, prefix: string): void {
  if (!storage) return;
  for (const key of Object.keys(storage)) if (key.startsWith(prefix)) storage.removeItem(key);
}

/**
 * After a refusal: removes the vendor's script elements, its globals, its cookies and its storage keys (best effort:
 * cookies on another domain or HttpOnly cannot be reached from here). Returns true when the script had been loaded
 * in this page — Hotjar has no stop call, so the caller reloads the page to end the running recorder.
 */
export function unloadAnalytics(win: Window = window): boolean {
  const doc = win.document;
  const wasLoaded = isAnalyticsLoaded(doc) || win.hj !== undefined;
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.hasAttribute(SCRIPT_MARKER) || /(^|\.)hotjar\.(com|io)$/.test(new URL(script.src).hostname)) {
      script.remove();
    }
  }
  delete win.hj;
  delete win._hjSettings;
  const prefix = analyticsVendor.storagePrefix;
  for (const cookie of doc.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name?.startsWith(prefix)) expireCookie(doc, name);
  }
  try {
    clearStorage(win.localStorage, prefix);
    clearStorage(win.sessionStorage, prefix);
  } catch {
    // Storage blocked: nothing of the vendor's can be there either.
  }
  return wasLoaded;
}

/** Reloads the page; a function of its own so tests can replace it. */
export function reloadPage(win: Window = window): void {
  win.location.reload();
}
