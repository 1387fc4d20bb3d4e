import { type Static, Type } from 'typebox';
import { DateTime, Uuid } from '../../http/schema-helpers.js';
import { Email, Name } from '../data-subjects/data-subject.schemas.js';

/** The staff API of issue 21 §1: data subjects' requests, their export and their closing. */

const IsoDate = Type.String({ format: 'date', description: 'A date in Asia/Manila, YYYY-MM-DD.' });

export const REQUEST_KIND_MEANINGS = {
  access: 'A copy of the personal data held about the person (RA 10173 §16 (c)).',
  rectification: 'The correction of inaccurate personal data (§16 (d)).',
  erasure: 'The erasure or blocking of personal data (§16 (e)).',
} as const;
export type RequestKind = keyof typeof REQUEST_KIND_MEANINGS;

export const RequestKindSchema = Type.Union([Type.Literal('access'), Type.Literal('rectification'), Type.Literal('erasure')], {
  description: `What the person asks for:\n${Object.entries(REQUEST_KIND_MEANINGS)
    .map(([kind, meaning]) => `- \`${kind}\`: ${meaning}`)
    .join('\n')}`,
});

export const NewDataSubjectRequest = Type.Object(
  {
    kind: RequestKindSchema,
    email: Type.Optional(Email),
    name: Type.Optional(Name),
    receivedOn: Type.Optional({ ...IsoDate, description: 'The day the request was received (Asia/Manila); today when left out.' }),
    note: Type.Optional(
      Type.String({ minLength: 1, maxLength: 2000, description: 'How the identity was checked, the channel, what exactly is asked.' }),
    ),
  },
  { additionalProperties: false },
);
export type NewDataSubjectRequest = Static<typeof NewDataSubjectRequest>;

export const DataSubjectRequest = Type.Object(
  {
    id: Uuid,
    kind: RequestKindSchema,
    email: Type.Union([Type.String(), Type.Null()]),
    name: Type.Union([Type.String(), Type.Null()]),
    receivedOn: IsoDate,
    dueOn: { ...IsoDate, description: '30 working days after `receivedOn` on the processing calendar (NPC Advisory 2021-01).' },
    status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
    overdue: Type.Boolean({ description: 'Open, and today (Asia/Manila) is after `dueOn`.' }),
    note: Type.Union([Type.String(), Type.Null()]),
    outcome: Type.Union([Type.String(), Type.Null()]),
    createdAt: DateTime,
    exportedAt: Type.Union([DateTime, Type.Null()]),
    closedAt: Type.Union([DateTime, Type.Null()]),
  },
  { additionalProperties: false },
);
export type DataSubjectRequest = Static<typeof DataSubjectRequest>;

export const DataSubjectRequestList = Type.Object(
  {
    requests: Type.Array(DataSubjectRequest, {
      description: 'Open ones first, by due date; then closed ones, newest first (at most 200).',
    }),
  },
  { additionalProperties: false },
);

export const DataSubjectRequestListQuery = Type.Object(
  { status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('closed')])) },
  { additionalProperties: false },
);

export const RequestIdParams = Type.Object({ id: Uuid }, { additionalProperties: false });

export const ExportChoice = Type.Object(
  {
    applicationIds: Type.Optional(
      Type.Array(Uuid, {
        minItems: 1,
        maxItems: 500,
        uniqueItems: true,
        description:
          "The applications the DPO confirmed as the person's, each one of those the request's email or name finds " +
          '(`findDataSubject`). Required when the request gives no email: a name alone is shared by others. Left out, the ' +
          "export is of every application the request's email finds.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ExportChoice = Static<typeof ExportChoice>;

export const CloseDataSubjectRequest = Type.Object(
  { outcome: Type.String({ minLength: 1, maxLength: 2000, description: 'What was answered, and how it was sent.' }) },
  { additionalProperties: false },
);
