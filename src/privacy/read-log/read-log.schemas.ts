import { type Static, Type } from 'typebox';
import { DateTime, Uuid } from '../../http/schema-helpers.js';

/** The staff API of issue 21 §1: who read a person's personal data (the access log). */

export const PersonalDataReadEntry = Type.Object(
  {
    readAt: { ...DateTime, description: 'The last of these reads.' },
    firstReadAt: { ...DateTime, description: 'The first of these reads.' },
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
