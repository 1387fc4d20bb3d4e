/** The one timestamp format stored and returned: ISO 8601, UTC, milliseconds. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function toUtcIso(value: string): string {
  return new Date(value).toISOString();
}
