import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AbschConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { staffRoute } from '../http/route-audience.js';
import { auditContextOf } from '../staff/audit-context.js';
import { staffOf } from '../staff/staff.hook.js';
import { badRequest, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { exportDarwinCore } from './darwin-core.service.js';

const IssueDate = (description: string) =>
  Type.String({ format: 'date', description: `${description} (a calendar date in Asia/Manila, YYYY-MM-DD).`, examples: ['2026-01-01'] });

export const DarwinCoreQuery = Type.Object(
  {
    issuedFrom: IssueDate('Permits issued on or after this date'),
    issuedTo: IssueDate('… and on or before this date'),
  },
  { additionalProperties: false },
);

export interface DarwinCoreRouteOptions {
  readonly db: Database['db'];
  readonly publicBaseUrl: string | undefined;
  readonly absch: AbschConfig | undefined;
}

/**
 * Specimen data out (issue 20 §4): the Darwin Core Archive of the accepted collection reports of the
 * permits issued in a range, streamed (docs/DARWIN-CORE.md).
 */
export async function darwinCoreRoutes(fastify: FastifyInstance, options: DarwinCoreRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/staff/exports/dwca',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'exportDarwinCoreArchive',
          summary: 'The specimens of accepted collection reports as a Darwin Core Archive (chief, approver, admin, abs_publisher)',
          description:
            'A ZIP, streamed: `meta.xml` (the descriptor), `eml.xml` (EML 2.2.0 under GBIF’s profile 1.3, naming the authority and the licence), `occurrence.txt` (the ' +
            'Occurrence core: one row per specimen row of every collection report accepted for a permit issued from `issuedFrom` to ' +
            '`issuedTo`, in the agencies the user works for; void permits left out) and `permit.txt` (the GGBN Permit extension: for ' +
            'every occurrence its collecting permit with the permit’s public URI in `permitURI` and its status in `permitText`, and its IRCC once published). ' +
            'Coordinates of the threatened species listed in the setting `exports.darwin_core` are generalised to 0.1°, with ' +
            '`dataGeneralizations` saying so. Audited.',
          querystring: DarwinCoreQuery,
          response: {
            200: { description: 'The archive.', content: { 'application/zip': { schema: Type.String({ format: 'binary' }) } } },
            400: badRequest,
            ...sessionProblems,
          },
        },
      },
    ),
    async (request, reply) => {
      const archive = await exportDarwinCore(options, staffOf(request), request.query, auditContextOf(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .send(Readable.from(archive.chunks, { objectMode: false }));
    },
  );
}
