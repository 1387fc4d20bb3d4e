import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_DEFAULT } from '../../src/settings/setting.definitions.js';
import { testDialects } from '../helpers/databases.js';
import { BASE_URL, permitEnv } from '../helpers/permits.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication, externalDetail } from '../helpers/workflow.js';

/**
 * Issue 21 §4: the privacy notice is a setting, served to anyone at /privacy (HTML, or JSON for the
 * back-office's log-in page), and linked from the acknowledgement notice and the verification page.
 */

describe.each(testDialects)('the privacy notice (%s)', (dialect) => {
  let t: TestApp;
  let admin: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    admin = await loginAs(t, await createStaff(t, { roles: ['admin'] }));
  });
  afterAll(async () => t?.close());

  it('serves the default text to anyone, as JSON for the log-in page and as an HTML page', async () => {
    const asJson = await t.app.inject({ url: '/privacy', headers: { accept: 'application/json' } });
    expect(asJson.statusCode).toBe(200);
    expect(json<{ text: string }>(asJson).text).toBe(PRIVACY_NOTICE_DEFAULT);
    const page = await t.app.inject({ url: '/privacy' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Privacy notice</h1>');
    expect(page.body).toContain('30 working days');
  });

  it('shows the text an admin sets, escaped, and the default again once reset', async () => {
    const text = 'Our notice\n\nWe keep <b>little</b> & only what the law needs.';
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/staff/settings/privacy.notice',
      headers: admin,
      payload: { value: text },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(json<{ text: string }>(await t.app.inject({ url: '/privacy', headers: { accept: 'application/json' } })).text).toBe(text);
    const page = await t.app.inject({ url: '/privacy' });
    expect(page.body).toContain('<h1>Our notice</h1>');
    expect(page.body).toContain('We keep &#60;b&#62;little&#60;/b&#62; &#38; only');
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/staff/settings/privacy.notice',
      headers: admin,
      payload: { value: '' },
    });
    expect(empty.statusCode).toBe(400);
    await t.app.inject({ method: 'DELETE', url: '/api/v1/staff/settings/privacy.notice', headers: admin });
    expect(json<{ text: string }>(await t.app.inject({ url: '/privacy', headers: { accept: 'application/json' } })).text).toBe(
      PRIVACY_NOTICE_DEFAULT,
    );
  });

  it('is linked from the acknowledgement notice the agency receives', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    const detail = await externalDetail(t, agency, token, receipt.id);
    const received = detail.notices.find((notice) => notice.log === 'received');
    expect(received?.message).toContain(`${BASE_URL}/privacy`);
  });

  it('is linked from the permit verification page', async () => {
    const page = await t.app.inject({ url: '/verify/GP-2026-0001?s=forged' });
    expect(page.body).toContain('<a href="/privacy">Privacy notice</a>');
  });
});
