import { type Static, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { nullable } from '../http/schema-helpers.js';

/** The audit trail as staff read it (GET /api/v1/staff/audit…). */

export const AUDIT_DEFAULT_LIMIT = 50;
export const AUDIT_MAX_LIMIT = 500;

export const AuditEntry = Type.Object(
  {
    sequence: Type.Integer({ minimum: 1, description: 'Its place in the chain.' }),
    id: Type.String({ format: 'uuid' }),
    occurredAt: Type.String({ format: 'date-time' }),
    actorKind: Type.String({ description: '`agency`, `staff`, `system` or `operator`.' }),
    actorId: Type.String({ format: 'uuid' }),
    actorName: nullable(Type.String(), { description: "The staff user's name, for staff actors (not part of the hashed record)." }),
    actorRole: nullable(Type.String()),
    action: Type.String({ description: 'What happened, `noun.verb`: `application.submitted`, `setting.changed`, `staff.login_failed`…' }),
    subjectType: Type.String(),
    subjectId: Type.String(),
    applicationId: nullable(Type.String({ format: 'uuid' })),
    agencyCode: nullable(Type.String()),
    requestId: nullable(Type.String()),
    clientAddress: nullable(Type.String()),
    details: Type.Unknown({ description: 'What the act carried (JSON), or null.' }),
    before: Type.Unknown({ description: 'What the act changed, as it was (JSON), or null.' }),
    after: Type.Unknown({ description: 'What the act changed, as it became (JSON), or null.' }),
    previousHash: Type.String({ description: 'The hash of the row before it in the chain.' }),
    hash: Type.String({ description: 'SHA-256 of the record (docs/adr/0006).' }),
  },
  { ...named('AuditEntry'), additionalProperties: false, description: 'One row of the tamper-evident audit trail.' },
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object(
  {
    items: Type.Array(AuditEntry),
    nextCursor: nullable(Type.String(), { description: 'Send it as `cursor` for the next page; null on the last page.' }),
  },
  { ...named('AuditPage'), additionalProperties: false },
);
export type AuditPage = Static<typeof AuditPage>;

const Limit = Type.Optional(
  Type.Integer({ minimum: 1, maximum: AUDIT_MAX_LIMIT, default: AUDIT_DEFAULT_LIMIT, description: 'Page size.' }),
);
const Cursor = Type.Optional(Type.String({ maxLength: 256, description: '`nextCursor` of the previous page, with the same filters.' }));
const From = Type.Optional(Type.String({ format: 'date-time', description: 'Rows that occurred at or after this instant.' }));
const To = Type.Optional(Type.String({ format: 'date-time', description: 'Rows that occurred before this instant.' }));
const ApplicationRef = Type.Optional(
  Type.String({ minLength: 1, maxLength: 64, description: 'Only rows of this application: its registration number or id.' }),
);

export const ApplicationAuditQuery = Type.Object({ limit: Limit, cursor: Cursor }, { additionalProperties: false });
export type ApplicationAuditQuery = Static<typeof ApplicationAuditQuery>;

export const ApplicationRefParams = Type.Object(
  {
    id: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'The registration number or the id of the application.',
      examples: ['ABS-2026-000123'],
    }),
  },
  { additionalProperties: false },
);

export const AuditTrailQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ format: 'uuid', description: 'Only rows of this actor (a staff user, API client, the system…).' })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only rows of this action, e.g. `setting.changed`.' })),
    subjectType: Type.Optional(
      Type.String({ minLength: 1, maxLength: 50, description: 'Only rows about this kind of subject, e.g. `staff_user`.' }),
    ),
    subjectId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Only rows about this subject (with `subjectType`).' }),
    ),
    application: ApplicationRef,
    from: From,
    to: To,
    limit: Limit,
    cursor: Cursor,
  },
  { additionalProperties: false },
);
export type AuditTrailQuery = Static<typeof AuditTrailQuery>;

export const AuditExportQuery = Type.Object({ from: From, to: To, application: ApplicationRef }, { additionalProperties: false });
export type AuditExportQuery = Static<typeof AuditExportQuery>;

export const AuditVerification = Type.Object(
  {
    ok: Type.Boolean({ description: 'The whole chain is intact.' }),
    rows: Type.Integer({ minimum: 0, description: 'Rows checked and found intact (up to the first broken one).' }),
    broken: nullable(
      Type.Object(
        {
          sequence: Type.Integer({ description: 'The first row that does not follow from those before it.' }),
          id: nullable(Type.String({ format: 'uuid' }), { description: 'Null when the row is missing.' }),
          problem: Type.String(),
        },
        { additionalProperties: false },
      ),
    ),
    checkedAt: Type.String({ format: 'date-time' }),
  },
  { ...named('AuditVerification'), additionalProperties: false },
);
export type AuditVerification = Static<typeof AuditVerification>;
