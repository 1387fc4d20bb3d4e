import { type Static, Type } from 'typebox';
import { Uuid } from '../../http/schema-helpers.js';
import { DataSubjectRequest } from '../requests/data-subject-request.schemas.js';

/** The answer to `POST /api/v1/staff/data-subjects/requests/{id}/erase` (issue 21 §2). */
export const ErasureOutcome = Type.Object(
  {
    requestId: Uuid,
    erased: Type.Array(Type.String(), {
      description: 'The registration numbers of the applications whose permittee data this request erased.',
    }),
    alreadyErased: Type.Integer({
      minimum: 0,
      description: 'Applications of the person erased earlier (by the retention job or a request).',
    }),
    request: {
      ...DataSubjectRequest,
      description: 'The request, closed by the erasure: its outcome says what was erased; its email, name and note are `[erased]`.',
    },
  },
  { additionalProperties: false },
);
export type ErasureOutcome = Static<typeof ErasureOutcome>;
