import { safeReturnPath } from './return-path';

/** Why the log-in page is shown, when not simply opened: to say so above the form. */
export type LogInReason = 'expired' | 'logged_out' | 'password_set';

export interface LogInSearch {
  returnTo?: string;
  reason?: LogInReason;
  /** Fills the email field (after setting a password, the service says whose it was). */
  email?: string;
}

/**
 * The log-in page's search parameters, validated: a foreign return path is dropped, not followed.
 * Every key is returned, undefined when invalid: the router merges the result over the raw search,
 * so a key left out would keep its raw value.
 */
export function validateLogInSearch(raw: Record<string, unknown>): LogInSearch {
  return {
    returnTo: safeReturnPath(raw.returnTo),
    reason: raw.reason === 'expired' || raw.reason === 'logged_out' || raw.reason === 'password_set' ? raw.reason : undefined,
    email: typeof raw.email === 'string' && raw.email.length <= 254 ? raw.email : undefined,
  };
}
