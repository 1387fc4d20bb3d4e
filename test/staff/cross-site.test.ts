import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { crossSiteReason } from '../../src/staff/staff.hook.js';

const PUBLIC_BASE_URL = 'https://permits.example.ph';
const requestWith = (headers: Record<string, string>) => ({ headers: { host: '10.0.0.5:8080', ...headers } }) as unknown as FastifyRequest;

/** Which unsafe staff requests count as another site's, with PUBLIC_BASE_URL set (the HTTP cases are in staff-session.test.ts). */
describe('the cross-site check of unsafe staff requests', () => {
  it('lets the public origin and the origin of the Host the request was sent to act (an internal name for the back-office)', () => {
    expect(crossSiteReason(requestWith({ origin: 'https://permits.example.ph' }), PUBLIC_BASE_URL)).toBeUndefined();
    expect(crossSiteReason(requestWith({ origin: 'http://10.0.0.5:8080' }), PUBLIC_BASE_URL)).toBeUndefined();
    expect(crossSiteReason(requestWith({}), PUBLIC_BASE_URL)).toBeUndefined();
  });

  it('refuses another origin, an opaque one, and what the browser calls cross-site', () => {
    expect(crossSiteReason(requestWith({ origin: 'https://evil.example' }), PUBLIC_BASE_URL)).toContain('https://evil.example');
    expect(crossSiteReason(requestWith({ origin: 'http://10.0.0.5:9090' }), PUBLIC_BASE_URL)).toContain('Refused');
    expect(crossSiteReason(requestWith({ origin: 'null' }), PUBLIC_BASE_URL)).toContain('Refused');
    expect(
      crossSiteReason(requestWith({ origin: 'https://permits.example.ph', 'sec-fetch-site': 'cross-site' }), PUBLIC_BASE_URL),
    ).toContain('Sec-Fetch-Site');
  });
});
