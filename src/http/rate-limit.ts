import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from './errors.js';

/** Keys tracked at most; past it the expired windows, then the oldest, are dropped (a flood of keys must not grow memory). */
const MAX_TRACKED = 10_000;
/** Every limit counts per minute. */
export const WINDOW_MS = 60_000;

interface Window {
  readonly start: number;
  count: number;
}

/** How many hits a key's window has seen (this one included), and the milliseconds until it ends. */
export interface WindowCount {
  readonly count: number;
  readonly resetMs: number;
}

/** Counts the hits of each key in one-minute windows: in this process, or shared by every process. */
export interface WindowCounter {
  hit(key: string): WindowCount | Promise<WindowCount>;
}

/**
 * Makes the counter of one limit: `name` keeps limits apart in a shared store, and `limit` lets a counter
 * answer a key already past it without asking the store again. The app makes one for its database
 * (src/app.ts): shared on PostgreSQL (src/http/shared-rate-limit.ts), in process on SQLite.
 */
export type WindowCounters = (name: string, limit: number) => WindowCounter;

/**
 * Fixed one-minute windows per key, counted in this process: with several processes behind a load
 * balancer each keeps its own count, so a client may make up to the limit times the processes. The
 * counter on SQLite (one process), and the shared counter's stand-in while its database does not answer.
 */
export class FixedWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly windowMs = WINDOW_MS) {}

  /** Counts one request for `key`; how many the window has seen, and the milliseconds until it resets. */
  hit(key: string, now = Date.now()): { count: number; resetMs: number } {
    let window = this.windows.get(key);
    if (window === undefined || now - window.start >= this.windowMs) {
      if (window === undefined && this.windows.size >= MAX_TRACKED) this.evict(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetMs: window.start + this.windowMs - now };
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs || this.windows.size >= MAX_TRACKED) this.windows.delete(key);
      else if (this.windows.size < MAX_TRACKED) return;
    }
  }
}

/** Counters kept in this process: SQLite's, and the tests' that do not share. */
export const inProcessCounters: WindowCounters = () => new FixedWindowCounter();

export interface RateLimitPolicy {
  /** The policy's name in the RateLimit headers. */
  readonly name: string;
  /** Requests per window. */
  readonly limit: number;
  /** Said in the 429's detail: "from this address", "by this client". */
  readonly per: string;
}

/**
 * Counts the request and sets the RateLimit-Policy and RateLimit fields of
 * draft-ietf-httpapi-ratelimit-headers-10 (`"name";q=quota;w=window` and `"name";r=remaining;t=reset`);
 * past the limit, a 429 problem with Retry-After.
 */
async function enforce(counter: WindowCounter, policy: RateLimitPolicy, key: string, reply: FastifyReply): Promise<void> {
  const { count, resetMs } = await counter.hit(key);
  const resetSeconds = Math.max(1, Math.ceil(resetMs / 1000));
  const remaining = Math.max(0, policy.limit - count);
  reply.header('ratelimit-policy', `"${policy.name}";q=${policy.limit};w=${WINDOW_MS / 1000}`);
  reply.header('ratelimit', `"${policy.name}";r=${remaining};t=${resetSeconds}`);
  if (count > policy.limit) {
    throw new AppError('rate_limited', `More than ${policy.limit} requests a minute ${policy.per}; retry in ${resetSeconds} s`, {
      headers: { 'retry-after': String(resetSeconds) },
    });
  }
}

/**
 * At most `limit` requests per client address per minute. Meant for unauthenticated routes where
 * every attempt costs a database lookup (the token endpoint, the permit verification page); behind
 * a proxy, set TRUST_PROXY so the address is the client's, not the proxy's. `name` is the policy's
 * name in the RateLimit headers; `counters`, where the counts are kept.
 */
export function perAddressLimit(limit: number, name = 'token', counters: WindowCounters = inProcessCounters): onRequestHookHandler {
  const counter = counters(name, limit);
  const policy = { name, limit, per: 'from this address' };
  return async function rateLimit(request, reply) {
    await enforce(counter, policy, request.ip, reply);
  };
}

/** Who a request counts against: the token's API client, else its subject at its issuer, else the address. */
function clientKey(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal === null) return `address ${request.ip}`;
  return principal.clientId !== null ? `client ${principal.clientId}` : `subject ${principal.issuer} ${principal.subject}`;
}

/**
 * A per-client limit on every route whose pattern starts with `pathPrefix`, present and future
 * (`/api/v1/external/`): a hook by path, so a route added later is limited without doing anything.
 * It runs after the routes' own onRequest hooks (authentication), before the body is read, so a
 * client past its limit costs no parsing and is counted by its token, not by its address.
 */
export function installClientRateLimit(
  app: FastifyInstance,
  options: { limitPerMinute: number; pathPrefix: string; counters?: WindowCounters },
): void {
  if (options.limitPerMinute <= 0) return;
  const counter = (options.counters ?? inProcessCounters)('api', options.limitPerMinute);
  const policy = { name: 'api', limit: options.limitPerMinute, per: 'by this client' };
  app.addHook('preParsing', async (request, reply) => {
    if (request.routeOptions.url?.startsWith(options.pathPrefix) !== true) return;
    await enforce(counter, policy, clientKey(request), reply);
  });
}
