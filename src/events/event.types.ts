import { type Static, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { DateTime, Uuid } from '../http/schema-helpers.js';
import { vocabulary } from '../vocabulary/workflow.vocabulary.js';
import { EVENT_DATA } from './event-data.schemas.js';

/**
 * What biopermit tells agencies (issue 19): the event types and the one event object that the
 * webhooks deliver and the feed lists. Thin by design: a receiver reads the record back through the
 * detail route, and drops an event whose `version` is older than the one it holds.
 */

export const EVENT_TYPE_MEANINGS = {
  'application.received': 'A submission was stored: the application exists, `submitted`.',
  'application.status_changed': 'The application’s workflow status changed (`data.previousStatus` → `data.status`).',
  'notice.created': 'A notice the agency may read was written on the application (`data.noticeId`, `data.log`).',
  'attachment.status_changed':
    'A document of the application was uploaded or changed status (`data.attachmentId`, `data.attachmentStatus`, `data.previousAttachmentStatus`).',
  'permit.issued': 'A permit was issued on the application (`data.permitId`): an original, a renewal or an amendment.',
  'permit.status_changed':
    'A permit was suspended, reinstated, revoked, expired, superseded or voided (`data.permitId`, `data.permitStatus`, `data.previousPermitStatus`).',
  'permit.expiring':
    'A permit in force expires in 90, 30 or 7 days (`data.daysBefore`; `data.daysLeft` the calendar days left, `data.dateExpired` ' +
    'its Manila date); each once per permit.',
  'agreement.status_changed':
    'An agreement of the application was created or changed status (`data.agreementId`, `data.agreementStatus`, `data.previousAgreementStatus`).',
  'cbd_status.changed': 'The permit’s publication on the ABS Clearing-House moved (`data.cbdStatus`, `data.previousCbdStatus`).',
  'checkpoint_communique.received':
    'A checkpoint communiqué on the ABS Clearing-House names the permit’s IRCC: the permit’s material was declared at a checkpoint abroad.',
  'obligation.created':
    'A permit was issued or renewed with an obligation (`data.obligationId`, `data.obligationType`, `data.dueDate`, `data.permitId`).',
  'obligation.status_changed':
    'An obligation was submitted, accepted, rejected (back to pending), waived or became overdue (`data.obligationStatus`, ' +
    '`data.previousObligationStatus`).',
  'obligation.reminder':
    'An obligation is due in 30 or 7 days, today, or overdue (weekly): `data.reminder` is `due_in_30_days`, `due_in_7_days`, ' +
    '`due_today` or `overdue_N` (N weeks past the due date).',
  'permit.movement_registered':
    'The agency registered a movement of material collected under a permit (`data.movementId`, `data.movementKind`, `data.lineId`, ' +
    '`data.quantity`).',
  'webhook_endpoint.disabled':
    'One of the agency’s webhook endpoints failed for 5 days and was disabled (`data.endpointId`); fix it and enable it again.',
  'webhook.test': 'Sent by `POST /api/v1/external/webhooks/{id}/test` to that endpoint only; never in the feed.',
} as const;
export type EventType = keyof typeof EVENT_TYPE_MEANINGS;
export const EVENT_TYPES = Object.keys(EVENT_TYPE_MEANINGS) as EventType[];
export const EventTypeSchema = vocabulary(EVENT_TYPE_MEANINGS, 'Event type');
export const isEventType = (value: string): value is EventType => Object.hasOwn(EVENT_TYPE_MEANINGS, value);

/** What a subscriber may name in `eventTypes`: every type but the test, which goes to its endpoint whatever it names. */
export const SUBSCRIBABLE_EVENT_TYPES = EVENT_TYPES.filter((type) => type !== 'webhook.test');

const EventId = { ...Uuid, description: 'Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.' };
const EventTime = { ...DateTime, description: 'When the change committed (the time of the change).' };

/** `permit.issued` → `PermitIssuedEvent`: the name of the type's event in the OpenAPI document and generated clients. */
export function eventSchemaName(type: EventType): string {
  const words = type.split(/[._]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${words.join('')}Event`;
}

/** One type's event: the envelope every event has, its `type` fixed, and the type's own `data`. */
function eventSchema<T extends EventType>(type: T) {
  return Type.Object(
    { id: EventId, type: Type.Literal(type), timestamp: EventTime, data: EVENT_DATA[type] },
    { ...named(eventSchemaName(type)), description: EVENT_TYPE_MEANINGS[type] },
  );
}
type EventSchemaOf<T extends EventType> = ReturnType<typeof eventSchema<T>>;

/** Each type's event schema, by type: what its webhook delivers (event.webhooks.ts). */
export const EVENT_SCHEMAS = Object.fromEntries(EVENT_TYPES.map((type) => [type, eventSchema(type)])) as {
  readonly [T in EventType]: EventSchemaOf<T>;
};

/** The event of one type, as the feed lists it and its webhook delivers it. */
export type EventOf<T extends EventType> = Static<EventSchemaOf<T>>;
/** Any event: a union discriminated by `type`, so that checking `type` types `data`. */
export type Event = { [T in EventType]: EventOf<T> }[EventType];

/**
 * The event, one of the types' events told apart by `type` (`oneOf` with a `discriminator`; the
 * document adds its `mapping`, openapi-components.ts), so generated clients type each one.
 */
export const Event = Type.Unsafe<Event>({
  oneOf: EVENT_TYPES.map((type) => EVENT_SCHEMAS[type]),
  discriminator: { propertyName: 'type' },
  ...named('Event'),
  description:
    'Something that changed in biopermit and concerns the agency (docs/EVENTS.md): `type` says what, and which `data` the ' +
    'event carries. Thin by design: read the record back through the detail route. Fields may be added to `data`; ignore ' +
    'those you do not know.',
});

/** An event read back from storage before its type is looked at: the events' fields, not yet told apart by `type`. */
export type StoredEvent = { [K in keyof Event]: Event[K] };

/** A stored event as the union it is: the outbox writes each type's own `data` (test/events/event-schemas.test.ts holds it to the schemas). */
export const asEvent = (stored: StoredEvent): Event => stored as Event;
