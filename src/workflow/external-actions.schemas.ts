import { type Static, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { DateTime } from '../http/schema-helpers.js';
import { ApplicationStatusSchema } from '../vocabulary/workflow.vocabulary.js';
import { respond } from './actions/respond.action.js';
import { withdraw } from './actions/withdraw.action.js';

/** The shapes of the agency's workflow operations (agency-actions.external.routes.ts). */

export const AgencyResponse = Type.Object(respond.fields.properties, {
  additionalProperties: false,
  ...named('AgencyResponse'),
  description: 'The agency’s answer to a deficiency notice or a request for information.',
});

export const Withdrawal = Type.Object(withdraw.fields.properties, {
  additionalProperties: false,
  ...named('Withdrawal'),
  description: 'The agency withdraws its application before the decision.',
});

export const ExternalActionResult = Type.Object(
  {
    cnaApplicationUniqueNo: Type.String({ description: 'The registration number.' }),
    action: Type.Union([Type.Literal('respond'), Type.Literal('withdraw')], { description: 'What was done.' }),
    status: ApplicationStatusSchema,
    updatedAt: DateTime,
  },
  { ...named('ExternalActionResult'), description: 'What the operation did: the status it left the application in, and when.' },
);
export type ExternalActionResult = Static<typeof ExternalActionResult>;

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: 255,
    pattern: '^[\\x21-\\x7E]+$',
    description:
      'A key you make for this request (a uuid does): a retry with the same key and body gets the same answer, without ' +
      'acting twice; the same key with another request is refused (422).',
    examples: ['5b0e7f5c-1f5e-4a55-9f0e-3d6c1c2f9a10'],
  }),
});
