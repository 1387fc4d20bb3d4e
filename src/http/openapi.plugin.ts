import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { SCOPE_DESCRIPTIONS } from '../auth/scopes.js';
import { docsLogo, docsTheme } from './docs-branding.js';
import { ERROR_CODES } from './errors.js';
import { finishDocument } from './openapi-components.js';
import { HEADERS } from './standard-responses.js';

export const TOKEN_PATH = '/api/v1/oauth/token';

const problemCodes = Object.entries(ERROR_CODES)
  .map(([code, { status, title }]) => `| [\`${code}\`](/problems/${code}) | ${status} | ${title} |`)
  .join('\n');

const description = `Agency systems submit applications for permits to collect biological resources (Nagoya Protocol ABS),
list them by agency and read each in detail.

**Authentication.** Every application operation needs \`Authorization: Bearer <token>\` (exactly one Authorization
header). Get a token with the OAuth 2.0 client credentials grant at \`POST ${TOKEN_PATH}\` (HTTP Basic with the client id
and secret, form body \`grant_type=client_credentials\`); it acts for the client's agency only. Tokens are EdDSA-signed
JWTs; the keys are at \`/.well-known/jwks.json\`. Tokens in the URL are refused.

**Errors** are RFC 9457 problem details (\`application/problem+json\`) with a stable \`code\`; each problem's \`type\`
(\`/problems/{code}\`) is a page that explains it and how to fix the request:

| code | status | title |
|---|---|---|
${problemCodes}

Every operation documents the statuses it returns. Besides those, any path answers a method it does not have with
**405** \`method_not_allowed\` and an \`Allow\` header listing the methods it has, and a path that does not exist with
**404** \`not_found\`, both as problem details. The token endpoint's own errors follow RFC 6749 §5.2
(\`{"error", "error_description"}\` as \`application/json\`).

Every response carries \`X-Request-Id\` (send your own, letters, digits and \`._:-\` up to 128, to correlate; it is echoed).`;

/** The headers responses refer to (standard-responses.ts). Only those always sent are `required`. */
const headers: Record<string, OpenAPIV3_1.HeaderObject> = {
  'X-Request-Id': {
    description: 'The id of this request: yours when you sent a sane X-Request-Id, else a new uuid. Quote it when asking for help.',
    required: true,
    schema: { type: 'string', maxLength: 128 },
  },
  [HEADERS.retryAfter]: {
    description: 'Seconds to wait before trying again (RFC 9110 §10.2.3).',
    schema: { type: 'integer', minimum: 0 },
  },
  [HEADERS.rateLimitPolicy]: {
    description: 'The quota of this client (IETF draft-ietf-httpapi-ratelimit-headers), e.g. `"default";q=600;w=60`.',
    schema: { type: 'string' },
  },
  [HEADERS.rateLimit]: {
    description: 'What is left of the quota now (IETF draft-ietf-httpapi-ratelimit-headers), e.g. `"default";r=0;t=12`.',
    schema: { type: 'string' },
  },
  [HEADERS.wwwAuthenticate]: {
    description: 'The challenge (RFC 6750 §3): `Bearer realm="biopermit"`, with `error` and `error_description` when a token was sent.',
    required: true,
    schema: { type: 'string' },
  },
  [HEADERS.location]: {
    description: 'The detail URL of the application.',
    required: true,
    schema: { type: 'string', format: 'uri-reference' },
  },
  [HEADERS.link]: {
    description: 'RFC 8288 link to the next page (`<…>; rel="next"`), while more remain.',
    schema: { type: 'string' },
  },
  [HEADERS.totalCount]: {
    description: 'Applications matching the `status` and `applicationType` filters (all pages); absent with `updatedSince`.',
    schema: { type: 'integer', minimum: 0 },
  },
  [HEADERS.cacheControl]: {
    description: 'How long the response may be cached.',
    schema: { type: 'string' },
  },
  [HEADERS.etag]: {
    description: 'The version of the application, e.g. `"7"`: send it back as `If-Match` with a change.',
    required: true,
    schema: { type: 'string' },
  },
};

export interface OpenApiOptions {
  /** Absolute URL of the service (PUBLIC_BASE_URL); the document's server is `/` when unset. */
  readonly publicBaseUrl: string | undefined;
  /** Whether this service issues tokens (its token endpoint exists): the OAuth 2.0 scheme points there. */
  readonly issuesTokens: boolean;
}

function securitySchemes(options: OpenApiOptions): Record<string, OpenAPIV3_1.SecuritySchemeObject> {
  const base = options.publicBaseUrl ?? '';
  return {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: `An access token from POST ${TOKEN_PATH}, sent as \`Authorization: Bearer <token>\`.`,
    },
    ...(options.issuesTokens
      ? {
          oauth2: {
            type: 'oauth2',
            description: `OAuth 2.0 client credentials (RFC 6749 §4.4) at ${TOKEN_PATH}; the token is then sent as a bearer token.`,
            flows: {
              clientCredentials: {
                tokenUrl: `${base}${TOKEN_PATH}`,
                scopes: SCOPE_DESCRIPTIONS,
              },
            },
          },
          clientBasic: {
            type: 'http',
            scheme: 'basic',
            description: 'The API client id and secret (RFC 6749 §2.3.1), for the token endpoint only.',
          },
        }
      : {}),
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
  };
}

/** The security requirement of an operation that needs `scope`: the bearer token, or OAuth 2.0 with that scope. */
export function bearerSecurity(scope: string, issuesTokens = true): Record<string, string[]>[] {
  return issuesTokens ? [{ bearerAuth: [] }, { oauth2: [scope] }] : [{ bearerAuth: [] }];
}

/** OpenAPI 3.1 from the route schemas themselves, and an interactive reference that needs no internet. */
export async function installOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'biopermit external application service',
        version: '1.0.0',
        description,
      },
      servers: [{ url: options.publicBaseUrl ?? '/', description: 'This service' }],
      tags: [
        { name: 'Applications', description: 'Submit, list and read applications.' },
        { name: 'Attachments', description: "Documents of an application: upload them, download them (the agency's own only)." },
        {
          name: 'Document library',
          description: "The agency's documents uploaded once (a CV, an endorsement, a standing clearance), attached to applications by id.",
        },
        {
          name: 'Obligations',
          description:
            'What a permit owes after its issue (collection report, deposit of specimens, final report): list them, submit them.',
        },
        {
          name: 'Movements',
          description:
            'What happens to the material a permit authorises: register its transports, transfers and exports; read the balance.',
        },
        {
          name: 'Terms',
          description:
            'What a permit authorises: quantities per species and site, collectors, conditions (docs/PERMITS.md). The agency proposes them before the evaluation and reads the issued terms with their balance.',
        },
        {
          name: 'Credentials',
          description:
            'What an offline verifier syncs, without log-in: the issuer keys (trust list) and the status lists of revoked and suspended permits (docs/TRUST.md).',
        },
        { name: 'Authentication', description: 'Access tokens and their keys.' },
        { name: 'Problems', description: 'What each problem `type` means and how to fix the request.' },
        { name: 'Permits', description: 'The public verification of a permit certificate (the page its QR code opens).' },
        {
          name: 'Open data',
          description: 'The public specimen dataset (a versioned Darwin Core Archive) and its RSS feed, for GBIF or a museum to harvest.',
        },
        {
          name: 'Code lists',
          description:
            'Reference lists agency systems may cache: the Philippine Standard Geographic Code (PSGC), with ETag (docs/PLACES.md).',
        },
        { name: 'Privacy', description: 'The privacy notice (Data Privacy Act of 2012): how the authority processes personal data.' },
        { name: 'Operations', description: 'Health checks.' },
        {
          name: 'Events',
          description: 'What changed: signed webhooks (Standard Webhooks) to the agency’s endpoints, and the event feed (docs/EVENTS.md).',
        },
        { name: 'Staff', description: "The authority's staff: log-in and sessions, their own accounts, users, agencies and API clients." },
        {
          name: 'Public log',
          description: 'The append-only Merkle log of every permit (C2SP tlog-tiles): signed checkpoints, tiles, proofs (docs/TRUST.md).',
        },
      ],
      // A copy per app: the document is a plain object that its readers may change (openapi-to-postmanv2
      // adds `name` to the headers it resolves), and tests build many apps in one process.
      components: { securitySchemes: securitySchemes(options), headers: structuredClone(headers) },
    },
    // Name shared schemas by their $id (e.g. Problem) rather than def-0.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transformObject: (document) => finishDocument('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { defaultModelsExpandDepth: 1, deepLinking: true, persistAuthorization: false },
    theme: docsTheme,
    logo: docsLogo,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
