import createClient from 'openapi-fetch';
import { BiopermitProblem, errorFrom } from './errors.js';
import type { components, paths } from './generated/openapi.js';
import { nextLink } from './paging.js';
import { DEFAULT_RETRY, isRetryableStatus, type RetryPolicy, retryDelayMs, sleep } from './retry.js';
import { type ClientCredentials, TokenSource } from './tokens.js';

type Schemas = components['schemas'];
export type ApplicationSubmission = Schemas['ApplicationSubmission'];
export type SubmissionReceipt = Schemas['SubmissionReceipt'];
export type SubmissionPlan = Schemas['SubmissionPlan'];
export type ApplicationListItem = Schemas['ApplicationListItem'];
export type ApplicationDetail = Schemas['ApplicationDetail'];
export type ListQuery = NonNullable<paths['/api/v1/external/application/agency/{sourceAgencyCode}']['get']['parameters']['query']>;

export interface BiopermitClientOptions extends ClientCredentials {
  /** Where the service is, e.g. `https://biopermit.example.gov.ph`. */
  readonly baseUrl: string;
  /** Attempts and waits for requests answered 429, 5xx or not at all. */
  readonly retry?: Partial<RetryPolicy>;
  /** Renew a token this many seconds before it expires (default 60). */
  readonly renewBeforeSeconds?: number;
  /** For tests and special transports. */
  readonly fetch?: (request: Request) => Promise<Response>;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
}

export interface SubmissionResult {
  readonly receipt: SubmissionReceipt;
  /** True for 201 (stored now), false for 200 (this body was stored before: a repeat). */
  readonly created: boolean;
  /** The detail URL (`Location`). */
  readonly location: string | null;
}

export interface ApplicationPage {
  readonly items: ApplicationListItem[];
  /** `X-Total-Count`: applications matching the filters, on every page; absent with `updatedSince`. */
  readonly totalCount: number | undefined;
}

/**
 * The biopermit external API for an agency system: typed requests (openapi-fetch over the generated
 * types), tokens got and renewed by client credentials, requests repeated on 429, 5xx and network
 * failures (honouring Retry-After), list pages followed by `Link: rel="next"`, and problem answers
 * thrown as `BiopermitProblem` with their typed `code`.
 */
export class BiopermitClient {
  /** The typed client itself, authorized and retrying, for anything the methods below do not cover. */
  readonly api: ReturnType<typeof createClient<paths>>;
  private readonly tokens: TokenSource;
  private readonly send: (request: Request) => Promise<Response>;

  constructor(options: BiopermitClientOptions) {
    const policy = { ...DEFAULT_RETRY, ...options.retry };
    const transport = options.fetch ?? ((request: Request) => fetch(request));
    const wait = options.sleep ?? sleep;
    const retrying = (request: Request) => withRetry(transport, request, policy, wait);
    const tokenApi = createClient<paths>({ baseUrl: options.baseUrl, fetch: retrying });
    this.tokens = new TokenSource(tokenApi, options, {
      renewBeforeSeconds: options.renewBeforeSeconds ?? 60,
      now: options.now ?? Date.now,
    });
    this.send = (request) => this.authorized(request, retrying);
    this.api = createClient<paths>({ baseUrl: options.baseUrl, fetch: this.send });
  }

  /**
   * Submits an application. A repeat (after a lost answer, or on purpose) returns the stored
   * application with `created: false`; a different body under the same agency number throws
   * `BiopermitProblem` with code `idempotency_conflict`.
   */
  async submitApplication(submission: ApplicationSubmission): Promise<SubmissionResult> {
    const { data, error, response } = await this.api.POST('/api/v1/external/application', {
      body: submission,
      headers: { 'content-type': 'application/json-patch+json' },
    });
    if (data === undefined) throw errorFrom(error, response);
    return { receipt: data, created: response.status === 201, location: response.headers.get('location') };
  }

  /**
   * Checks a submission without sending it: stores nothing. Throws the `BiopermitProblem` the submission
   * would get (every bad field at once); otherwise what the service would make of it (PSGC codes and
   * warnings, required clearances, the document checklist, the processing time).
   */
  async validateApplication(submission: ApplicationSubmission): Promise<SubmissionPlan> {
    const { data, error, response } = await this.api.POST('/api/v1/external/application/validation', {
      body: submission,
      headers: { 'content-type': 'application/json-patch+json' },
    });
    if (data === undefined) throw errorFrom(error, response);
    return data;
  }

  async getApplication(cnaApplicationUniqueNo: string, sourceAgencyCode: string): Promise<ApplicationDetail> {
    const { data, error, response } = await this.api.GET(
      '/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}',
      {
        params: { path: { cnaApplicationUniqueNo, sourceAgencyCode } },
      },
    );
    if (data === undefined) throw errorFrom(error, response);
    return data;
  }

  /** Every application of the agency matching `query`, page after page, newest first. */
  async *listApplications(sourceAgencyCode: string, query: ListQuery = {}): AsyncGenerator<ApplicationListItem> {
    for await (const page of this.listApplicationPages(sourceAgencyCode, query)) yield* page.items;
  }

  /** The pages of the list, following `Link: <…>; rel="next"` until the service sends none. */
  async *listApplicationPages(sourceAgencyCode: string, query: ListQuery = {}): AsyncGenerator<ApplicationPage> {
    const first = await this.api.GET('/api/v1/external/application/agency/{sourceAgencyCode}', {
      params: { path: { sourceAgencyCode }, query },
    });
    if (first.data === undefined) throw errorFrom(first.error, first.response);
    yield { items: first.data, totalCount: totalCount(first.response) };
    let next = nextLink(first.response.headers.get('link'), first.response.url);
    while (next !== undefined) {
      const response = await this.send(new Request(next, { headers: { accept: 'application/json' } }));
      if (!response.ok) throw errorFrom(await parsedBody(response), response);
      yield { items: (await response.json()) as ApplicationListItem[], totalCount: totalCount(response) };
      next = nextLink(response.headers.get('link'), response.url);
    }
  }

  /** Sends with a bearer token; a 401 renews the token once (it may have been revoked or rotated) and resends. */
  private async authorized(request: Request, send: (request: Request) => Promise<Response>): Promise<Response> {
    for (let renewed = false; ; renewed = true) {
      const attempt = request.clone();
      attempt.headers.set('authorization', `Bearer ${await this.tokens.get()}`);
      const response = await send(attempt);
      if (response.status !== 401 || renewed) return response;
      this.tokens.invalidate();
    }
  }
}

async function withRetry(
  send: (request: Request) => Promise<Response>,
  request: Request,
  policy: RetryPolicy,
  wait: (ms: number) => Promise<void>,
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await send(request.clone());
    } catch (error) {
      // No answer at all (refused, reset, timed out): the request may or may not have arrived.
      if (attempt >= policy.attempts) throw error;
      await wait(retryDelayMs(policy, attempt));
      continue;
    }
    if (!isRetryableStatus(response.status) || attempt >= policy.attempts) return response;
    await response.body?.cancel();
    await wait(retryDelayMs(policy, attempt, response));
  }
}

function totalCount(response: Response): number | undefined {
  const header = response.headers.get('x-total-count');
  return header === null ? undefined : Number(header);
}

async function parsedBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export { BiopermitProblem };
