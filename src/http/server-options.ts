import type { ServerOptions } from 'node:http';
import type { HttpTimeouts } from '../config.js';

/**
 * Node's server timeouts, from configuration: a client that sends its headers or body slowly
 * (slowloris) or keeps an idle connection open cannot hold a socket for ever. Node checks them on a
 * timer (every 30 s by default, too coarse for a 10 s headers timeout); here a tenth of the shortest.
 */
export function serverTimeoutOptions(timeouts: HttpTimeouts): { requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  const shortest = timeouts.requestMs === 0 ? timeouts.headersMs : Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(shortest / 10))),
    },
  };
}
