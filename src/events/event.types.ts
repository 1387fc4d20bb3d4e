import { type Static, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { DateTime, Uuid } from '../http/schema-helpers.js';
import { vocabulary } from '../vocabulary/workflow.vocabulary.js';

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

export const EventData = Type.Object(
  {
    cnaApplicationUniqueNo: Type.Optional(Type.String({ description: 'The application’s registration number.' })),
    sourceAgencyCode: Type.String(),
    status: Type.Optional(Type.String({ description: 'The application’s workflow status after the change.' })),
    version: Type.Optional(
      Type.Integer({ description: 'The application’s version after the change (its ETag): drop an event older than what you hold.' }),
    ),
  },
  {
    additionalProperties: true,
    description:
      'What the event concerns: the application (registration number, agency, status and version after the change) and the ids of ' +
      'the notice, attachment, permit, agreement or endpoint the type names. Read the record back through the detail route.',
  },
);

export const Event = Type.Object(
  {
    id: { ...Uuid, description: 'Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.' },
    type: EventTypeSchema,
    timestamp: { ...DateTime, description: 'When the change committed (the time of the change).' },
    data: EventData,
  },
  { ...named('Event'), description: 'Something that changed in biopermit and concerns the agency (docs/EVENTS.md).' },
);
export type Event = Static<typeof Event>;
export type EventDataValue = Static<typeof EventData>;
