// The part of autocannon 8's API the benchmark uses; the package ships no types.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Called before every request; returns the request to send. */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      pipelining?: number;
      /** Seconds. */
      timeout?: number;
      requests?: Request[];
    }

    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }

    interface Result {
      requests: Histogram & { sent: number };
      latency: Histogram;
      throughput: Histogram;
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
    }

    /** Emits 'response' (client, statusCode, bytes, responseTimeMs) for every response. */
    interface Instance extends EventEmitter, PromiseLike<Result> {}
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
