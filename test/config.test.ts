import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { cosignerKeyOf } from '../src/transparency-log/cosignature.js';

/** A complete, valid external identity provider setting, to vary one variable at a time. */
const IDP = {
  AUTH_JWKS_URL: 'https://idp.example/.well-known/jwks.json',
  AUTH_ISSUER: 'https://idp.example',
  AUTH_AUDIENCE: 'biopermit',
} as const;

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

function expectRefused(env: Record<string, string>, variable: string): ConfigError {
  const error = refusal(env);
  expect(error.variable).toBe(variable);
  expect(error.message).toContain(variable);
  return error;
}

describe('loadConfig defaults', () => {
  const config = loadConfig({});

  it('listens on port 8080 on the loopback interface only: this machine, not the network', () => {
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
  });

  it('keeps its SQLite database in the data directory', () => {
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBe('sqlite:data/biopermit.db');
  });

  it('puts the default database under DATA_DIR when that is set', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/biopermit' }).databaseUrl).toBe('sqlite:/var/lib/biopermit/biopermit.db');
  });

  it('prefers DATABASE_URL to DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/biopermit', DATABASE_URL: 'sqlite:/tmp/x.db' }).databaseUrl).toBe('sqlite:/tmp/x.db');
  });

  it('logs at info, with relative links, no proxy trust and a 1 MiB body limit', () => {
    expect(config.logLevel).toBe('info');
    expect(config.publicBaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.bodyLimitBytes).toBe(1_048_576);
  });

  it('requires durable writes unless told otherwise', () => {
    expect(config.requireDurableWrites).toBe(true);
    expect(loadConfig({ ALLOW_NON_DURABLE_WRITES: 'true' }).requireDurableWrites).toBe(false);
  });

  it('uses pool, cache, shutdown and registration defaults', () => {
    expect(config.databasePoolSize).toBe(10);
    expect(config.databasePreparedStatements).toBe(true);
    expect(config.sqliteCacheSizeMiB).toBe(256);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.registrationPrefix).toBe('ABS');
  });

  it('issues its own one-hour tokens and trusts no external identity provider', () => {
    expect(config.tokens).toEqual({
      issuer: 'urn:biopermit',
      audience: 'urn:biopermit:external-api',
      ttlSeconds: 3600,
      maxTtlSeconds: 86_400,
      acceptLocalTokens: true,
    });
    expect(config.externalIdentityProvider).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(config)).toBe(true);
  });
});

describe('loadConfig reading values', () => {
  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://user@db.example:5432/biopermit',
      LOG_LEVEL: 'WARN',
      PUBLIC_BASE_URL: 'https://permits.example.org/',
      TRUST_PROXY: 'yes',
      BODY_LIMIT_BYTES: '2048',
      DATABASE_POOL_SIZE: '20',
      DATABASE_PREPARED_STATEMENTS: 'off',
      SQLITE_CACHE_SIZE_MIB: '64',
      SHUTDOWN_TIMEOUT_MS: '0',
      REGISTRATION_PREFIX: 'PH1',
      TOKEN_ISSUER: 'https://permits.example.org',
      TOKEN_AUDIENCE: 'permits-api',
      TOKEN_TTL_SECONDS: '600',
      TOKEN_MAX_TTL_SECONDS: '7200',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgres://user@db.example:5432/biopermit',
      logLevel: 'warn',
      publicBaseUrl: 'https://permits.example.org',
      trustProxy: true,
      bodyLimitBytes: 2048,
      databasePoolSize: 20,
      databasePreparedStatements: false,
      sqliteCacheSizeMiB: 64,
      shutdownTimeoutMs: 0,
      registrationPrefix: 'PH1',
      tokens: { issuer: 'https://permits.example.org', audience: 'permits-api', ttlSeconds: 600, maxTtlSeconds: 7200 },
    });
  });

  it('treats blank values as unset and trims the rest', () => {
    const config = loadConfig({ PORT: '  ', LOG_LEVEL: '', HOST: ' ::1 ' });
    expect(config.port).toBe(8080);
    expect(config.logLevel).toBe('info');
    expect(config.host).toBe('::1');
  });

  it.each(['0.0.0.0', '::', '10.0.0.5', 'localhost', 'api.internal.example'])('listens on HOST=%s when asked', (host) => {
    expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it.each(['http://0.0.0.0', '0.0.0.0:8080', 'every interface', '[::1]'])('refuses HOST=%s, naming HOST', (host) => {
    expect(expectRefused({ HOST: host }, 'HOST').message).toContain('IP address or a host name');
  });

  it('refuses a METRICS_HOST that is no address either', () => {
    expectRefused({ METRICS_HOST: '127.0.0.1:9464' }, 'METRICS_HOST');
  });

  it.each(['1', 'true', 'YES', 'on'])('reads "%s" as true', (value) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(true);
  });

  it.each(['0', 'false', 'No', 'off'])('reads "%s" as false', (value) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  it('accepts postgresql:// as well as postgres://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/biopermit' }).databaseUrl).toBe('postgresql://localhost/biopermit');
  });

  it('accepts the edges of each range', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65_535);
    expect(loadConfig({ TOKEN_TTL_SECONDS: '60' }).tokens.ttlSeconds).toBe(60);
    expect(loadConfig({ TOKEN_TTL_SECONDS: '86400' }).tokens.ttlSeconds).toBe(86_400);
  });

  it('refuses a longest token lifetime shorter than the default one', () => {
    expectRefused({ TOKEN_TTL_SECONDS: '7200', TOKEN_MAX_TTL_SECONDS: '600' }, 'TOKEN_MAX_TTL_SECONDS');
  });
});

describe('loadConfig refusing invalid values, naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '-1'],
    ['PORT', '65536'],
    ['PORT', '80.5'],
    ['PORT', '8e3'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://localhost/biopermit'],
    ['DATABASE_URL', 'sqlite:'],
    ['DATABASE_URL', 'postgres://bad host/x'],
    ['DATABASE_URL', 'biopermit.db'],
    ['PUBLIC_BASE_URL', 'not a url'],
    ['PUBLIC_BASE_URL', 'ftp://permits.example.org'],
    ['TRUST_PROXY', 'maybe'],
    ['ALLOW_NON_DURABLE_WRITES', 'sometimes'],
    ['BODY_LIMIT_BYTES', '1023'],
    ['BODY_LIMIT_BYTES', '104857601'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '201'],
    ['DATABASE_PREPARED_STATEMENTS', 'sometimes'],
    ['SQLITE_CACHE_SIZE_MIB', '1'],
    ['SHUTDOWN_TIMEOUT_MS', 'soon'],
    ['SHUTDOWN_TIMEOUT_MS', '600001'],
    ['REGISTRATION_PREFIX', 'abs'],
    ['REGISTRATION_PREFIX', 'A'],
    ['REGISTRATION_PREFIX', '1ABS'],
    ['REGISTRATION_PREFIX', 'ABCDEFGHIJK'],
    ['REGISTRATION_PREFIX', 'AB-1'],
    ['TOKEN_TTL_SECONDS', '59'],
    ['TOKEN_TTL_SECONDS', '86401'],
    ['TOKEN_TTL_SECONDS', '1h'],
    ['TOKEN_MAX_TTL_SECONDS', '59'],
    ['TOKEN_MAX_TTL_SECONDS', '2592001'],
    ['TOKEN_ACCEPT_LOCAL', 'nope'],
    ['API_RATE_LIMIT_PER_MINUTE', '-1'],
    ['API_RATE_LIMIT_PER_MINUTE', 'lots'],
    ['METRICS_PORT', '65536'],
    ['METRICS_PORT', 'on'],
    ['SHUTDOWN_DRAIN_MS', '-1'],
    ['HTTP_HEADERS_TIMEOUT_MS', '99'],
    ['HTTP_HEADERS_TIMEOUT_MS', 'soon'],
    ['HTTP_REQUEST_TIMEOUT_MS', '3600001'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '999'],
  ])('refuses %s=%s', (variable, value) => {
    const error = expectRefused({ [variable]: value }, variable);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.name).toBe('ConfigError');
  });

  it('quotes the refused value so the operator can see what was read', () => {
    expect(refusal({ PORT: 'abc' }).message).toContain('"abc"');
  });
});

describe('loadConfig for the HTTP layer: rate limit, metrics listener, timeouts', () => {
  it('limits each client to 600 external requests a minute by default, and not at all with 0', () => {
    expect(loadConfig({}).apiRateLimitPerMinute).toBe(600);
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '0' }).apiRateLimitPerMinute).toBe(0);
  });

  it('serves metrics on 127.0.0.1:9464 by default, elsewhere when told, and not at all with METRICS_PORT=off', () => {
    // The default port is not one the operator asked for: taken, it costs only /metrics (server.ts).
    expect(loadConfig({}).metrics).toEqual({ host: '127.0.0.1', port: 9464, portConfigured: false });
    expect(loadConfig({ METRICS_HOST: '10.0.0.5', METRICS_PORT: '9100' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9100,
      portConfigured: true,
    });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics?.portConfigured).toBe(true);
    expect(loadConfig({ METRICS_PORT: 'off' }).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: 'OFF' }).metrics).toBeUndefined();
  });

  it('refuses METRICS_HOST with METRICS_PORT=off: the operator meant something', () => {
    expectRefused({ METRICS_PORT: 'off', METRICS_HOST: '0.0.0.0' }, 'METRICS_HOST');
  });

  it('times out headers after 10 s, requests after 60 s and idle connections after 72 s by default', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({ headersMs: 10_000, requestMs: 60_000, keepAliveMs: 72_000 });
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '0' }).httpTimeouts.requestMs).toBe(0);
  });

  it('refuses a request timeout shorter than the headers timeout', () => {
    expect(
      expectRefused({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' }, 'HTTP_REQUEST_TIMEOUT_MS').message,
    ).toContain('HTTP_HEADERS_TIMEOUT_MS');
  });
});

describe('loadConfig rules for an external identity provider (AUTH_*)', () => {
  it('reads a complete setting, with the agency claim, algorithms and longest token lifetime defaulted', () => {
    expect(loadConfig({ ...IDP }).externalIdentityProvider).toEqual({
      jwksUrl: IDP.AUTH_JWKS_URL,
      issuer: IDP.AUTH_ISSUER,
      audience: IDP.AUTH_AUDIENCE,
      agencyClaim: 'agency',
      algorithms: ['RS256', 'ES256', 'EdDSA'],
      maxTokenLifetimeSeconds: 86_400,
    });
  });

  it('reads a nested agency claim and a list of algorithms', () => {
    const idp = loadConfig({ ...IDP, AUTH_AGENCY_CLAIM: 'org.agency', AUTH_ALGORITHMS: 'PS256, ES384' }).externalIdentityProvider;
    expect(idp?.agencyClaim).toBe('org.agency');
    expect(idp?.algorithms).toEqual(['PS256', 'ES384']);
  });

  it('keeps the JWKS URL exactly as given, trailing slash included', () => {
    const jwksUrl = 'https://idp.example/keys/';
    expect(loadConfig({ ...IDP, AUTH_JWKS_URL: jwksUrl }).externalIdentityProvider?.jwksUrl).toBe(jwksUrl);
  });

  it.each(['AUTH_ISSUER', 'AUTH_AUDIENCE', 'AUTH_AGENCY_CLAIM', 'AUTH_ALGORITHMS', 'AUTH_MAX_TOKEN_LIFETIME_SECONDS'])(
    'refuses %s without AUTH_JWKS_URL',
    (variable) => {
      expect(expectRefused({ [variable]: 'x' }, variable).message).toContain('AUTH_JWKS_URL');
    },
  );

  it("reads the longest lifetime of the provider's tokens, within a minute and thirty days", () => {
    expect(loadConfig({ ...IDP, AUTH_MAX_TOKEN_LIFETIME_SECONDS: '3600' }).externalIdentityProvider?.maxTokenLifetimeSeconds).toBe(3600);
    expectRefused({ ...IDP, AUTH_MAX_TOKEN_LIFETIME_SECONDS: '59' }, 'AUTH_MAX_TOKEN_LIFETIME_SECONDS');
    expectRefused({ ...IDP, AUTH_MAX_TOKEN_LIFETIME_SECONDS: '2592001' }, 'AUTH_MAX_TOKEN_LIFETIME_SECONDS');
  });

  it.each(['AUTH_ISSUER', 'AUTH_AUDIENCE'])('refuses AUTH_JWKS_URL without %s', (variable) => {
    const env: Record<string, string> = { ...IDP };
    delete env[variable];
    expectRefused(env, variable);
  });

  it.each(['ftp://idp.example/jwks', 'not a url'])('refuses AUTH_JWKS_URL=%s', (value) => {
    expectRefused({ ...IDP, AUTH_JWKS_URL: value }, 'AUTH_JWKS_URL');
  });

  it.each(['HS256', 'none', 'RS256,,ES256', 'rs256'])('refuses AUTH_ALGORITHMS=%s', (value) => {
    expectRefused({ ...IDP, AUTH_ALGORITHMS: value }, 'AUTH_ALGORITHMS');
  });

  it('refuses TOKEN_ACCEPT_LOCAL=false without an external identity provider: nothing could sign in', () => {
    expectRefused({ TOKEN_ACCEPT_LOCAL: 'false' }, 'TOKEN_ACCEPT_LOCAL');
  });

  it('accepts TOKEN_ACCEPT_LOCAL=false with an external identity provider', () => {
    const config = loadConfig({ ...IDP, TOKEN_ACCEPT_LOCAL: 'false' });
    expect(config.tokens.acceptLocalTokens).toBe(false);
    expect(config.externalIdentityProvider?.issuer).toBe(IDP.AUTH_ISSUER);
  });

  it("refuses an AUTH_ISSUER equal to the service's own TOKEN_ISSUER", () => {
    expectRefused({ ...IDP, AUTH_ISSUER: 'urn:biopermit' }, 'AUTH_ISSUER');
    expectRefused({ ...IDP, TOKEN_ISSUER: IDP.AUTH_ISSUER }, 'AUTH_ISSUER');
  });

  it('allows the shared issuer when the service no longer accepts its own tokens', () => {
    expect(loadConfig({ ...IDP, TOKEN_ISSUER: IDP.AUTH_ISSUER, TOKEN_ACCEPT_LOCAL: 'false' }).externalIdentityProvider).toBeDefined();
  });
});

describe('SIGNING_KEY_ENCRYPTION_KEY', () => {
  it('is refused when shorter than 32 characters', () => {
    expect(() => loadConfig({ SIGNING_KEY_ENCRYPTION_KEY: 'short' })).toThrow(/SIGNING_KEY_ENCRYPTION_KEY/);
  });
});

describe('email (SMTP_URL, MAIL_FROM, MAIL_RETRY_SCHEDULE)', () => {
  it('sends nothing by default, from biopermit@localhost, retrying on the default schedule', () => {
    const { mail } = loadConfig({});
    expect(mail.smtpUrl).toBeUndefined();
    expect(mail.from).toBe('biopermit@localhost');
    expect(mail.retryScheduleMs).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000]);
  });

  it('takes smtp: and smtps: URLs, a From with a name, and a schedule', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtps://user:p%40ss@mail.example.ph:465',
      MAIL_FROM: 'BMB <permits@bmb.example.ph>',
      MAIL_RETRY_SCHEDULE: '0s,1s',
    });
    expect(mail).toEqual({
      smtpUrl: 'smtps://user:p%40ss@mail.example.ph:465',
      from: 'BMB <permits@bmb.example.ph>',
      retryScheduleMs: [0, 1000],
    });
  });

  it('refuses another scheme, a From that is no address and a bad schedule, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.ph' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_RETRY_SCHEDULE: 'soon' })).toThrow(/MAIL_RETRY_SCHEDULE/);
  });
});

describe('read replicas (DATABASE_REPLICA_URLS)', () => {
  const primary = 'postgres://biopermit@db-primary.example.ph/biopermit';

  it('reads none by default, and a list of postgres:// URLs beside a PostgreSQL primary', () => {
    expect(loadConfig({ DATABASE_URL: primary }).databaseReplicaUrls).toEqual([]);
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URLS: 'postgres://biopermit@db-r1.example.ph/biopermit, postgresql://biopermit@db-r2.example.ph/biopermit',
    });
    expect(config.databaseReplicaUrls).toEqual([
      'postgres://biopermit@db-r1.example.ph/biopermit',
      'postgresql://biopermit@db-r2.example.ph/biopermit',
    ]);
    expect(config.databaseReplicaStickySeconds).toBe(5);
  });

  it('refuses replicas beside SQLite, a URL that is not postgres://, and a sticky time out of range', () => {
    expect(expectRefused({ DATABASE_REPLICA_URLS: 'postgres://db-r1.example.ph/biopermit' }, 'DATABASE_REPLICA_URLS').message).toContain(
      'need a PostgreSQL DATABASE_URL',
    );
    expectRefused({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'mysql://db-r1.example.ph/biopermit' }, 'DATABASE_REPLICA_URLS');
    expectRefused({ DATABASE_URL: primary, DATABASE_REPLICA_STICKY_SECONDS: '0' }, 'DATABASE_REPLICA_STICKY_SECONDS');
  });
});

describe('loadConfig for the public log’s witnesses (LOG_WITNESSES)', () => {
  const key = (name: string, seed: number) => {
    const raw = Buffer.alloc(32, seed);
    return cosignerKeyOf(name, raw);
  };
  const w1 = key('witness.example/w1', 1);
  const w2 = key('witness.example/w2', 2);
  const base = { PUBLIC_BASE_URL: 'https://permits.example.gov.ph' };

  it('reads witnesses separated by commas or newlines, each a cosigner key and its URL', () => {
    const config = loadConfig({ ...base, LOG_WITNESSES: `${w1} https://w1.example/api/,\n${w2} http://10.0.0.2:8080` });
    expect(config.transparencyLog.witnesses.map((w) => [w.cosigner.name, w.cosigner.vkey, w.url])).toEqual([
      ['witness.example/w1', w1, 'https://w1.example/api'],
      ['witness.example/w2', w2, 'http://10.0.0.2:8080'],
    ]);
    expect(loadConfig(base).transparencyLog.witnesses).toEqual([]);
  });

  it('refuses a malformed entry, a key that is not a cosignature key, a bad URL, a witness twice, or no log origin', () => {
    expect(expectRefused({ ...base, LOG_WITNESSES: w1 }, 'LOG_WITNESSES').message).toContain('<verifier key> <URL>');
    const logKey = 'permits.example.gov.ph/log+700f887c+AYqI4910CfGV/VLbLTy6XXLKZwm/HZQSG/N0iAG0D29c';
    expect(expectRefused({ ...base, LOG_WITNESSES: `${logKey} https://w.example` }, 'LOG_WITNESSES').message).toMatch(
      /type 0x04|does not match/,
    );
    const wrongId = w1.replace(/\+[0-9a-f]{8}\+/, '+00000000+');
    expect(expectRefused({ ...base, LOG_WITNESSES: `${wrongId} https://w.example` }, 'LOG_WITNESSES').message).toContain('does not match');
    expect(expectRefused({ ...base, LOG_WITNESSES: `${w1} ftp://w.example` }, 'LOG_WITNESSES').message).toContain('http(s) URL');
    expect(
      expectRefused({ ...base, LOG_WITNESSES: `${w1} https://a.example, ${w1} https://b.example` }, 'LOG_WITNESSES').message,
    ).toContain('listed twice');
    expect(expectRefused({ LOG_WITNESSES: `${w1} https://w.example` }, 'LOG_WITNESSES').message).toContain('TRANSPARENCY_LOG_ORIGIN');
  });
});
