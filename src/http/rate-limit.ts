import type { onRequestHookHandler } from 'fastify';
import { AppError } from './errors.js';

/** Addresses tracked at most; past it the oldest windows are dropped (a flood of addresses must not grow memory). */
const MAX_TRACKED = 10_000;

/**
 * At most `limit` requests per client address per window, counted in this process. Meant for the
 * unauthenticated token endpoint, where every attempt costs a database lookup; behind a proxy, set
 * TRUST_PROXY so the address is the client's, not the proxy's.
 */
export function perAddressLimit(limit: number, windowMs = 60_000): onRequestHookHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async function rateLimit(request, reply) {
    const now = Date.now();
    let window = windows.get(request.ip);
    if (window === undefined || now - window.start >= windowMs) {
      if (window === undefined && windows.size >= MAX_TRACKED) {
        for (const [address, w] of windows) if (now - w.start >= windowMs || windows.size >= MAX_TRACKED) windows.delete(address);
      }
      window = { start: now, count: 0 };
      windows.set(request.ip, window);
    }
    window.count += 1;
    reply.header('ratelimit-limit', String(limit));
    reply.header('ratelimit-remaining', String(Math.max(0, limit - window.count)));
    if (window.count > limit) {
      const retryAfter = Math.ceil((window.start + windowMs - now) / 1000);
      throw new AppError('rate_limited', `More than ${limit} requests a minute from this address; retry in ${retryAfter} s`, {
        headers: { 'retry-after': String(retryAfter) },
      });
    }
  };
}
