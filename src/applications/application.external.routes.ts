import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import { AppError } from '../http/errors.js';
import { externalRoute } from '../http/route-audience.js';
import { bodyPerMediaType } from '../http/schema-helpers.js';
import { HEADERS, problemResponse, responseHeaders, standardResponses } from '../http/standard-responses.js';
import { detailExample, listItemExample, receiptExample } from './application.examples.js';
import {
  AgencyParams,
  ApplicationDetail,
  ApplicationList,
  DetailParams,
  LIST_DEFAULT_LIMIT,
  ListQuery,
  SubmissionPlan,
  SubmissionReceipt,
} from './application.schemas.js';
import { type ApplicationServiceDeps, getApplicationDetailJson, listApplications, submitApplication } from './application.service.js';
import { planSubmission } from './submission.plan.js';
import { ApplicationSubmission, submissionExample } from './submission.schema.js';

export interface ApplicationRouteOptions {
  readonly deps: ApplicationServiceDeps;
  /** Absolute base for Location and Link headers; relative headers when undefined. */
  readonly publicBaseUrl: string | undefined;
}

export const SUBMISSION_MEDIA_TYPES = ['application/json-patch+json', 'application/json'] as const;

function detailPath(registrationNo: string, agencyCode: string): string {
  return `/api/v1/external/application/${encodeURIComponent(registrationNo)}/agency/${encodeURIComponent(agencyCode)}`;
}

/** The submission and its dry run take the same media types. */
async function requireSubmissionMediaType(request: FastifyRequest): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(SUBMISSION_MEDIA_TYPES as readonly string[]).includes(type)) {
    throw new AppError('unsupported_media_type', `Send the body as ${SUBMISSION_MEDIA_TYPES.join(' or ')}, not "${type || 'nothing'}"`);
  }
}

/** A stored rendering is JSON already (adr/0001): sent as it is, not through the response schema's serializer. */
function sendRendered(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export async function applicationRoutes(fastify: FastifyInstance, options: ApplicationRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;
  const base = options.publicBaseUrl ?? '';
  const submissionSchema = { ...ApplicationSubmission, examples: [submissionExample] };

  app.post(
    '/api/v1/external/application',
    externalRoute(
      { scope: SCOPES.write },
      {
        onRequest: requireSubmissionMediaType,
        schema: {
          tags: ['Applications'],
          operationId: 'submitApplication',
          summary: 'Submit an application',
          description:
            'Stores the whole application (applicant, locations, species) in one transaction and assigns its registration ' +
            'number (`cnaApplicationUniqueNo`). Idempotent on (sourceAgencyCode, sourceAgencyApplicationNumber): the same body ' +
            'again returns 200 with the same application; a different body under that number is a 409. Nothing is stored on any ' +
            'error. Needs scope `applications:write`.',
          body: bodyPerMediaType(SUBMISSION_MEDIA_TYPES, submissionSchema),
          response: {
            200: {
              description: 'The same body was submitted before: the existing application. `Location` is its detail URL.',
              headers: responseHeaders(HEADERS.location),
              content: { 'application/json': { schema: SubmissionReceipt, example: receiptExample } },
            },
            201: {
              description: 'Created. `Location` is the detail URL.',
              headers: responseHeaders(HEADERS.location),
              content: { 'application/json': { schema: SubmissionReceipt, example: receiptExample } },
            },
            ...standardResponses({ authenticated: true, jsonBody: true, rateLimited: true }),
            409: problemResponse(
              409,
              'An application with this sourceAgencyApplicationNumber exists with different content: send a new number, or the same body.',
            ),
          },
        },
      },
    ),
    async (request, reply) => {
      const { receipt, created } = await submitApplication(deps, principalOf(request), request.body, request.id, request.ip);
      if (created) request.log.info({ registrationNo: receipt.registrationNo }, 'application submitted');
      return reply
        .code(created ? 201 : 200)
        .header('location', `${base}${detailPath(receipt.registrationNo, receipt.sourceAgencyCode)}`)
        .send(receipt);
    },
  );

  app.post(
    '/api/v1/external/application/validation',
    externalRoute(
      { scope: SCOPES.write },
      {
        onRequest: requireSubmissionMediaType,
        schema: {
          tags: ['Applications'],
          operationId: 'validateApplication',
          summary: 'Check a submission before sending it (dry run)',
          description:
            'Takes the same body as `submitApplication` and stores nothing. A body the submission would refuse is refused the ' +
            'same way (the same problem+json, every field at once; a different body under an agency number used before is a ' +
            "409). A valid body gets 200 with what biopermit would make of it: each location's PSGC codes and warnings, the " +
            'clearances the jurisdiction rules would require, the checklist of documents of its type and its processing time. ' +
            'Needs scope `applications:write`.',
          body: bodyPerMediaType(SUBMISSION_MEDIA_TYPES, submissionSchema),
          response: {
            200: {
              description: 'The submission would be accepted; this is what it would be given. Nothing was stored.',
              content: { 'application/json': { schema: SubmissionPlan } },
            },
            ...standardResponses({ authenticated: true, jsonBody: true, rateLimited: true }),
            409: problemResponse(
              409,
              'An application with this sourceAgencyApplicationNumber exists with different content: the submission would be refused.',
            ),
          },
        },
      },
    ),
    async (request, reply) => reply.send(await planSubmission(deps.db, principalOf(request), request.body)),
  );

  app.get(
    '/api/v1/external/application/agency/:sourceAgencyCode',
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: ['Applications'],
          operationId: 'listApplications',
          summary: 'List the applications of an agency',
          description:
            'Newest first (by `createdAt`; by `updatedAt` when `updatedSince` is given). Keyset paging: follow ' +
            '`Link: <…>; rel="next"` until it is absent. `X-Total-Count` counts every application matching `status` and ' +
            '`applicationType` (not only this page); it is left out when `updatedSince` is given. To stay in sync, poll with ' +
            '`updatedSince` set a little before the newest `updatedAt` you have seen. Needs scope `applications:read`.',
          params: AgencyParams,
          querystring: ListQuery,
          response: {
            200: {
              description: 'A page of applications.',
              headers: responseHeaders(HEADERS.link, HEADERS.totalCount),
              content: { 'application/json': { schema: ApplicationList, example: [listItemExample] } },
            },
            ...standardResponses({ authenticated: true, rateLimited: true }),
          },
        },
      },
    ),
    async (request, reply) => {
      const { sourceAgencyCode } = request.params;
      const query = request.query;
      const limit = query.limit ?? LIST_DEFAULT_LIMIT;
      const result = await listApplications(deps, principalOf(request), {
        agencyCode: sourceAgencyCode,
        limit,
        cursor: query.cursor,
        status: query.status,
        applicationType: query.applicationType,
        updatedSince: query.updatedSince,
      });
      if (result.nextCursor !== undefined) {
        const next = new URLSearchParams();
        next.set('limit', String(limit));
        for (const key of ['status', 'applicationType', 'updatedSince'] as const) {
          const value = query[key];
          if (value !== undefined) next.set(key, value);
        }
        next.set('cursor', result.nextCursor);
        reply.header('link', `<${base}/api/v1/external/application/agency/${encodeURIComponent(sourceAgencyCode)}?${next}>; rel="next"`);
      }
      if (result.totalCount !== undefined) reply.header('x-total-count', String(result.totalCount));
      return sendRendered(reply, result.json);
    },
  );

  app.get(
    '/api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode',
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: ['Applications'],
          operationId: 'getApplication',
          summary: 'Get one application in detail',
          description:
            "`cnaApplicationUniqueNo` is the registration number returned at submission, or the application's uuid. " +
            'Needs scope `applications:read`.',
          params: DetailParams,
          response: {
            200: {
              description: 'The application.',
              content: { 'application/json': { schema: ApplicationDetail, example: detailExample } },
            },
            ...standardResponses({
              authenticated: true,
              rateLimited: true,
              resource: 'The agency has no application with this registration number or uuid.',
            }),
          },
        },
      },
    ),
    async (request, reply) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode } = request.params;
      const json = await getApplicationDetailJson(deps, principalOf(request), sourceAgencyCode, cnaApplicationUniqueNo);
      return sendRendered(reply, json);
    },
  );
}
