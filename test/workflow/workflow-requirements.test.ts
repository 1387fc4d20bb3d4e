import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { Attachment } from '../../src/applications/application.schemas.js';
import { OPERATOR_ACTOR, type StaffActor } from '../../src/auth/actor.js';
import { staffViewWith } from '../../src/casefile/staff-application.view.js';
import { createSettingsReader } from '../../src/settings/settings.cache.js';
import { readSetting, resetSetting, updateSetting } from '../../src/settings/settings.service.js';
import { newId } from '../../src/shared/ids.js';
import { takeAction } from '../../src/workflow/workflow.engine.js';
import { act, actOk, aTeam, type Member, staffViewOf, type Team } from '../helpers/actions.js';
import { uploadAsAgency } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { meetRequirements } from '../helpers/requirements.js';
import { pdf } from '../helpers/sample-files.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication, externalDetail, traceOf } from '../helpers/workflow.js';

interface Problem {
  code: string;
  status: number;
  detail: string;
  allowedActions?: string[];
  missingRequirements?: { type: string; title: string; state: string; reason: string | null }[];
  errors?: { pointer: string; detail: string }[];
}

const REQUIRED = ['application_form', 'endorsement_letter', 'research_proposal', 'prior_clearance'];

/**
 * `accept` and the requirement checklist (issue 11 §2): every required document accepted or waived
 * first, the refusal listing what is not (`requirements_missing`), the deficiency notice listing the
 * same with the reasons of rejections.
 */
describe.each(testDialects)('accept waits for the requirement checklist (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    team = await aTeam(t);
  });
  afterAll(async () => t?.close());

  async function submitted() {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    return { id: receipt.id, registrationNo: receipt.registrationNo, agency, token };
  }

  async function upload(who: { id: string; agency: string; token: string }, type: string): Promise<string> {
    const response = await uploadAsAgency(
      t,
      { agency: who.agency, token: who.token, application: who.id },
      { fileName: `${type}.pdf`, content: pdf(type) },
      { type, title: `The ${type}` },
    );
    expect(response.statusCode, response.body).toBe(201);
    return json<Attachment>(response).id;
  }

  /** Expects accept refused with requirements_missing and nothing changed; returns the problem. */
  async function acceptRefused(who: Member, app: { id: string; agency: string }): Promise<Problem> {
    const before = await traceOf(t.database.db, app.id, app.agency);
    const response = await act(t, who, app.id, { action: 'accept' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await traceOf(t.database.db, app.id, app.agency)).toEqual(before);
    return json<Problem>(response);
  }

  it('refuses accept with 409 requirements_missing, listing each required document with its title, and changes nothing', async () => {
    const app = await submitted();
    const problem = await acceptRefused(team.intake, app);
    expect(problem).toMatchObject({ code: 'requirements_missing', status: 409 });
    expect(problem.missingRequirements?.map((item) => [item.type, item.state])).toEqual(REQUIRED.map((type) => [type, 'missing']));
    expect(problem.missingRequirements?.[1]).toEqual({
      type: 'endorsement_letter',
      title: 'Endorsement letter of the dean, adviser or an expert in the field',
      state: 'missing',
      reason: null,
    });
    expect(problem.detail).toContain('Accept needs every required document accepted or waived; 4 not yet:');
    expect(problem.detail).toContain('Endorsement letter of the dean, adviser or an expert in the field (endorsement_letter): missing');
    expect(problem.allowedActions).toEqual(expect.arrayContaining(['return_incomplete', 'waive_requirement']));
    expect(problem.allowedActions).not.toContain('accept');
  });

  it('does not offer accept in the staff view until the requirements are met, then offers it', async () => {
    const app = await submitted();
    const before = await staffViewOf(t, team.intake, app.id);
    expect(before.allowedActions).not.toContain('accept');
    expect(before.allowedActions).toContain('return_incomplete');
    expect(before.documents.missingRequirements).toEqual(REQUIRED);
    const met = await meetRequirements(t, team.intake, app);
    expect(met.documents.missingRequirements).toEqual([]);
    expect(met.allowedActions).toContain('accept');
  });

  it('tells someone who may not accept at all that, not what the application lacks', async () => {
    const app = await submitted();
    const problem = await acceptRefused(team.evaluator, app);
    expect(problem.code).toBe('action_not_allowed');
    expect(problem.detail).toContain('needs the role intake');
    expect(problem).not.toHaveProperty('missingRequirements');
  });

  it('accepts once every required document is uploaded by the agency and accepted', async () => {
    const app = await submitted();
    await meetRequirements(t, team.intake, app);
    const view = await actOk(t, team.intake, app.id, { action: 'accept' });
    expect(view.status).toBe('accepted');
    expect(view.documents.checklist.filter((item) => item.required).map((item) => item.state)).toEqual(REQUIRED.map(() => 'accepted'));
    expect((await externalDetail(t, app.agency, app.token, app.id)).notices.at(-1)?.log).toBe('acceptance');
  });

  it('accepts once the required documents are waived', async () => {
    const app = await submitted();
    await meetRequirements(t, team.intake, app, 'waive');
    const view = await actOk(t, team.intake, app.id, { action: 'accept' });
    expect(view.status).toBe('accepted');
    expect(view.documents.checklist.filter((item) => item.required).map((item) => item.state)).toEqual(REQUIRED.map(() => 'waived'));
  });

  it('keeps accept refused while a document is rejected or waits for review, and the deficiency notice lists them with the reason', async () => {
    const app = await submitted();
    const ids = new Map<string, string>();
    for (const type of REQUIRED) ids.set(type, await upload(app, type));
    for (const type of ['application_form', 'research_proposal']) {
      await actOk(t, team.intake, app.id, { action: 'accept_document', attachmentId: ids.get(type) });
    }
    await actOk(t, team.intake, app.id, {
      action: 'reject_document',
      attachmentId: ids.get('endorsement_letter'),
      reasons: 'The letter is not signed.',
    });

    const problem = await acceptRefused(team.intake, app);
    expect(problem.code).toBe('requirements_missing');
    expect(problem.missingRequirements).toEqual([
      {
        type: 'endorsement_letter',
        title: 'Endorsement letter of the dean, adviser or an expert in the field',
        state: 'rejected',
        reason: 'The letter is not signed.',
      },
      { type: 'prior_clearance', title: expect.any(String), state: 'uploaded', reason: null },
    ]);
    expect(problem.detail).toContain('(endorsement_letter): rejected: The letter is not signed.');

    // The deficiency notice lists the same documents, without intake naming them.
    const returned = await actOk(t, team.intake, app.id, { action: 'return_incomplete', reasons: 'Two documents are not in order.' });
    expect(returned.status).toBe('incomplete');
    const notice = (await externalDetail(t, app.agency, app.token, app.id)).notices.at(-1);
    expect(notice?.log).toBe('deficiency');
    expect(notice?.message).toContain(
      '1. Endorsement letter of the dean, adviser or an expert in the field (endorsement_letter): rejected: The letter is not signed.',
    );
    expect(notice?.message).toMatch(/2\. .+ \(prior_clearance\): uploaded, not yet reviewed/);
    expect(notice?.message).not.toContain('application_form');
    expect(returned.timeline.at(-1)?.payload).toMatchObject({
      reasons: 'Two documents are not in order.',
      requirements: [
        { type: 'endorsement_letter', state: 'rejected', reason: 'The letter is not signed.' },
        { type: 'prior_clearance', state: 'uploaded' },
      ],
    });
  });

  it('lists intake’s own items after the checklist’s, and needs them when the checklist lacks nothing', async () => {
    const app = await submitted();
    await meetRequirements(t, team.intake, app, 'waive');
    const before = await traceOf(t.database.db, app.id, app.agency);
    const bare = await act(t, team.intake, app.id, { action: 'return_incomplete', reasons: 'Something else is missing.' });
    expect(bare.statusCode).toBe(400);
    expect(json<Problem>(bare).errors).toEqual([
      { pointer: '/missingItems', detail: 'is required: every required document of the checklist is accepted or waived' },
    ]);
    expect(await traceOf(t.database.db, app.id, app.agency)).toEqual(before);

    await actOk(t, team.intake, app.id, { action: 'return_incomplete', reasons: 'The map.', missingItems: ['A map of each site'] });
    const notice = (await externalDetail(t, app.agency, app.token, app.id)).notices.at(-1);
    expect(notice?.message).toContain('1. A map of each site');
  });

  it('reads the checklist in force when the action is taken: an item made required keeps accept waiting at once', async () => {
    const app = await submitted();
    await meetRequirements(t, team.intake, app, 'waive');
    // Intake's office now also requires the signed agreement; the agency has uploaded one, not yet reviewed.
    await upload(app, 'signed_agreement');
    const current = await readSetting(t.database.db, 'attachments.checklists');
    const stricter = {
      ...current,
      defaultChecklist: current.defaultChecklist.map((item) => (item.type === 'signed_agreement' ? { ...item, required: true } : item)),
    };
    await updateSetting(t.database.db, { key: 'attachments.checklists', value: stricter }, { actor: OPERATOR_ACTOR });
    try {
      const problem = await acceptRefused(team.intake, app);
      expect(problem.missingRequirements?.map((item) => [item.type, item.state])).toEqual([['signed_agreement', 'uploaded']]);
    } finally {
      await resetSetting(t.database.db, { key: 'attachments.checklists' }, { actor: OPERATOR_ACTOR });
    }
    expect((await actOk(t, team.intake, app.id, { action: 'accept' })).status).toBe('accepted');
  });
});

/**
 * The answer of an action (the staff view with its ETag) is read in the action's transaction: it is
 * exactly the version the action produced. Seen from a connection of its own, the change is not yet
 * committed while the view is read, and the view already has it.
 */
describe.each(testDialects)('the answer of an action (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    team = await aTeam(t);
  });
  afterAll(async () => t?.close());

  /** The version another connection sees: the last one committed. */
  async function committedVersion(id: string): Promise<number> {
    const url = t.config.databaseUrl;
    if (dialect === 'sqlite') {
      const reader = new BetterSqlite3(url.slice('sqlite:'.length), { readonly: true });
      try {
        return (reader.prepare('select version from applications where id = ?').get(id) as { version: number }).version;
      } finally {
        reader.close();
      }
    }
    const reader = new pg.Client({ connectionString: url });
    await reader.connect();
    try {
      return Number((await reader.query<{ version: number }>('select version from applications where id = $1', [id])).rows[0]?.version);
    } finally {
      await reader.end();
    }
  }

  it('is read in the action’s transaction: the version it produced, not yet committed', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    const ready = await meetRequirements(t, team.intake, { id: receipt.id, agency, token }, 'waive');
    const actor: StaffActor = {
      ...team.intake.user,
      kind: 'staff',
      roles: new Set(team.intake.user.roles),
      agencyCodes: null,
      sessionId: newId(),
    };
    const { answer: seen } = await takeAction(
      { db: t.database.db, actions: ACTION_REGISTRY, settings: createSettingsReader(t.database.db) },
      {
        applicationId: receipt.id,
        action: 'accept',
        fields: {},
        actor,
        expectedVersion: ready.version,
        answer: async (trx, { settings, changed }) => {
          const view = await staffViewWith({ db: trx, actions: ACTION_REGISTRY, settings }, actor, receipt.id);
          return {
            view: view.version,
            committed: await committedVersion(receipt.id),
            last: view.timeline.at(-1)?.action,
            produced: changed.version,
          };
        },
      },
    );
    expect(seen).toEqual({ view: ready.version + 1, committed: ready.version, last: 'accepted', produced: ready.version + 1 });
    expect(await committedVersion(receipt.id)).toBe(ready.version + 1);
  });

  it('carries the ETag of the version the action produced', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    const ready = await meetRequirements(t, team.intake, { id: receipt.id, agency, token }, 'waive');
    const response = await act(t, team.intake, receipt.id, { action: 'accept' });
    expect(response.statusCode).toBe(200);
    const view = json<{ version: number; status: string }>(response);
    expect(response.headers.etag).toBe(`"${ready.version + 1}"`);
    expect(view).toMatchObject({ version: ready.version + 1, status: 'accepted' });
    expect((await traceOf(t.database.db, receipt.id, agency)).application.version).toBe(ready.version + 1);
  });
});
