import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  contentSecurityPolicy,
  isPdfWorkerScript,
  PERMISSIONS_POLICY,
  REACT_ARIA_STYLE_HASHES,
  securityHeaders,
} from './securityHeaders';

const require = createRequire(import.meta.url);
const ariaDist = join(dirname(require.resolve('react-aria/package.json')), 'dist', 'private');

/** The text react-aria assigns to an injected <style>, with its constants substituted, as the browser hashes it. */
function injectedStyle(file: string, constants: Record<string, string> = {}): string {
  const source = readFileSync(join(ariaDist, file), 'utf8');
  const match = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source);
  if (!match?.[1]) throw new Error(`no injected style found in ${file}: react-aria changed, review the CSP`);
  return match[1]
    .replace(/\$\{([^}]+)\}/g, (_, name: string) => {
      const key = Object.keys(constants).find((k) => name.endsWith(k));
      if (!key) throw new Error(`unknown constant ${name} in ${file}`);
      return constants[key] ?? '';
    })
    .trim();
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('CSP and react-aria’s injected styles', () => {
  it('allows exactly the styles the installed react-aria injects', () => {
    const pressSource = readFileSync(join(ariaDist, 'interactions', 'usePress.mjs'), 'utf8');
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(pressSource)?.[1];
    expect(attribute).toBe('data-react-aria-pressable');
    const press = injectedStyle(join('interactions', 'usePress.mjs'), { PRESSABLE_ATTRIBUTE: attribute ?? '' });
    const preventScroll = injectedStyle(join('overlays', 'usePreventScroll.mjs'));
    expect([hash(press), hash(preventScroll)]).toEqual([...REACT_ARIA_STYLE_HASHES]);
  });

  it('puts the hashes in style-src and nothing that would allow other inline styles', () => {
    const csp = contentSecurityPolicy({ contactFormUrl: 'https://forms.example.com/f/x', apiBase: '' });
    const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src'));
    expect(styleSrc).toBe(`style-src 'self' ${REACT_ARIA_STYLE_HASHES.join(' ')}`);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
    expect(csp).toContain("form-action 'self' https://forms.example.com");
  });
});

describe('CSP of the PDF worker’s script', () => {
  it('recognises the built worker only', () => {
    expect(isPdfWorkerScript('/assets/pdf.worker-g5DBlWy-.js')).toBe(true);
    expect(isPdfWorkerScript('/assets/pdf.worker.min-FHbmGBN0.mjs')).toBe(true);
    for (const path of [
      '/assets/pdf.worker-x.js/',
      '/pdf.worker-x.js',
      '/assets/export.worker-x.js',
      '/assets/a/pdf.worker-x.js',
    ]) {
      expect(isPdfWorkerScript(path)).toBe(false);
    }
  });

  it('adds wasm-unsafe-eval (WebAssembly only), never unsafe-eval', () => {
    const csp = contentSecurityPolicy({ contactFormUrl: '', apiBase: '', allowWasm: true });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/'unsafe-eval'|unsafe-inline/);
  });
});

describe('CSP and the analytics vendor', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

  it('names no third-party host without an analytics id, nor with a malformed one', () => {
    for (const analyticsId of [undefined, '', '"><script>']) {
      const csp = contentSecurityPolicy({ contactFormUrl: '', apiBase: '', analyticsId });
      expect(csp).not.toContain('hotjar');
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    }
  });

  it('allows exactly the vendor’s hosts in script-src, connect-src and img-src when an id is configured', () => {
    const csp = contentSecurityPolicy({
      contactFormUrl: '',
      apiBase: 'https://api.example.com',
      analyticsId: '1234567',
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://static.hotjar.com https://script.hotjar.com");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://*.hotjar.com https://*.hotjar.io wss://*.hotjar.com",
    );
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://*.hotjar.com");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('names the page’s own WebSocket origin in connect-src when the sync server runs, and nothing else', () => {
    const base = { contactFormUrl: '', apiBase: '' };
    expect(directive(contentSecurityPolicy(base), 'connect-src')).toBe("connect-src 'self'");
    expect(directive(contentSecurityPolicy({ ...base, syncSource: 'ws://evil.example' }), 'connect-src')).toBe(
      "connect-src 'self'",
    );
    expect(directive(contentSecurityPolicy({ ...base, sync: true, syncSource: 'wss://metr.fr' }), 'connect-src')).toBe(
      "connect-src 'self' wss://metr.fr",
    );
    expect(directive(contentSecurityPolicy({ ...base, sync: true }), 'connect-src')).toBe("connect-src 'self'");
  });
});

/**
 * Permissions-Policy features Chromium recognises on every desktop platform without a flag: the entries of
 * services/network/public/cpp/permissions_policy/permissions_policy_features.json5 that depend on no runtime feature,
 * or only on one whose status is stable everywhere (PaymentRequest, Serial, WebUSB, TopicsAPI). `bluetooth` is not
 * among them: it depends on WebBluetooth, experimental on Linux, where Chromium logs it as unrecognised.
 */
const CHROMIUM_RECOGNISED = new Set([
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'serial',
  'usb',
]);

describe('Permissions-Policy', () => {
  it('names only features Chromium recognises, each once', () => {
    const features = PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=')[0] ?? '');
    expect(features.filter((feature) => !CHROMIUM_RECOGNISED.has(feature))).toEqual([]);
    expect(new Set(features).size).toBe(features.length);
    expect(features).toContain('autoplay');
  });

  it('goes with Cross-Origin-Resource-Policy: same-origin, over HTTP and HTTPS', () => {
    for (const isHttps of [false, true]) {
      const headers = securityHeaders({ contactFormUrl: '', apiBase: '', isHttps });
      expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
      expect(headers['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    }
  });
});
