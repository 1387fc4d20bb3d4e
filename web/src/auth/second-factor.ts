import type { ProblemError } from '../api/problem';

/**
 * How the service asks for the second factor after a right password: a 401 with this code
 * (POST /api/v1/staff/session); the same request with `totp` or `recoveryCode` then logs in.
 */
export const SECOND_FACTOR_REQUIRED_CODE = 'second_factor_required';

export function asksForSecondFactor(problem: ProblemError): boolean {
  return problem.code === SECOND_FACTOR_REQUIRED_CODE;
}
