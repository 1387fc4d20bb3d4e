import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../http/errors.js';
import type { Principal } from './principal.js';
import type { Scope } from './scopes.js';
import { InvalidTokenError, KeySourceUnavailableError, type TokenVerifier } from './token-verifier.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const REALM = 'biopermit';

function challenge(attributes: Record<string, string> = {}): string {
  const parts = Object.entries({ realm: REALM, ...attributes }).map(([k, v]) => `${k}="${v.replace(/["\\]/g, '')}"`);
  return `Bearer ${parts.join(', ')}`;
}

function unauthorized(description: string | undefined): AppError {
  const headers = {
    'www-authenticate': description === undefined ? challenge() : challenge({ error: 'invalid_token', error_description: description }),
  };
  return new AppError('unauthorized', description ?? 'Send an access token: Authorization: Bearer <token>', { headers });
}

/**
 * Requires a valid bearer token carrying `scope` (RFC 6750). Runs on onRequest, before the body is
 * read, so an unauthenticated client cannot make the service parse a megabyte.
 */
export function requireToken(verifier: TokenVerifier, scope: Scope): onRequestHookHandler {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const query = request.url.indexOf('?');
    if (query !== -1 && new URLSearchParams(request.url.slice(query + 1)).has('access_token')) {
      throw new AppError('invalid_token_request', 'Access tokens in the URL are refused; send Authorization: Bearer <token>', {
        headers: { 'www-authenticate': challenge({ error: 'invalid_request', error_description: 'token in URL' }) },
      });
    }
    const header = request.headers.authorization;
    if (header === undefined || header === '') throw unauthorized(undefined);
    const match = /^Bearer +([^\s]+) *$/i.exec(header);
    if (match?.[1] === undefined) throw unauthorized('The Authorization header must be "Bearer <token>"');
    let principal: Principal;
    try {
      principal = await verifier.verify(match[1]);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(error.message);
      if (error instanceof KeySourceUnavailableError) {
        throw new AppError('service_unavailable', 'The keys to verify this access token cannot be fetched now; try again shortly', {
          cause: error,
        });
      }
      throw error;
    }
    if (!principal.scopes.has(scope)) {
      throw new AppError('insufficient_scope', `This operation needs the scope ${scope}`, {
        headers: { 'www-authenticate': challenge({ error: 'insufficient_scope', scope }) },
      });
    }
    request.principal = principal;
  };
}

/** The principal set by requireToken; routes behind it always have one. */
export function principalOf(request: FastifyRequest): Principal {
  if (request.principal === null) throw new Error('route is missing requireToken');
  return request.principal;
}
