import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOk, aTeam, staffViewOf, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { meetRequirements } from '../helpers/requirements.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication, externalDetail, traceOf } from '../helpers/workflow.js';

interface Problem {
  code: string;
  detail: string;
  errors?: { pointer?: string; parameter?: string; detail: string }[];
}

describe.each(testDialects)('the agency’s responses and withdrawal (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    team = await aTeam(t);
  });
  afterAll(async () => t?.close());

  const post = (agency: string, token: string, number: string, what: 'responses' | 'withdrawal', body: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/external/application/${number}/agency/${agency}/${what}`,
      headers: { ...bearer(token), 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: JSON.stringify(body),
    });

  it('answers a deficiency notice: incomplete → submitted, the response internal, the deficiency listing each item', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    await actOk(t, team.intake, receipt.id, {
      action: 'return_incomplete',
      reasons: 'Two requirements are missing.',
      missingItems: ['LGU clearance', 'Endorsement letter from the dean'],
    });
    let detail = await externalDetail(t, agency, token, receipt.registrationNo);
    expect(detail.status).toBe('incomplete');
    const deficiency = detail.notices.find((n) => n.log === 'deficiency');
    // After the checklist's four required documents, none uploaded yet: what intake listed.
    expect(deficiency?.message).toContain('(endorsement_letter): missing');
    expect(deficiency?.message).toContain('5. LGU clearance');
    expect(deficiency?.message).toContain('6. Endorsement letter from the dean');

    const key = randomUUID();
    const body = { message: 'Both are attached now.' };
    const first = await post(agency, token, receipt.registrationNo, 'responses', body, key);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ cnaApplicationUniqueNo: receipt.registrationNo, action: 'respond', status: 'submitted' });
    detail = await externalDetail(t, agency, token, receipt.registrationNo);
    expect(detail.status).toBe('submitted');
    expect(detail.notices.map((n) => n.log)).toEqual(['received', 'deficiency']);
    const view = await staffViewOf(t, team.intake, receipt.id);
    expect(view.notices.map((n) => [n.log, n.visibility])).toContainEqual(['response_received', 'internal']);
    expect(view.timeline.at(-1)).toMatchObject({ action: 'responded', actor: { kind: 'agency' } });

    // A retry replays the answer, even though a second response would now be refused.
    const before = await traceOf(t.database.db, receipt.id, agency);
    const again = await post(agency, token, receipt.registrationNo, 'responses', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);

    // The same key with another body is refused, and changes nothing.
    const reused = await post(agency, token, receipt.registrationNo, 'responses', { message: 'Something else.' }, key);
    expect(reused.statusCode).toBe(422);
    expect(json<Problem>(reused).code).toBe('idempotency_key_reused');
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);
  });

  it('answers a request for information: the hold ends and the clock resumes', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    await meetRequirements(t, team.intake, { id: receipt.id, agency, token });
    await actOk(t, team.intake, receipt.id, { action: 'accept' });
    await actOk(t, team.evaluator, receipt.id, { action: 'claim' });
    await actOk(t, team.evaluator, receipt.id, { action: 'start_evaluation' });
    let view = await actOk(t, team.evaluator, receipt.id, {
      action: 'request_information',
      text: 'The GPS coordinates of each site.',
      answerBy: '2099-01-31',
    });
    expect(view.hold).toMatchObject({ reason: 'missing_information', answerBy: '2099-01-31' });
    expect(view.clock.paused).toBe(true);
    const rfi = (await externalDetail(t, agency, token, receipt.id)).notices.find((n) => n.log === 'request_for_information');
    expect(rfi?.message).toContain('The GPS coordinates of each site.');
    expect(rfi?.message).toContain('2099-01-31');

    const response = await post(agency, token, receipt.id, 'responses', { message: 'Coordinates sent.' }, randomUUID());
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ status: 'under_evaluation' });
    view = await staffViewOf(t, team.evaluator, receipt.id);
    expect(view.hold).toBeNull();
    expect(view.clock.paused).toBe(false);
  });

  it('refuses a response when nothing awaits one (409) and stores nothing', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    const before = await traceOf(t.database.db, receipt.id, agency);
    const response = await post(agency, token, receipt.id, 'responses', { message: 'Hello' }, randomUUID());
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(json<Problem>(response).code).toBe('action_not_allowed');
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);
  });

  it('refuses a bad body or a missing Idempotency-Key, naming the field, and stores nothing', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    await actOk(t, team.intake, receipt.id, { action: 'return_incomplete', reasons: 'x', missingItems: ['y'] });
    const before = await traceOf(t.database.db, receipt.id, agency);
    const blank = await post(agency, token, receipt.id, 'responses', { message: '   ' }, randomUUID());
    expect(blank.statusCode).toBe(400);
    expect(json<Problem>(blank).errors).toEqual([{ pointer: '/message', detail: 'must not be blank' }]);
    const unknown = await post(agency, token, receipt.id, 'withdrawal', { because: 'x' }, randomUUID());
    expect(json<Problem>(unknown).errors).toEqual([{ pointer: '/because', detail: 'is not a known field' }]);
    const noKey = await post(agency, token, receipt.id, 'responses', { message: 'ok' });
    expect(noKey.statusCode).toBe(400);
    expect(json<Problem>(noKey).errors?.[0]).toMatchObject({ parameter: 'idempotency-key' });
    // No body at all: the operation's fields are an object, even when none is required.
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/v1/external/application/${receipt.id}/agency/${agency}/withdrawal`,
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    });
    expect(noBody.statusCode, noBody.body).toBe(400);
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);
  });

  it('withdraws before the decision, idempotently, and refuses after it', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    const key = randomUUID();
    const first = await post(agency, token, receipt.registrationNo, 'withdrawal', { reason: 'Project postponed.' }, key);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ action: 'withdraw', status: 'withdrawn' });
    const again = await post(agency, token, receipt.registrationNo, 'withdrawal', { reason: 'Project postponed.' }, key);
    expect(again.body).toBe(first.body);
    const detail = await externalDetail(t, agency, token, receipt.id);
    expect(detail.status).toBe('withdrawn');
    expect(detail.notices.at(-1)?.log).toBe('withdrawal_acknowledged');
    const view = await staffViewOf(t, team.admin, receipt.id);
    expect(view.clock.status).toBe('not_started');
    expect(view.allowedActions).toEqual([]);

    const later = await post(agency, token, receipt.registrationNo, 'withdrawal', {}, randomUUID());
    expect(later.statusCode).toBe(409);
    expect(json<Problem>(later).detail).toContain('withdrawn');
  });

  it('answers another agency’s application as not found (404), and another agency in the path as forbidden (403)', async () => {
    const mine = await aSubmittedApplication(t);
    const theirs = await aSubmittedApplication(t);
    const before = await traceOf(t.database.db, theirs.receipt.id, theirs.agency);
    const response = await post(mine.agency, mine.token, theirs.receipt.registrationNo, 'withdrawal', {}, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(json<Problem>(response).code).toBe('not_found');
    const forbidden = await post(theirs.agency, mine.token, theirs.receipt.registrationNo, 'withdrawal', {}, randomUUID());
    expect(forbidden.statusCode).toBe(403);
    expect(await traceOf(t.database.db, theirs.receipt.id, theirs.agency)).toEqual(before);
  });

  it('answers two requests with one key sent at once as one: one change, the same answer twice', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      post(agency, token, receipt.id, 'withdrawal', {}, key),
      post(agency, token, receipt.id, 'withdrawal', {}, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    const journal = (await traceOf(t.database.db, receipt.id, agency)).journal.map((e) => e.action);
    expect(journal).toEqual(['submitted', 'withdrawn']);
  });
});
