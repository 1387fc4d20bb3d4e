import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { sendProblem } from './problem.plugin.js';

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

/** Reads what is left of a request's body, and drops it. */
function discardBody(raw: IncomingMessage): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.once('error', resolve);
    raw.resume();
  });
}

/** How long a client told "shutting down" should wait before trying again (another process, or this one restarted). */
const RETRY_AFTER_SHUTDOWN_SECONDS = 5;

function isThenable(value: unknown): value is Promise<unknown> {
  return value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';
}

/** Starts the refusal of new requests on each app, before its server closes (closeGracefully). */
const drains = new WeakMap<FastifyInstance, () => void>();

/**
 * Shutdown, wired once for every route present and future: each route's handler is tracked while it
 * runs (an onRoute hook wraps it), close waits for them before the caller closes the database, and
 * a request that arrives once closing has begun (on a kept-alive connection) is a 503 problem with
 * `Connection: close` and Retry-After, not Fastify's own JSON, logged at info (a planned shutdown is
 * no error). Every answer sent while closing carries `Connection: close`, so kept-alive connections
 * end after their answer instead of idling until the server cuts them. Installed before the first route.
 */
export function installShutdownHandling(app: FastifyInstance): InFlight {
  const inFlight = new InFlight();
  let closing = false;
  drains.set(app, () => {
    closing = true;
  });
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
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    reply.header('retry-after', String(RETRY_AFTER_SHUTDOWN_SECONDS));
    request.log.info({ code: 'service_unavailable' }, 'request refused: the service is shutting down');
    // Read the body first: a connection closed with a request body still unread in it is reset (RST),
    // and the client meets ECONNRESET instead of this answer.
    await discardBody(request.raw);
    return sendProblem(request, reply, 'service_unavailable', 'The service is shutting down; retry, and another process will answer');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // onClose runs once the HTTP server has closed; before the caller closes the database, let the
  // handlers still running finish (their clients may have left; a submission may be mid-commit).
  app.addHook('onClose', () => inFlight.settled());
  return inFlight;
}

/**
 * A planned shutdown (SIGTERM), in three steps, none of which resets a connection a client may be
 * sending on:
 * 1. Stop listening at once, with net.Server's own close: a client opening a connection now is
 *    refused (ECONNREFUSED: it sent nothing, and may retry elsewhere at once). Not http.Server's
 *    close, which also destroys every connection it counts idle: one just accepted whose request is
 *    on its way, one kept alive whose client is sending its next request (they saw ECONNRESET).
 *    Now, before any answer has said `Connection: close`, few clients are connecting; a listener
 *    closed later, with every client reconnecting after its 503, reset those still in its backlog.
 * 2. Answer what comes on the connections already open (503, `Connection: close`; the requests in
 *    flight get their answer with `Connection: close`), each connection ending after its answer,
 *    for up to `drainMs` or until none is left.
 * 3. Close: Fastify destroys what is still open and idle (a client that kept a connection unused all
 *    this time), and waits for the handlers still running. First, one turn of the event loop's I/O:
 *    when the process was busy (SQLite works on the event loop), requests that arrived meanwhile are
 *    still unread in their sockets, and Node counts such a connection idle and would destroy it.
 */
export async function closeGracefully(app: FastifyInstance, drainMs: number): Promise<void> {
  drains.get(app)?.();
  const server = app.server;
  if (server.listening) {
    net.Server.prototype.close.call(server);
    const connections = () => new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
    const deadline = Date.now() + drainMs;
    while (Date.now() < deadline && (await connections()) > 0) await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
    // setImmediate runs after the next poll phase, which reads every socket with data waiting.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await app.close();
}

const DRAIN_POLL_MS = 25;
