import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../db/schema.js';
import { staffRoute } from '../http/route-audience.js';
import { staffOf } from '../staff/staff.hook.js';
import { badRequest, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { nationalReportCsv } from './national-report.csv.js';
import { renderNationalReportPdf } from './national-report.pdf.js';
import { NationalReport, NationalReportQuery } from './national-report.schemas.js';
import { nationalReportOf } from './national-report.service.js';

const ROLES = '(chief, approver, admin, abs_publisher)';
const WHAT =
  'For the period `from`–`to` (Asia/Manila calendar dates, both included), in the agencies the user works for: permits ' +
  'issued, renewed, amended, suspended and revoked, in total, by permit type, region and province (a permit with sites in ' +
  'several counts in each); IRCCs first published on the ABS Clearing-House; checkpoint communiqués received; obligations ' +
  'falling due and their status; processing times of the decisions against the legal limit (docs/REPORTS.md).';

const fileNameOf = (query: NationalReportQuery, extension: string) => `national-report-${query.from}-${query.to}.${extension}`;

/** The national report pack (issue 32 §3): the figures as JSON, as one CSV, and as a one-page PDF summary. */
export async function nationalReportRoutes(fastify: FastifyInstance, options: { db: Kysely<DB> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = { db: options.db };
  app.get(
    '/api/v1/staff/reports/national',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getNationalReport',
          summary: `The national report’s figures for a period ${ROLES}`,
          description: WHAT,
          querystring: NationalReportQuery,
          response: {
            200: { description: 'The figures.', content: { 'application/json': { schema: NationalReport } } },
            400: badRequest,
            ...sessionProblems,
          },
        },
      },
    ),
    async (request) => nationalReportOf(deps, staffOf(request), request.query),
  );
  app.get(
    '/api/v1/staff/reports/national/csv',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'downloadNationalReportCsv',
          summary: `The national report as one CSV ${ROLES}`,
          description:
            `${WHAT} One figure per row under the columns section, dimension, code, name, figure, value; UTF-8 with a BOM, ` +
            "CRLF lines, text cells a spreadsheet would run as a formula prefixed with `'`.",
          querystring: NationalReportQuery,
          response: {
            200: { description: 'The CSV.', content: { 'text/csv': { schema: Type.String() } } },
            400: badRequest,
            ...sessionProblems,
          },
        },
      },
    ),
    async (request, reply) => {
      const report = await nationalReportOf(deps, staffOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileNameOf(request.query, 'csv')}"`)
        .send(nationalReportCsv(report));
    },
  );
  app.get(
    '/api/v1/staff/reports/national/pdf',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'downloadNationalReportPdf',
          summary: `The national report as a one-page PDF summary with charts ${ROLES}`,
          description: `${WHAT} One A4 page: the totals, bar charts of permits by type and by region, processing times per application type.`,
          querystring: NationalReportQuery,
          response: {
            200: { description: 'The PDF.', content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } } },
            400: badRequest,
            ...sessionProblems,
          },
        },
      },
    ),
    async (request, reply) => {
      const report = await nationalReportOf(deps, staffOf(request), request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileNameOf(request.query, 'pdf')}"`)
        .send(await renderNationalReportPdf(report));
    },
  );
}
