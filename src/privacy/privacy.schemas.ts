import { type Static, Type } from 'typebox';

/** The staff API of issue 21 §1 and §3: data subjects, their requests, the access log, breaches. */

const Email = Type.String({
  minLength: 3,
  maxLength: 320,
  pattern: '^[^@\\s]+@[^@\\s]+$',
  description: 'An email address, matched whole, case-blind.',
});
const Name = Type.String({
  minLength: 2,
  maxLength: 200,
  description: 'A name or part of one (given, middle, last), matched word by word, case- and accent-blind (`Nino` finds `Niño`).',
});
const IsoDate = Type.String({ format: 'date', description: 'A date in Asia/Manila, YYYY-MM-DD.' });
const Instant = Type.String({ format: 'date-time' });
const Uuid = Type.String({ format: 'uuid' });

export const DataSubjectQuery = Type.Object(
  { email: Type.Optional(Email), name: Type.Optional(Name) },
  { additionalProperties: false, description: 'The person: an email, a name, or both (both must hold).' },
);
export type DataSubjectQuery = Static<typeof DataSubjectQuery>;

export const SubjectApplication = Type.Object(
  {
    id: Uuid,
    registrationNo: Type.String(),
    agencyCode: Type.String(),
    status: Type.String(),
    permitteeName: Type.String(),
    permitteeEmail: Type.String(),
    submittedAt: Instant,
  },
  { additionalProperties: false },
);

export const SubjectNotice = Type.Object(
  { id: Uuid, applicationId: Uuid, log: Type.String(), visibility: Type.String(), createdAt: Instant },
  { additionalProperties: false },
);

export const SubjectDocument = Type.Object(
  {
    id: Uuid,
    applicationId: Uuid,
    title: Type.String(),
    fileName: Type.String(),
    status: Type.String(),
    fileSize: Type.Union([Type.Integer(), Type.Null()]),
    createdAt: Instant,
  },
  { additionalProperties: false },
);

export const SubjectAuditRow = Type.Object(
  {
    id: Uuid,
    sequence: Type.Integer(),
    occurredAt: Instant,
    action: Type.String(),
    subjectType: Type.String(),
    subjectId: Type.String(),
    applicationId: Type.Union([Uuid, Type.Null()]),
  },
  { additionalProperties: false },
);

export const DataSubjectFindings = Type.Object(
  {
    applications: Type.Array(SubjectApplication, { description: 'Every application whose permittee is the person, oldest first.' }),
    notices: Type.Array(SubjectNotice),
    documents: Type.Array(SubjectDocument),
    auditRows: Type.Array(SubjectAuditRow, { description: 'Every audit row about those applications, in chain order.' }),
  },
  { additionalProperties: false },
);
export type DataSubjectFindings = Static<typeof DataSubjectFindings>;

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
    createdAt: Instant,
    exportedAt: Type.Union([Instant, Type.Null()]),
    closedAt: Type.Union([Instant, Type.Null()]),
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

export const PersonalDataReadEntry = Type.Object(
  {
    readAt: { ...Instant, description: 'The last of these reads.' },
    firstReadAt: { ...Instant, description: 'The first of these reads.' },
    count: Type.Integer({ minimum: 1, description: 'How many times this staff user read this (repeats collapsed into one entry).' }),
    staff: Type.Object({ id: Uuid, name: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false }),
    applicationId: Uuid,
    registrationNo: Type.String(),
    what: Type.Union([Type.Literal('staff_view'), Type.Literal('document_download'), Type.Literal('export')], {
      description:
        '`staff_view`: the application opened; `document_download`: a document (`detail`: its id, `document`: which); `export`: a data subject export (`detail`: the request).',
    }),
    detail: Type.Union([Type.String(), Type.Null()]),
    document: Type.Union(
      [Type.Object({ id: Uuid, title: Type.String(), fileName: Type.String() }, { additionalProperties: false }), Type.Null()],
      { description: 'The document downloaded (`document_download`), by its title and file name; null otherwise.' },
    ),
  },
  { additionalProperties: false },
);

export const PersonalDataReads = Type.Object(
  {
    reads: Type.Array(PersonalDataReadEntry, {
      description:
        'One entry per staff user, application, kind of read and document or request, with how many times: the latest read first, at most 500.',
    }),
  },
  { additionalProperties: false },
);
export type PersonalDataReads = Static<typeof PersonalDataReads>;

export const NewIncident = Type.Object(
  {
    summary: Type.String({ minLength: 1, maxLength: 4000, description: 'What happened: the nature of the breach.' }),
    occurredAt: Type.Optional({ ...Instant, description: 'When it happened, if known.' }),
    discoveredAt: { ...Instant, description: 'When the authority came to know of it: the 72 hours run from here.' },
    dataSubjects: Type.String({ minLength: 1, maxLength: 4000, description: 'Whose data, and which personal data.' }),
    affectedCount: Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'How many data subjects.' }),
    sensitive: Type.Optional(
      Type.Boolean({ description: 'Sensitive personal information is involved (date of birth, sex, government ids…).' }),
    ),
  },
  { additionalProperties: false },
);
export type NewIncident = Static<typeof NewIncident>;

export const Incident = Type.Object(
  {
    id: Uuid,
    summary: Type.String(),
    occurredAt: Type.Union([Instant, Type.Null()]),
    discoveredAt: Instant,
    dataSubjects: Type.String(),
    affectedCount: Type.Integer(),
    sensitive: Type.Boolean(),
    notificationMandatory: Type.Boolean({ description: 'Sensitive data, or 100 data subjects or more (NPC Circular 16-03 §11).' }),
    noticeDueAt: { ...Instant, description: '72 hours after `discoveredAt` (NPC Circular 16-03 §17).' },
    noticeRecordedAt: Type.Union([Instant, Type.Null()]),
    noticeDraft: Type.String({
      description:
        'The notice to the National Privacy Commission, filled from the incident and the DPO’s contact: the signed-in DPO (for an ' +
        'admin, the DPOs on staff) and the office of the `permits.authority` setting.',
    }),
    noticeText: Type.Union([Type.String(), Type.Null()], { description: 'The notice as sent, once recorded.' }),
    createdAt: Instant,
  },
  { additionalProperties: false },
);
export type Incident = Static<typeof Incident>;

export const IncidentList = Type.Object(
  { incidents: Type.Array(Incident, { description: 'Those awaiting their notice first, by deadline; then the others, newest first.' }) },
  { additionalProperties: false },
);

export const RecordIncidentNotice = Type.Object(
  {
    noticeText: Type.Optional(Type.String({ minLength: 1, maxLength: 20000, description: 'The notice as sent; the draft when left out.' })),
    sentAt: Type.Optional({ ...Instant, description: 'When it was sent; now when left out.' }),
  },
  { additionalProperties: false },
);
export type RecordIncidentNotice = Static<typeof RecordIncidentNotice>;
