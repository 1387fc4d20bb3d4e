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
 */

export const RESPONSE_BODY_LIMIT = 1024;

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
        lookup: guardedLookup(request.allowPrivateNetworks) as never,
        // No pooled sockets: each attempt's address is checked again, and a dead receiver holds nothing.
        agent: false,
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
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_BODY_LIMIT) done();
        });
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
