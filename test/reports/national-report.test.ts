import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { changeApplication, type WorkflowColumns } from '../../src/applications/application.write.js';
import type { LocationSubmission } from '../../src/applications/submission.schema.js';
import { systemActor } from '../../src/auth/actor.js';
import { addDays, manilaDate } from '../../src/clock/manila-time.js';
import type { NationalReport } from '../../src/reports/national-report.schemas.js';
import { takeAction } from '../../src/workflow/workflow.engine.js';
import { actOk, aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation } from '../helpers/factories.js';
import {
  anIssuedPermit,
  aSpecimenRow,
  type IssuedPermit,
  obligationOfType,
  staffObligations,
  submitAsAgency,
} from '../helpers/obligations.js';
import { pdfInfo, pdfText, pdfToolsInstalled, withPdfFile } from '../helpers/pdf-tools.js';
import { permitAction, permitEnv } from '../helpers/permits.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication } from '../helpers/workflow.js';

/**
 * The national report pack (issue 32 §3): permits of three types in four places are issued, renewed,
 * amended, suspended and revoked over HTTP, two IRCCs published and one updated, checkpoint
 * communiqués received, obligations accepted and waived, decisions taken with known clocks; the
 * report's figures must equal what the test counts of what it did.
 */
const TEST_TIMEOUT_MS = 180_000;

const LAGUNA = aLocation();
const PALAWAN = aLocation({ region: 'MIMAROPA', province: 'Palawan', cityOrMunicipality: 'El Nido', barangay: undefined });
const QUEZON_CITY = aLocation({ region: 'NCR', province: 'Metro Manila', cityOrMunicipality: 'Quezon City', barangay: undefined });
const ATLANTIS = aLocation({ region: 'Atlantis', province: 'Atlantis', cityOrMunicipality: 'Atlantis', barangay: undefined });

const REGION = { calabarzon: '0400000000', ncr: '1300000000', mimaropa: '1700000000' } as const;
const PROVINCE = { laguna: '0403400000', ncr: '1300000000', palawan: '1705300000' } as const;

const ZERO = { issued: 0, renewed: 0, amended: 0, suspended: 0, revoked: 0 };

/** The median and nearest-rank 90th percentile, as the test counts them. */
function expectedTimes(days: number[]) {
  const sorted = [...days].sort((a, b) => a - b);
  const n = sorted.length;
  const median = n % 2 === 1 ? sorted[(n - 1) / 2] : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2;
  return { median, p90: sorted[Math.ceil(0.9 * n) - 1] };
}

describe.each(testDialects)('the national report (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;
  let evaluator: Member;
  let publisher: Member;
  let chief: Member;
  let permits: IssuedPermit[];
  const today = manilaDate(new Date());
  const period = `from=${today}&to=${addDays(today, 1500)}`;

  const report = async (who: Member, query: string) => {
    const response = await t.app.inject({ url: `/api/v1/staff/reports/national?${query}`, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<NationalReport>(response);
  };

  async function issue(permitType: string, locations: LocationSubmission[], applicationType = 'research'): Promise<IssuedPermit> {
    return anIssuedPermit(t, approver, { permitType, applicationType, locations });
  }

  /** An application decided through the write path with a known clock (the dashboard test's way). */
  async function aDecision(applicationType: string, set: Partial<WorkflowColumns>): Promise<void> {
    const submitted = await aSubmittedApplication(t);
    await t.database.db
      .updateTable('applications')
      .set({ application_type: applicationType })
      .where('id', '=', submitted.receipt.id)
      .execute();
    const now = new Date().toISOString();
    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: submitted.receipt.id,
      actor: aStaffActor(['admin']),
      decide: () => ({ set: { decided_at: now, accepted_at: now, due_date: today, ...set } }),
    });
  }

  async function aCommunique(p: IssuedPermit, record: string, entityMismatch: boolean): Promise<void> {
    await takeAction(
      { db: t.database.db, actions: ACTION_REGISTRY },
      {
        applicationId: p.receipt.id,
        action: 'record_checkpoint_communique',
        fields: {
          permitId: (
            await t.database.db
              .selectFrom('permits')
              .select('id')
              .where('application_id', '=', p.receipt.id)
              .where('status', '=', 'issued')
              .executeTakeFirstOrThrow()
          ).id,
          recordIdentifier: record,
          irccIdentifier: 'ABSCH-IRCC-PH-250001-1',
          entity: entityMismatch ? 'Someone Else Ltd' : null,
          entityMismatch,
          checkpoints: ['PH checkpoint'],
          sourceCountries: ['PH'],
          publishedAt: null,
        },
        actor: systemActor('absch-checkpoints'),
      },
    );
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
    evaluator = await aMember(t, ['evaluator']);
    publisher = await aMember(t, ['abs_publisher']);
    chief = await aMember(t, ['chief']);
    permits = [
      await issue('gratuitous permit', [LAGUNA]),
      // Two sites in Laguna count once there; Palawan too.
      await issue('gratuitous permit', [LAGUNA, LAGUNA, PALAWAN]),
      await issue('commercial research permit', [QUEZON_CITY], 'bioprospecting'),
      await issue('commercial research permit', [ATLANTIS], 'bioprospecting'),
      await issue('wildlife collector permit', [PALAWAN]),
    ];
    const [laguna, lagunaPalawan, quezonCity, atlantis, palawan] = permits as [
      IssuedPermit,
      IssuedPermit,
      IssuedPermit,
      IssuedPermit,
      IssuedPermit,
    ];
    // Published on the Clearing-House, then renewed: the update published is not a new IRCC.
    for (const [p, ircc] of [
      [lagunaPalawan, 'ABSCH-IRCC-PH-250001-1'],
      [quezonCity, 'ABSCH-IRCC-PH-250002-1'],
    ] as const) {
      await permitAction(t, publisher, p.receipt.id, { action: 'record_cbd_status', to: 'submitted' });
      await permitAction(t, publisher, p.receipt.id, { action: 'record_cbd_status', to: 'published', irccIdentifier: ircc });
    }
    await permitAction(t, approver, lagunaPalawan.receipt.id, { action: 'renew_permit' });
    await permitAction(t, publisher, lagunaPalawan.receipt.id, { action: 'record_cbd_status', to: 'submitted' });
    await permitAction(t, publisher, lagunaPalawan.receipt.id, {
      action: 'record_cbd_status',
      to: 'published',
      irccIdentifier: 'ABSCH-IRCC-PH-250001-2',
    });
    await aCommunique(lagunaPalawan, 'ABSCH-CPC-PH-1', false);
    await aCommunique(lagunaPalawan, 'ABSCH-CPC-PH-2', true);
    await permitAction(t, approver, atlantis.receipt.id, { action: 'amend_permit', reasons: 'A corrected list of species.' });
    // Suspended, reinstated and suspended again: one permit suspended.
    await permitAction(t, approver, laguna.receipt.id, { action: 'suspend_permit', reasons: 'Collection outside the sites.' });
    await permitAction(t, approver, laguna.receipt.id, { action: 'reinstate_permit' });
    await permitAction(t, approver, laguna.receipt.id, { action: 'suspend_permit', reasons: 'Again outside the sites.' });
    await permitAction(t, approver, palawan.receipt.id, { action: 'revoke_permit', reasons: 'False statements in the application.' });
    // One obligation met (its collection report accepted), another waived.
    const report = await obligationOfType(t, quezonCity, 'collection_report');
    const submitted = await submitAsAgency(t, quezonCity, report.id, { specimens: JSON.stringify([aSpecimenRow()]) });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await actOk(t, evaluator, quezonCity.receipt.id, { action: 'accept_obligation', obligationId: report.id });
    const other = (await staffObligations(t, evaluator, quezonCity.receipt.id)).items.find((o) => o.id !== report.id);
    if (other === undefined) throw new Error('the permit has one obligation only');
    await actOk(t, chief, quezonCity.receipt.id, {
      action: 'waive_obligation',
      obligationId: other.id,
      reasons: 'Not applicable to the site.',
    });
    await aDecision('research', { status: 'approved', working_days_used: 10, clock_state: 'on_track' });
    await aDecision('research', { status: 'denied', working_days_used: 24, clock_state: 'overdue' });
    await aDecision('bioprospecting', { status: 'denied', working_days_used: 14, clock_state: 'on_track' });
  }, TEST_TIMEOUT_MS);
  afterAll(async () => t?.close());

  it(
    'counts permits issued, renewed, amended, suspended and revoked in total, by type, region and province',
    async () => {
      const { permits: figures } = await report(chief, period);
      expect(figures.totals).toEqual({ issued: 5, renewed: 1, amended: 1, suspended: 1, revoked: 1 });
      expect(figures.byPermitType).toEqual([
        { permitType: 'commercial research permit', ...ZERO, issued: 2, amended: 1 },
        { permitType: 'gratuitous permit', ...ZERO, issued: 2, renewed: 1, suspended: 1 },
        { permitType: 'wildlife collector permit', ...ZERO, issued: 1, revoked: 1 },
      ]);
      expect(figures.byRegion).toEqual([
        { code: REGION.calabarzon, name: 'Region IV-A', ...ZERO, issued: 2, renewed: 1, suspended: 1 },
        { code: REGION.ncr, name: 'National Capital Region', ...ZERO, issued: 1 },
        { code: REGION.mimaropa, name: 'MIMAROPA Region', ...ZERO, issued: 2, renewed: 1, revoked: 1 },
        { code: null, name: null, ...ZERO, issued: 1, amended: 1 },
      ]);
      expect(figures.byProvince).toEqual([
        { code: PROVINCE.laguna, name: 'Laguna', regionCode: REGION.calabarzon, ...ZERO, issued: 2, renewed: 1, suspended: 1 },
        { code: PROVINCE.ncr, name: 'National Capital Region', regionCode: REGION.ncr, ...ZERO, issued: 1 },
        { code: PROVINCE.palawan, name: 'Palawan', regionCode: REGION.mimaropa, ...ZERO, issued: 2, renewed: 1, revoked: 1 },
        { code: null, name: null, regionCode: null, ...ZERO, issued: 1, amended: 1 },
      ]);
    },
    TEST_TIMEOUT_MS,
  );

  it('counts IRCCs published, their updates and the communiqués received', async () => {
    expect((await report(chief, period)).clearingHouse).toEqual({
      irccsPublished: 2,
      irccUpdatesPublished: 1,
      communiquesReceived: 2,
      communiquesFlagged: 1,
    });
  });

  it('counts the obligations falling due in the period by their status', async () => {
    const all = (await Promise.all(permits.map((p) => staffObligations(t, evaluator, p.receipt.id)))).flatMap((o) => o.items);
    const due = all.filter((o) => o.dueDate >= today && o.dueDate <= addDays(today, 1500));
    const count = (status: string) => due.filter((o) => o.status === status).length;
    expect(count('waived')).toBe(1);
    expect(count('accepted')).toBe(1);
    expect((await report(chief, period)).obligations).toEqual({
      due: due.length,
      met: count('accepted'),
      awaitingReview: count('submitted'),
      waived: 1,
      overdue: count('overdue'),
      pending: count('pending'),
    });
  });

  it('measures processing times against the legal limit, in total and per application type', async () => {
    const rows = await t.database.db
      .selectFrom('applications')
      .select(['application_type', 'working_days_used', 'clock_state'])
      .where('status', 'in', ['approved', 'issued', 'denied'])
      .execute();
    // The five permits' applications were approved at once: no working day used.
    expect(rows.map((row) => Number(row.working_days_used)).sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 0, 10, 14, 24]);
    const research = expectedTimes([0, 0, 0, 10, 24]);
    const bioprospecting = expectedTimes([0, 0, 14]);
    const all = expectedTimes([0, 0, 0, 0, 0, 10, 14, 24]);
    const { processing } = await report(chief, period);
    expect(processing).toEqual({
      decided: 8,
      medianWorkingDays: all.median,
      p90WorkingDays: all.p90,
      withinLimit: 7,
      overLimit: 1,
      byApplicationType: [
        {
          applicationType: 'bioprospecting',
          limitWorkingDays: 20,
          decided: 3,
          medianWorkingDays: bioprospecting.median,
          p90WorkingDays: bioprospecting.p90,
          withinLimit: 3,
          overLimit: 0,
        },
        {
          applicationType: 'research',
          limitWorkingDays: 20,
          decided: 5,
          medianWorkingDays: research.median,
          p90WorkingDays: research.p90,
          withinLimit: 4,
          overLimit: 1,
        },
      ],
    });
  });

  it('counts nothing outside the period, and only the agencies of a user limited to some', async () => {
    const before = await report(chief, `from=2020-01-01&to=${addDays(today, -1)}`);
    expect(before.permits.totals).toEqual(ZERO);
    expect(before.permits.byRegion).toEqual([]);
    expect(before.clearingHouse).toEqual({ irccsPublished: 0, irccUpdatesPublished: 0, communiquesReceived: 0, communiquesFlagged: 0 });
    expect(before.processing.decided).toBe(0);
    expect(before.processing.medianWorkingDays).toBeNull();

    const palawan = permits[4] as IssuedPermit;
    const limited = await aMember(t, ['chief'], [palawan.agency]);
    const own = await report(limited, period);
    expect(own.agencies).toEqual([palawan.agency]);
    expect(own.permits.totals).toEqual({ ...ZERO, issued: 1, revoked: 1 });
    expect(own.permits.byProvince.map((row) => row.code)).toEqual([PROVINCE.palawan]);
    expect(own.clearingHouse.irccsPublished).toBe(0);
    expect(own.processing.decided).toBe(1);
  });
  const download = (who: Member | null, path: string, query: string) =>
    t.app.inject({ url: `/api/v1/staff/reports/national${path}?${query}`, headers: who === null ? {} : who.headers });

  it('gives the same figures as one CSV a spreadsheet opens: BOM, one figure per row', async () => {
    const figures = await report(chief, period);
    const response = await download(chief, '/csv', period);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="national-report-${today}-${addDays(today, 1500)}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '');
    expect(header).toBe('section,dimension,code,name,figure,value');
    const value = (prefix: string) =>
      lines
        .find((line) => line.startsWith(prefix))
        ?.split(',')
        .at(-1);
    expect(value('permits,total,,,issued,')).toBe('5');
    expect(value(`permits,province,${PROVINCE.laguna},Laguna,issued,`)).toBe('2');
    expect(value('permits,permit type,gratuitous permit,gratuitous permit,renewed,')).toBe('1');
    expect(value('clearing house,total,,,IRCCs published,')).toBe(String(figures.clearingHouse.irccsPublished));
    expect(value('obligations,total,,,met,')).toBe('1');
    expect(value('processing,total,,,over the legal limit,')).toBe('1');
    expect(value('processing,application type,research,research,decided,')).toBe('5');
    expect(value('report,period,,,from,')).toBe(today);
  });

  it.skipIf(!pdfToolsInstalled)('summarises the period on one A4 page with the authority, the figures and the charts’ labels', async () => {
    const response = await download(chief, '/pdf', period);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    withPdfFile(response.rawPayload, (file) => {
      const info = pdfInfo(file);
      expect(info.Pages).toBe('1');
      expect(info['Page size']).toContain('595.28 x 841.89');
      const text = pdfText(file).replace(/\s+/g, ' ');
      expect(text).toContain('National report');
      expect(text).toMatch(/Permits issued/);
      for (const label of [
        'gratuitous permit',
        'commercial research permit',
        'wildlife collector permit',
        'Region IV-A',
        'Laguna',
        'IRCCs published',
      ]) {
        expect(text).toContain(label);
      }
      // The tiles: issued, renewed, amended, suspended, revoked.
      expect(text).toContain('5 1 1 1 1 Permits issued Permits renewed Permits amended Permits suspended Permits revoked');
      expect(text).toContain('8 applications decided');
      expect(text).toContain('7 within the legal limit (88 %), 1 over it');
    });
  });

  it('refuses a missing session, the roles without the report and bad periods, naming the parameter', async () => {
    const problem = (response: { body: string }) =>
      JSON.parse(response.body) as { code: string; errors?: { parameter?: string; detail: string }[] };
    for (const path of ['', '/csv', '/pdf']) {
      expect((await download(null, path, period)).statusCode).toBe(401);
      const refused = await download(evaluator, path, period);
      expect(refused.statusCode).toBe(403);
      expect(problem(refused).code).toBe('not_permitted');
      const notADate = await download(chief, path, 'from=2026-02-30&to=2026-03-31');
      expect(notADate.statusCode).toBe(400);
      expect(problem(notADate).errors?.map((e) => e.parameter)).toEqual(['from']);
      const words = await download(chief, path, 'from=2026-01-01&to=yesterday');
      expect(words.statusCode).toBe(400);
      expect(problem(words).errors?.map((e) => e.parameter)).toEqual(['to']);
      const backwards = await download(chief, path, 'from=2026-06-01&to=2026-05-31');
      expect(backwards.statusCode).toBe(400);
      expect(problem(backwards).errors).toEqual([{ parameter: 'to', detail: 'is before from (2026-06-01)' }]);
      const missing = await download(chief, path, 'from=2026-01-01');
      expect(missing.statusCode).toBe(400);
      expect(problem(missing).errors?.map((e) => e.parameter)).toEqual(['to']);
    }
    expect((await download(publisher, '', period)).statusCode).toBe(200);
    expect((await download(approver, '', period)).statusCode).toBe(200);
  });
});
