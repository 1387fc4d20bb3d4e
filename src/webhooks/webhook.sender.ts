import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { inDeliverySpan } from '../observability/delivery-spans.js';
import { guardedLookup, isForbiddenAddress, webhookUrlProblem } from './address.guard.js';

/**
 * One HTTP attempt of a delivery: a POST of the event, signed, within `timeoutMs` from the first
 * byte sent to the end of the answer (a receiver that accepts the connection and never answers
 * times out). Redirects are not followed (a 3xx is a failure), the answer's body is read to at
 * most 1 KiB (then the socket is dropped), and the address connected to is checked (address.guard.ts).
 * Never throws: the outcome says what happened.
 *
 * Connections are kept open between tries (one pool per process, per protocol and address policy):
 * a new TCP (and TLS) connection per try cost more than the try itself, and held one endpoint to a few
 * hundred deliveries a second (bench/README.md). The address is checked when a connection is opened,
 * by the lookup below; a kept connection stays with the address that was checked. An idle connection
 * is closed after IDLE_SOCKET_MS, so a receiver that went away holds nothing for long; a try that
 * times out or is aborted destroys its connection.
 */

export const RESPONSE_BODY_LIMIT = 1024;
/** How long a kept connection may wait idle for the next try (receivers commonly close theirs after 5 s). */
export const IDLE_SOCKET_MS = 4_000;

const agents = new Map<string, http.Agent>();

/** The process's pool of kept connections for this protocol and address policy. */
function agentFor(protocol: string, allowPrivateNetworks: boolean): http.Agent {
  const key = `${protocol} ${allowPrivateNetworks}`;
  let agent = agents.get(key);
  if (agent === undefined) {
    // `timeout` closes idle pooled sockets only (the try's own timer bounds a try); `scheduling: 'lifo'`
    // reuses the warmest connection and lets the others idle out when fewer are needed.
    const options = { keepAlive: true, timeout: IDLE_SOCKET_MS, scheduling: 'lifo' as const };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
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
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    type Finished = Omit<AttemptOutcome, 'latencyMs' | 'timedOut' | 'retryAfter'> &
      Partial<Pick<AttemptOutcome, 'timedOut' | 'retryAfter'>>;
    const finish = (outcome: Finished) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ timedOut: false, retryAfter: null, ...outcome, latencyMs: elapsed() });
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...request.headers,
          ...(traceparent === undefined ? {} : { traceparent }),
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(request.body)),
          'user-agent': 'biopermit-webhooks/1',
        },
        // Called for each new connection of the pool (Node passes the request's options to the agent's
        // createConnection): a name that resolves to a forbidden address is refused before connecting.
        lookup: guardedLookup(request.allowPrivateNetworks) as never,
        agent: agentFor(url.protocol, request.allowPrivateNetworks),
        ...(request.signal === undefined ? {} : { signal: request.signal }),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const body = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8');
          const ok = status >= 200 && status < 300;
          const retryAfter = res.headers['retry-after'] ?? null;
          finish({ ok, status, error: ok ? null : `The receiver answered ${status}`, body, retryAfter });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size < RESPONSE_BODY_LIMIT) return;
          done();
          // Enough read: the rest is not waited for, and the connection goes with it.
          res.destroy();
        });
        // Read to its end, the answer leaves its connection in the pool for the next try.
        res.on('end', done);
        res.on('error', () => done());
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, error: `No answer within ${request.timeoutMs} ms`, body: '', timedOut: true });
      req.destroy();
    }, request.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      finish({ ok: false, status: null, error: error.code === undefined ? error.message : `${error.code}: ${error.message}`, body: '' });
    });
    req.end(request.body);
  });
}
