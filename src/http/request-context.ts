import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the per-request log line when the request succeeds (health probes). */
    quietRequestLog?: boolean;
  }
}

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A client's own X-Request-Id is kept when sane, so both sides can correlate; otherwise a fresh uuid. */
export const genReqId: NonNullable<FastifyServerOptions['genReqId']> = (request) => {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && CLIENT_REQUEST_ID.test(header) ? header : randomUUID();
};

/** URL with any access_token parameter masked: such requests are refused, but still logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]access_token=)[^&]*/gi, '$1[redacted]');
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'], censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        id: request.id,
      }),
    },
  };
}

/**
 * X-Request-Id on every response, and one log line per completed request (not Fastify's two). Reads
 * that succeed are the hot path (agencies poll) and log at debug; every write and every error logs at
 * info, so the record of what changed and what went wrong is always there.
 */
/** pino's level numbers; a level is on when the logger's own is at or below it. */
const LEVEL_VALUES: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

function levelEnabled(loggerLevel: string, level: 'debug' | 'info'): boolean {
  return (LEVEL_VALUES[loggerLevel] ?? Number.POSITIVE_INFINITY) <= (LEVEL_VALUES[level] as number);
}

export function installRequestContext(app: FastifyInstance): void {
  // Callback hooks, not async ones: they run on every request, and a promise each is not free.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Every response, of every route present and future: browsers never guess a media type, and
    // nothing is cached unless a route says so (the JWKS does): most answers carry personal data.
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const failed = reply.statusCode >= 400;
    const read = request.method === 'GET' || request.method === 'HEAD';
    const level = read && !failed ? 'debug' : 'info';
    // Probes from load balancers arrive every few seconds; their successes are not news. Nor is a
    // line worth building at a level that is off (successful reads, at the default info).
    if ((request.routeOptions.config.quietRequestLog === true && !failed) || !levelEnabled(request.log.level, level)) {
      done();
      return;
    }
    request.log[level](
      { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
    done();
  });
}
