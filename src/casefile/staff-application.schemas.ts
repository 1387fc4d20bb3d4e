import { type Static, Type } from 'typebox';
import { ApplicationDetail } from '../applications/application.schemas.js';
import { StaffAttachments } from '../attachments/attachment.schemas.js';
import { ClockReadingSchema } from '../clock/clock.schemas.js';
import { named } from '../http/openapi-components.js';
import { DateTime, NullableString, nullable, Uuid } from '../http/schema-helpers.js';
import { HEADERS, responseHeaders } from '../http/standard-responses.js';
import { LocationPlaceSchema, RequiredClearanceSchema } from '../places/place.schemas.js';
import {
  ApplicationStatusSchema,
  HoldReasonSchema,
  JournalActionSchema,
  NoticeTypeSchema,
  NoticeVisibilitySchema,
  ReferralBodySchema,
} from '../vocabulary/workflow.vocabulary.js';
import type { ActionDefinition } from '../workflow/actions/action.types.js';

/** The staff API's shapes of the workflow: the action bodies and the staff view of an application. */

const pascal = (name: string) => name.replace(/(^|_)([a-z])/g, (_m, _sep, letter: string) => letter.toUpperCase());

/** The body of one staff action: `action` and the action's fields, named `<Name>Action` in the document. */
export function actionBodySchema(definition: ActionDefinition) {
  return Type.Object(
    { action: Type.Literal(definition.name), ...definition.fields.properties },
    {
      additionalProperties: false,
      ...named(`${pascal(definition.name)}Action`),
      description:
        `${definition.summary} Roles: ${definition.roles.join(', ')}. From: ${definition.from.join(', ')}.` +
        (definition.needsAssignment ? ' The application must be assigned to you.' : ''),
    },
  );
}

/** Every staff action's body (the registry's staffActions, src/actions.ts), told apart by `action`. */
export const actionBody = (staffActions: readonly ActionDefinition[]) =>
  Type.Unsafe<{ action: string } & Record<string, unknown>>({
    oneOf: staffActions.map(actionBodySchema),
    discriminator: { propertyName: 'action' },
    description:
      'The action to take and its fields. Which actions you may take now is in the staff view (`allowedActions`); the table ' +
      'of actions, roles and notices is in docs/WORKFLOW.md.',
  });

const Person = Type.Object(
  {
    kind: Type.Union([Type.Literal('staff'), Type.Literal('agency'), Type.Literal('system'), Type.Literal('operator')]),
    id: Uuid,
    name: Type.String({ description: 'The staff user’s name, “Agency CODE”, “System” or “Operator”.' }),
  },
  { ...named('WorkflowActor'), description: 'Who acted.' },
);

const TimelineEntry = Type.Object(
  {
    sequence: Type.Integer({ minimum: 1 }),
    action: JournalActionSchema,
    actor: Person,
    role: nullable(Type.String(), { description: 'The role (src/policy/roles.ts) the staff user acted in; null for others.' }),
    payload: Type.Object({}, { additionalProperties: true, description: 'What the action recorded (its fields).' }),
    assignee: Type.Optional(
      Type.Union([Person, Type.Null()], {
        description: 'With `assigned`, `claimed` and `unassigned`: who was assigned, or unassigned (null: nobody was).',
      }),
    ),
    at: DateTime,
  },
  { ...named('TimelineEntry'), description: 'One entry of the journal.' },
);

const StaffNotice = Type.Object(
  {
    id: Uuid,
    log: NoticeTypeSchema,
    message: Type.String(),
    visibility: NoticeVisibilitySchema,
    author: Person,
    createdAt: DateTime,
  },
  { ...named('StaffNotice'), description: 'A notice, external or internal.' },
);

const Endorsement = Type.Object(
  { by: Person, at: DateTime, text: nullable(Type.String(), { description: 'The note the chief gave with it (`endorse`’s `text`).' }) },
  { ...named('Endorsement'), description: 'The endorsement of the recommendation: the second signature of the decision chain.' },
);

const ConfidentialLocation = Type.Object(
  {
    id: Uuid,
    latitude: nullable(Type.Number()),
    longitude: nullable(Type.Number()),
    address: NullableString,
    collectionStart: Type.String(),
    collectionEnd: Type.String(),
  },
  { ...named('ConfidentialLocation'), description: 'A location’s coordinates and address, as submitted.' },
);

export const StaffApplication = Type.Object(
  {
    id: Uuid,
    registrationNo: Type.String(),
    sourceAgencyCode: Type.String(),
    sourceAgencyApplicationNumber: Type.String(),
    version: Type.Integer({ minimum: 1, description: 'The version, also the `ETag`: send it as `If-Match` with an action.' }),
    status: ApplicationStatusSchema,
    statusChangedAt: DateTime,
    createdAt: DateTime,
    updatedAt: DateTime,
    hold: nullable(
      Type.Object({ reason: HoldReasonSchema, answerBy: nullable(Type.String({ format: 'date' })), since: DateTime, by: Person }),
      { description: 'The hold, when the application is on hold.' },
    ),
    referral: nullable(Type.Object({ body: ReferralBodySchema, since: DateTime, by: Person }), {
      description: 'The open referral to an external body.',
    }),
    assignee: Type.Union([Person, Type.Null()], { description: 'The staff user the application is assigned to.' }),
    extended: Type.Boolean({ description: 'Whether the one extension was granted.' }),
    acceptedAt: nullable(DateTime),
    decidedAt: nullable(DateTime),
    recommendation: nullable(
      Type.Object({
        recommendation: Type.Union([Type.Literal('approve'), Type.Literal('deny')]),
        by: Person,
        at: DateTime,
        reasons: nullable(Type.String(), { description: 'The grounds the evaluator gave (`recommend`’s `reasons`).' }),
      }),
      { description: 'The recommendation in force (voided by a return for evaluation).' },
    ),
    endorsement: Type.Union([Endorsement, Type.Null()], { description: 'The endorsement of that recommendation.' }),
    clock: ClockReadingSchema,
    allowedActions: Type.Array(Type.String(), {
      description: 'The actions you may take now (the `action` of POST …/actions), in the order of the workflow.',
    }),
    unavailableActions: Type.Array(
      Type.Object({
        action: Type.String({ description: 'The action (the `action` of POST …/actions).' }),
        reason: Type.String({ description: 'Why it is refused now, as the 409 `action_not_allowed` would say.' }),
      }),
      {
        description:
          'The actions your roles take in this status that are refused now, each with why (the application is not assigned ' +
          'to you, a document is missing…), in the order of the workflow: what the page says instead of hiding them.',
      },
    ),
    application: ApplicationDetail,
    confidential: Type.Object(
      {
        absLinkCode: NullableString,
        additionalNotes: NullableString,
        firstName: Type.String({ description: 'The permittee’s first name as submitted (the record joins the names in `name`).' }),
        middleName: NullableString,
        lastName: Type.String(),
        gender: NullableString,
        occupation: NullableString,
        employer: NullableString,
        employerAddress: NullableString,
        submittedBy: Uuid,
        locations: Type.Array(ConfidentialLocation),
      },
      { description: 'What the agency submitted that its records do not return.' },
    ),
    timeline: Type.Array(TimelineEntry, { description: 'The journal, oldest first.' }),
    notices: Type.Array(StaffNotice, { description: 'Every notice, internal ones too, oldest first.' }),
    documents: { ...StaffAttachments, description: 'The documents, internal ones too, and the checklist (issue 11 §2).' },
    places: Type.Array(LocationPlaceSchema, {
      description:
        'The PSGC codes of each location, beside its names (issue 21 §5), with what did not match (`warnings`: never a refusal). ' +
        'Empty for an application stored before the codes and not yet backfilled.',
    }),
    clearances: Type.Array(RequiredClearanceSchema, {
      description: 'The clearances the jurisdiction rules require (issue 21 §6); `recommend` waits until each is recorded.',
    }),
  },
  {
    ...named('StaffApplication'),
    description:
      'One application as staff see it: the workflow state and clock, the actions you may take now, the agency’s record ' +
      '(`application`), what the agency records leave out (`confidential`), the journal and every notice.',
  },
);
export type StaffApplication = Static<typeof StaffApplication>;

/** An answer that is the staff view, with its version as `ETag` (the view's route and the actions'). */
export const staffApplicationResponse = (description: string) => ({
  description,
  headers: responseHeaders(HEADERS.etag),
  content: { 'application/json': { schema: StaffApplication } },
});

export const ApplicationIdParams = Type.Object(
  {
    id: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'The application’s uuid or registration number.',
      examples: ['ABS-2026-000123'],
    }),
  },
  { additionalProperties: false },
);
