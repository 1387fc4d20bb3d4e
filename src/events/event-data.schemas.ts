import { type TProperties, type TSchema, Type } from 'typebox';
import { component } from '../http/openapi-components.js';
import { Uuid } from '../http/schema-helpers.js';
import { ObligationStatusSchema as ObligationStatusVocabulary } from '../obligations/obligation.vocabulary.js';
import { AgreementStatusSchema as AgreementStatusVocabulary } from '../vocabulary/agreement.vocabulary.js';
import { AttachmentStatusSchema } from '../vocabulary/attachment.vocabulary.js';
import { CbdStatusSchema as CbdStatusVocabulary, PermitStatusSchema as PermitStatusVocabulary } from '../vocabulary/permit.vocabulary.js';
import {
  ApplicationStatusSchema as ApplicationStatusVocabulary,
  NoticeTypeSchema as NoticeTypeVocabulary,
} from '../vocabulary/workflow.vocabulary.js';
import type { EventType } from './event.types.js';

/**
 * The `data` of each event type (issue 27 §2): what the event tells, field by field, so that the
 * event is a union discriminated by `type` (event.types.ts) and agency clients generated from the
 * OpenAPI document type each one. These schemas describe what src/events/event.outbox.ts writes;
 * test/events/event-schemas.test.ts holds every event the service emits against them.
 *
 * They list every field but do not close the object: a field added later is not a breaking
 * change, and a receiver ignores what it does not know (docs/EVENTS.md).
 */

// The vocabularies the events name, each once in the document (a type of its own in generated clients).
const ApplicationStatusSchema = component('ApplicationStatus', ApplicationStatusVocabulary);
const NoticeTypeSchema = component('NoticeType', NoticeTypeVocabulary);
const PermitStatusSchema = component('PermitStatus', PermitStatusVocabulary);
const AgreementStatusSchema = component('AgreementStatus', AgreementStatusVocabulary);
const CbdStatusSchema = component('CbdStatus', CbdStatusVocabulary);
const ObligationStatusSchema = component('ObligationStatus', ObligationStatusVocabulary);

const agencyCode = Type.String({ description: 'The agency the event is for.' });

/** What every event about an application carries: which one, and its status and version after the change. */
const applicationFields = {
  cnaApplicationUniqueNo: Type.String({ description: 'The application’s registration number.' }),
  sourceAgencyCode: agencyCode,
  status: ApplicationStatusSchema,
  version: Type.Integer({
    minimum: 1,
    description: 'The application’s version after the change (its ETag): drop an event older than what you hold.',
  }),
};

const previous = <T extends TSchema>(schema: T, what: string) =>
  Type.Union([schema, Type.Null()], { description: `${what} before the change; null when it is new.` });

const obligationFields = {
  ...applicationFields,
  obligationId: Uuid,
  permitId: { ...Uuid, description: 'The permit that owes it.' },
  obligationType: Type.String({ description: 'The obligation’s code (setting `permits.obligations`), e.g. `collection_report`.' }),
  obligationStatus: ObligationStatusSchema,
  dueDate: Type.String({ format: 'date', description: 'When it is due (calendar date in Asia/Manila).' }),
};

const REMINDER_PATTERN = '^(due_in_30_days|due_in_7_days|due_today|overdue_[0-9]+)$';

function data<P extends TProperties>(properties: P, description: string) {
  return Type.Object(properties, { description });
}

/** Each event type's `data`, by type. */
export const EVENT_DATA = {
  'application.received': data(applicationFields, 'The application as stored: `submitted`, version 1.'),
  'application.status_changed': data(
    { ...applicationFields, previousStatus: ApplicationStatusSchema },
    'The application; `status` is the workflow status after the change, `previousStatus` the one before.',
  ),
  'notice.created': data(
    { ...applicationFields, noticeId: Uuid, log: NoticeTypeSchema },
    'The application and the notice (read it in the application’s detail).',
  ),
  'attachment.status_changed': data(
    {
      ...applicationFields,
      attachmentId: Uuid,
      attachmentStatus: AttachmentStatusSchema,
      previousAttachmentStatus: previous(AttachmentStatusSchema, 'The document’s status'),
    },
    'The application and the document.',
  ),
  'permit.issued': data(
    {
      ...applicationFields,
      permitId: Uuid,
      permitNo: Type.String({ description: 'The permit’s number, as printed on its certificate.' }),
      permitStatus: PermitStatusSchema,
    },
    'The application and the new permit.',
  ),
  'permit.status_changed': data(
    {
      ...applicationFields,
      permitId: Uuid,
      permitStatus: PermitStatusSchema,
      previousPermitStatus: PermitStatusSchema,
    },
    'The application and the permit: `permitStatus` after the change, `previousPermitStatus` before.',
  ),
  'permit.expiring': data(
    {
      ...applicationFields,
      permitId: Uuid,
      permitNo: Type.String({ description: 'The permit’s number, as printed on its certificate.' }),
      dateExpired: Type.String({ format: 'date', description: 'Its date of expiry (calendar date in Asia/Manila).' }),
      daysBefore: Type.Union([Type.Literal(90), Type.Literal(30), Type.Literal(7)], {
        description: 'Which reminder: 90, 30 or 7 days before the date of expiry.',
      }),
      daysLeft: Type.Integer({ minimum: 0, description: 'Calendar days left to the date of expiry when the reminder was sent.' }),
    },
    'The application and the permit about to expire.',
  ),
  'agreement.status_changed': data(
    {
      ...applicationFields,
      agreementId: Uuid,
      agreementStatus: AgreementStatusSchema,
      previousAgreementStatus: previous(AgreementStatusSchema, 'The agreement’s status'),
    },
    'The application and the agreement.',
  ),
  'cbd_status.changed': data(
    { ...applicationFields, cbdStatus: CbdStatusSchema, previousCbdStatus: previous(CbdStatusSchema, 'The publication’s status') },
    'The application and its publication on the ABS Clearing-House.',
  ),
  'checkpoint_communique.received': data(applicationFields, 'The application whose permit’s IRCC the communiqué names.'),
  'obligation.created': data(obligationFields, 'The application and the obligation.'),
  'obligation.status_changed': data(
    { ...obligationFields, previousObligationStatus: ObligationStatusSchema },
    'The application and the obligation: `obligationStatus` after the change, `previousObligationStatus` before.',
  ),
  'obligation.reminder': data(
    {
      ...obligationFields,
      reminder: Type.String({
        pattern: REMINDER_PATTERN,
        description: '`due_in_30_days`, `due_in_7_days`, `due_today`, or `overdue_N` (N weeks past the due date).',
      }),
    },
    'The application and the obligation the reminder is about.',
  ),
  'permit.movement_registered': data(
    {
      ...applicationFields,
      permitId: Uuid,
      movementId: Uuid,
      movementKind: Type.String({ description: '`domestic_transport`, `institution_transfer` or `export_abroad`.' }),
      lineId: { ...Uuid, description: 'The authorised line of the permit’s terms.' },
      quantity: Type.Number({ description: 'How much, in `unit`.' }),
      unit: Type.Union([Type.String(), Type.Null()], { description: 'The line’s unit.' }),
      destinationCountry: Type.Union([Type.String(), Type.Null()], { description: 'Export abroad: ISO 3166-1 alpha-2.' }),
    },
    'The application and the movement (docs/PERMITS.md, “Balance and movements”).',
  ),
  'webhook_endpoint.disabled': data(
    { sourceAgencyCode: agencyCode, endpointId: Uuid, url: Type.String({ description: 'The endpoint’s URL.' }) },
    'The endpoint disabled (no application).',
  ),
  'webhook.test': data({ sourceAgencyCode: agencyCode, endpointId: Uuid }, 'The endpoint tested (no application).'),
} satisfies Record<EventType, TSchema>;
