import { safeReturnPath } from './return-path';

/** Why the log-in page is shown, when not simply opened: to say so above the form. */
export type LogInReason = 'expired' | 'logged_out';

export interface LogInSearch {
  returnTo?: string;
  reason?: LogInReason;
}

/** The log-in page's search parameters, validated: a foreign return path is dropped, not followed. */
export function validateLogInSearch(raw: Record<string, unknown>): LogInSearch {
  const search: LogInSearch = {};
  const returnTo = safeReturnPath(raw.returnTo);
  if (returnTo !== undefined) search.returnTo = returnTo;
  if (raw.reason === 'expired' || raw.reason === 'logged_out') search.reason = raw.reason;
  return search;
}
