import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../../db/schema.js';
import { publicRoute } from '../../http/route-audience.js';
import { standardResponses } from '../../http/standard-responses.js';
import { VERIFY_PAGE_CSP, VERIFY_PAGE_STYLE } from '../../permits/verify.style.js';
import { readSetting } from '../../settings/settings.service.js';
import { escapeHtml } from '../../shared/html.js';
import { headedMain, publicPage } from '../../shared/public-page.js';

/**
 * The privacy notice (issue 21 §4, RA 10173 §16 (a)): the text of the `privacy.notice` setting, for
 * anyone: the back-office's log-in page shows it (JSON), the permit verification page and the
 * acknowledgement notice the agency receives link to it (HTML).
 */

export const PRIVACY_NOTICE_PATH = '/privacy';

const PrivacyNotice = Type.Object(
  { text: Type.String({ description: 'Plain text; blank lines separate paragraphs.' }) },
  { additionalProperties: false },
);

export function renderPrivacyPage(text: string): string {
  const [title = 'Privacy notice', ...paragraphs] = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`).join('\n');
  return publicPage({
    title,
    meta: { referrer: 'no-referrer' },
    style: VERIFY_PAGE_STYLE,
    body: headedMain('Data Privacy Act of 2012', escapeHtml(title), body),
  });
}

export async function privacyNoticeRoutes(fastify: FastifyInstance, options: { db: Kysely<DB> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    PRIVACY_NOTICE_PATH,
    publicRoute('the privacy notice is for everyone, before any log-in', {
      schema: {
        tags: ['Privacy'],
        operationId: 'getPrivacyNotice',
        summary: 'The privacy notice: how the authority processes personal data',
        description:
          'The text an admin keeps in the `privacy.notice` setting. HTML by default; JSON (`{ text }`) with `Accept: application/json`, ' +
          'which the back-office’s log-in page reads.',
        security: [],
        response: {
          200: {
            description: 'The notice.',
            content: { 'text/html': { schema: Type.String() }, 'application/json': { schema: PrivacyNotice } },
          },
          ...standardResponses(),
        },
      },
    }),
    async (request, reply) => {
      const text = await readSetting(options.db, 'privacy.notice');
      const accept = request.headers.accept ?? '';
      const json = accept.indexOf('application/json');
      const html = accept.indexOf('text/html');
      if (json !== -1 && (html === -1 || json < html))
        return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(JSON.stringify({ text }));
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', VERIFY_PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(renderPrivacyPage(text));
    },
  );
}
