import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKER_ID_PATTERN } from './jobs/process-identity.js';
import type { CertificateSealer } from './signing/certificate.seal.js';
import { openPkcs11 } from './signing/pkcs11-identity.js';
import { openPkcs12, SigningIdentityError } from './signing/signing-identity.js';
import { type Cosigner, parseCosignerKey } from './transparency-log/cosignature.js';
import { DEFAULT_ZIP_BOUNDS, type ZipBounds } from './uploads/zip-bounds.js';
import { DEFAULT_RETRY_SCHEDULE, parseRetrySchedule } from './webhooks/retry-schedule.js';

/**
 * Environment → validated, frozen configuration. Every setting is read here and nowhere else; a bad
 * value stops the start with a message that names the variable.
 */

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ExternalIdentityProviderConfig {
  readonly jwksUrl: string;
  readonly issuer: string;
  readonly audience: string;
  /** Claim that carries the agency code (dots address nested claims, e.g. `ext.agency`). */
  readonly agencyClaim: string;
  readonly algorithms: readonly string[];
  /** Longest lifetime (`exp - iat`) accepted in the provider's tokens. */
  readonly maxTokenLifetimeSeconds: number;
}

/** The Prometheus endpoint's own listener, off the API's port. */
export interface MetricsListenConfig {
  readonly host: string;
  readonly port: number;
  /**
   * Whether METRICS_PORT was set. The default port taken (another service, a second instance) only
   * costs the metrics, with a warning; a port the operator asked for and cannot have stops the start.
   */
  readonly portConfigured: boolean;
}

/** Node's HTTP server timeouts (slow or stalled clients must not hold connections for ever). */
export interface HttpTimeouts {
  /** All request headers must arrive within this (408 beyond). */
  readonly headersMs: number;
  /** The whole request, headers and body, must arrive within this (408 beyond); 0 for none. */
  readonly requestMs: number;
  /** An idle kept-alive connection is closed after this. */
  readonly keepAliveMs: number;
}

/** Where uploaded files' bytes live (`BLOB_STORE_URL`); docs/BLOBS.md describes both. */
export type BlobStoreConfig =
  | { readonly kind: 'filesystem'; readonly directory: string }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      /** Key prefix inside the bucket, empty or ending in `/`. */
      readonly prefix: string;
      /** S3-compatible server; unset means AWS itself. */
      readonly endpoint: string | undefined;
      readonly region: string;
      readonly forcePathStyle: boolean;
    };

export interface FilesConfig {
  readonly blobStore: BlobStoreConfig;
  /** Largest uploaded file (413 beyond). */
  readonly uploadLimitBytes: number;
  /** How far an uploaded DOCX, XLSX or ODT may inflate: in total, and one entry against its compressed size (413 beyond). */
  readonly zipBounds: ZipBounds;
  /** clamd's socket: a unix socket path, or `tcp://host:port`. Unset: no malware scan. */
  readonly clamavSocket: string | undefined;
  /** Local directory for files being received or sent on to the store (`DATA_DIR/tmp`). */
  readonly temporaryDirectory: string;
}

export interface Config {
  readonly port: number;
  /** The interface the API listens on: `127.0.0.1` (this machine only) unless HOST says otherwise. */
  readonly host: string;
  readonly databaseUrl: string;
  /**
   * PostgreSQL streaming replicas (`DATABASE_REPLICA_URLS`) for the reads that may be a moment old
   * (src/db/read-replicas.ts); empty: every read goes to DATABASE_URL.
   */
  readonly databaseReplicaUrls: readonly string[];
  /** After a staff write, that browser's stale-tolerant reads go to the primary this long (`DATABASE_REPLICA_STICKY_SECONDS`). */
  readonly databaseReplicaStickySeconds: number;
  readonly dataDir: string;
  readonly logLevel: LogLevel;
  /** Absolute URL clients reach the service at; when unset, Location and Link headers are relative. */
  readonly publicBaseUrl: string | undefined;
  readonly trustProxy: boolean;
  readonly bodyLimitBytes: number;
  /** Token requests a minute from one address, per process; 0 turns the limit off. */
  readonly tokenRateLimitPerMinute: number;
  /** Requests a minute to the public permit verification page from one address, per process; 0 turns the limit off. */
  readonly verifyRateLimitPerMinute: number;
  /** Requests a minute to the external API by one client (token), per process; 0 turns the limit off. */
  readonly apiRateLimitPerMinute: number;
  /** Where /metrics is served; undefined when METRICS_PORT=off. */
  readonly metrics: MetricsListenConfig | undefined;
  readonly httpTimeouts: HttpTimeouts;
  /** `false` only when the operator opted out of durable acknowledgements explicitly. */
  readonly requireDurableWrites: boolean;
  readonly databasePoolSize: number;
  /** PostgreSQL: the hot queries as named prepared statements (off behind a pooler that cannot keep them). */
  readonly databasePreparedStatements: boolean;
  readonly sqliteCacheSizeMiB: number;
  readonly shutdownTimeoutMs: number;
  /** How long a shutdown answers new requests with 503 before it closes the connections (within SHUTDOWN_TIMEOUT_MS). */
  readonly shutdownDrainMs: number;
  readonly registrationPrefix: string;
  readonly tokens: {
    readonly issuer: string;
    readonly audience: string;
    readonly ttlSeconds: number;
    readonly maxTtlSeconds: number;
    /** Whether tokens signed by this service are accepted (off when only an external IdP is trusted). */
    readonly acceptLocalTokens: boolean;
    /** Seals private signing keys at rest when set. */
    readonly signingKeyEncryptionKey: string | undefined;
  };
  readonly externalIdentityProvider: ExternalIdentityProviderConfig | undefined;
  readonly scheduler: {
    /** Whether this process takes part in running scheduled jobs (src/jobs/). */
    readonly enabled: boolean;
    /** How often it looks for due jobs, in milliseconds. */
    readonly tickMs: number;
    /**
     * WORKER_ID: this process's stable name in the job leases, for hosts whose name or PID namespace
     * changes on a restart (containers); one live process per id. Unset: host name and PID namespace.
     */
    readonly workerId: string | undefined;
  };
  readonly staff: StaffConfig;
  readonly files: FilesConfig;
  readonly webhooks: WebhooksConfig;
  readonly mail: MailConfig;
  /** Publication to the ABS Clearing-House (src/absch/, docs/ABSCH.md); undefined without an account: publication stays manual. */
  readonly absch: AbschConfig | undefined;
  /** OpenTelemetry traces (src/observability/, docs/OPERATIONS.md); undefined when no OTLP endpoint is set: nothing traced. */
  readonly tracing: TracingConfig | undefined;
  /** PERMIT_SIGNING_P12 (+ _PASSWORD) or PERMIT_SIGNING_PKCS11_URI (+ _PIN), and PERMIT_TSA_URL: certificates sealed (PAdES B-T/B-LT); undefined, unsigned (docs/TRUST.md). */
  readonly permitSigning: CertificateSealer | undefined;
  /** The public log of permits (issue 29 §4, src/transparency-log/). */
  readonly transparencyLog: TransparencyLogConfig;
}

/** Where and as whom traces are exported over OTLP/HTTP with JSON bodies. */
export interface TracingConfig {
  /** The traces URL itself (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_EXPORTER_OTLP_ENDPOINT + `/v1/traces`). */
  readonly tracesUrl: string;
  readonly serviceName: string;
  /** Which traces are kept (OTEL_TRACES_SAMPLER, OTEL_TRACES_SAMPLER_ARG): every one by default. */
  readonly sampler: TraceSampler;
}

/** The OpenTelemetry specification's built-in samplers that the service offers; `ratio` is used by the `traceidratio` ones. */
export interface TraceSampler {
  readonly name: (typeof TRACE_SAMPLERS)[number];
  readonly ratio: number;
}

export const TRACE_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

/** Email (src/mail/, docs/EMAIL.md). */
export interface MailConfig {
  /** `smtp://user:pass@host:port` or `smtps://…`; unset: messages are composed and kept as `not_sent`. */
  readonly smtpUrl: string | undefined;
  /** The From address (`MAIL_FROM`): an address, or `Name <address>`; without a name, the authority's name is shown. */
  readonly from: string;
  /** The waits before each new try after a temporary (4xx) failure; after the last, the failure is permanent. */
  readonly retryScheduleMs: readonly number[];
}

/**
 * The national authorised user's account on the ABS Clearing-House. The password is kept here only,
 * never logged: `toJSON` and `util.inspect` show it masked.
 */
export interface AbschConfig {
  /** `https://api.cbd.int` (production) by default; `https://api.cbddev.xyz` for the training site. */
  readonly apiUrl: string;
  /** `ABS` in production, `ABS-DEV` on the training site. */
  readonly realm: string;
  readonly email: string;
  readonly password: string;
}

/** Webhook delivery (src/webhooks/, docs/EVENTS.md). */
export interface WebhooksConfig {
  /** When each try of a delivery is made, in milliseconds: the first after the event, then the waits after failures. */
  readonly retryScheduleMs: readonly number[];
  /** Lifts the address rule and allows http: URLs (tests, closed networks). */
  readonly allowPrivateNetworks: boolean;
}

/** Staff sessions (src/staff/). */
export interface StaffConfig {
  /** A session unused this long has ended. */
  readonly sessionIdleMinutes: number;
  /** A session ends this long after its log-in, used or not. */
  readonly sessionMaxHours: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid ${variable}: ${reason}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `expected a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `expected true or false, got "${raw}"`);
}

/** `base`: a URL that paths are appended to, so its trailing slashes go; any other URL is kept as given. */
function url(env: Env, name: string, protocols: readonly string[], base = false): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `not a URL: "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `expected a ${protocols.join(' or ')} URL, got "${parsed.protocol}"`);
  }
  return base ? raw.replace(/\/+$/, '') : raw;
}

/**
 * An interface to listen on: an IP address (`127.0.0.1`, `0.0.0.0`, `::`) or a host name
 * (`localhost`), never a URL or an address with a port, which `listen` would fail on later with a
 * less clear message (or resolve as a name).
 */
function listenHost(env: Env, name: string, fallback: string): string {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
  if (isIP(raw) === 0 && !hostName.test(raw)) {
    throw new ConfigError(name, `expected an IP address or a host name such as 127.0.0.1, 0.0.0.0 or ::, got "${raw}"`);
  }
  return raw;
}

function databaseUrl(env: Env, dataDir: string): string {
  const raw = read(env, 'DATABASE_URL') ?? `sqlite:${path.join(dataDir, 'biopermit.db')}`;
  if (raw.startsWith('sqlite:')) {
    if (raw.length === 'sqlite:'.length) throw new ConfigError('DATABASE_URL', 'sqlite: needs a file path');
    return raw;
  }
  if (/^postgres(ql)?:\/\//.test(raw)) {
    try {
      new URL(raw);
    } catch {
      throw new ConfigError('DATABASE_URL', 'not a valid postgres:// URL');
    }
    return raw;
  }
  throw new ConfigError('DATABASE_URL', 'expected sqlite:PATH or postgres://…');
}

/** Comma-separated postgres:// URLs; only beside a PostgreSQL primary (SQLite has no replicas). */
function databaseReplicaUrls(env: Env, primary: string): string[] {
  const raw = read(env, 'DATABASE_REPLICA_URLS');
  if (raw === undefined) return [];
  const urls = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (primary.startsWith('sqlite:'))
    throw new ConfigError('DATABASE_REPLICA_URLS', 'replicas need a PostgreSQL DATABASE_URL (SQLite has none)');
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new ConfigError('DATABASE_REPLICA_URLS', 'expected postgres:// URLs, separated by commas');
    try {
      new URL(url);
    } catch {
      throw new ConfigError('DATABASE_REPLICA_URLS', 'not a valid postgres:// URL');
    }
  }
  return urls;
}

function externalIdentityProvider(env: Env): ExternalIdentityProviderConfig | undefined {
  const jwksUrl = url(env, 'AUTH_JWKS_URL', ['https:', 'http:']);
  const issuer = read(env, 'AUTH_ISSUER');
  const audience = read(env, 'AUTH_AUDIENCE');
  if (jwksUrl === undefined) {
    for (const name of ['AUTH_ISSUER', 'AUTH_AUDIENCE', 'AUTH_AGENCY_CLAIM', 'AUTH_ALGORITHMS', 'AUTH_MAX_TOKEN_LIFETIME_SECONDS']) {
      if (read(env, name) !== undefined) throw new ConfigError(name, 'is set but AUTH_JWKS_URL is not');
    }
    return undefined;
  }
  if (issuer === undefined) throw new ConfigError('AUTH_ISSUER', 'is required when AUTH_JWKS_URL is set');
  if (audience === undefined) throw new ConfigError('AUTH_AUDIENCE', 'is required when AUTH_JWKS_URL is set');
  const algorithms = (read(env, 'AUTH_ALGORITHMS') ?? 'RS256,ES256,EdDSA').split(',').map((a) => a.trim());
  const allowed = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
  for (const algorithm of algorithms) {
    if (!allowed.includes(algorithm)) {
      throw new ConfigError('AUTH_ALGORITHMS', `"${algorithm}" is not one of ${allowed.join(', ')}`);
    }
  }
  return {
    jwksUrl,
    issuer,
    audience,
    agencyClaim: read(env, 'AUTH_AGENCY_CLAIM') ?? 'agency',
    algorithms,
    maxTokenLifetimeSeconds: integer(env, 'AUTH_MAX_TOKEN_LIFETIME_SECONDS', 86_400, 60, 2_592_000),
  };
}

function workerId(env: Env): string | undefined {
  const value = read(env, 'WORKER_ID');
  if (value !== undefined && !WORKER_ID_PATTERN.test(value)) {
    throw new ConfigError('WORKER_ID', 'expected 1 to 64 letters, digits, ".", "_" or "-" (one live process per id)');
  }
  return value;
}

function metricsListen(env: Env): MetricsListenConfig | undefined {
  const host = listenHost(env, 'METRICS_HOST', '127.0.0.1');
  if (read(env, 'METRICS_PORT')?.toLowerCase() === 'off') {
    if (read(env, 'METRICS_HOST') !== undefined) throw new ConfigError('METRICS_HOST', 'is set but METRICS_PORT is off');
    return undefined;
  }
  return { host, port: integer(env, 'METRICS_PORT', 9464, 0, 65_535), portConfigured: read(env, 'METRICS_PORT') !== undefined };
}

/**
 * The OTEL_* variables of the OpenTelemetry specification that the service reads. Exported: the
 * webhook dispatcher's thread reads them from its copy of the environment (src/observability/).
 */
export function tracingConfig(env: Env = process.env): TracingConfig | undefined {
  const traces = url(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', ['http:', 'https:']);
  const base = url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:'], true);
  if (traces === undefined && base === undefined) return undefined;
  // Only the JSON encoding is bundled (no protobuf, no gRPC); a collector's OTLP/HTTP port takes both.
  const protocols = {
    OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: read(env, 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'),
    OTEL_EXPORTER_OTLP_PROTOCOL: read(env, 'OTEL_EXPORTER_OTLP_PROTOCOL'),
  };
  for (const [name, protocol] of Object.entries(protocols)) {
    if (protocol !== undefined && protocol !== 'http/json') {
      throw new ConfigError(name, `only http/json is supported (OTLP over HTTP with JSON bodies), got "${protocol}"`);
    }
  }
  return {
    tracesUrl: traces ?? `${base}/v1/traces`,
    serviceName: read(env, 'OTEL_SERVICE_NAME') ?? 'biopermit',
    sampler: traceSampler(env),
  };
}

/** OTEL_TRACES_SAMPLER and its argument, as the OpenTelemetry specification defines them (the ratio defaults to 1). */
function traceSampler(env: Env): TraceSampler {
  const name = read(env, 'OTEL_TRACES_SAMPLER') ?? 'parentbased_always_on';
  if (!(TRACE_SAMPLERS as readonly string[]).includes(name)) {
    throw new ConfigError('OTEL_TRACES_SAMPLER', `must be one of ${TRACE_SAMPLERS.join(', ')}, got "${name}"`);
  }
  const argument = read(env, 'OTEL_TRACES_SAMPLER_ARG');
  const ratio = argument === undefined ? 1 : Number(argument);
  if (argument !== undefined && (!/^\d*\.?\d+$/.test(argument) || ratio > 1)) {
    throw new ConfigError('OTEL_TRACES_SAMPLER_ARG', `must be a ratio from 0 to 1 (0.1 keeps one trace in ten), got "${argument}"`);
  }
  if (argument !== undefined && !name.endsWith('traceidratio')) {
    throw new ConfigError('OTEL_TRACES_SAMPLER_ARG', `is a ratio for the traceidratio samplers; OTEL_TRACES_SAMPLER is "${name}"`);
  }
  return { name: name as TraceSampler['name'], ratio };
}

function httpTimeouts(env: Env): HttpTimeouts {
  const headersMs = integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000);
  const requestMs = integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 60_000, 0, 3_600_000);
  // Node refuses a request timeout shorter than the headers timeout (the headers are part of the request).
  if (requestMs !== 0 && requestMs < headersMs) {
    throw new ConfigError('HTTP_REQUEST_TIMEOUT_MS', `(${requestMs}) is below HTTP_HEADERS_TIMEOUT_MS (${headersMs})`);
  }
  return { headersMs, requestMs, keepAliveMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000, 1_000, 3_600_000) };
}

function signingKeyEncryptionKey(env: Env): string | undefined {
  const value = read(env, 'SIGNING_KEY_ENCRYPTION_KEY');
  if (value !== undefined && value.length < 32) throw new ConfigError('SIGNING_KEY_ENCRYPTION_KEY', 'must be at least 32 characters');
  return value;
}

const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_PARAMETERS = ['endpoint', 'region', 'forcePathStyle'];

function s3BlobStore(env: Env, raw: string): BlobStoreConfig {
  const name = 'BLOB_STORE_URL';
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `not a URL: "${raw}"`);
  }
  const bucket = parsed.hostname;
  if (!S3_BUCKET.test(bucket))
    throw new ConfigError(name, `"${bucket}" is not an S3 bucket name (3-63 lower-case letters, digits, . and -)`);
  for (const key of parsed.searchParams.keys()) {
    if (!S3_PARAMETERS.includes(key)) throw new ConfigError(name, `unknown parameter "${key}" (known: ${S3_PARAMETERS.join(', ')})`);
  }
  const endpoint = parsed.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let endpointUrl: URL | undefined;
    try {
      endpointUrl = new URL(endpoint);
    } catch {}
    if (endpointUrl === undefined || !['http:', 'https:'].includes(endpointUrl.protocol)) {
      throw new ConfigError(name, `endpoint must be an http(s) URL, got "${endpoint}"`);
    }
  }
  const forcePathStyle = parsed.searchParams.get('forcePathStyle') ?? 'false';
  if (!['true', 'false'].includes(forcePathStyle))
    throw new ConfigError(name, `forcePathStyle must be true or false, got "${forcePathStyle}"`);
  const prefix = decodeURIComponent(parsed.pathname.replace(/^\/+|\/+$/g, ''));
  return {
    kind: 's3',
    bucket,
    prefix: prefix === '' ? '' : `${prefix}/`,
    endpoint,
    region: parsed.searchParams.get('region') ?? read(env, 'AWS_REGION') ?? 'us-east-1',
    forcePathStyle: forcePathStyle === 'true',
  };
}

/** Unset: a directory under DATA_DIR; `file:` URLs and plain paths: that directory; `s3://`: a bucket. */
function blobStore(env: Env, dataDir: string): BlobStoreConfig {
  const raw = read(env, 'BLOB_STORE_URL');
  if (raw === undefined) return { kind: 'filesystem', directory: path.join(dataDir, 'blobs') };
  if (raw.startsWith('s3://')) return s3BlobStore(env, raw);
  if (raw.startsWith('file:')) {
    try {
      return { kind: 'filesystem', directory: fileURLToPath(raw) };
    } catch {
      throw new ConfigError('BLOB_STORE_URL', `not an absolute file: URL: "${raw}"`);
    }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) throw new ConfigError('BLOB_STORE_URL', 'expected a directory, a file: URL or s3://bucket');
  return { kind: 'filesystem', directory: raw };
}

function clamavSocket(env: Env): string | undefined {
  const raw = read(env, 'CLAMAV_SOCKET');
  if (raw === undefined || !raw.startsWith('tcp://')) return raw;
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  if (parsed === undefined || parsed.hostname === '' || parsed.port === '') {
    throw new ConfigError('CLAMAV_SOCKET', `expected a unix socket path or tcp://host:port, got "${raw}"`);
  }
  return raw;
}

function files(env: Env, dataDir: string): FilesConfig {
  return {
    blobStore: blobStore(env, dataDir),
    // 1 GiB at most: the blobs table keeps sizes in a 32-bit integer column, portable to both databases.
    uploadLimitBytes: integer(env, 'UPLOAD_LIMIT_BYTES', 26_214_400, 1, 1_073_741_824),
    zipBounds: {
      maxUncompressedBytes: integer(
        env,
        'UPLOAD_ZIP_MAX_UNCOMPRESSED_BYTES',
        DEFAULT_ZIP_BOUNDS.maxUncompressedBytes,
        1,
        Number.MAX_SAFE_INTEGER,
      ),
      maxRatio: integer(env, 'UPLOAD_ZIP_MAX_RATIO', DEFAULT_ZIP_BOUNDS.maxRatio, 1, 1_000_000),
    },
    clamavSocket: clamavSocket(env),
    temporaryDirectory: path.join(dataDir, 'tmp'),
  };
}

export const ABSCH_PRODUCTION_API_URL = 'https://api.cbd.int';

function absch(env: Env): AbschConfig | undefined {
  const apiUrl = url(env, 'ABSCH_API_URL', ['https:', 'http:'], true) ?? ABSCH_PRODUCTION_API_URL;
  const realm = read(env, 'ABSCH_REALM') ?? 'ABS';
  if (!/^[A-Z][A-Z0-9-]{1,30}$/.test(realm)) throw new ConfigError('ABSCH_REALM', 'expected a realm such as ABS or ABS-DEV');
  const email = read(env, 'ABSCH_EMAIL');
  const password = read(env, 'ABSCH_PASSWORD');
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined) throw new ConfigError('ABSCH_EMAIL', 'is needed with ABSCH_PASSWORD');
  if (password === undefined) throw new ConfigError('ABSCH_PASSWORD', 'is needed with ABSCH_EMAIL');
  const masked = { apiUrl, realm, email, password: '[hidden]' };
  return Object.freeze(
    Object.defineProperties(
      { apiUrl, realm, email, password },
      {
        password: { value: password, enumerable: false },
        toJSON: { value: () => masked, enumerable: false },
        [Symbol.for('nodejs.util.inspect.custom')]: { value: () => masked, enumerable: false },
      },
    ),
  );
}

function webhooks(env: Env): WebhooksConfig {
  const schedule = parseRetrySchedule(read(env, 'WEBHOOK_RETRY_SCHEDULE') ?? DEFAULT_RETRY_SCHEDULE);
  if (typeof schedule === 'string') throw new ConfigError('WEBHOOK_RETRY_SCHEDULE', schedule);
  return { retryScheduleMs: schedule, allowPrivateNetworks: boolean(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS', false) };
}

/** The default waits between tries of a message after a temporary (4xx) failure. */
export const DEFAULT_MAIL_RETRY_SCHEDULE = '1m,5m,30m,2h,6h,12h';
const MAIL_ADDRESS = /^[^\s<>@]+@[^\s<>@]+$/;

function mail(env: Env): MailConfig {
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  if (smtpUrl !== undefined && new URL(smtpUrl).hostname === '')
    throw new ConfigError('SMTP_URL', 'needs a host: smtp://user:pass@host:port');
  const from = read(env, 'MAIL_FROM') ?? 'biopermit@localhost';
  const address = /<([^<>]+)>$/.exec(from)?.[1] ?? from;
  if (!MAIL_ADDRESS.test(address)) throw new ConfigError('MAIL_FROM', `expected an address or "Name <address>", got "${from}"`);
  const schedule = parseRetrySchedule(read(env, 'MAIL_RETRY_SCHEDULE') ?? DEFAULT_MAIL_RETRY_SCHEDULE);
  if (typeof schedule === 'string') throw new ConfigError('MAIL_RETRY_SCHEDULE', schedule);
  return { smtpUrl, from, retryScheduleMs: schedule };
}

/**
 * The certificate seal: the key opened here, at start, from a PKCS#12 file or a PKCS#11 token, so a
 * wrong path, password or PIN stops the start naming the variable (never its value), not the first
 * issue. The password and PIN are not kept.
 */
function permitSigning(env: Env): CertificateSealer | undefined {
  const file = read(env, 'PERMIT_SIGNING_P12');
  const tokenUri = read(env, 'PERMIT_SIGNING_PKCS11_URI');
  const tsaUrl = url(env, 'PERMIT_TSA_URL', ['https:', 'http:']);
  if (file !== undefined && tokenUri !== undefined) {
    throw new ConfigError('PERMIT_SIGNING_PKCS11_URI', 'is set with PERMIT_SIGNING_P12: name one key, a file or a token');
  }
  if (file === undefined && tokenUri === undefined) {
    if (tsaUrl !== undefined)
      throw new ConfigError(
        'PERMIT_TSA_URL',
        'is set without PERMIT_SIGNING_P12 or PERMIT_SIGNING_PKCS11_URI: there is nothing to timestamp',
      );
    return undefined;
  }
  // A baseline B-T signature carries a timestamp; without one the signature would claim only the server's clock.
  if (tsaUrl === undefined) throw new ConfigError('PERMIT_TSA_URL', 'is needed to seal certificates (the signature’s RFC 3161 timestamp)');
  const [variable, secretVariable] =
    file === undefined ? ['PERMIT_SIGNING_PKCS11_URI', 'PERMIT_SIGNING_PKCS11_PIN'] : ['PERMIT_SIGNING_P12', 'PERMIT_SIGNING_P12_PASSWORD'];
  try {
    const identity =
      file === undefined
        ? openPkcs11(tokenUri as string, read(env, 'PERMIT_SIGNING_PKCS11_PIN') ?? '')
        : openPkcs12(readKeyFile(file), read(env, 'PERMIT_SIGNING_P12_PASSWORD') ?? '');
    const sealer: CertificateSealer = { identity, tsaUrl };
    return Object.freeze(sealer);
  } catch (error) {
    if (!(error instanceof SigningIdentityError)) throw error;
    throw new ConfigError(error.setting === 'password' ? secretVariable : variable, error.message);
  }
}

function readKeyFile(file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new SigningIdentityError('file', `cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
}

export function loadConfig(env: Env = process.env): Config {
  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}`);
  }
  const dataDir = read(env, 'DATA_DIR') ?? './data';
  const prefix = read(env, 'REGISTRATION_PREFIX') ?? 'ABS';
  if (!/^[A-Z][A-Z0-9]{1,9}$/.test(prefix)) {
    throw new ConfigError('REGISTRATION_PREFIX', 'expected 2 to 10 capital letters or digits, starting with a letter');
  }
  const ttlSeconds = integer(env, 'TOKEN_TTL_SECONDS', 3600, 60, 86_400);
  const maxTtlSeconds = integer(env, 'TOKEN_MAX_TTL_SECONDS', 86_400, 60, 2_592_000);
  if (maxTtlSeconds < ttlSeconds) {
    throw new ConfigError('TOKEN_MAX_TTL_SECONDS', `(${maxTtlSeconds}) is below TOKEN_TTL_SECONDS (${ttlSeconds})`);
  }
  const externalIdp = externalIdentityProvider(env);
  const acceptLocalTokens = boolean(env, 'TOKEN_ACCEPT_LOCAL', true);
  if (!acceptLocalTokens && externalIdp === undefined) {
    throw new ConfigError('TOKEN_ACCEPT_LOCAL', 'is false but no AUTH_JWKS_URL is configured: no token could ever be accepted');
  }
  const tokenIssuer = read(env, 'TOKEN_ISSUER') ?? 'urn:biopermit';
  // The verifier picks the key source by `iss`: with one issuer for both, the provider's tokens would be
  // checked against this service's keys and always refused.
  if (externalIdp !== undefined && acceptLocalTokens && externalIdp.issuer === tokenIssuer) {
    throw new ConfigError('AUTH_ISSUER', `is the same as TOKEN_ISSUER ("${tokenIssuer}"); they must differ`);
  }

  const config: Config = {
    port: integer(env, 'PORT', 8080, 0, 65_535),
    // This machine only by default: the walk-through creates users with published passwords.
    host: listenHost(env, 'HOST', '127.0.0.1'),
    databaseUrl: databaseUrl(env, dataDir),
    databaseReplicaUrls: databaseReplicaUrls(env, databaseUrl(env, dataDir)),
    databaseReplicaStickySeconds: integer(env, 'DATABASE_REPLICA_STICKY_SECONDS', 5, 1, 300),
    dataDir,
    logLevel,
    publicBaseUrl: url(env, 'PUBLIC_BASE_URL', ['https:', 'http:'], true),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 104_857_600),
    tokenRateLimitPerMinute: integer(env, 'TOKEN_RATE_LIMIT_PER_MINUTE', 60, 0, 1_000_000),
    verifyRateLimitPerMinute: integer(env, 'VERIFY_RATE_LIMIT_PER_MINUTE', 30, 0, 1_000_000),
    apiRateLimitPerMinute: integer(env, 'API_RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000),
    metrics: metricsListen(env),
    httpTimeouts: httpTimeouts(env),
    requireDurableWrites: !boolean(env, 'ALLOW_NON_DURABLE_WRITES', false),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    databasePreparedStatements: boolean(env, 'DATABASE_PREPARED_STATEMENTS', true),
    sqliteCacheSizeMiB: integer(env, 'SQLITE_CACHE_SIZE_MIB', 256, 2, 65_536),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 1_000, 0, 600_000),
    registrationPrefix: prefix,
    tokens: {
      issuer: tokenIssuer,
      audience: read(env, 'TOKEN_AUDIENCE') ?? 'urn:biopermit:external-api',
      ttlSeconds,
      maxTtlSeconds,
      acceptLocalTokens,
      signingKeyEncryptionKey: signingKeyEncryptionKey(env),
    },
    externalIdentityProvider: externalIdp,
    scheduler: {
      enabled: boolean(env, 'SCHEDULER_ENABLED', true),
      tickMs: integer(env, 'SCHEDULER_TICK_MS', 10_000, 100, 3_600_000),
      workerId: workerId(env),
    },
    staff: {
      sessionIdleMinutes: integer(env, 'STAFF_SESSION_IDLE_MINUTES', 30, 1, 1440),
      sessionMaxHours: integer(env, 'STAFF_SESSION_MAX_HOURS', 12, 1, 720),
    },
    files: files(env, dataDir),
    webhooks: webhooks(env),
    mail: mail(env),
    absch: absch(env),
    tracing: tracingConfig(env),
    permitSigning: permitSigning(env),
    transparencyLog: transparencyLog(env),
  };
  return Object.freeze(config);
}

/** The public log of permits (issue 29 §4, docs/TRUST.md). */
export interface TransparencyLogConfig {
  /**
   * The log's name in its checkpoints and key (`TRANSPARENCY_LOG_ORIGIN`, else PUBLIC_BASE_URL's host +
   * `/log`); undefined when neither is set: entries are kept and numbered, but no checkpoint is signed.
   */
  readonly origin: string | undefined;
  /** Requests a minute to `/api/v1/public/log/…` from one address (`LOG_RATE_LIMIT_PER_MINUTE`); 0 turns the limit off. */
  readonly rateLimitPerMinute: number;
  /** The witnesses each new checkpoint is submitted to (`LOG_WITNESSES`), with the keys their cosignatures are checked with. */
  readonly witnesses: readonly { readonly cosigner: Cosigner; readonly url: string }[];
}

function transparencyLog(env: Env): TransparencyLogConfig {
  const explicit = read(env, 'TRANSPARENCY_LOG_ORIGIN');
  // A checkpoint's first line: printable, no spaces or "+" (the verifier key's separator).
  if (explicit !== undefined && !/^[\x21-\x2a\x2c-\x7e]{1,200}$/.test(explicit))
    throw new ConfigError('TRANSPARENCY_LOG_ORIGIN', 'expected printable ASCII without spaces or "+", e.g. permits.example.gov.ph/log');
  const base = url(env, 'PUBLIC_BASE_URL', ['https:', 'http:'], true);
  const origin = explicit ?? (base === undefined ? undefined : `${new URL(base).host}/log`);
  const witnesses = logWitnesses(env);
  if (witnesses.length > 0 && origin === undefined)
    throw new ConfigError('LOG_WITNESSES', 'witnesses cosign checkpoints: set TRANSPARENCY_LOG_ORIGIN or PUBLIC_BASE_URL too');
  return { origin, rateLimitPerMinute: integer(env, 'LOG_RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000), witnesses };
}

/**
 * `LOG_WITNESSES`: witnesses separated by commas or newlines, each `<verifier key> <URL>`: the witness's
 * c2sp.org/tlog-cosignature key (`name+keyid+base64(0x04 ‖ Ed25519 key)`) and its submission prefix.
 */
function logWitnesses(env: Env): TransparencyLogConfig['witnesses'] {
  const raw = read(env, 'LOG_WITNESSES');
  if (raw === undefined) return [];
  const witnesses: { cosigner: Cosigner; url: string }[] = [];
  for (const item of raw.split(/[,\n]/).map((part) => part.trim())) {
    if (item === '') continue;
    const [vkey, address, ...rest] = item.split(/\s+/);
    if (vkey === undefined || address === undefined || rest.length > 0)
      throw new ConfigError('LOG_WITNESSES', `expected "<verifier key> <URL>" for each witness, got "${item}"`);
    let cosigner: Cosigner;
    try {
      cosigner = parseCosignerKey(vkey);
    } catch (error) {
      throw new ConfigError('LOG_WITNESSES', `${(error as Error).message}: "${vkey}"`);
    }
    const parsed = URL.parse(address);
    if (parsed === null || !['https:', 'http:'].includes(parsed.protocol))
      throw new ConfigError('LOG_WITNESSES', `expected an http(s) URL for ${cosigner.name}, got "${address}"`);
    if (witnesses.some((w) => w.cosigner.name === cosigner.name && w.cosigner.keyId.equals(cosigner.keyId)))
      throw new ConfigError('LOG_WITNESSES', `${cosigner.name} is listed twice`);
    witnesses.push({ cosigner, url: address.replace(/\/+$/, '') });
  }
  return witnesses;
}
