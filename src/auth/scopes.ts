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

export function parseScopes(text: string | undefined | null): string[] {
  return (text ?? '').split(/\s+/).filter((s) => s.length > 0);
}

export function isScope(value: string): value is Scope {
  return (ALL_SCOPES as readonly string[]).includes(value);
}
