/** Who a verified access token speaks for. */
export interface Principal {
  /** The token's `sub`: an API client id, `operator`, or an external identity provider's subject. */
  readonly subject: string;
  /** The API client behind a token this service issued; null for operator and external tokens. */
  readonly clientId: string | null;
  readonly agencyCode: string;
  readonly scopes: ReadonlySet<string>;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
  readonly issuer: string;
}
