import { type Static, Type } from 'typebox';
import { DateTime, Uuid } from '../../http/schema-helpers.js';

/** The staff API of issue 21 §3: personal data breaches and their notice to the Commission. */

export const IncidentIdParams = Type.Object({ id: Uuid }, { additionalProperties: false });

export const NewIncident = Type.Object(
  {
    summary: Type.String({ minLength: 1, maxLength: 4000, description: 'What happened: the nature of the breach.' }),
    occurredAt: Type.Optional({ ...DateTime, description: 'When it happened, if known.' }),
    discoveredAt: { ...DateTime, description: 'When the authority came to know of it: the 72 hours run from here.' },
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
    occurredAt: Type.Union([DateTime, Type.Null()]),
    discoveredAt: DateTime,
    dataSubjects: Type.String(),
    affectedCount: Type.Integer(),
    sensitive: Type.Boolean(),
    notificationMandatory: Type.Boolean({ description: 'Sensitive data, or 100 data subjects or more (NPC Circular 16-03 §11).' }),
    noticeDueAt: { ...DateTime, description: '72 hours after `discoveredAt` (NPC Circular 16-03 §17).' },
    noticeRecordedAt: Type.Union([DateTime, Type.Null()]),
    noticeDraft: Type.String({
      description:
        'The notice to the National Privacy Commission, filled from the incident and the DPO’s contact: the signed-in DPO (for an ' +
        'admin, the DPOs on staff) and the office of the `permits.authority` setting.',
    }),
    noticeText: Type.Union([Type.String(), Type.Null()], { description: 'The notice as sent, once recorded.' }),
    createdAt: DateTime,
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
    sentAt: Type.Optional({ ...DateTime, description: 'When it was sent; now when left out.' }),
  },
  { additionalProperties: false },
);
export type RecordIncidentNotice = Static<typeof RecordIncidentNotice>;
