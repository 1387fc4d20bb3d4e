import { describe, expect, it } from 'vitest';
import { validateLogInSearch } from './login-search';
import { safeReturnPath } from './return-path';

describe('the return path after logging in', () => {
  it('keeps a path inside the back-office, with its search', () => {
    expect(safeReturnPath('/workqueues?queue=overdue&q=Pe%C3%B1afrancia')).toBe('/workqueues?queue=overdue&q=Pe%C3%B1afrancia');
    expect(safeReturnPath('/applications/ABS-2026-000001#timeline')).toBe('/applications/ABS-2026-000001#timeline');
  });

  it.each([
    ['another site, scheme-relative', '//evil.example/phish'],
    ['another site, absolute', 'https://evil.example/'],
    ['a backslash some browsers read as a slash', '/\\evil.example'],
    ['a relative path', 'workqueues'],
    ['a control character', '/work\nqueues'],
    ['the log-in page itself (a loop)', '/login?returnTo=/login'],
    ['an empty path', ''],
    ['not text', 42],
  ])('drops %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('drops a foreign return path and an unknown reason from the log-in page address, keeping the rest out', () => {
    expect(validateLogInSearch({ returnTo: '//evil.example', reason: 'hacked' })).toEqual({
      returnTo: undefined,
      reason: undefined,
      email: undefined,
    });
    expect(validateLogInSearch({ returnTo: '/dashboard', reason: 'expired' })).toEqual({
      returnTo: '/dashboard',
      reason: 'expired',
      email: undefined,
    });
  });
});
