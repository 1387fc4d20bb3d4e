import type { Kysely } from 'kysely';
import type { KeyRing } from '../auth/key-ring.js';
import type { OAuthErrorCode } from '../auth/oauth.schemas.js';
import { parseScopes } from '../auth/scopes.js';
import { type IssuedToken, issueAccessToken, type TokenSettings } from '../auth/token.service.js';
import type { DB } from '../db/schema.js';
import { authenticateClient } from './agency.service.js';

/** What the token endpoint (oauth.public.routes.ts) needs to grant a token. */
export interface ClientCredentialsDeps {
  readonly db: Kysely<DB>;
  readonly keyRing: KeyRing;
  readonly tokens: TokenSettings & { readonly ttlSeconds: number };
}

/** A token request refused, as RFC 6749 §5.2 says it; `unknownClient` names a client refused for its credentials, for the log. */
export interface TokenRefusal {
  readonly status: 400 | 401;
  readonly error: OAuthErrorCode;
  readonly description: string;
  readonly unknownClient?: string;
}

const refuse = (status: 400 | 401, error: OAuthErrorCode, description: string): { refused: TokenRefusal } => ({
  refused: { status, error, description },
});

function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined | 'malformed' {
  if (header === undefined) return undefined;
  const match = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(header);
  if (match?.[1] === undefined) return 'malformed';
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return 'malformed';
  try {
    // RFC 6749 §2.3.1: both parts are form-urlencoded before Basic encoding.
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return 'malformed';
  }
}

/**
 * The client credentials grant (RFC 6749 §4.4): the form (each name's values) and the Authorization
 * header of a token request, checked in this order, to a token or the first refusal.
 */
export async function grantClientCredentials(
  deps: ClientCredentialsDeps,
  form: Map<string, string[]>,
  authorization: string | undefined,
): Promise<{ token: IssuedToken } | { refused: TokenRefusal }> {
  for (const [key, values] of form) {
    if (values.length > 1) return refuse(400, 'invalid_request', `Parameter ${key} is repeated`);
  }
  const field = (name: string) => form.get(name)?.[0];
  const grantType = field('grant_type');
  if (grantType === undefined) return refuse(400, 'invalid_request', 'grant_type is required');

  const basic = basicCredentials(authorization);
  if (basic === 'malformed') return refuse(401, 'invalid_client', 'Malformed Basic credentials');
  // RFC 6749 §2.3: one authentication method per request; a body secret beside Basic is a second one.
  if (basic !== undefined && (field('client_id') !== undefined || field('client_secret') !== undefined)) {
    return refuse(400, 'invalid_request', 'Use one way to authenticate: HTTP Basic or client_id in the body');
  }
  const credentials = basic ?? { id: field('client_id'), secret: field('client_secret') };
  if (credentials.id === undefined || credentials.secret === undefined) {
    return refuse(401, 'invalid_client', 'Client authentication is required');
  }
  if (grantType !== 'client_credentials') {
    return refuse(400, 'unsupported_grant_type', 'Only client_credentials is supported');
  }
  const client = await authenticateClient(deps.db, credentials.id, credentials.secret);
  if (client === undefined) {
    return {
      refused: {
        status: 401,
        error: 'invalid_client',
        description: 'Unknown client, wrong secret, or revoked client',
        unknownClient: credentials.id,
      },
    };
  }
  const allowed = parseScopes(client.scopes);
  const requested = field('scope') === undefined ? allowed : parseScopes(field('scope'));
  // RFC 6749 §3.3: a scope is one or more tokens; an empty one would mint a token good for nothing.
  if (requested.length === 0) return refuse(400, 'invalid_scope', 'scope is empty; leave it out for all granted scopes');
  const refused = requested.filter((s) => !allowed.includes(s));
  if (refused.length > 0) return refuse(400, 'invalid_scope', `Scope not granted to this client: ${refused.join(' ')}`);

  const token = await issueAccessToken(deps.keyRing, deps.tokens, {
    subject: client.id,
    agencyCode: client.agency_code,
    scopes: requested,
    ttlSeconds: deps.tokens.ttlSeconds,
  });
  return { token };
}
