import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttachmentTestApp, createAttachmentTestApp, uploadAsAgency } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { pdf } from '../helpers/sample-files.js';
import { aSubmittedApplication, externalDetail, traceOf } from '../helpers/workflow.js';

/**
 * takeAction's known race (src/workflow/action-idempotency.ts): two requests with one Idempotency-Key
 * at once both find no stored answer. An upload may be taken again, so the later one is not refused: it
 * gets as far as recording its key, where the unique key of `idempotency_keys` stops it (on PostgreSQL
 * once the first commits; on SQLite, whose one connection runs the two in turn, right away). That
 * violation becomes a replay of the first request's answer: one change, two identical answers.
 */

describe.each(testDialects)('the same Idempotency-Key sent twice at once (%s)', (dialect) => {
  let x: AttachmentTestApp;
  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem');
  });
  afterAll(async () => x?.close());

  it('acts once and answers both requests alike, the later one as a replay', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(x.t);
    const who = { agency, token, application: receipt.registrationNo };
    const before = await traceOf(x.t.database.db, receipt.id, agency);
    const key = { 'idempotency-key': `race-${receipt.id}` };
    const file = { fileName: 'form.pdf', content: pdf('form') };
    const fields = { type: 'application_form', title: 'Application form' };

    const [one, two] = await Promise.all([uploadAsAgency(x.t, who, file, fields, key), uploadAsAgency(x.t, who, file, fields, key)]);

    expect([one.statusCode, two.statusCode], `${one.body}\n${two.body}`).toEqual([201, 201]);
    expect([one.headers['idempotent-replayed'], two.headers['idempotent-replayed']].sort()).toEqual(['true', undefined]);
    expect(one.body).toBe(two.body);
    expect((await externalDetail(x.t, agency, token, receipt.registrationNo)).attachments).toHaveLength(1);
    const after = await traceOf(x.t.database.db, receipt.id, agency);
    expect(after.journal.map((entry) => entry.action)).toEqual([...before.journal.map((entry) => entry.action), 'document_uploaded']);
    expect(after.application.version).toBe(before.application.version + 1);
  });
});
