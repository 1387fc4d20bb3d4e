import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import type { ExternalIdentityProviderConfig } from '../config.js';
import { isUuid } from '../shared/ids.js';
import { type KeyRing, SIGNING_ALGORITHM } from './key-ring.js';
import type { Principal } from './principal.js';
import { parseScopes } from './scopes.js';
import { ACCESS_TOKEN_TYPE, type TokenSettings } from './token.service.js';

/** Why a token was refused; the text goes to the client in `error_description`. */
export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

/**
 * The identity provider's keys could not be fetched (down, slow, or serving garbage). The token may be
 * fine, so this must not become a 401 telling the client its token is bad.
 */
export class KeySourceUnavailableError extends Error {
  override readonly name = 'KeySourceUnavailableError';
}

/** Key-lookup failures that are the token's fault (its kid or alg matches no usable key). */
const TOKEN_KEY_ERRORS = [joseErrors.JWKSNoMatchingKey, joseErrors.JWKSMultipleMatchingKeys, joseErrors.JOSENotSupported];

export const CLOCK_SKEW_SECONDS = 60;
const MAX_TOKEN_LENGTH = 8192;
const VERIFIED_CACHE_SIZE = 10_000;
const CLIENT_STATUS_TTL_MS = 10_000;
/** Headers that would let a token name its own verification key: never honoured. */
const FORBIDDEN_HEADERS = ['jku', 'x5u', 'jwk', 'x5c'] as const;

export interface VerifierOptions {
  /** This service's tokens, and the longest lifetime it mints (TOKEN_MAX_TTL_SECONDS). */
  readonly local: (TokenSettings & { readonly maxTtlSeconds: number }) | undefined;
  readonly external: ExternalIdentityProviderConfig | undefined;
  /** Whether an API client may still act (not revoked). */
  readonly isClientActive: (clientId: string) => Promise<boolean>;
}

/**
 * Verifies bearer tokens, from this service (key ring) or a trusted identity provider (its JWKS).
 * Signature checks cost ~0.3 ms each on this class of machine, so a verified token is remembered
 * until it expires; client revocation is re-checked on every use (cached for 10 s).
 */
export class TokenVerifier {
  private readonly verified = new Map<string, Principal>();
  private readonly clientStatus = new Map<string, { active: boolean; checkedAt: number }>();
  private readonly remoteKeys: JWTVerifyGetKey | undefined;

  constructor(
    private readonly keyRing: KeyRing,
    private readonly options: VerifierOptions,
  ) {
    this.remoteKeys = options.external ? createRemoteJWKSet(new URL(options.external.jwksUrl)) : undefined;
  }

  async verify(token: string): Promise<Principal> {
    let principal = this.verified.get(token);
    if (principal === undefined) {
      principal = await this.verifySignedToken(token);
      this.remember(token, principal);
    } else if (principal.expiresAt + CLOCK_SKEW_SECONDS <= Date.now() / 1000) {
      this.verified.delete(token);
      throw new InvalidTokenError('The access token expired');
    }
    if (principal.clientId !== null && !(await this.clientActive(principal.clientId))) {
      throw new InvalidTokenError('The client this token was issued to has been revoked');
    }
    return principal;
  }

  /** Forget cached client status, e.g. right after this process revoked a client. */
  forgetClient(clientId: string): void {
    this.clientStatus.delete(clientId);
  }

  private async verifySignedToken(token: string): Promise<Principal> {
    if (token.length > MAX_TOKEN_LENGTH || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) {
      throw new InvalidTokenError('The access token is not a signed JWT');
    }
    let issuer: string | undefined;
    try {
      const header = decodeProtectedHeader(token);
      for (const name of FORBIDDEN_HEADERS) {
        if (name in header) throw new InvalidTokenError(`Tokens with a "${name}" header are refused`);
      }
      issuer = decodeJwt(token).iss;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      throw new InvalidTokenError('The access token is not a signed JWT');
    }
    const { local, external } = this.options;
    if (local !== undefined && issuer === local.issuer) return this.verifyLocal(token, local);
    if (external !== undefined && this.remoteKeys !== undefined && issuer === external.issuer) {
      return this.verifyExternal(token, external, this.remoteKeys);
    }
    throw new InvalidTokenError('The access token was not issued by a trusted issuer');
  }

  private async verifyLocal(token: string, settings: TokenSettings & { readonly maxTtlSeconds: number }): Promise<Principal> {
    const payload = await this.check(() =>
      jwtVerify(
        token,
        async (header) => {
          const key = header.kid === undefined ? undefined : await this.keyRing.verificationKey(header.kid);
          if (key === undefined) throw new InvalidTokenError('The access token was signed by an unknown key');
          return key;
        },
        {
          issuer: settings.issuer,
          audience: settings.audience,
          algorithms: [SIGNING_ALGORITHM],
          typ: ACCESS_TOKEN_TYPE,
          clockTolerance: CLOCK_SKEW_SECONDS,
          requiredClaims: ['exp', 'iat', 'sub'],
        },
      ),
    );
    checkLifetime(payload, settings.maxTtlSeconds);
    const agency = payload.agency;
    if (typeof agency !== 'string' || agency === '') throw new InvalidTokenError('The access token names no agency');
    const subject = payload.sub as string;
    return {
      subject,
      clientId: isUuid(subject) ? subject : null,
      agencyCode: agency,
      scopes: new Set(parseScopes(typeof payload.scope === 'string' ? payload.scope : '')),
      expiresAt: payload.exp as number,
      issuer: settings.issuer,
    };
  }

  private async verifyExternal(token: string, settings: ExternalIdentityProviderConfig, keys: JWTVerifyGetKey): Promise<Principal> {
    const getKey: JWTVerifyGetKey = async (header, input) => {
      try {
        return await keys(header, input);
      } catch (error) {
        if (TOKEN_KEY_ERRORS.some((type) => error instanceof type)) throw error;
        throw new KeySourceUnavailableError(`could not get the keys at ${settings.jwksUrl}`, { cause: error });
      }
    };
    const payload = await this.check(() =>
      jwtVerify(token, getKey, {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: [...settings.algorithms],
        clockTolerance: CLOCK_SKEW_SECONDS,
        requiredClaims: ['exp', 'iat', 'sub'],
      }),
    );
    checkLifetime(payload, settings.maxTokenLifetimeSeconds);
    const agency = claimAt(payload, settings.agencyClaim);
    if (typeof agency !== 'string' || agency === '') {
      throw new InvalidTokenError(`The access token has no "${settings.agencyClaim}" claim naming an agency`);
    }
    const scopes = Array.isArray(payload.scp) ? payload.scp.map(String) : parseScopes(String(payload.scope ?? ''));
    return {
      subject: payload.sub as string,
      clientId: null,
      agencyCode: agency,
      scopes: new Set(scopes),
      expiresAt: payload.exp as number,
      issuer: settings.issuer,
    };
  }

  /** Runs jose and turns its failures into one client-facing reason. */
  private async check(run: () => Promise<{ payload: JWTPayload }>): Promise<JWTPayload> {
    try {
      return (await run()).payload;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('The access token expired');
      if (error instanceof joseErrors.JWTClaimValidationFailed) {
        throw new InvalidTokenError(`The access token's "${error.claim}" claim is not acceptable`);
      }
      if (error instanceof joseErrors.JOSEAlgNotAllowed) throw new InvalidTokenError('The token algorithm is not accepted');
      if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
        throw new InvalidTokenError('The access token signature is not valid');
      }
      if (error instanceof joseErrors.JWKSNoMatchingKey) throw new InvalidTokenError('The access token was signed by an unknown key');
      if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError('The access token is not valid');
      throw error;
    }
  }

  private remember(token: string, principal: Principal): void {
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, principal);
  }

  private async clientActive(clientId: string): Promise<boolean> {
    const cached = this.clientStatus.get(clientId);
    if (cached !== undefined && Date.now() - cached.checkedAt < CLIENT_STATUS_TTL_MS) return cached.active;
    const active = await this.options.isClientActive(clientId);
    if (this.clientStatus.size >= VERIFIED_CACHE_SIZE) this.clientStatus.clear();
    this.clientStatus.set(clientId, { active, checkedAt: Date.now() });
    return active;
  }
}

/**
 * A good signature is not enough: a token issued "in the future" or valid for years (a leaked key,
 * a misconfigured provider, a forged clock) is refused. jose checks `exp` and `nbf` but leaves `iat`
 * alone unless asked for a maximum age, which is not the same as a maximum lifetime.
 */
function checkLifetime(payload: JWTPayload, maxSeconds: number): void {
  const now = Math.floor(Date.now() / 1000);
  const issuedAt = payload.iat as number;
  const expires = payload.exp as number;
  if (issuedAt > now + CLOCK_SKEW_SECONDS) {
    throw new InvalidTokenError(
      `The access token's "iat" is ${issuedAt - now} s in the future, beyond the ${CLOCK_SKEW_SECONDS} s of clock skew allowed`,
    );
  }
  if (expires - issuedAt > maxSeconds) {
    throw new InvalidTokenError(
      `The access token's lifetime (exp - iat) is ${expires - issuedAt} s, longer than the ${maxSeconds} s accepted`,
    );
  }
}

function claimAt(payload: JWTPayload, path: string): unknown {
  let value: unknown = payload;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
