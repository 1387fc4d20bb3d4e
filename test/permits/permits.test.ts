import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail, ApplicationListItem } from '../../src/applications/application.schemas.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { manilaYear } from '../../src/clock/manila-time.js';
import type { ApplicationPermits } from '../../src/permits/permit.views.js';
import { updateSetting } from '../../src/settings/settings.service.js';
import { act, aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, BASE_URL, issuePermitFor, permitEnv, permitsOf } from '../helpers/permits.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { externalDetail } from '../helpers/workflow.js';

/** The path and query of a link printed on a certificate, for app.inject. */
function localPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe.each(testDialects)('issued permits: certificate, verification, downloads (%s)', (dialect) => {
  let t: TestApp;
  let viewer: StaffHeaders;
  let approver: Member;
  let approvers: Member[];

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    viewer = await loginAs(t, await createStaff(t, { roles: ['viewer'] }));
    approver = await aMember(t, ['approver']);
    approvers = [approver, await aMember(t, ['approver']), await aMember(t, ['approver'])];
  });
  afterAll(async () => {
    await t?.close();
  });

  async function staffPermits(id: string, headers: StaffHeaders = viewer): Promise<ApplicationPermits> {
    const response = await t.app.inject({ url: `/api/v1/staff/applications/${id}/permits`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<ApplicationPermits>(response);
  }

  it('issues the first permit of the year as GP-YYYY-0001, valid one year, with its PDF certificate in the agency’s record', async () => {
    const { agency, token, receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const year = manilaYear(permit.created_at);
    expect(permit.permit_no).toMatch(new RegExp(`^GP-${year}-\\d{4}$`));
    expect(permit.status).toBe('issued');
    // Valid until the day before the anniversary, Manila time: 12 months less the last day.
    const issued = new Date(permit.date_issued as string);
    const expires = new Date(permit.date_expired as string);
    const days = (expires.getTime() - issued.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(363);
    expect(days).toBeLessThan(367);

    const detail = await externalDetail(t, agency, token, receipt.id);
    expect(detail.status).toBe('issued');
    expect(detail.gp).toHaveLength(1);
    const gp = (detail as ApplicationDetail).gp[0];
    expect(gp).toMatchObject({
      id: permit.id,
      permitNo: permit.permit_no,
      status: 'issued',
      fileName: `${permit.permit_no}.pdf`,
      fileExtension: 'pdf',
    });
    expect(gp?.url).toBe(
      `${BASE_URL}/api/v1/external/application/${receipt.registrationNo}/agency/${agency}/permits/${permit.id}/certificate`,
    );
    const list = await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
    expect(json<ApplicationListItem[]>(list).find((a) => a.id === receipt.id)?.cbdStatus).toBe('ready');

    const download = await t.app.inject({ url: localPath(gp?.url as string), headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('issues a permit when the signing keys were loaded over a minute ago (the certificate is signed inside the transaction, reading nothing)', async () => {
    const { receipt } = await anApprovedApplication(t);
    // The key ring reloads its keys once a minute; on SQLite a reload inside the issue's transaction
    // would wait for ever for the connection that transaction holds (a served process hung so).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 });
    try {
      const permit = await issuePermitFor(t, receipt.id, approver);
      expect(permit.status).toBe('issued');
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);

  it('answers the certificate’s QR link as valid, with only the public facts, as HTML and as JSON', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const [view] = (await staffPermits(receipt.id)).permits;
    expect(view?.verificationUrl).toMatch(new RegExp(`^${BASE_URL}/verify/${permit.permit_no}\\?s=[A-Za-z0-9_-]{96}$`));
    const link = localPath(view?.verificationUrl as string);

    const asJson = await t.app.inject({ url: link, headers: { accept: 'application/json' } });
    expect(asJson.statusCode).toBe(200);
    expect(asJson.headers['cache-control']).toBe('no-store');
    expect(json(asJson)).toEqual({
      status: 'valid',
      permitNo: permit.permit_no,
      holderName: 'Maria Reyes Santos',
      dateIssued: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateExpired: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      speciesCount: 2,
      // What it authorises (test/permits/public-authorisation.test.ts): no quantity was set on this permit's terms.
      authorises: expect.objectContaining({ speciesCount: 2, totals: [] }),
      // The issue numbered its entry in the public log (test/transparency-log/credential-log-index.test.ts).
      logIndex: expect.any(Number),
    });
    const asHtml = await t.app.inject({ url: link });
    expect(asHtml.statusCode).toBe(200);
    expect(asHtml.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(asHtml.headers['content-security-policy']).toContain("default-src 'none'");
    expect(asHtml.body).toContain('Maria Reyes Santos');
    expect(asHtml.body).toContain(
      '<dt>Issued by</dt><dd>Biodiversity Management Bureau, Department of Environment and Natural Resources</dd>',
    );
    expect(asHtml.body).not.toContain('maria.santos@example.org');
  });

  it('says an altered, forged or misdirected link is not valid, disclosing nothing', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const other = await issuePermitFor(t, (await anApprovedApplication(t)).receipt.id, approver);
    const [view] = (await staffPermits(receipt.id)).permits;
    const s = new URL(view?.verificationUrl as string).searchParams.get('s') as string;
    const altered = `${s.slice(0, 40)}${s[40] === 'A' ? 'B' : 'A'}${s.slice(41)}`;
    const cases = [
      `/verify/${permit.permit_no}?s=${altered}`,
      `/verify/${permit.permit_no}`,
      `/verify/${permit.permit_no}?s=forged`,
      // A genuine signature, but of another permit's number.
      `/verify/${other.permit_no}?s=${s}`,
      `/verify/GP-1999-9999?s=${s}`,
    ];
    for (const url of cases) {
      const response = await t.app.inject({ url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
      expect(json(response), url).toEqual({ status: 'not_valid', detail: expect.stringContaining('altered') });
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Santos');
    }
  });

  it('refuses a signature no key of the service made before looking any permit up: existing and unknown numbers alike', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const [view] = (await staffPermits(receipt.id)).permits;
    const token = Buffer.from(new URL(view?.verificationUrl as string).searchParams.get('s') as string, 'base64url');
    token[1] = (token[1] ?? 0) ^ 0xff; // the key tag: a key the service never published
    const forged = token.toString('base64url');
    // With the permits out of reach, an answer shows the look-up was never made.
    await sql`alter table permits rename to permits_out_of_reach`.execute(t.database.db);
    try {
      const answers = [];
      for (const number of [permit.permit_no, 'GP-1999-9999']) {
        const response = await t.app.inject({ url: `/verify/${number}?s=${forged}`, headers: { accept: 'application/json' } });
        answers.push([response.statusCode, json(response), response.headers['content-type']]);
      }
      expect(answers[0]).toEqual([404, { status: 'not_valid', detail: expect.stringContaining('altered') }, expect.any(String)]);
      expect(answers[1]).toEqual(answers[0]);
    } finally {
      await sql`alter table permits_out_of_reach rename to permits`.execute(t.database.db);
    }
  });

  it('checks the signature of a genuine key before looking any permit up: a bad one on an existing and an unknown number answers alike', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const [view] = (await staffPermits(receipt.id)).permits;
    const token = Buffer.from(new URL(view?.verificationUrl as string).searchParams.get('s') as string, 'base64url');
    token[40] = (token[40] ?? 0) ^ 0x01; // inside the signature: the key tag still names a published key
    const bad = token.toString('base64url');
    // With the permits out of reach, an answer shows the look-up was never made (it would be a 500).
    await sql`alter table permits rename to permits_out_of_reach`.execute(t.database.db);
    try {
      const answers = [];
      for (const number of [permit.permit_no, 'GP-1999-9999']) {
        for (const accept of ['application/json', 'text/html']) {
          const response = await t.app.inject({ url: `/verify/${number}?s=${bad}`, headers: { accept } });
          answers.push([response.statusCode, response.headers['content-type'], response.body.replace(number, 'NUMBER')]);
        }
      }
      expect(answers[0]).toEqual([404, expect.stringContaining('application/json'), expect.stringContaining('altered')]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[1]?.[0]).toBe(404);
      expect(answers[3]).toEqual(answers[1]);
    } finally {
      await sql`alter table permits_out_of_reach rename to permits`.execute(t.database.db);
    }
  });

  it('still verifies a link of the first format (printed before the signature covered only what the link carries)', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const legacy = await legacyLink(permit.permit_no, permit.id);
    expect(legacy).toHaveLength(91);
    const genuine = await t.app.inject({ url: `/verify/${permit.permit_no}?s=${legacy}`, headers: { accept: 'application/json' } });
    expect(genuine.statusCode, genuine.body).toBe(200);
    expect(json(genuine)).toMatchObject({ status: 'valid', permitNo: permit.permit_no });
    // Signed over another row's id (a reissued number): not valid.
    const other = await legacyLink(permit.permit_no, '00000000-0000-4000-8000-000000000001');
    const misdirected = await t.app.inject({ url: `/verify/${permit.permit_no}?s=${other}`, headers: { accept: 'application/json' } });
    expect(misdirected.statusCode).toBe(404);
  });

  /** A format-1 `s`, as certificates printed before format 2 carry it (docs/PERMITS.md). */
  async function legacyLink(permitNo: string, permitId: string): Promise<string> {
    const { kid, privateKey } = await t.keyRing.signingKey();
    const data = new TextEncoder().encode(`biopermit/permit-verification/v1\n${permitNo}\n${permitId}`);
    const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', privateKey, data));
    const tag = createHash('sha256').update(kid).digest().subarray(0, 3);
    return Buffer.concat([Buffer.of(1), tag, signature]).toString('base64url');
  }

  it('logs every staff download of a certificate in the audit trail', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const staff = await createStaff(t, { roles: ['viewer'] });
    const headers = await loginAs(t, staff);
    const response = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${permit.permit_no}.pdf`);
    const [file] = (await staffPermits(receipt.id)).permits[0]?.certificates ?? [];
    expect(file).toMatchObject({ kind: 'generated', contentType: 'application/pdf', createdBy: expect.any(String) });
    const again = await t.app.inject({ url: file?.downloadPath as string, headers });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    const logged = await t.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'permit.certificate_downloaded')
      .where('subject_id', '=', permit.id)
      .execute();
    expect(logged).toHaveLength(2);
    expect(logged.every((row) => row.actor_id === staff.id && row.application_id === receipt.id)).toBe(true);
    expect(JSON.parse(logged[0]?.details ?? '{}')).toMatchObject({ permitNo: permit.permit_no, kind: 'generated', current: true });
  });

  it('refuses another agency’s token, and a staff user limited to another agency, without logging a download', async () => {
    const { agency, receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const { agency: otherAgency, token: otherToken } = await t.agencyWithToken();
    const url = `/api/v1/external/application/${receipt.registrationNo}/agency/${agency}/permits/${permit.id}/certificate`;
    expect((await t.app.inject({ url, headers: bearer(otherToken) })).statusCode).toBe(403);
    const ownPath = `/api/v1/external/application/${receipt.registrationNo}/agency/${otherAgency}/permits/${permit.id}/certificate`;
    expect((await t.app.inject({ url: ownPath, headers: bearer(otherToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);

    const limited = await loginAs(t, await createStaff(t, { roles: ['viewer'], agencies: [otherAgency] }));
    for (const path of [
      `/api/v1/staff/permits/${permit.id}`,
      `/api/v1/staff/permits/${permit.id}/certificate`,
      `/api/v1/staff/permits/${permit.id}/absch-document`,
      `/api/v1/staff/applications/${receipt.id}/permits`,
    ]) {
      const response = await t.app.inject({ url: path, headers: limited });
      expect(response.statusCode, path).toBe(404);
    }
    expect((await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate` })).statusCode).toBe(401);
    const logged = await t.database.db
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'permit.certificate_downloaded')
      .where('subject_id', '=', permit.id)
      .execute();
    expect(logged).toHaveLength(0);
  });

  it('numbers concurrent issues without a gap or a repeat', async () => {
    const approved = await Promise.all(Array.from({ length: 6 }, () => anApprovedApplication(t)));
    const before = await t.database.db.selectFrom('sequences').select('last_value').where('name', 'like', 'permit:%').execute();
    const start = before.reduce((sum, row) => sum + Number(row.last_value), 0);
    const permits = await Promise.all(
      approved.map(({ receipt }, i) => issuePermitFor(t, receipt.id, approvers[i % approvers.length] as Member)),
    );
    const counts = permits.map((p) => Number(p.permit_no.split('-').at(-1))).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 6 }, (_, i) => start + i + 1));
  });

  it('exports the Clearing-House document, naming what the settings still lack, then passing the schema check', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const url = `/api/v1/staff/permits/${permit.id}/absch-document`;
    const first = json<{ problems: { code: string; property: string }[]; document: Record<string, unknown> }>(
      await t.app.inject({ url, headers: viewer }),
    );
    expect(first.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'Error.Mandatory', property: 'absCNA' }),
        expect.objectContaining({ code: 'Error.MandatoryAnyOf', property: 'providers' }),
      ]),
    );
    await updateSetting(
      t.database.db,
      {
        key: 'absch.publication',
        value: {
          government: 'ph',
          cnaIdentifier: 'C84C7E6C-1A2B-4C5D-8E9F-0A1B2C3D4E5F@2',
          providers: { references: ['A1B2C3D4-0000-4000-8000-000000000001@1'] },
          picRecipients: { confidential: true },
          keywords: [],
        },
      },
      { actor: OPERATOR_ACTOR },
    );
    const response = await t.app.inject({ url, headers: viewer });
    expect(response.statusCode).toBe(200);
    const exported = json<{ permitNo: string; cbdStatus: string; problems: unknown[]; document: Record<string, unknown> }>(response);
    expect(exported.problems).toEqual([]);
    expect(exported).toMatchObject({ permitNo: permit.permit_no, cbdStatus: 'ready' });
    expect(exported.document).toMatchObject({
      header: { identifier: permit.id, schema: 'absPermit' },
      title: { en: permit.permit_no },
      absCNA: { identifier: 'C84C7E6C-1A2B-4C5D-8E9F-0A1B2C3D4E5F@2' },
      picGranted: true,
      matEstablished: false,
    });
    expect(exported.document).not.toHaveProperty('amendmentIntent');
  });

  it('answers 404 for a permit that does not exist, and 400 naming a malformed id', async () => {
    const missing = await t.app.inject({ url: '/api/v1/staff/permits/0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', headers: viewer });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({ url: '/api/v1/staff/permits/not-a-uuid/certificate', headers: viewer });
    expect(malformed.statusCode).toBe(400);
    expect(json<{ errors: { parameter: string }[] }>(malformed).errors[0]?.parameter).toBe('id');
  });
});

describe('the verification page’s rate limit', () => {
  it('answers 429 with Retry-After past VERIFY_RATE_LIMIT_PER_MINUTE from one address', async () => {
    const t = await createTestApp('sqlite', permitEnv({ VERIFY_RATE_LIMIT_PER_MINUTE: '2' }));
    try {
      const url = '/verify/GP-2026-0001?s=forged';
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await t.app.inject({ url, headers: { accept: 'application/json' } }));
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 429]);
      expect(answers[2]?.headers['retry-after']).toMatch(/^\d+$/);
      expect(answers[0]?.headers.ratelimit).toMatch(/^"verify";r=1;t=\d+$/);
      // Another address has its own count.
      const elsewhere = await t.app.inject({ url, remoteAddress: '192.0.2.7' });
      expect(elsewhere.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe.each(testDialects)('issuing a permit without PUBLIC_BASE_URL (%s)', (dialect) => {
  it('is refused as the configuration it is (500 not_configured naming the setting), not as an outage to retry, and issues nothing', async () => {
    const { PUBLIC_BASE_URL: _unset, ...env } = permitEnv();
    const t = await createTestApp(dialect, env);
    try {
      const { receipt } = await anApprovedApplication(t);
      const approver = await aMember(t, ['approver']);
      const refused = await act(t, approver, receipt.id, { action: 'issue' });
      expect(refused.statusCode, refused.body).toBe(500);
      expect(refused.headers['retry-after']).toBeUndefined();
      const problem = json<{ code: string; detail: string }>(refused);
      expect(problem.code).toBe('not_configured');
      expect(problem.detail).toContain('PUBLIC_BASE_URL');
      expect(await permitsOf(t, receipt.id)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
