import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ApplicationRefParams } from '../audit/audit.schemas.js';
import type { DB } from '../db/schema.js';
import { staffRoute } from '../http/route-audience.js';
import { auditContextOf } from '../staff/audit-context.js';
import { staffOf } from '../staff/staff.hook.js';
import { badRequest, conflict, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { MailMessage, MailMessageList, MailMessagePage, MailMessageQuery, MessageParams } from './mail.schemas.js';
import { allMessages, applicationMessages, resendMessage } from './mail.service.js';

const json = (description: string, schema: object) => ({ description, content: { 'application/json': { schema } } });
const noApplication = notFound('no application with this registration number or id (or not one of your agencies)');

/** The emails for staff (issue 19 §4, docs/EMAIL.md): an application's, resending one, and every message for admins. */
export async function mailRoutes(fastify: FastifyInstance, options: { db: Kysely<DB> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;

  app.get(
    '/api/v1/staff/applications/:id/messages',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listApplicationMessages',
          summary: "An application's emails and the log of their sending",
          description:
            'Every email composed for the application (its notices to the permittee and the agency contact, assignments), oldest first, ' +
            'with status, tries and the SMTP server’s last answer. Whoever may read the application may read them.',
          params: ApplicationRefParams,
          response: { 200: json('The messages.', MailMessageList), 400: badRequest, ...sessionProblems, 404: noApplication },
        },
      },
    ),
    async (request) => applicationMessages(db, staffOf(request), request.params.id),
  );

  app.post(
    '/api/v1/staff/applications/:id/messages/:messageId/resend',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'resendApplicationMessage',
          summary: 'Send an email of the application again',
          description:
            'Queues a new message with the same recipient and content, naming the one it resends (whose log stays). For a message ' +
            '`not_sent`, a failure, or one the recipient lost. Roles: admin, intake, evaluator, chief, approver.',
          params: MessageParams,
          response: {
            201: json('The new message, queued.', MailMessage),
            400: badRequest,
            ...sessionProblems,
            404: notFound('no such application, or it has no such message'),
            409: conflict('the message is still queued or being sent'),
          },
        },
      },
    ),
    async (request, reply) =>
      reply.code(201).send(await resendMessage(db, staffOf(request), request.params.id, request.params.messageId, auditContextOf(request))),
  );

  app.get(
    '/api/v1/staff/messages',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listMessages',
          summary: 'Every email, newest first, filtered by status, template, recipient and application (admin)',
          description: 'All filters must hold. Pages follow `nextCursor`.',
          querystring: MailMessageQuery,
          response: { 200: json('One page.', MailMessagePage), 400: badRequest, ...sessionProblems, 404: noApplication },
        },
      },
    ),
    async (request) => allMessages(db, staffOf(request), request.query),
  );
}
