// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_META_NAME, readAnalyticsId } from './analytics';
import { isAnalyticsLoaded, loadAnalytics, unloadAnalytics } from './analyticsLoader';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.hj;
  delete window._hjSettings;
  localStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; path=/`;
});

function meta(content: string) {
  const element = document.createElement('meta');
  element.name = ANALYTICS_META_NAME;
  element.content = content;
  document.head.append(element);
}

describe('readAnalyticsId', () => {
  it('is undefined with neither a served meta nor a build-time id', () => {
    expect(readAnalyticsId(document, undefined)).toBeUndefined();
    expect(readAnalyticsId(document, '')).toBeUndefined();
  });

  it('prefers the id the server wrote into the page, falls back on the build-time one', () => {
    expect(readAnalyticsId(document, '42')).toBe('42');
    meta('1234567');
    expect(readAnalyticsId(document, '42')).toBe('1234567');
  });

  it('ignores a malformed id', () => {
    meta('"><script>');
    expect(readAnalyticsId(document, 'bad id')).toBeUndefined();
  });
});

describe('loadAnalytics / unloadAnalytics', () => {
  it('adds the vendor script once, with the Hotjar settings and queue set by our own code', () => {
    loadAnalytics('1234567');
    loadAnalytics('1234567');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://static.hotjar.com/c/hotjar-1234567.js?sv=6');
    expect(scripts[0]?.async).toBe(true);
    expect(window._hjSettings).toEqual({ hjid: 1234567, hjsv: 6 });
    window.hj?.('event', 'x');
    expect(window.hj?.q).toEqual([['event', 'x']]);
  });

  it('refuses a malformed id', () => {
    loadAnalytics('"><x');
    expect(isAnalyticsLoaded()).toBe(false);
  });

  it('unloads: script, globals, _hj cookies and storage keys; says whether anything was running', () => {
    expect(unloadAnalytics()).toBe(false);
    loadAnalytics('1234567');
    document.cookie = '_hjSessionUser_1234567=abc; path=/';
    document.cookie = 'other=keep; path=/';
    localStorage.setItem('_hjSession_1234567', 'x');
    localStorage.setItem('metr-consent', 'keep');
    expect(unloadAnalytics()).toBe(true);
    expect(isAnalyticsLoaded()).toBe(false);
    expect(window.hj).toBeUndefined();
    expect(window._hjSettings).toBeUndefined();
    expect(document.cookie).toBe('other=keep');
    expect(localStorage.getItem('_hjSession_1234567')).toBeNull();
    expect(localStorage.getItem('metr-consent')).toBe('keep');
  });
});
