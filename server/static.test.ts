import { describe, expect, it } from 'vitest';
import { safeJoin } from './static';

describe('safeJoin', () => {
  it('stays inside the root', () => {
    expect(safeJoin('/srv/site', '/assets/app.js')).toBe('/srv/site/assets/app.js');
    expect(safeJoin('/srv/site', '/')).toBe('/srv/site/');
  });
  it('refuses traversal, encoded traversal, NUL and bad encodings', () => {
    expect(safeJoin('/srv/site', '/../etc/passwd')).toBeNull();
    expect(safeJoin('/srv/site', '/%2e%2e/etc/passwd')).toBeNull();
    expect(safeJoin('/srv/site', '/a%00b')).toBeNull();
    expect(safeJoin('/srv/site', '/%E0%A4%A')).toBeNull();
    expect(safeJoin('/srv/site', '/..%2fsite-other/x')).toBeNull();
  });
});
