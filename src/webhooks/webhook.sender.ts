import { isIP } from 'node:net';
import { Agent } from 'undici';
import { inDeliverySpan } from '../observability/delivery-spans.js';
import { guardedLookup, isForbiddenAddress, webhookUrlProblem } from './address.guard.js';

/**
 * One HTTP attempt of a delivery: a POST of the event, signed, within `timeoutMs` from the first
 * byte sent to the end of the answer (a receiver that accepts the connection and never answers
 * times out). Redirects are not followed (a 3xx is a failure), the answer's body is read to at
 * most 1 KiB (then the connection is dropped), and the address connected to is checked (address.guard.ts).
 * Never throws: the outcome says what happened.
 *
 * Sent by undici (the HTTP client of Node.js's own fetch), not node:http: a try's CPU is most of a
 * dispatcher's, and undici's client took about half of node:http's per request (bench/README.md).
 *
 * Connections are kept open between tries (one pool per process and address policy): a new TCP (and
 * TLS) connection per try cost more than the try itself, and held one endpoint to a few hundred
 * deliveries a second (bench/README.md). The address is checked when a connection is opened, by the
 * lookup below; a kept connection stays with the address that was checked. An idle connection is
 * closed after IDLE_SOCKET_MS (or sooner, if the receiver's Keep-Alive header says so), so a receiver
 * that went away holds nothing for long; a try that times out or is aborted destroys its connection.
 */

export const RESPONSE_BODY_LIMIT = 1024;
/** How long a kept connection may wait idle for the next try (receivers commonly close theirs after 5 s). */
export const IDLE_SOCKET_MS = 4_000;

const agents = new Map<boolean, Agent>();

/** The process's pool of kept connections for this address policy (HTTP and HTTPS alike). */
function agentFor(allowPrivateNetworks: boolean): Agent {
  let agent = agents.get(allowPrivateNetworks);
  if (agent === undefined) {
    agent = new Agent({
      keepAliveTimeout: IDLE_SOCKET_MS,
      // A receiver's Keep-Alive hint may shorten the wait, never lengthen it.
      keepAliveMaxTimeout: IDLE_SOCKET_MS,
      // Called for each new connection: a name that resolves to a forbidden address is refused before connecting.
      connect: { lookup: guardedLookup(allowPrivateNetworks) as never },
    });
    agents.set(allowPrivateNetworks, agent);
  }
  return agent;
}

export interface AttemptOutcome {
  readonly ok: boolean;
  /** The receiver's status code, when it answered. */
  readonly status: number | null;
  readonly latencyMs: number;
  /** Why it failed, in words, when it did. */
  readonly error: string | null;
  /** The start of the answer's body (at most 1 KiB). */
  readonly body: string;
  /** No answer within the timeout (the receiver may be overloaded: the next try waits longer, retry-schedule.ts). */
  readonly timedOut: boolean;
  /** The answer's Retry-After header, as given (read on a 429, retry-schedule.ts). */
  readonly retryAfter: string | null;
}

export interface AttemptRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly timeoutMs: number;
  readonly allowPrivateNetworks: boolean;
  /** Aborts the try (the process is stopping); the outcome is then a failure nobody records. */
  readonly signal?: AbortSignal | undefined;
}

/** One attempt, in a span of its own while tracing is on (src/observability/delivery-spans.ts). */
export function attemptDelivery(request: AttemptRequest): Promise<AttemptOutcome> {
  return inDeliverySpan(request, (traceparent) => sendAttempt(request, traceparent));
}

/**
 * `traceparent`: the attempt's span, sent to the receiver (W3C Trace Context; receivers that do not
 * trace ignore it, and it is not part of what the signature covers).
 */
function sendAttempt(request: AttemptRequest, traceparent: string | undefined): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refused = webhookUrlProblem(request.url, request.allowPrivateNetworks);
  const failedBeforeSending = (error: string): Promise<AttemptOutcome> =>
    Promise.resolve({ ok: false, status: null, latencyMs: 0, error, body: '', timedOut: false, retryAfter: null });
  if (refused !== undefined) return failedBeforeSending(`The URL ${refused}`);
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!request.allowPrivateNetworks && isIP(host) !== 0 && isForbiddenAddress(host)) {
    return failedBeforeSending(`${host} is a forbidden address`);
  }
  // Ends the try at its timeout, or when the process stops (request.signal); either destroys the connection.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const stop = () => controller.abort();
  if (request.signal?.aborted === true) stop();
  else request.signal?.addEventListener('abort', stop, { once: true });
  const end = (outcome: Omit<AttemptOutcome, 'latencyMs'>): AttemptOutcome => {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', stop);
    return { ...outcome, latencyMs: elapsed() };
  };
  const failed = (error: string): AttemptOutcome => end({ ok: false, status: null, error, body: '', timedOut, retryAfter: null });
  return agentFor(request.allowPrivateNetworks)
    .request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: {
        ...request.headers,
        ...(traceparent === undefined ? {} : { traceparent }),
        'content-type': 'application/json',
        'user-agent': 'biopermit-webhooks/1',
      },
      body: request.body,
      signal: controller.signal,
    })
    .then(
      async (response) => {
        const status = response.statusCode;
        const chunks: Buffer[] = [];
        let size = 0;
        try {
          for await (const chunk of response.body as AsyncIterable<Buffer>) {
            chunks.push(chunk);
            size += chunk.length;
            // Enough read: the rest is not waited for, and the connection goes with it.
            if (size >= RESPONSE_BODY_LIMIT) break;
          }
        } catch {
          // What arrived before the answer broke off (or timed out) is kept; the status stands.
        }
        if (timedOut) return failed(`No answer within ${request.timeoutMs} ms`);
        const body = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8');
        const ok = status >= 200 && status < 300;
        const retryAfter = response.headers['retry-after'];
        return end({
          ok,
          status,
          error: ok ? null : `The receiver answered ${status}`,
          body,
          timedOut: false,
          retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
        });
      },
      (error: NodeJS.ErrnoException) => {
        if (timedOut) return failed(`No answer within ${request.timeoutMs} ms`);
        return failed(error.code === undefined ? error.message : `${error.code}: ${error.message}`);
      },
    );
}
