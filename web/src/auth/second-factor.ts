import type { ProblemError } from '../api/problem';

/**
 * How the service asks for the second factor after a right password: a problem with this code, or a
 * validation problem naming the `totp` field. The one place to change if issue 10 names it otherwise.
 */
export const SECOND_FACTOR_REQUIRED_CODE = 'totp_required';

export function asksForSecondFactor(problem: ProblemError): boolean {
  if (problem.code === SECOND_FACTOR_REQUIRED_CODE) return true;
  return problem.status === 400 && problem.errors.length > 0 && problem.errors.every((error) => error.pointer === '/totp');
}
