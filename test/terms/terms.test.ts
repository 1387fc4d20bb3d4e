import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermitTerms, StaffTerms } from '../../src/terms/terms.schemas.js';
import { act, actOk, aTeam, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { permitEnv } from '../helpers/permits.js';
import { meetRequirements } from '../helpers/requirements.js';
import { draftQuantities, putTerms, readTerms, withQuantities } from '../helpers/terms.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication, externalDetail } from '../helpers/workflow.js';

interface Problem {
  code: string;
  detail: string;
  errors?: { pointer?: string; detail: string }[];
}

describe.each(testDialects)('the permit’s terms: drafted, proposed, decided (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv({ LOG_LEVEL: process.env.TERMS_LOG ?? 'silent' }));
    team = await aTeam(t);
  });
  afterAll(async () => t?.close());

  async function accepted() {
    const submitted = await aSubmittedApplication(t);
    const id = submitted.receipt.id;
    await meetRequirements(t, team.intake, { ...submitted, id });
    await actOk(t, team.intake, id, { action: 'accept' });
    return { ...submitted, id };
  }

  async function underEvaluation() {
    const app = await accepted();
    await actOk(t, team.evaluator, app.id, { action: 'claim' });
    await actOk(t, team.evaluator, app.id, { action: 'start_evaluation' });
    return app;
  }

  const proposedUrl = (agency: string, no: string) => `/api/v1/external/application/${no}/agency/${agency}/proposed-terms`;
  const countTerms = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('permit_terms')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('starts the draft from the submission: a line per species and site, quantities empty, the permittee as holder', async () => {
    const app = await underEvaluation();
    const terms = await readTerms(t, team.evaluator, app.id);
    expect(terms.saved).toBe(false);
    expect(terms.mayChange).toBe(true);
    expect(terms.terms).toMatchObject({ version: 1, status: 'draft', origin: 'submission' });
    expect(terms.terms.lines.length).toBeGreaterThan(0);
    expect(terms.terms.lines.every((line) => line.quantity === null && line.unit === null)).toBe(true);
    expect(terms.terms.collectors).toEqual([expect.objectContaining({ role: 'holder' })]);
    // Read twice, the unsaved draft names the same lines: what staff send back keeps them.
    expect((await readTerms(t, team.evaluator, app.id)).terms.lines.map((l) => l.id)).toEqual(terms.terms.lines.map((l) => l.id));
  });

  it('refuses the recommendation while a quantity is not set, naming the lines; the evaluator sets them and it goes', async () => {
    const app = await underEvaluation();
    const refused = await act(t, team.evaluator, app.id, { action: 'recommend', recommendation: 'approve', reasons: 'Sound.' });
    expect(refused.statusCode, refused.body).toBe(409);
    const problem = json<Problem>(refused);
    expect(problem.code).toBe('action_not_allowed');
    expect(problem.errors?.[0]?.pointer).toBe('/terms/lines/0/quantity');
    expect(problem.detail).toMatch(/set the quantity/);
    const drafted = await draftQuantities(t, team.evaluator, app.id, { quantity: 7, unit: 'vouchers', method: 'Hand collection' });
    expect(drafted.saved).toBe(true);
    expect(drafted.terms.lines.every((l) => l.quantity === 7 && l.unit === 'vouchers')).toBe(true);
    await actOk(t, team.evaluator, app.id, { action: 'recommend', recommendation: 'approve', reasons: 'Sound.' });
    const journal = await t.database.db
      .selectFrom('application_journal')
      .select(['action', 'payload'])
      .where('application_id', '=', app.id)
      .where('action', 'in', ['terms_changed', 'recommended'])
      .orderBy('sequence')
      .execute();
    expect(journal.map((j) => j.action)).toEqual(['terms_changed', 'recommended']);
    expect(JSON.parse(journal[1]?.payload ?? '{}').terms.lines[0]).toMatchObject({ quantity: 7, unit: 'vouchers' });
  });

  it('refuses a line at a location or of a species the application does not name, naming the field; nothing stored', async () => {
    const app = await underEvaluation();
    const body = withQuantities(await readTerms(t, team.evaluator, app.id));
    const before = await countTerms();
    const first = body.lines[0];
    if (first === undefined) throw new Error('no line');
    const badSite = await putTerms(t, team.evaluator, app.id, { ...body, lines: [{ ...first, locationId: 'nowhere' }] });
    expect(badSite.statusCode, badSite.body).toBe(400);
    expect(badSite.headers['content-type']).toContain('application/problem+json');
    expect(json<Problem>(badSite).errors?.[0]?.pointer).toBe('/lines/0/locationId');
    const badSpecies = await putTerms(t, team.evaluator, app.id, { ...body, lines: [{ ...first, scientificName: 'Homo sapiens' }] });
    expect(json<Problem>(badSpecies).errors?.[0]?.pointer).toBe('/lines/0/scientificName');
    const badQuantity = await putTerms(t, team.evaluator, app.id, { ...body, lines: [{ ...first, quantity: -3 }] });
    expect(badQuantity.statusCode).toBe(400);
    expect(json<Problem>(badQuantity).errors?.[0]?.pointer).toBe('/lines/0/quantity');
    expect(await countTerms()).toBe(before);
  });

  it('starts the draft from the agency’s proposal, sent before the evaluation; refused after it started', async () => {
    const app = await accepted();
    const detail = await externalDetail(t, app.agency, app.token, app.id);
    const location = detail.locations[0];
    const species = detail.resources[0];
    if (location === undefined || species === undefined) throw new Error('no location or species');
    const proposal = {
      lines: [{ locationId: location.id, scientificName: species.scientificName, quantity: 25, unit: 'grams', part: 'leaves' }],
      collectors: [{ role: 'assistant', name: 'Maria Santos', affiliation: 'UP Los Baños', identification: 'UMID 0028-1234567-8' }],
    };
    const sent = await t.app.inject({
      method: 'PUT',
      url: proposedUrl(app.agency, app.receipt.registrationNo),
      headers: { authorization: `Bearer ${app.token}` },
      payload: proposal,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<PermitTerms>(sent)).toMatchObject({ version: 0, status: 'proposed' });
    await actOk(t, team.evaluator, app.id, { action: 'claim' });
    await actOk(t, team.evaluator, app.id, { action: 'start_evaluation' });
    const terms = await readTerms(t, team.evaluator, app.id);
    expect(terms.terms).toMatchObject({ origin: 'agency_proposal' });
    expect(terms.terms.lines).toEqual([expect.objectContaining({ quantity: 25, unit: 'grams', part: 'leaves' })]);
    expect(terms.terms.collectors.map((c) => c.name)).toEqual(['Maria Santos']);
    expect(terms.proposal?.version).toBe(0);
    // The evaluation started: the agency may no longer propose.
    const late = await t.app.inject({
      method: 'PUT',
      url: proposedUrl(app.agency, app.receipt.registrationNo),
      headers: { authorization: `Bearer ${app.token}` },
      payload: proposal,
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses another agency’s proposal (404) and bad quantities or units (400 naming the field), storing nothing', async () => {
    const app = await accepted();
    const other = await t.agencyWithToken();
    const detail = await externalDetail(t, app.agency, app.token, app.id);
    const line = { locationId: detail.locations[0]?.id, scientificName: detail.resources[0]?.scientificName, quantity: 3, unit: 'grams' };
    const before = await countTerms();
    const put = (agency: string, token: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: proposedUrl(agency, app.receipt.registrationNo),
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    expect((await put(other.agency, other.token, { lines: [line] })).statusCode).toBe(404);
    expect((await put(app.agency, other.token, { lines: [line] })).statusCode).toBe(403);
    const zero = await put(app.agency, app.token, { lines: [{ ...line, quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(json<Problem>(zero).errors?.[0]?.pointer).toBe('/lines/0/quantity');
    const unit = await put(app.agency, app.token, { lines: [{ ...line, unit: 'buckets' }] });
    expect(unit.statusCode).toBe(400);
    expect(json<Problem>(unit).errors?.[0]?.pointer).toBe('/lines/0/unit');
    const site = await put(app.agency, app.token, { lines: [{ ...line, locationId: '00000000-0000-7000-8000-000000000000' }] });
    expect(site.statusCode).toBe(400);
    expect(json<Problem>(site).errors?.[0]?.pointer).toBe('/lines/0/locationId');
    expect(await countTerms()).toBe(before);
  });

  it('lets only the assigned evaluator draft during the evaluation (409 for another, 403 for a role that never does)', async () => {
    const app = await underEvaluation();
    const body = withQuantities(await readTerms(t, team.evaluator, app.id));
    expect((await putTerms(t, team.evaluator2, app.id, body)).statusCode).toBe(409);
    expect((await putTerms(t, team.intake, app.id, body)).statusCode).toBe(403);
    const viewed = await readTerms(t, team.viewer, app.id);
    expect(viewed.mayChange).toBe(false);
    expect((viewed satisfies StaffTerms).saved).toBe(false);
  });
});
