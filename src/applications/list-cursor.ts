import { isStoredTimestamp } from '../http/date-time.js';
import { AppError } from '../http/errors.js';
import { isUuid } from '../shared/ids.js';
import type { ListOrder } from './application.repository.js';

/** Where the next page starts: opaque to clients (base64url JSON), checked on the way back in. */
export interface ListCursor {
  readonly order: ListOrder;
  readonly sortValue: string;
  readonly id: string;
}

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.order === 'updated' ? 'u' : 'c', cursor.sortValue, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string, expectedOrder: ListOrder): ListCursor {
  const invalid = (why: string) => new AppError('validation_failed', `cursor: ${why}`, { errors: [{ parameter: 'cursor', detail: why }] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid('is not a cursor this service issued');
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid('is not a cursor this service issued');
  const [order, sortValue, id] = parsed as unknown[];
  if (
    (order !== 'c' && order !== 'u') ||
    typeof sortValue !== 'string' ||
    // Exactly the stored form: a forged one (a NUL, a leap second, another format) never reaches SQL.
    !isStoredTimestamp(sortValue) ||
    typeof id !== 'string' ||
    !isUuid(id)
  ) {
    throw invalid('is not a cursor this service issued');
  }
  const decodedOrder: ListOrder = order === 'u' ? 'updated' : 'created';
  if (decodedOrder !== expectedOrder) throw invalid('belongs to a listing with other filters; send the same filters as the first page');
  return { order: decodedOrder, sortValue, id };
}
