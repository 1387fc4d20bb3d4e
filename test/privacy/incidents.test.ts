import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import type { Dashboard } from '../../src/dashboard/dashboard.schemas.js';
import type { Incident } from '../../src/privacy/incidents/incident.schemas.js';
import { updateSetting } from '../../src/settings/settings.service.js';
import { testDialects } from '../helpers/databases.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 21 §3: a breach is recorded by the DPO or an admin; the notice to the National Privacy
 * Commission is due 72 hours after the discovery, counted down on the dashboard until it is recorded;
 * its draft is filled from the incident; every step is audited.
 */

describe.each(testDialects)('personal data breaches (%s)', (dialect) => {
  let t: TestApp;
  let dpo: StaffHeaders;
  let admin: StaffHeaders;
  let chief: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    dpo = await loginAs(t, await createStaff(t, { roles: ['dpo'] }));
    admin = await loginAs(t, await createStaff(t, { roles: ['admin'] }));
    chief = await loginAs(t, await createStaff(t, { roles: ['chief'] }));
  });
  afterAll(async () => t?.close());

  const record = (payload: object, headers: StaffHeaders = dpo) =>
    t.app.inject({ method: 'POST', url: '/api/v1/staff/incidents', headers, payload });
  const dashboard = async () => json<Dashboard>(await t.app.inject({ url: '/api/v1/staff/dashboard', headers: chief })).privacy;

  it('records a breach with its notice due 72 hours after discovery, a draft filled from it, shown on the dashboard until the notice is recorded', async () => {
    const discoveredAt = new Date(Date.now() - 10 * 3_600_000).toISOString();
    const response = await record({
      summary: 'An evaluator’s laptop holding exported applications was stolen',
      occurredAt: new Date(Date.now() - 20 * 3_600_000).toISOString(),
      discoveredAt,
      dataSubjects: 'Permittees of 2026: names, birth dates, addresses',
      affectedCount: 140,
    });
    expect(response.statusCode, response.body).toBe(201);
    const incident = json<Incident>(response);
    expect(Date.parse(incident.noticeDueAt) - Date.parse(discoveredAt)).toBe(72 * 3_600_000);
    expect(incident).toMatchObject({ noticeRecordedAt: null, notificationMandatory: true, sensitive: false, affectedCount: 140 });
    expect(incident.noticeDraft).toContain('An evaluator’s laptop holding exported applications was stolen');
    expect(incident.noticeDraft).toContain('Number of data subjects affected: 140');
    // In Philippine time, as the Commission reads it (checked against Intl's Asia/Manila, not our own offset).
    const inManila = (iso: string) => {
      const part = (type: string) =>
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Asia/Manila',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(new Date(iso))
          .find((p) => p.type === type)?.value;
      return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} PHT`;
    };
    expect(incident.noticeDraft).toContain(`when it was discovered: ${inManila(discoveredAt)}.`);
    expect(incident.noticeDraft).not.toContain(discoveredAt);

    const waiting = (await dashboard()).incidentsAwaitingNotice.find((entry) => entry.id === incident.id);
    expect(waiting?.noticeDueAt).toBe(incident.noticeDueAt);
    expect(waiting?.hoursLeft).toBeGreaterThan(0);
    expect(waiting?.hoursLeft).toBeLessThanOrEqual(62);

    const sent = await t.app.inject({ method: 'POST', url: `/api/v1/staff/incidents/${incident.id}/notice`, headers: admin, payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<Incident>(sent).noticeText).toBe(incident.noticeDraft);
    expect(json<Incident>(sent).noticeRecordedAt).not.toBeNull();
    expect((await dashboard()).incidentsAwaitingNotice.some((entry) => entry.id === incident.id)).toBe(false);
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/staff/incidents/${incident.id}/notice`, headers: dpo, payload: {} });
    expect(again.statusCode).toBe(409);

    const audit = await t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('subject_id', '=', incident.id)
      .orderBy('sequence')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['privacy_incident.recorded', 'privacy_incident.notice_recorded']);
  });

  it('counts a late notice as late (negative hours left) and a small breach without sensitive data as not mandatory', async () => {
    const incident = json<Incident>(
      await record(
        {
          summary: 'A misaddressed email',
          discoveredAt: new Date(Date.now() - 80 * 3_600_000).toISOString(),
          dataSubjects: 'One permittee',
          affectedCount: 1,
        },
        admin,
      ),
    );
    expect(incident.notificationMandatory).toBe(false);
    const waiting = (await dashboard()).incidentsAwaitingNotice.find((entry) => entry.id === incident.id);
    expect(waiting?.hoursLeft).toBeLessThan(0);
    const list = json<{ incidents: Incident[] }>(await t.app.inject({ url: '/api/v1/staff/incidents', headers: dpo })).incidents;
    expect(list[0]?.id).toBe(incident.id);
  });

  it('refuses a discovery in the future, an occurrence after the discovery, a missing field, and roles other than dpo and admin', async () => {
    const base = { summary: 'x', dataSubjects: 'y', affectedCount: 1 };
    expect((await record({ ...base, discoveredAt: new Date(Date.now() + 3_600_000).toISOString() })).statusCode).toBe(400);
    expect(
      (await record({ ...base, discoveredAt: new Date(Date.now() - 3_600_000).toISOString(), occurredAt: new Date().toISOString() }))
        .statusCode,
    ).toBe(400);
    expect((await record({ summary: 'x', discoveredAt: new Date().toISOString() })).statusCode).toBe(400);
    const refused = await record({ ...base, discoveredAt: new Date().toISOString() }, chief);
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string }>(refused).code).toBe('not_permitted');
    expect((await t.app.inject({ url: '/api/v1/staff/incidents', headers: chief })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/staff/incidents/0190f0f0-0000-7000-8000-000000000000/notice',
          headers: dpo,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it("fills the notice draft with the signed-in DPO's name and email and the office's address (issue 31)", async () => {
    await updateSetting(
      t.database.db,
      {
        key: 'permits.authority',
        value: {
          name: 'Department of Environment and Natural Resources',
          unit: 'Biodiversity Management Bureau',
          address: 'Ninoy Aquino Parks and Wildlife Center, Quezon City',
          permitTypeTitle: 'Gratuitous Permit',
        },
      },
      { actor: OPERATOR_ACTOR },
    );
    const officer = await createStaff(t, { roles: ['dpo'], name: 'Dolores Pascual', email: 'dolores.pascual@bmb.gov.ph' });
    const headers = await loginAs(t, officer);
    const response = await record(
      { summary: 'Mail sent to the wrong agency', discoveredAt: new Date().toISOString(), dataSubjects: 'One permittee', affectedCount: 1 },
      headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    const line = (draft: string) => draft.split('\n').find((text) => text.startsWith('7. '));
    expect(line(json<Incident>(response).noticeDraft)).toBe(
      '7. Name and contact details of the Data Protection Officer: Dolores Pascual <dolores.pascual@bmb.gov.ph>; ' +
        'Biodiversity Management Bureau, Department of Environment and Natural Resources, Ninoy Aquino Parks and Wildlife Center, Quezon City.',
    );
    const listed = json<{ incidents: Incident[] }>(await t.app.inject({ url: '/api/v1/staff/incidents', headers })).incidents;
    expect(listed.every((incident) => line(incident.noticeDraft)?.includes('Dolores Pascual <dolores.pascual@bmb.gov.ph>'))).toBe(true);
    // An admin preparing it names the DPOs on staff, never a placeholder.
    const byAdmin = json<{ incidents: Incident[] }>(await t.app.inject({ url: '/api/v1/staff/incidents', headers: admin })).incidents;
    expect(line(byAdmin[0]?.noticeDraft ?? '')).toContain('Dolores Pascual <dolores.pascual@bmb.gov.ph>');
    expect(byAdmin[0]?.noticeDraft).not.toContain('[name');
  });
});
