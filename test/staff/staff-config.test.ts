import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { staffSettings } from '../../src/staff/staff.settings.js';

describe('staff session settings', () => {
  it('default to 30 minutes idle and 12 hours in all, with a plain cookie over http', () => {
    const config = loadConfig({});
    expect(config.staff).toEqual({ sessionIdleMinutes: 30, sessionMaxHours: 12 });
    expect(staffSettings(config)).toMatchObject({
      idleMs: 30 * 60_000,
      maxMs: 12 * 3_600_000,
      secureCookie: false,
      cookieName: 'biopermit_staff',
    });
  });

  it('take STAFF_SESSION_IDLE_MINUTES and STAFF_SESSION_MAX_HOURS, and a Secure __Host- cookie over https', () => {
    const config = loadConfig({
      STAFF_SESSION_IDLE_MINUTES: '15',
      STAFF_SESSION_MAX_HOURS: '8',
      PUBLIC_BASE_URL: 'https://permits.example.ph',
    });
    expect(config.staff).toEqual({ sessionIdleMinutes: 15, sessionMaxHours: 8 });
    expect(staffSettings(config)).toMatchObject({ secureCookie: true, cookieName: '__Host-biopermit_staff' });
  });

  it.each([
    ['STAFF_SESSION_IDLE_MINUTES', '0'],
    ['STAFF_SESSION_IDLE_MINUTES', 'half an hour'],
    ['STAFF_SESSION_MAX_HOURS', '721'],
    ['STAFF_SESSION_MAX_HOURS', '-1'],
  ])('stop the start when %s=%s, naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(`Invalid ${variable}`);
  });
});
