import { AppError } from './errors.js';

/**
 * A cursor of any keyset listing: its parts as base64url JSON, opaque to clients. decodeCursorParts
 * gives the parts back only when there are `count` strings or nulls; the caller checks each part.
 */
export function encodeCursorParts(parts: readonly (string | null)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodeCursorParts(text: string, count: number): (string | null)[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor('is not a cursor this service issued');
  }
  if (!Array.isArray(parsed) || parsed.length !== count || !parsed.every((part) => part === null || typeof part === 'string')) {
    throw invalidCursor('is not a cursor this service issued');
  }
  return parsed as (string | null)[];
}

/** The 400 of a cursor that cannot be used, naming the `cursor` parameter. */
export function invalidCursor(why: string): AppError {
  return new AppError('validation_failed', `cursor: ${why}`, { errors: [{ parameter: 'cursor', detail: why }] });
}
