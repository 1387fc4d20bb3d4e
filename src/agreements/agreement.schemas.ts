import { Type } from 'typebox';
import { component } from '../http/openapi-components.js';
import { DateTime, nullable, optionalText, requiredText, Uuid } from '../http/schema-helpers.js';
import { problemResponse } from '../http/standard-responses.js';
import { AgreementKindSchema, AgreementStatusSchema } from '../vocabulary/agreement.vocabulary.js';

/** The staff API's shapes of agreements (named components of the document), and the problems their routes answer with. */

export const StaffAgreement = component(
  'StaffAgreement',
  Type.Object(
    {
      id: Uuid,
      applicationId: Uuid,
      kind: AgreementKindSchema,
      title: Type.String(),
      description: nullable(Type.String()),
      status: AgreementStatusSchema,
      statusReason: nullable(Type.String()),
      fileName: nullable(Type.String({ description: 'The signed file, once uploaded.' })),
      fileExtension: nullable(Type.String()),
      createdBy: Uuid,
      fileUploadedBy: nullable(Uuid),
      createdAt: DateTime,
      executedAt: nullable(DateTime),
      updatedAt: nullable(DateTime),
      allowedActions: Type.Array(AgreementStatusSchema, {
        description:
          'The steps you may take now: each a `to` of POST …/agreements/{id}/status, in the order of the steps (`executed` once the ' +
          'signed file is uploaded). Decided by the same policy that accepts or refuses the step.',
      }),
      mayUploadSignedFile: Type.Boolean({
        description: 'Whether you may upload (or replace) the signed file now: while a draft or for signature, with a writing role.',
      }),
    },
    { additionalProperties: false, description: 'An agreement of an application as staff see it (the agency’s `moa` has no status).' },
  ),
);

export const AgreementCreate = component(
  'AgreementCreate',
  Type.Object(
    { kind: AgreementKindSchema, title: requiredText(500, 'Title of the agreement.'), description: optionalText(2000, 'What it covers.') },
    { additionalProperties: false },
  ),
);
export const AgreementStatusChange = component(
  'AgreementStatusChange',
  Type.Object(
    { to: AgreementStatusSchema, reason: optionalText(2000, 'Required to terminate; kept with the status.') },
    { additionalProperties: false },
  ),
);

/** The problems of an agreement route: `write` adds the refusals of a change. */
export const agreementProblems = (what: string, write: boolean) => ({
  400: problemResponse(400, 'The body or a parameter is not valid: `errors` names each field.'),
  401: problemResponse(401, 'No valid staff session.'),
  403: problemResponse(
    403,
    write ? 'The CSRF header is missing or wrong, or the roles do not allow writing agreements.' : 'Second factor enrolment required.',
  ),
  404: problemResponse(404, `${what}, or it belongs to an agency this user is not limited to.`),
  ...(write
    ? {
        409: problemResponse(
          409,
          '`action_not_allowed`: the agreement’s status, or the application’s, does not allow it; `detail` says why.',
        ),
      }
    : {}),
  500: problemResponse(500, 'Unexpected error; quote requestId.'),
  503: problemResponse(503, 'The database or the blob store cannot be reached now; retry after `Retry-After` seconds.'),
});
