/** The scopes a token can carry. A client is granted all of them unless created with fewer. */
export const SCOPES = {
  /** Submit applications. */
  write: 'applications:write',
  /** List and read applications. */
  read: 'applications:read',
  /** Register, change and remove the agency's webhook endpoints, and read their deliveries (issue 19). */
  webhooks: 'webhooks:manage',
} as const;

export type Scope = (typeof SCOPES)[keyof typeof SCOPES];

export const ALL_SCOPES: readonly Scope[] = [SCOPES.write, SCOPES.read, SCOPES.webhooks];

/** What each scope grants, as the OpenAPI document's OAuth 2.0 flow lists them (and the back-office shows them). */
export const SCOPE_DESCRIPTIONS: Readonly<Record<Scope, string>> = {
  [SCOPES.read]: "List and read the agency's applications, and read its events.",
  [SCOPES.write]: 'Submit applications for the agency, answer notices, withdraw, upload documents.',
  [SCOPES.webhooks]: "Register, change and remove the agency's webhook endpoints, and read their deliveries.",
};

export function parseScopes(text: string | undefined | null): string[] {
  return (text ?? '').split(/\s+/).filter((s) => s.length > 0);
}

export function isScope(value: string): value is Scope {
  return (ALL_SCOPES as readonly string[]).includes(value);
}
