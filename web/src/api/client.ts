import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { networkProblem, problemFromResponse } from './problem';
import type { paths } from './schema';

export type ApiClient = Client<paths>;

/** Methods that change state: the server wants the session's CSRF token on each. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'X-CSRF-Token';

export interface ApiOptions {
  /** Origin of the service; the page's own by default (the app is served by the service). */
  readonly baseUrl?: string;
  readonly fetch?: (request: Request) => Promise<Response>;
}

type UnauthorizedListener = (request: Request) => void;

/**
 * The one way the back-office talks to the service: a client typed from its OpenAPI document, with
 * the session cookie (same origin), the CSRF token on unsafe methods, and one listener told of every
 * 401 (the auth module sends the user to the log-in page).
 */
export interface Api {
  readonly client: ApiClient;
  /** The CSRF token of the current session, sent as X-CSRF-Token; set by the auth module. */
  setCsrfToken(token: string | undefined): void;
  /** Called with each request answered 401; returns a function that removes the listener. */
  onUnauthorized(listener: UnauthorizedListener): () => void;
}

export function createApi(options: ApiOptions = {}): Api {
  let csrfToken: string | undefined;
  const listeners = new Set<UnauthorizedListener>();
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? globalThis.location?.origin ?? '',
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const middleware: Middleware = {
    onRequest({ request }) {
      if (csrfToken !== undefined && !SAFE_METHODS.has(request.method)) request.headers.set(CSRF_HEADER, csrfToken);
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 401) for (const listener of listeners) listener(request);
      return undefined;
    },
    onError({ error }) {
      // An aborted request (the screen went away) stays an AbortError; anything else is the network.
      if (error instanceof DOMException && error.name === 'AbortError') return undefined;
      return networkProblem();
    },
  };
  client.use(middleware);
  return {
    client,
    setCsrfToken(token) {
      csrfToken = token;
    },
    onUnauthorized(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface Answer<D> {
  readonly data?: D;
  readonly error?: unknown;
  readonly response: Response;
}

/** The answer's data, or its ProblemError (StaleRecordError for a 412): for TanStack Query. */
export async function data<D>(pending: Promise<Answer<D>>): Promise<D> {
  return (await withResponse(pending)).data;
}

/** The data and the response itself, for reads that need a header (ETag for a later If-Match). */
export async function withResponse<D>(pending: Promise<Answer<D>>): Promise<{ data: D; response: Response }> {
  const answer = await pending;
  if (!answer.response.ok) throw problemFromResponse(answer.response, answer.error);
  return { data: answer.data as D, response: answer.response };
}

/** The header that makes a write conditional on the version this page read (412 when stale). */
export function ifMatch(etag: string): { 'If-Match': string } {
  return { 'If-Match': etag };
}
