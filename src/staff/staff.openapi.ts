import { problemResponse } from '../http/problem.schema.js';

/** What every staff route documents: its security and its problem responses. */

export const STAFF_TAG = 'Staff';

/** Reads need the session cookie; every other method also the CSRF header. */
export const readSecurity = [{ staffSession: [] }];
export const writeSecurity = [{ staffSession: [], staffCsrf: [] }];

export const sessionProblems = {
  401: problemResponse(
    '`session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled.',
  ),
  403: problemResponse(
    '`csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; ' +
      '`second_factor_enrolment_required`: the roles need a second factor the user has not enrolled.',
  ),
  500: problemResponse('Unexpected error; quote requestId.'),
};

export const badRequest = problemResponse('The body or a parameter is not valid: `errors` names each field (JSON pointer) and why.');
export const notFound = (what: string) => problemResponse(`\`not_found\`: ${what}.`);
export const conflict = (what: string) => problemResponse(`\`conflict\`: ${what}.`);
/** A 204 answer: no body. */
export const noContent = (description: string) => ({ description, type: 'null' });
