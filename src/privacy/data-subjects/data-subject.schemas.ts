import { type Static, Type } from 'typebox';
import { DateTime, Uuid } from '../../http/schema-helpers.js';

/** The staff API of issue 21 §1: a person named by email and/or name, and what is held about them. */

export const Email = Type.String({
  minLength: 3,
  maxLength: 320,
  pattern: '^[^@\\s]+@[^@\\s]+$',
  description: 'An email address, matched whole, case-blind.',
});
export const Name = Type.String({
  minLength: 2,
  maxLength: 200,
  description: 'A name or part of one (given, middle, last), matched word by word, case- and accent-blind (`Nino` finds `Niño`).',
});

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
    submittedAt: DateTime,
  },
  { additionalProperties: false },
);

export const SubjectNotice = Type.Object(
  { id: Uuid, applicationId: Uuid, log: Type.String(), visibility: Type.String(), createdAt: DateTime },
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
    createdAt: DateTime,
  },
  { additionalProperties: false },
);

export const SubjectAuditRow = Type.Object(
  {
    id: Uuid,
    sequence: Type.Integer(),
    occurredAt: DateTime,
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
