import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../src/applications/application.schemas.js';
import { actOk, aMember, type Member } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp, uploadAsAgency } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { expectValidEvent } from '../helpers/event-schemas.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { pdf } from '../helpers/sample-files.js';
import { bearer, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

/**
 * The events the service emits are the ones its OpenAPI document describes (issue 27 §2): each type's
 * event against its own schema in the `Event` union. Actions are taken as staff and agencies take
 * them; then every event stored (what the webhooks deliver), every event of the agencies' feeds and a
 * test webhook's body is checked, and the feed's item must equal the stored event, so the feed drops
 * no field the schemas do not name. The examples of docs/EVENTS.md are checked too.
 */

/** Eight actions over HTTP: on a loaded machine the first run of a file (SQLite's, cold) has taken 53 s. */
const TEST_TIMEOUT_MS = 120_000;

interface Feed {
  items: { id: string }[];
}

/** The types these actions write: together, every type an application's change makes but the scheduler's and the Clearing-House's. */
const TYPES_EXPECTED = [
  'application.received',
  'application.status_changed',
  'notice.created',
  'attachment.status_changed',
  'permit.issued',
  'permit.status_changed',
  'cbd_status.changed',
  'obligation.created',
];

describe.each(testDialects)('every event the service emits, against its type’s schema (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let t: TestApp;
  let intake: Member;
  let approver: Member;
  let publisher: Member;

  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem', permitEnv());
    t = x.t;
    intake = await aMember(t, ['intake']);
    approver = await aMember(t, ['approver']);
    publisher = await aMember(t, ['abs_publisher']);
  });
  afterAll(async () => x?.close());

  /** Every event stored, as the webhooks deliver it (src/webhooks/webhook.dispatcher.ts builds the same object). */
  async function storedEvents() {
    const rows = await t.database.db.selectFrom('events').select(['event_id', 'type', 'occurred_at', 'data']).orderBy('id').execute();
    return rows.map((row) => ({ id: row.event_id, type: row.type, timestamp: row.occurred_at, data: JSON.parse(row.data) as unknown }));
  }

  async function feedOf(token: string): Promise<Feed> {
    const response = await t.app.inject({ url: '/api/v1/external/events?limit=500', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return json<Feed>(response);
  }

  it('a submission, a document accepted, a decision, a permit issued with its obligations, suspended, a Clearing-House step', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const submitted = await aSubmittedApplication(t);
    const who = { agency: submitted.agency, token: submitted.token, application: submitted.receipt.registrationNo };
    const uploaded = await uploadAsAgency(t, who, { fileName: 'letter.pdf', content: pdf('letter') });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await actOk(t, intake, submitted.receipt.id, { action: 'accept_document', attachmentId: json<Attachment>(uploaded).id });

    const approved = await anApprovedApplication(t);
    await issuePermitFor(t, approved.receipt.id, approver);
    await permitAction(t, approver, approved.receipt.id, { action: 'suspend_permit', reasons: 'Collection outside the sites.' });
    await permitAction(t, approver, approved.receipt.id, { action: 'reinstate_permit' });
    await actOk(t, publisher, approved.receipt.id, { action: 'record_cbd_status', to: 'submitted' });

    const stored = await storedEvents();
    for (const event of stored) expectValidEvent(event);
    expect(new Set(stored.map((event) => event.type))).toEqual(new Set(TYPES_EXPECTED));

    const byId = new Map(stored.map((event) => [event.id, event]));
    const listed = [...(await feedOf(submitted.token)).items, ...(await feedOf(approved.token)).items];
    expect(listed).toHaveLength(stored.length);
    for (const item of listed) {
      expectValidEvent(item);
      expect(item).toEqual(byId.get(item.id));
    }
  });

  it('the body of a test webhook', async () => {
    const { token } = await aSubmittedApplication(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/webhooks',
      headers: bearer(token),
      payload: { url: 'https://receiver.example/biopermit' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpointId = json<{ id: string }>(created).id;
    const tested = await t.app.inject({ method: 'POST', url: `/api/v1/external/webhooks/${endpointId}/test`, headers: bearer(token) });
    expect(tested.statusCode, tested.body).toBe(202);
    const delivery = await t.database.db
      .selectFrom('webhook_deliveries')
      .select(['event_type', 'payload'])
      .where('endpoint_id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(delivery.event_type).toBe('webhook.test');
    expectValidEvent(JSON.parse(delivery.payload));
  });
});

describe('the examples of docs/EVENTS.md', () => {
  it('are events their type’s schema describes', () => {
    const markdown = readFileSync(new URL('../../docs/EVENTS.md', import.meta.url), 'utf8');
    const examples = [...markdown.matchAll(/```json\n([\s\S]*?)```/g)]
      .map((match) => JSON.parse(match[1] as string) as { type?: unknown })
      .filter((example) => typeof example.type === 'string');
    expect(examples.map((example) => example.type)).toEqual([
      'notice.created',
      'permit.issued',
      'obligation.reminder',
      'permit.expiring',
      'webhook_endpoint.disabled',
    ]);
    for (const example of examples) expectValidEvent(example);
  });
});
