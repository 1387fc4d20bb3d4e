import type { Insertable, Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { ApplicationChildren } from '../applications/application.repository.js';
import type { ApplicationNoticeTable, ApplicationTable, DB, EventTable } from '../db/schema.js';
import { newId } from '../shared/ids.js';
import type { EventType } from './event.types.js';
import type { InternalEventDraft, InternalEventType } from './internal-events.js';

/**
 * The transactional outbox (issue 19 §1): the events of a change are derived from what the change
 * writes and inserted in its transaction, after its audit rows. The audit rows hold the chain's head
 * locked until the commit, so the events' numbers are taken in commit order (see migration 0016):
 * a reader that has seen number n never later finds an event below n. An event exists if and only
 * if its change committed; a refused change rolls its events back with everything else.
 *
 * Only what an agency can see makes a published event: the status, external notices, attachments not
 * kept internal, permits, agreements and the Clearing-House status. What only staff are told (an
 * assignment, a referral answered) is an internal event with its audience (internal-events.ts), which
 * the feed and the webhooks skip; internal notes and internal documents tell no one. Email is composed
 * from both (src/mail/mail.consumer.ts).
 */

export type EventRow = Insertable<EventTable>;

type ApplicationFacts = Pick<ApplicationTable, 'id' | 'registration_no' | 'agency_code' | 'status' | 'version'>;

/** The statuses of an application's visible child rows, by id, before a change's effects ran. */
export interface ChildStatuses {
  readonly attachments: ReadonlyMap<string, string>;
  readonly permits: ReadonlyMap<string, string>;
  readonly agreements: ReadonlyMap<string, string>;
  /** Issue 20: the permits' obligations, with the reminders sent (a new one is an `obligation.reminder`). */
  readonly obligations: ReadonlyMap<string, ObligationFacts>;
}

/** What the events of an obligation tell. */
export interface ObligationFacts {
  readonly id: string;
  readonly permitId: string;
  readonly type: string;
  readonly status: string;
  readonly dueDate: string;
  readonly remindersSent: readonly string[];
}

/** An application's obligations as the events see them (read before and after a change with effects). */
export async function obligationFactsOf(trx: Kysely<DB>, applicationId: string): Promise<Map<string, ObligationFacts>> {
  const rows = await trx
    .selectFrom('permit_obligations')
    .select(['id', 'permit_id', 'type', 'status', 'due_date', 'reminders_sent'])
    .where('application_id', '=', applicationId)
    .orderBy('due_date')
    .orderBy('id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        permitId: r.permit_id,
        type: r.type,
        status: r.status,
        dueDate: r.due_date,
        remindersSent: JSON.parse(r.reminders_sent) as string[],
      },
    ]),
  );
}

function applicationData(application: ApplicationFacts): Record<string, unknown> {
  return {
    cnaApplicationUniqueNo: application.registration_no,
    sourceAgencyCode: application.agency_code,
    status: application.status,
    version: application.version,
  };
}

/** An event of an application: its type, what it adds to the application's facts, and, internal, its audience. */
type EventDraft = readonly [EventType | InternalEventType, Record<string, unknown>, InternalEventDraft['audience']?];

function eventRows(application: ApplicationFacts, now: string, events: readonly EventDraft[]): EventRow[] {
  // Ids ascend in the order given: the events of one change share its time.
  const ids = events.map(() => newId()).sort();
  return events.map(([type, extra, audience], i) => ({
    event_id: ids[i] as string,
    type,
    agency_code: application.agency_code,
    application_id: application.id,
    occurred_at: now,
    data: JSON.stringify({ ...applicationData(application), ...extra }),
    audience: audience === undefined ? null : JSON.stringify(audience),
  }));
}

/** `application.received` for each application a submission group stored. */
export function receivedEvents(applications: readonly ApplicationFacts[], now: string): EventRow[] {
  return applications.flatMap((application) => eventRows(application, now, [['application.received', {}]]));
}

/** The child statuses a change's effects may alter: read only when the change has effects. */
export async function childStatusesOf(trx: Kysely<DB>, applicationId: string, hasEffects: boolean): Promise<ChildStatuses | undefined> {
  if (!hasEffects) return undefined;
  const [attachments, permits, agreements, obligations] = await Promise.all([
    trx.selectFrom('application_attachments').select(['id', 'status']).where('application_id', '=', applicationId).execute(),
    trx.selectFrom('permits').select(['id', 'status']).where('application_id', '=', applicationId).execute(),
    trx.selectFrom('agreements').select(['id', 'status']).where('application_id', '=', applicationId).execute(),
    obligationFactsOf(trx, applicationId),
  ]);
  const byId = (rows: { id: string; status: string }[]) => new Map(rows.map((r) => [r.id, r.status]));
  return { attachments: byId(attachments), permits: byId(permits), agreements: byId(agreements), obligations };
}

export interface WrittenChange {
  readonly before: ApplicationState;
  readonly after: ApplicationState;
  readonly notices: readonly ApplicationNoticeTable[];
  /** Null when the change had no effects (its child rows did not change). */
  readonly childrenBefore: ChildStatuses | undefined;
  readonly childrenAfter: ApplicationChildren;
  /** The obligations after the change; read only when the change had effects. */
  readonly obligationsAfter?: ReadonlyMap<string, ObligationFacts> | undefined;
  /** The change's internal events (internal-events.ts), after its published ones. */
  readonly internal?: readonly InternalEventDraft[];
  readonly now: string;
}

/**
 * The events a change of the write path makes, in a fixed order: status, notices, documents, permits,
 * agreements, publication, obligations; then the internal ones.
 */
export function changeEvents(change: WrittenChange): EventRow[] {
  const { before, after } = change;
  const events: EventDraft[] = [];
  if (after.status !== before.status) events.push(['application.status_changed', { previousStatus: before.status }]);
  for (const notice of change.notices) {
    if (notice.visibility === 'external') events.push(['notice.created', { noticeId: notice.id, log: notice.log }]);
    // The publisher's notice of a checkpoint communiqué (issue 20 §3) is internal; the agency is told by this event.
    if (notice.log === 'checkpoint_communique') events.push(['checkpoint_communique.received', {}]);
  }
  const was = change.childrenBefore;
  if (was !== undefined) {
    for (const attachment of change.childrenAfter.attachments) {
      const previous = was.attachments.get(attachment.id) ?? null;
      if (attachment.internal !== 0 || previous === attachment.status) continue;
      events.push([
        'attachment.status_changed',
        { attachmentId: attachment.id, attachmentStatus: attachment.status, previousAttachmentStatus: previous },
      ]);
    }
    for (const permit of change.childrenAfter.permits) {
      const previous = was.permits.get(permit.id);
      if (previous === undefined)
        events.push(['permit.issued', { permitId: permit.id, permitNo: permit.permit_no, permitStatus: permit.status }]);
      else if (previous !== permit.status)
        events.push(['permit.status_changed', { permitId: permit.id, permitStatus: permit.status, previousPermitStatus: previous }]);
    }
    for (const agreement of change.childrenAfter.agreements) {
      const previous = was.agreements.get(agreement.id) ?? null;
      if (previous === agreement.status) continue;
      events.push([
        'agreement.status_changed',
        { agreementId: agreement.id, agreementStatus: agreement.status, previousAgreementStatus: previous },
      ]);
    }
  }
  if (after.cbd_status !== before.cbd_status) {
    events.push(['cbd_status.changed', { cbdStatus: after.cbd_status, previousCbdStatus: before.cbd_status }]);
  }
  if (was !== undefined && change.obligationsAfter !== undefined)
    events.push(...obligationEvents(was.obligations, change.obligationsAfter));
  for (const internal of change.internal ?? []) events.push([internal.type, internal.data, internal.audience]);
  return eventRows(after, change.now, events);
}

/** `obligation.created`, `obligation.status_changed` and `obligation.reminder` (issue 20), in due-date order. */
function obligationEvents(
  before: ReadonlyMap<string, ObligationFacts>,
  after: ReadonlyMap<string, ObligationFacts>,
): [EventType, Record<string, unknown>][] {
  const events: [EventType, Record<string, unknown>][] = [];
  for (const obligation of after.values()) {
    const facts = {
      obligationId: obligation.id,
      permitId: obligation.permitId,
      obligationType: obligation.type,
      obligationStatus: obligation.status,
      dueDate: obligation.dueDate,
    };
    const previous = before.get(obligation.id);
    if (previous === undefined) {
      events.push(['obligation.created', facts]);
      continue;
    }
    if (previous.status !== obligation.status) {
      events.push(['obligation.status_changed', { ...facts, previousObligationStatus: previous.status }]);
    }
    for (const reminder of obligation.remindersSent.filter((key) => !previous.remindersSent.includes(key))) {
      events.push(['obligation.reminder', { ...facts, reminder }]);
    }
  }
  return events;
}

/** Inserts events in the caller's transaction; call it after the audit rows (see above). */
export async function insertEvents(trx: Kysely<DB>, rows: readonly EventRow[]): Promise<void> {
  if (rows.length > 0)
    await trx
      .insertInto('events')
      .values([...rows])
      .execute();
}

/** An event that concerns an agency but no application (an endpoint disabled). */
export function agencyEvent(agencyCode: string, type: EventType, data: Record<string, unknown>, now: string): EventRow {
  return {
    event_id: newId(),
    type,
    agency_code: agencyCode,
    application_id: null,
    occurred_at: now,
    data: JSON.stringify({ sourceAgencyCode: agencyCode, ...data }),
  };
}
