import { type Static, Type } from 'typebox';
import { AGENCY_CODE_PATTERN } from '../agencies/agency.service.js';
import { named } from '../http/openapi-components.js';
import { nullable } from '../http/schema-helpers.js';
import { CbdStatusSchema, PermitStatusSchema } from '../vocabulary/permit.vocabulary.js';
import {
  APPLICATION_STATUSES,
  ApplicationStatusSchema,
  ClockStateSchema,
  HOLD_REASON_MEANINGS,
  HoldReasonSchema,
  REFERRAL_BODY_MEANINGS,
  ReferralBodySchema,
} from '../vocabulary/workflow.vocabulary.js';
import { QueueNameSchema } from './queues.js';

/** The staff listing's query and answers (GET /api/v1/staff/applications, GET /api/v1/staff/workqueues). */

export const WORKQUEUE_DEFAULT_LIMIT = 50;
export const WORKQUEUE_MAX_LIMIT = 200;
export const SEARCH_MAX_LENGTH = 200;

const descriptionOf = (schema: unknown) => (schema as { description?: string }).description ?? '';
const oneOrSeveral = <T extends object>(item: T, what: string) =>
  Type.Optional(Type.Array(item, { minItems: 1, maxItems: 20, description: `${what} Repeat the parameter for several (any of them).` }));

const Instant = (what: string) => Type.Optional(Type.String({ format: 'date-time', description: what }));

export const SORT_MEANINGS = {
  due: 'Due date, soonest first; applications without one (not yet accepted, or paused with days left) after them, oldest received first.',
  updated: 'Last change, newest first.',
  received: 'Receipt, newest first.',
  waiting:
    'Waiting for the ABS Clearing-House publisher: the time `cbdStatus` last changed, oldest first. Only for a listing of ' +
    'permits (`queue=awaiting_publication` or a `cbdStatus` filter); the default of `awaiting_publication`.',
} as const;
export type WorkqueueSort = keyof typeof SORT_MEANINGS;

/** What selects and orders the listing: the query of a page but for its size and cursor, and all of the CSV export's. */
const LISTING_PARAMETERS = {
  queue: Type.Optional({ ...QueueNameSchema, description: `Only the applications of this workqueue. ${descriptionOf(QueueNameSchema)}` }),
  status: oneOrSeveral(ApplicationStatusSchema, `Only applications with this status. ${descriptionOf(ApplicationStatusSchema)}`),
  cbdStatus: oneOrSeveral(
    CbdStatusSchema,
    `Only applications whose permit's ABS Clearing-House publication is at this step (an application without a permit has none). ${descriptionOf(CbdStatusSchema)}`,
  ),
  hold: Type.Optional(
    Type.Union([Type.Literal('any'), Type.Literal('none'), ...Object.keys(HOLD_REASON_MEANINGS).map((r) => Type.Literal(r))], {
      description: `\`any\`: on hold; \`none\`: not on hold; a reason: on hold for it. ${descriptionOf(HoldReasonSchema)}`,
    }),
  ),
  referral: Type.Optional(
    Type.Union([Type.Literal('any'), Type.Literal('none'), ...Object.keys(REFERRAL_BODY_MEANINGS).map((b) => Type.Literal(b))], {
      description: `\`any\`: referred; \`none\`: not referred; a body: referred to it. ${descriptionOf(ReferralBodySchema)}`,
    }),
  ),
  assignee: Type.Optional(
    Type.String({
      pattern: '^(me|unassigned|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$',
      description: '`me`, `unassigned`, or a staff user id.',
    }),
  ),
  clockState: oneOrSeveral(ClockStateSchema, `Only applications whose clock is in this state. ${descriptionOf(ClockStateSchema)}`),
  agency: oneOrSeveral(Type.String({ pattern: AGENCY_CODE_PATTERN, maxLength: 32 }), 'Only applications of this source agency.'),
  applicationType: oneOrSeveral(Type.String({ minLength: 1, maxLength: 200 }), 'Only applications of this type.'),
  regionCode: oneOrSeveral(
    Type.String({ pattern: '^[0-9]{10}$' }),
    'Only applications with a location in this PSGC region (GET /api/v1/external/code-lists/psgc lists the codes).',
  ),
  provinceCode: oneOrSeveral(
    Type.String({ pattern: '^[0-9]{10}$' }),
    'Only applications with a location in this PSGC province (NCR: its region code, `1300000000`).',
  ),
  placeWarnings: Type.Optional(
    Type.Union([Type.Literal('any'), Type.Literal('none')], {
      description:
        '`any`: a location whose names did not all match the PSGC (or a city outside the province named); `none`: every location matched.',
    }),
  ),
  receivedFrom: Instant('Received at or after this instant.'),
  receivedTo: Instant('Received before this instant.'),
  changedFrom: Instant('Last changed at or after this instant.'),
  changedTo: Instant('Last changed before this instant.'),
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: SEARCH_MAX_LENGTH,
      description:
        'Search: registration number, agency application number, permittee name and email, species names (scientific and ' +
        'common) and place names. Every word must be a word of the application, the last may be its beginning; case and accents do not matter ' +
        '(`banos` finds Los Baños, `pena` finds Peña). Punctuation separates words.',
    }),
  ),
  sort: Type.Optional(
    Type.Union(
      Object.keys(SORT_MEANINGS).map((s) => Type.Literal(s)),
      {
        description: `Order (default \`due\`; \`waiting\` for \`awaiting_publication\`):\n${Object.entries(SORT_MEANINGS)
          .map(([sort, meaning]) => `- \`${sort}\`: ${meaning}`)
          .join('\n')}`,
      },
    ),
  ),
};

export const WorkqueueQuery = Type.Object(
  {
    ...LISTING_PARAMETERS,
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: WORKQUEUE_MAX_LIMIT, default: WORKQUEUE_DEFAULT_LIMIT, description: 'Page size.' }),
    ),
    cursor: Type.Optional(
      Type.String({ maxLength: 512, description: '`nextCursor` of the previous page; send the same filters and sort with it.' }),
    ),
  },
  { additionalProperties: false },
);
export type WorkqueueQuery = Static<typeof WorkqueueQuery>;

/** The CSV export's query: the listing's, every page of it. */
export const WorkqueueExportQuery = Type.Object(LISTING_PARAMETERS, { additionalProperties: false });
export type WorkqueueExportQuery = Static<typeof WorkqueueExportQuery>;

/** The parameters that may be repeated: a single one arrives as text and is made a list before validation. */
export const LIST_PARAMETERS = ['status', 'cbdStatus', 'clockState', 'agency', 'applicationType', 'regionCode', 'provinceCode'] as const;

export const WorkqueueRow = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    registrationNo: Type.String(),
    agencyCode: Type.String(),
    agencyApplicationNumber: Type.String(),
    permittee: Type.Object({ name: Type.String({ description: 'First, middle and last name.' }), email: Type.String() }),
    applicationType: Type.String(),
    status: ApplicationStatusSchema,
    flags: Type.Object(
      {
        hold: Type.Union([HoldReasonSchema, Type.Null()], { description: 'Why the application is on hold; null when it is not.' }),
        holdAnswerBy: nullable(Type.String({ format: 'date' }), { description: 'The date the applicant should answer the hold by.' }),
        referral: Type.Union([ReferralBodySchema, Type.Null()], {
          description: 'The body the application is referred to; null when none.',
        }),
        extended: Type.Boolean({ description: 'The processing time was extended.' }),
      },
      { additionalProperties: false },
    ),
    assignee: nullable(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        name: nullable(Type.String(), { description: 'Null for a user no longer known.' }),
      }),
    ),
    clock: Type.Object(
      {
        state: Type.Union([ClockStateSchema, Type.Null()], { description: 'Null before the clock starts (at acceptance).' }),
        paused: Type.Boolean(),
        dueDate: nullable(Type.String({ format: 'date' }), { description: 'Asia/Manila; null while unknown.' }),
        workingDaysUsed: Type.Integer({ minimum: 0 }),
        workingDaysLeft: nullable(Type.Integer({ minimum: 0 }), {
          description: 'Of the limit in force (with the extension); null before the clock starts.',
        }),
        limit: nullable(Type.Integer({ minimum: 1 }), {
          description: 'The limit in force, in working days; null before the clock starts.',
        }),
      },
      { additionalProperties: false },
    ),
    receivedAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    statusChangedAt: Type.String({ format: 'date-time' }),
    decidedAt: nullable(Type.String({ format: 'date-time' })),
    cbdStatus: Type.Union([CbdStatusSchema, Type.Null()], {
      description: "The ABS Clearing-House publication of the application's permit; null before a permit is issued.",
    }),
    cbdStatusChangedAt: nullable(Type.String({ format: 'date-time' }), {
      description: 'When `cbdStatus` last changed: how long the permit has waited for the publisher. Null with `cbdStatus`.',
    }),
    permitNo: nullable(Type.String(), {
      description: 'The permit the publication is about: the newest that no renewal or amendment superseded. Null before a permit.',
    }),
    permitStatus: Type.Union([PermitStatusSchema, Type.Null()], {
      description: 'The status of that permit (a revoked, suspended or expired permit shows so); null before a permit.',
    }),
  },
  { ...named('WorkqueueRow'), additionalProperties: false, description: 'An application as a workqueue table shows it.' },
);
export type WorkqueueRow = Static<typeof WorkqueueRow>;

export const WorkqueuePage = Type.Object(
  {
    items: Type.Array(WorkqueueRow),
    nextCursor: nullable(Type.String(), { description: 'Send it as `cursor` for the next page; null on the last page.' }),
  },
  { ...named('WorkqueuePage'), additionalProperties: false },
);
export type WorkqueuePage = Static<typeof WorkqueuePage>;

export const WorkqueueCounts = Type.Object(
  {
    queues: Type.Array(
      Type.Object(
        {
          queue: QueueNameSchema,
          description: Type.String(),
          count: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
    ),
    countedAt: Type.String({ format: 'date-time' }),
  },
  {
    ...named('WorkqueueCounts'),
    additionalProperties: false,
    description: 'The count of each workqueue the user sees (src/policy/workqueue.policy.ts), in the agencies the user works on.',
  },
);
export type WorkqueueCounts = Static<typeof WorkqueueCounts>;

export const ALL_STATUSES = APPLICATION_STATUSES;
