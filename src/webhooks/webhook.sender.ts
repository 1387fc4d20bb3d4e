import { isIP } from 'node:net';
import { Agent, type Dispatcher } from 'undici';
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
  return new Promise((resolve) => {
    let settled = false;
    let controller: Dispatcher.DispatchController | undefined;
    let status = 0;
    let retryAfter: string | null = null;
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: Omit<AttemptOutcome, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', stop);
      resolve({ ...outcome, latencyMs: elapsed() });
    };
    const failed = (error: string, timedOut = false) => finish({ ok: false, status: null, error, body: '', timedOut, retryAfter: null });
    const answered = () => {
      const ok = status >= 200 && status < 300;
      const body = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8');
      finish({ ok, status, error: ok ? null : `The receiver answered ${status}`, body, timedOut: false, retryAfter });
    };
    // Aborting a request under way destroys its connection; one still waiting for a connection is
    // aborted as it starts.
    const abort = (reason: string) => {
      if (controller !== undefined && !controller.aborted) controller.abort(new Error(reason));
    };
    const timer = setTimeout(() => {
      failed(`No answer within ${request.timeoutMs} ms`, true);
      abort('timed out');
    }, request.timeoutMs);
    // The process stops: the try ends at once (its outcome is not recorded).
    const stop = () => {
      failed('The dispatcher stopped');
      abort('stopped');
    };
    if (request.signal?.aborted === true) stop();
    else request.signal?.addEventListener('abort', stop, { once: true });
    // undici's handler API rather than its request(): no stream and no promise per answer, whose
    // async reading took a third of a try's CPU.
    agentFor(request.allowPrivateNetworks).dispatch(
      {
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
      },
      {
        onRequestStart(started) {
          controller = started;
          if (settled) abort('ended before it started');
        },
        onResponseStart(_controller, statusCode, headers) {
          status = statusCode;
          const header = headers['retry-after'];
          retryAfter = typeof header === 'string' ? header : null;
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
          size += chunk.length;
          if (size < RESPONSE_BODY_LIMIT) return;
          // Enough read: the rest is not waited for, and the connection goes with it.
          answered();
          abort('answer read to its limit');
        },
        onResponseEnd: answered,
        onResponseError(_controller, error: NodeJS.ErrnoException) {
          failed(error.code === undefined ? error.message : `${error.code}: ${error.message}`);
        },
      },
    );
  });
}
