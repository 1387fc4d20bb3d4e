import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { staffRoute } from '../http/route-audience.js';
import { HEADERS, json, problemResponse } from '../http/standard-responses.js';
import type { PermitDeps } from '../permits/permit.deps.js';
import type { SettingsReader } from '../settings/settings.cache.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { OptionalIdempotencyHeaders } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import type { WorkflowDeps } from '../workflow/workflow.engine.js';
import { AssignmentBatch, BatchAnswer, CertificateBatch, DocumentReviewBatch, MAX_BATCH_ITEMS, PublicationBatch } from './bulk.schemas.js';
import { assignApplications, type BatchRequest, publishPermits, reviewDocuments } from './bulk-actions.service.js';
import { printCertificates } from './bulk-certificates.service.js';

export interface BulkRouteOptions {
  readonly auth: StaffAuthentication;
  readonly settings: SettingsReader;
  readonly actions: ActionRegistry;
  /** What the permit actions and the certificates' reads need (signing keys, the blob store, the Clearing-House's configuration). */
  readonly permits: PermitDeps;
}

const ANSWER =
  'Each item is the single action, with its policy, journal, notice, audit row and events, in a transaction of its own, ' +
  'taken in the order sent on the application as it is now (no If-Match). A refused item writes nothing and does not stop ' +
  'the others: the answer (200) lists every item with `outcome` `done` or `refused`, and for a refused one the `problem` ' +
  'the single action would have answered. The request itself is refused, and nothing tried, when it is not valid (400: ' +
  `no items, more than ${MAX_BATCH_ITEMS}, an item named twice) or when your roles allow none of its actions (403). With an ` +
  'Idempotency-Key, each item is recorded under the key: a retry of the same request replays the items done (`replayed`) ' +
  'and tries the refused ones again.';

const batchProblems = {
  400: problemResponse(400, 'The body is not valid: no items, too many, an item named twice (`errors` names it), or a field.'),
  ...sessionProblems,
  413: problemResponse(413, 'The body is too large.'),
  415: problemResponse(415, 'The body is not JSON.'),
  503: problemResponse(503, 'The database is unreachable; retry after `Retry-After` seconds.', [HEADERS.retryAfter]),
};

const batchResponses = (done: string) => ({ 200: json(`Every item, ${done} or refused.`, BatchAnswer), ...batchProblems });

function batchRequest(request: FastifyRequest & { headers: { 'idempotency-key'?: string | undefined } }): BatchRequest {
  return {
    actor: staffOf(request),
    audit: auditContextOf(request),
    context: { instance: request.url.split('?')[0] ?? request.url, requestId: request.id, log: request.log },
    idempotencyKey: request.headers['idempotency-key'],
  };
}

/** Outcomes travel in a header next to the PDF: JSON with every character past ASCII escaped, as a header must be. */
function asHeader(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The staff's batches (issue 32 §4, docs/STAFF-API.md "Batches"): many documents, assignments, publications or certificates at once. */
export async function bulkRoutes(fastify: FastifyInstance, options: BulkRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const workflow: WorkflowDeps = {
    db: options.auth.deps.db,
    actions: options.actions,
    settings: options.settings,
    permits: options.permits,
  };

  app.post(
    '/api/v1/staff/bulk/document-reviews',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'reviewDocumentsInBulk',
          summary: 'Accept or reject several documents at once',
          description: `Each item takes \`accept_document\` or \`reject_document\` (with \`reasons\`) on the document’s application. ${ANSWER}`,
          headers: OptionalIdempotencyHeaders,
          body: DocumentReviewBatch,
          response: batchResponses('accepted, rejected'),
        },
      },
    ),
    async (request) => reviewDocuments(workflow, batchRequest(request), request.body.items),
  );

  app.post(
    '/api/v1/staff/bulk/assignments',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'assignApplicationsInBulk',
          summary: 'Assign several applications to one staff user at once',
          description:
            'Each application takes `assign` to `assigneeId`, refused for an application the user cannot take the next action of ' +
            `(the directory’s \`assignableTo\`). ${ANSWER}`,
          headers: OptionalIdempotencyHeaders,
          body: AssignmentBatch,
          response: batchResponses('assigned'),
        },
      },
    ),
    async (request) => assignApplications(workflow, batchRequest(request), request.body),
  );

  app.post(
    '/api/v1/staff/bulk/absch-publications',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'publishPermitsInBulk',
          summary: 'Ask the Clearing-House publication of several permits at once',
          description:
            'Each permit takes `publish_to_absch` on its application (the absch-publish job then submits it); a permit since ' +
            `superseded is refused naming the permit that replaced it. ${ANSWER}`,
          headers: OptionalIdempotencyHeaders,
          body: PublicationBatch,
          response: batchResponses('queued for publication'),
        },
      },
    ),
    async (request) => publishPermits(workflow, batchRequest(request), request.body.permitNos),
  );

  app.post(
    '/api/v1/staff/bulk/certificates',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'printCertificatesInBulk',
          summary: 'Several permits’ current certificates as one PDF, to print',
          description:
            'The current certificate of each permit (the signed scan when one was uploaded, else the PDF generated at issue), its ' +
            'pages appended in the order asked; each read is logged as the single download is (`permit.certificate_downloaded`). ' +
            'A scan in PNG or JPEG is one A4 page; a TIFF scan is refused (download it alone). A refused permit does not stop ' +
            'the others: the `Bulk-Results` header lists every permit with its `outcome` and, when refused, its `problem`. ' +
            'When none can be printed, a 422 `batch_refused` lists them in `results`. A POST: the request is a list, and each ' +
            'read is written to the audit trail.',
          body: CertificateBatch,
          response: {
            200: {
              description: 'The certificates, one PDF (`Content-Disposition: inline`).',
              headers: {
                'Bulk-Results': {
                  type: 'string',
                  description:
                    'JSON (characters past ASCII escaped): `{done, refused, results}`, each result as in the other batches’ answer.',
                },
              },
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            },
            ...batchProblems,
            422: problemResponse(422, 'No certificate could be printed: `results` lists each permit and why.'),
          },
        },
      },
    ),
    async (request, reply) => {
      const { actor, audit, context } = batchRequest(request);
      const { pdf, answer } = await printCertificates(options.permits, { actor, audit, context }, request.body.permitNos);
      if (pdf === undefined) {
        throw new AppError('batch_refused', 'None of the certificates could be printed: `results` says why for each', {
          members: { results: answer.results },
        });
      }
      return reply
        .header('bulk-results', asHeader(answer))
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="certificates.pdf"')
        .send(Buffer.from(pdf));
    },
  );
}
