import { type Static, Type } from 'typebox';
import { component } from '../http/openapi-components.js';
import { nullable } from '../http/schema-helpers.js';
import { CbdStatusSchema } from '../vocabulary/permit.vocabulary.js';
import { vocabulary } from '../vocabulary/workflow.vocabulary.js';
import { PUBLICATION_STATE_MEANINGS } from './absch.repository.js';

/**
 * The publisher's view of the Clearing-House (issue 20 §5): per application, every publication with the
 * Clearing-House's answers, the checkpoint communiqués and the reconciliation's drift; and an overview
 * for the queue and the dashboard. Named components of the OpenAPI document.
 */

const ValidationError = Type.Object(
  {
    code: Type.String({ description: 'The Clearing-House’s code, e.g. `Error.Mandatory`.' }),
    property: Type.String({ description: 'The field, e.g. `absCNA`, `usages[0].identifier`.' }),
  },
  { additionalProperties: false },
);

const Publication = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    permitId: Type.String({ format: 'uuid' }),
    intent: Type.Union([Type.Literal('submit'), Type.Literal('update'), Type.Literal('revoke')]),
    state: vocabulary(PUBLICATION_STATE_MEANINGS, 'Where the publication stands'),
    documentIdentifier: Type.String({ description: 'The record’s identifier on the Clearing-House.' }),
    workflowId: nullable(Type.String(), { description: 'The Publishing Authority’s request.' }),
    irccIdentifier: nullable(Type.String()),
    irccUrl: nullable(Type.String(), { description: 'Where the IRCC is read on the Clearing-House.' }),
    errors: Type.Array(ValidationError, { description: 'The validation errors, by field (state `invalid`).' }),
    reason: nullable(Type.String(), { description: 'The Publishing Authority’s reason for a rejection.' }),
    lastError: nullable(Type.String(), { description: 'Why the last attempt failed (it is tried again at `nextAttemptAt`).' }),
    attempts: Type.Integer({ minimum: 0 }),
    nextAttemptAt: nullable(Type.String({ format: 'date-time' })),
    answer: nullable(Type.Object({}, { additionalProperties: true }), { description: 'The Clearing-House’s last answer.' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

const Communique = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    permitId: Type.String({ format: 'uuid' }),
    recordIdentifier: Type.String({ description: 'The communiqué’s record on the Clearing-House.' }),
    irccIdentifier: Type.String(),
    checkpoints: Type.Array(Type.String()),
    entity: nullable(Type.String(), { description: 'The entity the communiqué names as having received PIC.' }),
    entityMismatch: Type.Boolean({ description: 'Flagged: the entity named is not the permit’s holder.' }),
    sourceCountries: Type.Array(Type.String()),
    publishedAt: nullable(Type.String()),
    receivedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const ApplicationAbsch = component(
  'ApplicationAbsch',
  Type.Object(
    {
      applicationId: Type.String({ format: 'uuid' }),
      cbdStatus: Type.Union([CbdStatusSchema, Type.Null()]),
      configured: Type.Boolean({ description: 'Whether biopermit publishes itself (ABSCH_EMAIL, ABSCH_PASSWORD); else by hand.' }),
      automatic: Type.Boolean({ description: 'The setting absch.automatic_publication.' }),
      publications: Type.Array(Publication, { description: 'Newest first.' }),
      communiques: Type.Array(Communique, { description: 'Where the permit’s material was declared: oldest first.' }),
      drift: nullable(Type.String(), { description: 'What the nightly reconciliation found different on the Clearing-House.' }),
    },
    { additionalProperties: false },
  ),
);
export type ApplicationAbsch = Static<typeof ApplicationAbsch>;

const DriftRow = Type.Object(
  {
    permitId: Type.String({ format: 'uuid' }),
    applicationId: Type.String({ format: 'uuid' }),
    registrationNo: Type.String(),
    permitNo: Type.String(),
    detail: Type.String(),
    foundAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const AbschOverview = component(
  'AbschOverview',
  Type.Object(
    {
      configured: Type.Boolean(),
      automatic: Type.Boolean(),
      drift: Type.Array(DriftRow, { description: 'Permits whose Clearing-House record differs from what biopermit holds.' }),
      communiquesPerYear: Type.Array(
        Type.Object(
          { year: Type.Integer(), count: Type.Integer({ minimum: 0 }), flagged: Type.Integer({ minimum: 0 }) },
          { additionalProperties: false },
        ),
        { description: 'Checkpoint communiqués received per year (the Nagoya Protocol’s national report asks for it).' },
      ),
    },
    { additionalProperties: false },
  ),
);
export type AbschOverview = Static<typeof AbschOverview>;
