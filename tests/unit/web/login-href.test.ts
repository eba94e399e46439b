import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirect } from '../../../src/lib/login-href';

describe('the sign-in redirect', () => {
  it('comes back to the page that needed a session', () => {
    expect(loginHref('/doc/search?searchValue=a b')).toBe('/login?redirect=%2Fdoc%2Fsearch%3FsearchValue%3Da%20b');
  });

  it('never points back at the sign-in page itself', () => {
    expect(loginHref('/login?redirect=%2Fdoc')).toBe('/login');
    expect(safeRedirect('/login', '/doc')).toBe('/doc');
  });

  it('only accepts paths of this site', () => {
    expect(safeRedirect('https://evil.example/', '/doc')).toBe('/doc');
    expect(safeRedirect('//evil.example/x', '/doc')).toBe('/doc');
    expect(safeRedirect('/\\evil.example', '/doc')).toBe('/doc');
    expect(safeRedirect(undefined, '/doc')).toBe('/doc');
    expect(safeRedirect('/codecc/tasks', '/doc')).toBe('/codecc/tasks');
  });
});
