import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationListItem, SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

describe.each(testDialects)("listing an agency's applications (%s)", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  async function submitMany(agency: string, token: string, count: number, overrides = {}): Promise<SubmissionReceipt[]> {
    const receipts: SubmissionReceipt[] = [];
    // One at a time, so creation order is unambiguous.
    for (let i = 0; i < count; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: aSubmission(agency, overrides),
      });
      receipts.push(json<SubmissionReceipt>(response));
    }
    return receipts;
  }

  function list(token: string, url: string) {
    return t.app.inject({ url, headers: bearer(token) });
  }

  /** Follows rel="next" links to the end, returning every page's items. */
  async function walk(token: string, firstUrl: string): Promise<{ pages: ApplicationListItem[][]; links: string[] }> {
    const pages: ApplicationListItem[][] = [];
    const links: string[] = [];
    let url: string | undefined = firstUrl;
    while (url !== undefined) {
      const response = await list(token, url);
      expect(response.statusCode).toBe(200);
      pages.push(json<ApplicationListItem[]>(response));
      const link = response.headers.link;
      url = typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
      if (url !== undefined) links.push(url);
    }
    return { pages, links };
  }

  it('returns an empty array for an agency with no applications', async () => {
    const { agency, token } = await t.agencyWithToken();
    const response = await list(token, `/api/v1/external/application/agency/${agency}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
    expect(response.headers.link).toBeUndefined();
  });

  it("lists only the agency's own applications, newest first", async () => {
    const mine = await t.agencyWithToken();
    const other = await t.agencyWithToken();
    const receipts = await submitMany(mine.agency, mine.token, 3);
    await submitMany(other.agency, other.token, 2);
    const items = json<ApplicationListItem[]>(await list(mine.token, `/api/v1/external/application/agency/${mine.agency}`));
    expect(items.map((i) => i.id)).toEqual(receipts.map((r) => r.id).reverse());
    expect(items.every((i) => i.sourceAgencyCode === mine.agency)).toBe(true);
  });

  it('pages with limit and an opaque cursor until no rel="next" remains, each item once', async () => {
    const { agency, token } = await t.agencyWithToken();
    const receipts = await submitMany(agency, token, 7);
    const { pages, links } = await walk(token, `/api/v1/external/application/agency/${agency}?limit=3`);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((i) => i.id)).toEqual(receipts.map((r) => r.id).reverse());
    expect(links).toHaveLength(2);
    expect(links[0]).toContain('limit=3');
  });

  it('sends X-Total-Count for all matching applications, not just the page', async () => {
    const { agency, token } = await t.agencyWithToken();
    await submitMany(agency, token, 4);
    const response = await list(token, `/api/v1/external/application/agency/${agency}?limit=2`);
    expect(json<unknown[]>(response)).toHaveLength(2);
    expect(response.headers['x-total-count']).toBe('4');
  });

  it('filters by applicationType and status, counting only the matches, and keeps the filters in next links', async () => {
    const { agency, token } = await t.agencyWithToken();
    await submitMany(agency, token, 3, { applicationType: 'bioprospecting' });
    await submitMany(agency, token, 2, { applicationType: 'research' });
    const byType = await walk(token, `/api/v1/external/application/agency/${agency}?applicationType=bioprospecting&limit=2`);
    expect(byType.pages.flat()).toHaveLength(3);
    expect(byType.pages.flat().every((i) => i.applicationType === 'bioprospecting')).toBe(true);
    expect(byType.links.every((l) => l.includes('applicationType=bioprospecting'))).toBe(true);
    const count = await list(token, `/api/v1/external/application/agency/${agency}?applicationType=research`);
    expect(count.headers['x-total-count']).toBe('2');
    const submitted = await list(token, `/api/v1/external/application/agency/${agency}?status=submitted`);
    expect(json<unknown[]>(submitted)).toHaveLength(5);
    expect(submitted.headers['x-total-count']).toBe('5');
    const none = await list(token, `/api/v1/external/application/agency/${agency}?status=approved`);
    expect(json(none)).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('with updatedSince, returns only applications changed after it, newest change first, without a count', async () => {
    const { agency, token } = await t.agencyWithToken();
    const before = await submitMany(agency, token, 2);
    const since = before[1]?.updatedAt ?? '';
    const after = await submitMany(agency, token, 3);
    const { pages } = await walk(token, `/api/v1/external/application/agency/${agency}?updatedSince=${encodeURIComponent(since)}&limit=2`);
    const ids = pages.flat().map((i) => i.id);
    // Items updated in the same millisecond as `since` are not "after" it.
    const expected = after
      .filter((r) => r.updatedAt > since)
      .map((r) => r.id)
      .reverse();
    expect(ids).toEqual(expected);
    const response = await list(token, `/api/v1/external/application/agency/${agency}?updatedSince=${encodeURIComponent(since)}`);
    expect(response.headers['x-total-count']).toBeUndefined();
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
    ['limit=ten', 'limit'],
    ['updatedSince=yesterday', 'updatedSince'],
    ['cursor=not-a-cursor', 'cursor'],
    ['sort=name', 'sort'],
  ])('refuses %s with a 400 naming the parameter', async (query, parameter) => {
    const { agency, token } = await t.agencyWithToken();
    const response = await list(token, `/api/v1/external/application/agency/${agency}?${query}`);
    expect(response.statusCode).toBe(400);
    const problem = json<{ code: string; errors: { parameter: string }[] }>(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors.map((e) => e.parameter)).toContain(parameter);
  });

  it('refuses a cursor from a listing with other filters', async () => {
    const { agency, token } = await t.agencyWithToken();
    await submitMany(agency, token, 3);
    const first = await list(token, `/api/v1/external/application/agency/${agency}?limit=1`);
    const cursor = /cursor=([^&>]+)/.exec(String(first.headers.link))?.[1];
    const response = await list(
      token,
      `/api/v1/external/application/agency/${agency}?limit=1&updatedSince=2020-01-01T00:00:00Z&cursor=${cursor}`,
    );
    expect(response.statusCode).toBe(400);
  });

  it('makes absolute next links when PUBLIC_BASE_URL is set', async () => {
    const hosted = await createTestApp(dialect, { PUBLIC_BASE_URL: 'https://abs.example.gov.ph/' });
    try {
      const agency = await hosted.agency();
      const token = await hosted.token(agency);
      for (let i = 0; i < 2; i++) {
        await hosted.app.inject({
          method: 'POST',
          url: '/api/v1/external/application',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: aSubmission(agency),
        });
      }
      const response = await hosted.app.inject({ url: `/api/v1/external/application/agency/${agency}?limit=1`, headers: bearer(token) });
      expect(response.headers.link).toMatch(
        new RegExp(`^<https://abs\\.example\\.gov\\.ph/api/v1/external/application/agency/${agency}\\?`),
      );
    } finally {
      await hosted.close();
    }
  });
});
