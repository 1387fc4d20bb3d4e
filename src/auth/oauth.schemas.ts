import { Type } from 'typebox';
import { component } from '../http/openapi-components.js';
import { ALL_SCOPES } from './scopes.js';

/** The token endpoint's shapes (RFC 6749 §4.4, §5.1, §5.2) and the key set (RFC 7517), for the document. */

export const TokenRequest = component(
  'TokenRequest',
  Type.Object(
    {
      grant_type: Type.Literal('client_credentials', { description: 'Always `client_credentials` (RFC 6749 §4.4.2).' }),
      scope: Type.Optional(
        Type.String({
          description: `Space-separated subset of: ${ALL_SCOPES.join(' ')}. Default: all the client has.`,
          examples: [ALL_SCOPES.join(' ')],
        }),
      ),
      client_id: Type.Optional(Type.String({ description: 'With client_secret, instead of HTTP Basic (which is preferred).' })),
      client_secret: Type.Optional(Type.String({ description: 'With client_id, instead of HTTP Basic.' })),
    },
    {
      description:
        'A token request (application/x-www-form-urlencoded). Authenticate the client with HTTP Basic (client id and secret) ' +
        'or with `client_id` and `client_secret` in the form, not both. Each parameter at most once.',
    },
  ),
);

export const TokenResponse = component(
  'TokenResponse',
  Type.Object(
    {
      access_token: Type.String({ description: 'A JWT (RFC 9068) signed with EdDSA; keys at /.well-known/jwks.json.' }),
      token_type: Type.Literal('Bearer', { description: 'Send it as `Authorization: Bearer <access_token>`.' }),
      expires_in: Type.Integer({ minimum: 1, description: 'Lifetime in seconds.' }),
      scope: Type.String({ description: 'Space-separated scopes granted.' }),
    },
    { description: 'An access token (RFC 6749 §5.1).' },
  ),
);

export const OAUTH_ERROR_CODES = ['invalid_request', 'invalid_client', 'unsupported_grant_type', 'invalid_scope'] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

export const OAuthError = component(
  'OAuthError',
  Type.Object(
    {
      error: Type.Union(
        OAUTH_ERROR_CODES.map((code) => Type.Literal(code)),
        {
          description:
            '`invalid_request`: a parameter is missing, repeated, or the body is not a form; two ways of client authentication. ' +
            '`invalid_client`: unknown client, wrong secret, revoked client, or no client authentication. ' +
            '`unsupported_grant_type`: a grant other than client_credentials. `invalid_scope`: a scope not granted to the client, or an empty one.',
        },
      ),
      error_description: Type.String({ description: 'What went wrong, for a person.' }),
    },
    { description: 'A token endpoint error (RFC 6749 §5.2).' },
  ),
);

export const Jwk = component(
  'Jwk',
  Type.Object(
    {
      kty: Type.String({ description: 'Key type: `OKP` for Ed25519 keys.' }),
      kid: Type.String({ description: "Key id: the `kid` in a token's header names the key that signed it." }),
      alg: Type.Optional(Type.String({ description: '`EdDSA`.' })),
      use: Type.Optional(Type.String({ description: '`sig`.' })),
      crv: Type.Optional(Type.String({ description: '`Ed25519`.' })),
      x: Type.Optional(Type.String({ description: 'The public key (base64url).' })),
    },
    { additionalProperties: true, description: 'A public JSON Web Key (RFC 7517).' },
  ),
);

export const Jwks = component(
  'Jwks',
  Type.Object({ keys: Type.Array(Jwk) }, { description: 'The JSON Web Key Set that verifies the tokens of this service (RFC 7517 §5).' }),
);

export const AuthorizationServerMetadata = component(
  'AuthorizationServerMetadata',
  Type.Object(
    {
      issuer: Type.String({ description: 'The `iss` of every token this service signs (TOKEN_ISSUER).' }),
      token_endpoint: Type.String({ format: 'uri', description: 'Where a client asks for a token (`POST /api/v1/oauth/token`).' }),
      jwks_uri: Type.String({ format: 'uri', description: "The keys that verify this service's tokens." }),
      grant_types_supported: Type.Array(Type.String(), { description: 'Only `client_credentials`.' }),
      response_types_supported: Type.Array(Type.String(), {
        description: 'None: there is no authorization endpoint (the client credentials grant needs none).',
      }),
      token_endpoint_auth_methods_supported: Type.Array(Type.String(), {
        description: '`client_secret_basic` (HTTP Basic, preferred) and `client_secret_post` (the form).',
      }),
      scopes_supported: Type.Array(Type.String(), { description: 'The scopes a client can be granted.' }),
    },
    {
      description:
        "This service's OAuth 2.0 authorization server metadata (RFC 8414): what a client or a token validator needs to know. " +
        'Its tokens are RFC 9068 JWT access tokens (`typ: at+jwt`, EdDSA).',
    },
  ),
);
