import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { AppError } from './errors.js';

/**
 * Work started by requests that shutdown must wait for before it closes the database. The HTTP
 * server's close waits for open connections only: a handler whose client has gone away (a timeout,
 * a load balancer giving up) is still running, perhaps holding a submission in a transaction.
 */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>();

  /** Keeps `running` counted until it has settled, and returns it. */
  track<T>(running: Promise<T>): Promise<T> {
    this.running.add(running);
    const forget = () => this.running.delete(running);
    running.then(forget, forget);
    return running;
  }

  /** How many are running now. */
  get size(): number {
    return this.running.size;
  }

  /** Resolves once nothing tracked is running, including work started while waiting. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

/** How long a client told "shutting down" should wait before trying again (another process, or this one restarted). */
const RETRY_AFTER_SHUTDOWN_SECONDS = 5;

function isThenable(value: unknown): value is Promise<unknown> {
  return value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * Shutdown, wired once for every route present and future: each route's handler is tracked while it
 * runs (an onRoute hook wraps it), close waits for them before the caller closes the database, and
 * a request that arrives once closing has begun (on a kept-alive connection) is a 503 problem with
 * `Connection: close` and Retry-After, not Fastify's own JSON. Installed before the first route.
 */
export function installShutdownHandling(app: FastifyInstance): InFlight {
  const inFlight = new InFlight();
  let closing = false;
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function trackedHandler(this: FastifyInstance, request, reply) {
      const result = handler.call(this, request, reply);
      // A synchronous handler has finished by now; only a promise needs waiting for.
      return isThenable(result) ? inFlight.track(result) : result;
    } as RouteHandlerMethod;
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    reply.header('connection', 'close');
    done(
      new AppError('service_unavailable', 'The service is shutting down; retry, and another process will answer', {
        headers: { 'retry-after': String(RETRY_AFTER_SHUTDOWN_SECONDS) },
      }),
    );
  });
  // onClose runs once the HTTP server has closed; before the caller closes the database, let the
  // handlers still running finish (their clients may have left; a submission may be mid-commit).
  app.addHook('onClose', () => inFlight.settled());
  return inFlight;
}
