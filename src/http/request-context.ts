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
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const failed = reply.statusCode >= 400;
    // Probes from load balancers arrive every few seconds; their successes are not news.
    if (request.routeOptions.config.quietRequestLog === true && !failed) return;
    const read = request.method === 'GET' || request.method === 'HEAD';
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (read && !failed) request.log.debug(line, 'request completed');
    else request.log.info(line, 'request completed');
  });
}
