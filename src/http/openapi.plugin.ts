import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from './errors.js';

const problemCodes = Object.entries(ERROR_CODES)
  .map(([code, { status, title }]) => `| \`${code}\` | ${status} | ${title} |`)
  .join('\n');

const description = `Agency systems submit applications for permits to collect biological resources (Nagoya Protocol ABS),
list them by agency and read each in detail.

**Authentication.** Every operation needs \`Authorization: Bearer <token>\`. Get a token with the OAuth 2.0 client
credentials grant at \`POST /api/v1/oauth/token\`; it acts for the client's agency only. Tokens are EdDSA-signed JWTs; the
keys are at \`/.well-known/jwks.json\`.

**Errors** are RFC 9457 problem details (\`application/problem+json\`) with a stable \`code\`:

| code | status | title |
|---|---|---|
${problemCodes}

Every response carries \`X-Request-Id\` (send your own to correlate; it is echoed).`;

/** OpenAPI 3.1 from the route schemas themselves, and an interactive reference that needs no internet. */
export async function installOpenApi(app: FastifyInstance, publicBaseUrl: string | undefined): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'biopermit external application service', version: '1.0.0', description },
      servers: publicBaseUrl === undefined ? [] : [{ url: publicBaseUrl }],
      tags: [
        { name: 'Applications', description: 'Submit, list and read applications.' },
        { name: 'Authentication', description: 'Access tokens and their keys.' },
        { name: 'Operations', description: 'Health checks.' },
        { name: 'Staff', description: "The authority's staff: log-in and sessions, their own accounts, users, agencies and API clients." },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An access token from POST /api/v1/oauth/token (client credentials).',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'biopermit_staff',
            description: 'The staff session cookie set by POST /api/v1/staff/session (`__Host-biopermit_staff` over https).',
          },
          staffCsrf: {
            type: 'apiKey',
            in: 'header',
            name: 'X-CSRF-Token',
            description: "The session's csrfToken (from log-in or GET /api/v1/staff/session), on every method but GET.",
          },
        },
      },
    },
    // Name shared schemas by their $id (e.g. Problem) rather than def-0.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { defaultModelsExpandDepth: 1, deepLinking: true } });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
