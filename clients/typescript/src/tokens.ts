import type createClient from 'openapi-fetch';
import { errorFrom } from './errors.js';
import type { paths } from './generated/openapi.js';

export interface ClientCredentials {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Space-separated scopes; all the client has when left out. */
  readonly scope?: string;
}

/**
 * Access tokens by OAuth 2.0 client credentials (HTTP Basic, as RFC 6749 §2.3.1 prefers), kept until
 * shortly before they expire and then renewed; concurrent callers share one token request.
 */
export class TokenSource {
  private token: { value: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly api: ReturnType<typeof createClient<paths>>,
    private readonly credentials: ClientCredentials,
    private readonly options: { readonly renewBeforeSeconds: number; readonly now: () => number },
  ) {}

  /** A token valid for at least `renewBeforeSeconds` more. */
  async get(): Promise<string> {
    if (this.token !== undefined && this.options.now() < this.token.expiresAt - this.options.renewBeforeSeconds * 1000) {
      return this.token.value;
    }
    this.pending ??= this.request().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** Forget the token (the service refused it): the next `get` asks for a new one. */
  invalidate(): void {
    this.token = undefined;
  }

  private async request(): Promise<string> {
    const { clientId, clientSecret, scope } = this.credentials;
    const basic = btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`);
    const requestedAt = this.options.now();
    const { data, error, response } = await this.api.POST('/api/v1/oauth/token', {
      body: { grant_type: 'client_credentials', ...(scope === undefined ? {} : { scope }) },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    });
    if (data === undefined) throw errorFrom(error, response);
    this.token = { value: data.access_token, expiresAt: requestedAt + data.expires_in * 1000 };
    return data.access_token;
  }
}
