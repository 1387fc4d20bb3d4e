import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import type { StaffActor } from '../auth/actor.js';
import type { AbschConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { component } from '../http/openapi-components.js';
import { staffRoute } from '../http/route-audience.js';
import { nullable } from '../http/schema-helpers.js';
import { json } from '../http/standard-responses.js';
import { readProblems } from '../permits/permit.openapi.js';
import { assertMayReadApplicationOf } from '../policy/permit.policy.js';
import { mayReadApplicationOf } from '../policy/read.policy.js';
import { readSetting } from '../settings/settings.service.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import { CbdStatusSchema } from '../vocabulary/permit.vocabulary.js';
import { vocabulary } from '../vocabulary/workflow.vocabulary.js';
import { redactSecrets } from './absch.redact.js';
import {
  type CommuniqueRow,
  countCommuniquesPerYear,
  findApplicationCbdStatus,
  listCommuniques,
  listDrift,
  listPublications,
  PUBLICATION_STATE_MEANINGS,
  type PublicationRow,
} from './absch.repository.js';

/**
 * The publisher's view of the Clearing-House (issue 20 §5): per application, every publication with the
 * Clearing-House's answers (validation errors by field, the request, the IRCC and its link), the
 * checkpoint communiqués and the reconciliation's drift; and an overview for the queue and the dashboard.
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
type ApplicationAbsch = Static<typeof ApplicationAbsch>;

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

/** Where an IRCC is read: the Clearing-House's site beside its API (api.cbd.int → absch.cbd.int). */
export function irccUrlOf(config: AbschConfig | undefined, ircc: string | null): string | null {
  if (ircc === null) return null;
  const api = new URL(config?.apiUrl ?? 'https://api.cbd.int');
  const site = api.hostname.startsWith('api.') ? `${api.protocol}//absch.${api.hostname.slice(4)}` : api.origin;
  return `${site}/database/${encodeURIComponent(ircc)}`;
}

function parsed<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function publicationView(row: PublicationRow, config: AbschConfig | undefined) {
  // Redacted when stored too; again here for rows stored before that (issue 31).
  const redact = (text: string) => redactSecrets(text, [config?.password]);
  const orNull = (text: string | null) => (text === null ? null : redact(text));
  return {
    id: row.id,
    permitId: row.permit_id,
    intent: row.intent as 'submit' | 'update' | 'revoke',
    state: row.state as keyof typeof PUBLICATION_STATE_MEANINGS,
    documentIdentifier: row.document_identifier,
    workflowId: row.workflow_id,
    irccIdentifier: row.ircc_identifier,
    irccUrl: irccUrlOf(config, row.ircc_identifier),
    errors: parsed<{ code: string; property: string }[]>(row.errors, []).map((e) => ({
      code: redact(String(e.code)),
      property: redact(String(e.property)),
    })),
    reason: orNull(row.reason),
    lastError: orNull(row.last_error),
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    answer: parsed<Record<string, unknown> | null>(row.answer === null ? null : redact(row.answer), null),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function communiqueView(row: CommuniqueRow) {
  return {
    id: row.id,
    permitId: row.permit_id,
    recordIdentifier: row.record_identifier,
    irccIdentifier: row.ircc_identifier,
    checkpoints: parsed<string[]>(row.checkpoints, []),
    entity: row.entity,
    entityMismatch: row.entity_mismatch === 1,
    sourceCountries: parsed<string[]>(row.source_countries, []),
    publishedAt: row.published_at,
    receivedAt: row.received_at,
  };
}

async function applicationAbsch(
  db: Database['db'],
  config: AbschConfig | undefined,
  actor: StaffActor,
  idOrNumber: string,
): Promise<ApplicationAbsch> {
  const application = await findApplicationCbdStatus(db, idOrNumber);
  if (application === undefined) throw new AppError('not_found', `No application ${idOrNumber}`);
  assertMayReadApplicationOf(actor, application.agency_code, `application ${idOrNumber}`);
  const [publications, communiques, drift] = await Promise.all([
    listPublications(db, application.id),
    listCommuniques(db, application.id),
    listDrift(db, application.id),
  ]);
  return {
    applicationId: application.id,
    cbdStatus: application.cbd_status as ApplicationAbsch['cbdStatus'],
    configured: config !== undefined,
    automatic: await readSetting(db, 'absch.automatic_publication'),
    publications: publications.map((row) => publicationView(row, config)),
    communiques: communiques.map(communiqueView),
    drift: drift.map((d) => d.detail).join(' ') || null,
  };
}

export async function abschStaffRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; db: Database['db']; config: AbschConfig | undefined },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = options;
  app.get(
    '/api/v1/staff/applications/:id/absch',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getApplicationAbsch',
          summary: 'The permit’s publication on the ABS Clearing-House, its answers and checkpoint communiqués',
          description:
            'Every publication biopermit made of the application’s permits (action `publish_to_absch`, or the automatic publication) ' +
            'with the Clearing-House’s answers: validation errors by field, the Publishing Authority’s request and decision, the ' +
            'IRCC and its link; the checkpoint communiqués that name the IRCC (flagged when the entity named is not the holder); ' +
            'and what the nightly reconciliation found different.',
          params: Type.Object({
            id: Type.String({
              minLength: 1,
              maxLength: 100,
              description: 'The application’s id or registration number.',
              examples: ['ABS-2026-000123'],
            }),
          }),
          response: {
            200: json('The publication and its answers.', ApplicationAbsch),
            ...readProblems('No application with this id'),
          },
        },
      },
    ),
    async (request) => applicationAbsch(db, config, staffOf(request), request.params.id),
  );
  app.get(
    '/api/v1/staff/absch/overview',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getAbschOverview',
          summary: 'The Clearing-House at a glance: drift to look at, communiqués per year',
          description:
            'For the publisher’s queue and the dashboard: the permits whose Clearing-House record differs from what biopermit holds ' +
            '(the nightly reconciliation; limited to the user’s agencies), and the checkpoint communiqués received per year.',
          response: {
            200: json('The overview.', AbschOverview),
            ...readProblems('Never'),
          },
        },
      },
    ),
    async (request) => {
      const actor = staffOf(request);
      const drift = (await listDrift(db)).filter((d) => mayReadApplicationOf(actor, d.agencyCode));
      const years = await countCommuniquesPerYear(db);
      return {
        configured: config !== undefined,
        automatic: await readSetting(db, 'absch.automatic_publication'),
        drift: drift.map(({ agencyCode: _agency, ...row }) => row),
        communiquesPerYear: years.map((y) => ({ year: Number(y.year), count: Number(y.count), flagged: Number(y.flagged ?? 0) })),
      };
    },
  );
}
