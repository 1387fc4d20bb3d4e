import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffApplication } from '../../src/casefile/staff-application.schemas.js';
import { aMember, aTeam, type Member, staffViewOf, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication, traceOf } from '../helpers/workflow.js';

/**
 * A staff action sent with an `Idempotency-Key` (issue 18): when its answer is lost, the retry with
 * the same key gets the original answer instead of a 412 that cannot say whose action won.
 */

interface Problem {
  code: string;
  detail: string;
  errors?: { parameter?: string; detail: string }[];
}

const RETURN = { action: 'return_incomplete', reasons: 'Not complete.', missingItems: ['PAMB clearance'] };

describe.each(testDialects)('a staff action under an Idempotency-Key (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    team = await aTeam(t);
  });
  afterAll(async () => t?.close());

  function send(who: Member, id: string, body: Record<string, unknown>, ifMatch: string, key?: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/applications/${id}/actions`,
      headers: { ...who.headers, 'if-match': ifMatch, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  }

  async function submitted() {
    const { receipt, agency } = await aSubmittedApplication(t);
    const view = await staffViewOf(t, team.intake, receipt.id);
    return { id: receipt.id, agency, etag: `"${view.version}"` };
  }

  it('the retry with the same key and request answers the original result, once acted, even though the version moved on', async () => {
    const { id, agency, etag } = await submitted();
    const key = randomUUID();
    const first = await send(team.intake, id, RETURN, etag, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const acted = await traceOf(t.database.db, id, agency);

    const retry = await send(team.intake, id, RETURN, etag, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers.etag).toBe(first.headers.etag);
    expect(json<StaffApplication>(retry)).toEqual(json<StaffApplication>(first));
    expect(json<StaffApplication>(retry).status).toBe('incomplete');
    // Acted once: one journal entry, one notice, one audit row.
    expect(await traceOf(t.database.db, id, agency)).toEqual(acted);

    // Without the key the same retry is the 412 it always was.
    const unkeyed = await send(team.intake, id, RETURN, etag);
    expect([unkeyed.statusCode, json<Problem>(unkeyed).code]).toEqual([412, 'precondition_failed']);
  });

  it('the same key sent twice at once acts once: the later request answers as the one that committed', async () => {
    const { id, agency, etag } = await submitted();
    const before = await traceOf(t.database.db, id, agency);
    const key = randomUUID();
    const [one, two] = await Promise.all([send(team.intake, id, RETURN, etag, key), send(team.intake, id, RETURN, etag, key)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([one.headers['idempotent-replayed'], two.headers['idempotent-replayed']].sort()).toEqual(['true', undefined]);
    expect(json<StaffApplication>(one)).toEqual(json<StaffApplication>(two));
    const after = await traceOf(t.database.db, id, agency);
    expect(after.journal).toHaveLength(before.journal.length + 1);
    expect(after.application.version).toBe(before.application.version + 1);
  });

  it('the same key with another request is a 422 that changes nothing', async () => {
    const first = await submitted();
    const key = randomUUID();
    expect((await send(team.intake, first.id, RETURN, first.etag, key)).statusCode).toBe(200);

    const other = await submitted();
    const before = await traceOf(t.database.db, other.id, other.agency);
    const sameBody = await send(team.intake, other.id, RETURN, other.etag, key);
    expect(sameBody.statusCode, sameBody.body).toBe(422);
    expect(sameBody.headers['content-type']).toContain('application/problem+json');
    expect(json<Problem>(sameBody).code).toBe('idempotency_key_reused');
    expect(json<Problem>(sameBody).detail).toContain(key);
    expect(await traceOf(t.database.db, other.id, other.agency)).toEqual(before);

    const firstBefore = await traceOf(t.database.db, first.id, first.agency);
    const otherBody = await send(team.intake, first.id, { ...RETURN, reasons: 'Something else.' }, first.etag, key);
    expect([otherBody.statusCode, json<Problem>(otherBody).code]).toEqual([422, 'idempotency_key_reused']);
    expect(await traceOf(t.database.db, first.id, first.agency)).toEqual(firstBefore);
  });

  it('a refused action (409, 412, 400) stores no key: the corrected retry may reuse it', async () => {
    const { id, agency, etag } = await submitted();
    const before = await traceOf(t.database.db, id, agency);
    const key = randomUUID();
    const notAllowed = await send(team.intake, id, { action: 'claim' }, etag, key);
    expect([notAllowed.statusCode, json<Problem>(notAllowed).code]).toEqual([409, 'action_not_allowed']);
    const stale = await send(team.intake, id, RETURN, '"99"', key);
    expect([stale.statusCode, json<Problem>(stale).code]).toEqual([412, 'precondition_failed']);
    const invalid = await send(team.intake, id, { action: 'return_incomplete' }, etag, key);
    expect([invalid.statusCode, json<Problem>(invalid).code]).toEqual([400, 'validation_failed']);
    expect(await traceOf(t.database.db, id, agency)).toEqual(before);

    const corrected = await send(team.intake, id, RETURN, etag, key);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(json<StaffApplication>(corrected).status).toBe('incomplete');
  });

  it('keys are per staff user: another user’s same key is a key of its own', async () => {
    const key = randomUUID();
    const first = await submitted();
    expect((await send(team.intake, first.id, RETURN, first.etag, key)).statusCode).toBe(200);
    const colleague = await aMember(t, ['intake']);
    const other = await submitted();
    const theirs = await send(colleague, other.id, RETURN, other.etag, key);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(json<StaffApplication>(theirs).id).toBe(other.id);
  });

  it('a malformed key is a 400 naming the header, and nothing changes', async () => {
    const { id, agency, etag } = await submitted();
    const before = await traceOf(t.database.db, id, agency);
    for (const key of ['ключ', 'a b', 'x'.repeat(256)]) {
      const response = await send(team.intake, id, RETURN, etag, key);
      expect([key, response.statusCode, json<Problem>(response).code]).toEqual([key, 400, 'validation_failed']);
      expect(json<Problem>(response).errors?.[0]).toMatchObject({ parameter: 'idempotency-key' });
    }
    expect(await traceOf(t.database.db, id, agency)).toEqual(before);
  });
});
