import type { Insertable, Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { ObservedEvent } from '../applications/change-observer.js';
import { EVENTS_CHANNEL, notifyAtCommit } from '../db/notifications.js';
import type { ApplicationNoticeTable, ApplicationTable, DB, EventTable } from '../db/schema.js';
import { recordAppendedEvents } from '../observability/event-spans.js';
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

export interface WrittenChange {
  readonly before: ApplicationState;
  readonly after: ApplicationState;
  readonly notices: readonly ApplicationNoticeTable[];
  /** What the capabilities' observers found (change-observer.ts), in the registry's order. */
  readonly observed: readonly ObservedEvent[];
  /** The change's internal events (internal-events.ts), after its published ones. */
  readonly internal?: readonly InternalEventDraft[];
  readonly now: string;
}

/**
 * The events a change of the write path makes, in a fixed order: its status, its notices, what the
 * capabilities' observers found (documents, permits, agreements, publication, obligations: the
 * registry's order, src/actions.ts); then the internal ones.
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
  events.push(...change.observed);
  for (const internal of change.internal ?? []) events.push([internal.type, internal.data, internal.audience]);
  return eventRows(after, change.now, events);
}

/**
 * Inserts events in the caller's transaction; call it after the audit rows (see above). On PostgreSQL
 * its commit also wakes the feed's long polls and the dispatchers of every process (db/notifications.ts).
 * With tracing on, each row keeps the active span's traceparent, for its deliveries' links (src/observability/).
 */
export async function insertEvents(trx: Kysely<DB>, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const traceparent = recordAppendedEvents(rows);
  await trx
    .insertInto('events')
    .values(traceparent === undefined ? [...rows] : rows.map((row) => ({ ...row, traceparent })))
    .execute();
  await notifyAtCommit(trx, EVENTS_CHANNEL);
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
