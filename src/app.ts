import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { ACTION_REGISTRY } from './actions.js';
import { findApiClient } from './agencies/api-client.repository.js';
import type { AgreementDeps } from './agreements/agreement.service.js';
import { detailReader } from './applications/detail.reader.js';
import { submissionWriter } from './applications/submission.store.js';
import { subjectKeySealing } from './audit/subject-keys.js';
import { createCredentialKeyRing } from './auth/credential-key-ring.js';
import { createKeyRing, type KeyRing } from './auth/key-ring.js';
import { TokenVerifier } from './auth/token-verifier.js';
import { openBlobStore } from './blobs/open-blob-store.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { openStaleReads, primaryReads } from './db/read-replicas.js';
import { clientErrorHandler } from './http/client-errors.js';
import { installFreshReadsMark } from './http/fresh-reads.js';
import { installShutdownHandling } from './http/in-flight.js';
import { installJsonBodyParser } from './http/json-body.js';
import { serializersCompiledOnFirstUse } from './http/lazy-compilers.js';
import { installOpenApi } from './http/openapi.plugin.js';
import { installOversizedBodyDiscard } from './http/oversized-body.js';
import { frameworkErrorHandler, installProblemHandler } from './http/problem.plugin.js';
import { Problem } from './http/problem.schema.js';
import { inProcessCounters, installClientRateLimit } from './http/rate-limit.js';
import { genReqId, installRequestContext, loggerOptions } from './http/request-context.js';
import { installRequestGuards, parseQueryString } from './http/request-guards.js';
import { EXTERNAL_API_PREFIX, installRouteAudiences } from './http/route-audience.js';
import { installRouteIndex } from './http/route-index.js';
import { cachedSerializerFactory } from './http/serialization.js';
import { serverTimeoutOptions } from './http/server-options.js';
import { sharedWindowCounters } from './http/shared-rate-limit.js';
import { installValidators } from './http/validation.js';
import { installMetrics, type Metrics } from './metrics/metrics.plugin.js';
import { requestSpansPlugin } from './observability/request-spans.plugin.js';
import { tracingIsOn } from './observability/tracing.js';
import type { PermitDeps } from './permits/permit.deps.js';
import { registerRoutes } from './routes.js';
import { createSettingsReader } from './settings/settings.cache.js';
import { installStaffAuthentication } from './staff/staff.hook.js';

export interface BuiltApp {
  readonly app: FastifyInstance;
  readonly keyRing: KeyRing;
  readonly verifier: TokenVerifier;
  /** The registry that the metrics listener (server.ts) serves. */
  readonly metrics: Metrics;
  /** What the permit services use: the blob store (closed with the app), signing keys, PUBLIC_BASE_URL. */
  readonly permits: PermitDeps;
}

export { EXTERNAL_API_PREFIX };

/**
 * The whole HTTP service, built the same way by the server and by tests. The database is opened and
 * migrated by the caller, who also closes it after the app; opened with `subjectKeySealing`, so that
 * the data subjects' keys are sealed like the signing keys (src/audit/subject-keys.ts).
 *
 * What every route needs is wired here once, as app-wide hooks installed before the first route, so
 * a route added later gets it without doing anything: request ids and common headers, the checks of
 * path, query and header text, strict UTF-8 JSON, bounded validation, problem+json for every error
 * (also the router's and Node's), 405 with Allow, in-flight tracking and the 503 during shutdown,
 * the per-client rate limit on /api/v1/external/*, and metrics by route pattern.
 */
export async function buildApp(config: Config, database: Database, options: { logStream?: DestinationStream } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: options.logStream ? { ...loggerOptions(config.logLevel), stream: options.logStream } : loggerOptions(config.logLevel),
    genReqId,
    // One line per request, written by installRequestContext, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    // Requests during shutdown get our 503 problem (in-flight.ts), not Fastify's JSON.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    ...serverTimeoutOptions(config.httpTimeouts),
    // Response serializers compiled on a route's first answer (a faster start), and once per schema in
    // a process, however many apps it builds (a faster test suite).
    schemaController: { compilersFactory: { buildSerializer: serializersCompiledOnFirstUse(cachedSerializerFactory) } },
  });
  // First, so that every other hook runs in the request's span; only while tracing is on (tracing.ts).
  if (tracingIsOn()) await app.register(requestSpansPlugin);
  const keyRing = createKeyRing(database.db, config.tokens);
  await keyRing.initialize();
  const credentialKeys = createCredentialKeyRing(database.db, config.tokens);
  await credentialKeys.initialize();
  const verifier = new TokenVerifier(keyRing, {
    local: config.tokens.acceptLocalTokens ? config.tokens : undefined,
    external: config.externalIdentityProvider,
    isClientActive: async (clientId) => {
      const client = await findApiClient(database.db, clientId);
      return client !== undefined && client.revoked_at === null;
    },
  });

  app.decorateRequest('principal', null);
  const routes = installRouteIndex(app);
  // Before the first route: every route declares who may call it, or the app does not start.
  const staffAuth = installStaffAuthentication(app, database, config);
  installRouteAudiences(app, { verifier, staff: staffAuth, issuesTokens: config.tokens.acceptLocalTokens });
  installRequestContext(app);
  installShutdownHandling(app);
  installRequestGuards(app);
  // Both submission media types (the spec's application/json-patch+json and application/json).
  installJsonBodyParser(app);
  installValidators(app);
  installProblemHandler(app, routes);
  installOversizedBodyDiscard(app);
  // Counted in PostgreSQL, the limits hold across every process on the database; SQLite is one process.
  const rateLimits = database.dialect === 'postgres' ? sharedWindowCounters(database.db, app.log) : inProcessCounters;
  installClientRateLimit(app, { limitPerMinute: config.apiRateLimitPerMinute, pathPrefix: EXTERNAL_API_PREFIX, counters: rateLimits });
  const metrics = installMetrics(app);
  app.addSchema(Problem);
  await installOpenApi(app, { publicBaseUrl: config.publicBaseUrl, issuesTokens: config.tokens.acceptLocalTokens });
  const writes = submissionWriter(
    database,
    config.registrationPrefix,
    (size) => metrics.writeGroupSize.observe(size),
    config.publicBaseUrl === undefined ? undefined : new URL('/privacy', config.publicBaseUrl).href,
  );
  const details = detailReader(database, (size) => metrics.readBatchSize.observe(size));

  // Reads that may be a moment old go to the replicas, when there are any (src/db/read-replicas.ts).
  const reads =
    database.dialect === 'postgres' && config.databaseReplicaUrls.length > 0
      ? await openStaleReads(database.db, {
          urls: config.databaseReplicaUrls,
          poolSize: config.databasePoolSize,
          plugins: [subjectKeySealing(config.tokens.signingKeyEncryptionKey)],
        })
      : primaryReads(database.db);
  app.addHook('onClose', async () => reads.close());
  if (reads.replicas > 0) {
    installFreshReadsMark(app, {
      seconds: config.databaseReplicaStickySeconds,
      secure: config.publicBaseUrl?.startsWith('https:') === true,
    });
  }

  const settings = createSettingsReader(database.db);
  const store = openBlobStore(config.files);
  app.addHook('onClose', async () => store.close());
  const permits: PermitDeps = {
    db: database.db,
    keyRing,
    store,
    publicBaseUrl: config.publicBaseUrl,
    abschConfigured: config.absch !== undefined,
    sealer: config.permitSigning,
    credentialKeys,
  };
  const agreements: AgreementDeps = { db: database.db, actions: ACTION_REGISTRY, store, publicBaseUrl: config.publicBaseUrl };
  await registerRoutes(app, {
    config,
    database,
    keyRing,
    applications: { db: database.db, writes, details },
    settings,
    store,
    permits,
    agreements,
    actions: ACTION_REGISTRY,
    staff: staffAuth,
    rateLimits,
    reads,
  });
  return { app, keyRing, verifier, metrics, permits };
}
