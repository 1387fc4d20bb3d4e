import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { findApiClient } from './agencies/api-client.repository.js';
import { applicationRoutes } from './applications/application.routes.js';
import { detailReader } from './applications/detail.reader.js';
import { submissionWriter } from './applications/submission.store.js';
import { createKeyRing, type KeyRing } from './auth/key-ring.js';
import { oauthRoutes } from './auth/oauth.routes.js';
import { TokenVerifier } from './auth/token-verifier.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { healthRoutes } from './health/health.routes.js';
import { InFlight } from './http/in-flight.js';
import { installOpenApi } from './http/openapi.plugin.js';
import { installProblemHandler } from './http/problem.plugin.js';
import { Problem } from './http/problem.schema.js';
import { genReqId, installRequestContext, loggerOptions } from './http/request-context.js';
import { installValidators } from './http/validation.js';
import { installMetrics } from './metrics/metrics.plugin.js';
import { webPlugin } from './web/web.plugin.js';

export interface BuiltApp {
  readonly app: FastifyInstance;
  readonly keyRing: KeyRing;
  readonly verifier: TokenVerifier;
}

/**
 * The whole HTTP service, built the same way by the server and by tests. The database is opened and
 * migrated by the caller, who also closes it after the app.
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
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const keyRing = createKeyRing(database.db, config.tokens);
  await keyRing.initialize();
  const verifier = new TokenVerifier(keyRing, {
    local: config.tokens.acceptLocalTokens ? config.tokens : undefined,
    external: config.externalIdentityProvider,
    isClientActive: async (clientId) => {
      const client = await findApiClient(database.db, clientId);
      return client !== undefined && client.revoked_at === null;
    },
  });

  app.decorateRequest('principal', null);
  // The spec's media type for submissions: JSON, parsed by the same parser as application/json.
  app.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  installValidators(app);
  installProblemHandler(app);
  installRequestContext(app);
  app.addSchema(Problem);
  await installOpenApi(app, config.publicBaseUrl);
  const metrics = await installMetrics(app);
  const writes = submissionWriter(database, config.registrationPrefix, (size) => metrics.writeGroupSize.observe(size));
  const details = detailReader(database, (size) => metrics.readBatchSize.observe(size));
  const inFlight = new InFlight();
  // onClose runs once the HTTP server has closed; before the caller closes the database, let the
  // handlers still running finish (their clients may have left; a submission may be mid-commit).
  app.addHook('onClose', () => inFlight.settled());

  await app.register(healthRoutes, { database });
  // Tokens this service would sign are pointless when it trusts only an external identity provider.
  if (config.tokens.acceptLocalTokens)
    await app.register(oauthRoutes, {
      db: database.db,
      keyRing,
      tokens: config.tokens,
      rateLimitPerMinute: config.tokenRateLimitPerMinute,
    });
  await app.register(applicationRoutes, {
    deps: { db: database.db, writes, details },
    verifier,
    publicBaseUrl: config.publicBaseUrl,
    inFlight,
  });
  await app.register(webPlugin);
  return { app, keyRing, verifier };
}
