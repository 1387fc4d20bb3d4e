import type { ErrorCode } from './errors.js';

/**
 * What each problem `type` means and how to fix the request, served at /problems/{code}. Kept
 * apart from errors.ts (which says how each code is answered) because these are for people: the
 * integrator who meets a code for the first time. Every code has one; a test holds new codes to it.
 */
export interface ProblemExplanation {
  /** What happened, in a sentence or two. */
  readonly meaning: string;
  /** What to change before sending the request again (or whether to send it again at all). */
  readonly fix: string;
}

/**
 * Typed through a variable, not as a literal, so it may already explain codes another branch adds
 * (precondition_failed and precondition_required come with the workflow's version checks); a code
 * of errors.ts without an explanation still fails to compile.
 */
const EXPLANATIONS = {
  validation_failed: {
    meaning:
      'A field of the body, a query or path parameter, or a header breaks a rule of the OpenAPI document: a required field is ' +
      'missing or blank, a value has the wrong type or format, text is too long or holds the NUL character, an unknown field ' +
      'was sent, or a rule across fields fails (collectionEnd before collectionStart; a species without a commonName or ' +
      'scientificName). Nothing was stored.',
    fix:
      'Read `errors`: each entry names the failing input, by JSON pointer for the body (`/locations/0/collectionEnd`) or by ' +
      'name for a parameter, and says why. Correct every one of them and send the request again; the schemas in the OpenAPI ' +
      'document (/openapi.json) state the same rules, so validating against them before sending catches most of these.',
  },
  malformed_json: {
    meaning: 'The body could not be read as JSON: a syntax error, an empty body, a wrong Content-Length, or bytes that are not UTF-8.',
    fix: 'Serialise the body with a JSON library rather than by hand, send it as UTF-8, and let your HTTP client set Content-Length.',
  },
  invalid_token_request: {
    meaning:
      'The access token was sent in a way this service refuses: in the URL (`?access_token=`), where proxies and logs would ' + 'keep it.',
    fix: 'Send the token in the Authorization header only: `Authorization: Bearer <token>`, and take it out of the URL.',
  },
  unauthorized: {
    meaning:
      'No access token was sent, or the one sent is malformed, badly signed, expired, not yet valid, or belongs to a revoked ' +
      'client. The `WWW-Authenticate` header and `detail` say which.',
    fix:
      'Get a token from POST /api/v1/oauth/token (OAuth 2.0 client credentials) and send it as `Authorization: Bearer <token>`, ' +
      'exactly one Authorization header. Get a new token shortly before `expires_in` runs out, and after any 401.',
  },
  forbidden: {
    meaning:
      'The token is valid but acts for another agency than the one in the path or in `sourceAgencyCode`, or its agency is not ' +
      'registered with this service.',
    fix:
      "Use your own agency's code in the path and in the body, or a token of the agency you mean. If the agency is yours, ask " +
      'the operators to register it.',
  },
  insufficient_scope: {
    meaning: 'The token lacks the scope the operation needs: `applications:write` to submit, `applications:read` to list or read.',
    fix: 'Request a token with that scope (`scope=applications:read applications:write`); if it is refused, ask the operators to grant it to your client.',
  },
  not_found: {
    meaning:
      'There is no such resource for your agency: no application with this registration number or uuid, or a path this ' +
      'service does not have.',
    fix:
      'Check the registration number (`cnaApplicationUniqueNo` from the submission receipt, e.g. `ABS-2026-000123`) and the ' +
      'agency code, and the path against the OpenAPI document. Applications of other agencies are never visible.',
  },
  malformed_request: {
    meaning:
      'The request is not well-formed HTTP, or it breaks a rule of the HTTP layer: bad percent-encoding in the path or query, ' +
      'a header that may appear only once sent twice (Content-Type, Host), or a request line this server cannot read.',
    fix: 'Let a standard HTTP client build the request: percent-encode path segments and query values, and send each header once.',
  },
  request_timeout: {
    meaning: 'The request (its headers, or its body) did not arrive within the time the server waits for it.',
    fix: 'Send the whole request promptly; on a slow or congested link, retry. A submission retried with the same body is safe.',
  },
  uri_too_long: {
    meaning: 'The URL, or one segment of its path, is longer than this service accepts (a path segment past 100 characters).',
    fix: 'Check the path: registration numbers and agency codes are short. Put long values in the body, not in the URL.',
  },
  headers_too_large: {
    meaning: 'The request line and headers together are larger than this service accepts (16 KiB).',
    fix: 'Send fewer or smaller headers: a single access token, no oversized cookies.',
  },
  method_not_allowed: {
    meaning: 'The path exists but not with this HTTP method.',
    fix: 'Use one of the methods in the `Allow` header of the response.',
  },
  conflict: {
    meaning: 'The resource you tried to create exists already.',
    fix: 'Read the existing resource instead of creating it again, or create it under another identifier.',
  },
  idempotency_conflict: {
    meaning:
      'An application with this sourceAgencyApplicationNumber exists already, with different content. Submissions are ' +
      'idempotent on (sourceAgencyCode, sourceAgencyApplicationNumber): the same body again returns the stored application (200), ' +
      'a different body under the same number is refused so that a retry can never create a second application.',
    fix:
      'If you meant a new application, give it a new sourceAgencyApplicationNumber. If you meant to retry, send exactly the ' +
      'body of the first attempt.',
  },
  payload_too_large: {
    meaning: 'The body is larger than the limit of this service (BODY_LIMIT_BYTES, 1 MiB by default).',
    fix: 'Send a smaller body: leave out optional free text you do not need, and keep within the bounds the schema gives (100 locations, 200 species each).',
  },
  unsupported_media_type: {
    meaning: 'The body was sent with a Content-Type this operation does not take.',
    fix: 'Submit applications as `application/json-patch+json` (the media type of the specification) or `application/json`.',
  },
  rate_limited: {
    meaning: 'This client (or, at the token endpoint, this address) sent more requests than its quota allows in the current window.',
    fix:
      'Wait the number of seconds in `Retry-After`, then send the request again; `RateLimit` and `RateLimit-Policy` say the ' +
      'quota. Reuse tokens until they expire rather than getting one per request, and page lists with a larger `limit`.',
  },
  service_unavailable: {
    meaning:
      'The service cannot answer right now: its database is unreachable or restarting, the keys of a trusted identity provider ' +
      'cannot be fetched, or the server is shutting down. Nothing was stored by this request.',
    fix:
      'Send the request again after `Retry-After` seconds, with growing waits if it persists. Submissions are idempotent on ' +
      'the agency application number, so resending one is safe.',
  },
  storage_full: {
    meaning:
      "The service's storage is full: the disk under its database (SQLite's file, or the PostgreSQL server's disk) has no " +
      'room for this write. Nothing was stored by this request; reads still work.',
    fix:
      'The operators must free or add space; nothing in the request needs changing. Send it again after `Retry-After` ' +
      'seconds, with growing waits while it persists. Submissions are idempotent on the agency application number, so ' +
      'resending one is safe.',
  },
  not_configured: {
    meaning:
      'The service is not configured for what the request asks: a setting it needs is missing (`detail` names it, e.g. ' +
      "`PUBLIC_BASE_URL`, without which a permit's certificate would carry a verification link that leads nowhere). " +
      'Nothing was changed. This is not an outage: the same request fails the same way until the operators set it.',
    fix: 'Do not retry in a loop: tell the operators which setting `detail` names. Once it is set, the same request succeeds.',
  },
  action_not_allowed: {
    meaning:
      'The action cannot be taken on the application now: its status or flags (on hold, referred, extended…) do not allow ' +
      'it, your roles do not include one that takes it, it is not assigned to you, or separation of duties keeps you from it ' +
      '(nobody endorses or decides what they recommended). `detail` says which; for staff, `allowedActions` lists what you may do now. ' +
      'Nothing was changed.',
    fix:
      'Read the application again (GET /api/v1/staff/applications/{id}, or the detail record for an agency): take one of the ' +
      'actions allowed now, or ask a colleague who may take this one. An agency answers only an open deficiency notice or ' +
      'request for information, and withdraws only before the decision.',
  },
  retention_not_passed: {
    meaning:
      'The personal data asked to be erased must still be kept (RA 10173 §11 (e), setting `privacy.retention`): a permit of ' +
      'the application is in force, the application is still in process, a legal hold is on it, or fewer years than ' +
      '`privacy.retention.yearsAfterEnd` have passed since its end. `detail` gives the reason, `keptUntil` the day it passes ' +
      'when that is known. Nothing was erased.',
    fix: 'Answer the data subject with the reason; erase on or after `keptUntil` (the retention job does it by itself).',
  },
  file_erased: {
    meaning:
      'The file existed but its bytes were deleted when the permittee’s personal data was erased (issue 21 §2: the retention ' +
      'period passed, or the data subject asked): a document, a permit’s certificate or an agreement’s signed file. Its record ' +
      'stays (type, dates, and the permit itself, which the public verification page still confirms); the file cannot be ' +
      'had again from this service.',
    fix: 'Do not retry: the file is gone for good. Read the application or the permit again for what is kept.',
  },
  requirements_missing: {
    meaning:
      'The application is not complete yet: `accept` needs every required document of the checklist of its application ' +
      'type (setting `attachments.checklists`) accepted or waived, and `missingRequirements` lists those that are not, each ' +
      'with its `type`, `title`, `state` (`missing`, `uploaded` and not reviewed yet, or `rejected` with its `reason`). ' +
      'Nothing was changed.',
    fix:
      'Review the documents the agency uploaded (`accept_document` or `reject_document`), waive what this application does ' +
      'not need (`waive_requirement`, with the reason), or return it as incomplete (`return_incomplete`): its deficiency ' +
      'notice lists the same documents. Then accept it.',
  },
  batch_refused: {
    meaning:
      'A batch whose answer is one file (POST /api/v1/staff/bulk/certificates) had no item that could be done: there is no file ' +
      'to send. `results` lists each item with the problem that refused it, as the single download would have answered it.',
    fix: 'Read each item’s `problem`: correct the permit numbers, or download a certificate the batch cannot print on its own.',
  },
  idempotency_key_reused: {
    meaning:
      'The Idempotency-Key was used before with a different request (another operation, application or body). A key names one ' +
      'request: its retries get the first answer again, but a different request under it is refused. Nothing was changed.',
    fix: 'Send a new Idempotency-Key (a fresh uuid) with each new request; reuse a key only to retry exactly the same request.',
  },
  precondition_failed: {
    meaning:
      'The resource changed after you read it: the version you sent (If-Match) is no longer the current one, so your ' +
      'change was not applied, rather than overwrite what someone else did.',
    fix: 'Read the resource again, check that your change still makes sense, and send it with the new version.',
  },
  session_required: {
    meaning:
      'This staff route needs a staff session, and the request had none, or one that has ended (logged out, idle too long, past its absolute end, ended by an admin, or the user was disabled).',
    fix: 'Log in again with POST /api/v1/staff/session and send the session cookie it sets; the back-office does this for you.',
  },
  login_failed: {
    meaning: 'The email and password do not match an enabled staff account. For your security the answer never says which part was wrong.',
    fix: 'Check the email and password and try again. After repeated failures the account and your address are locked for a while.',
  },
  second_factor_required: {
    meaning: 'The password was right, and this account also needs its second factor: a one-time code from its authenticator app.',
    fix: 'Send the log-in again with `totp` (the six-digit code) or a `recoveryCode`.',
  },
  csrf_failed: {
    meaning: "A staff request that changes something came without the session's CSRF token in `X-CSRF-Token`, or with a wrong one.",
    fix: 'Read `csrfToken` from the log-in answer or GET /api/v1/staff/session and send it in the `X-CSRF-Token` header.',
  },
  not_permitted: {
    meaning: 'Your roles, or the agencies you are limited to, do not allow this action on this resource.',
    fix: 'Ask an administrator for the role the action needs, or for someone who holds it to act.',
  },
  second_factor_enrolment_required: {
    meaning: 'Your roles (admin, approver) need a second factor, and you have not set one up yet: until then you may only enrol.',
    fix: 'Start the enrolment with POST /api/v1/staff/me/totp and confirm it at /api/v1/staff/me/totp/confirmation with a code from your authenticator app.',
  },
  login_throttled: {
    meaning: 'Too many failed log-ins for this account or from this address: log-ins are refused for a while.',
    fix: 'Wait the number of seconds in `Retry-After`, then try again with the right password.',
  },
  file_quarantined: {
    meaning: 'The malware scan found something in this file when it was uploaded: it is kept quarantined and is never served.',
    fix: 'Scan the original on your side, and upload a clean copy of the document; tell the authority if you think the scan is wrong.',
  },
  range_not_satisfiable: {
    meaning: 'The `Range` asked for bytes outside the file (its size is in the `Content-Range: bytes */<size>` header).',
    fix: 'Ask for a range within the file, or leave out the Range header to get it whole.',
  },
  precondition_required: {
    meaning: 'This change must say which version of the resource it applies to, and the request did not.',
    fix: 'Read the resource, then send the change with its version in the If-Match header.',
  },
  internal_error: {
    meaning: 'Something failed inside the service. The response says nothing internal; the service log has the cause under the request id.',
    fix:
      'Send the request again later; submissions are safe to resend. If it keeps failing, report the `requestId` (also the ' +
      '`X-Request-Id` header) to the operators.',
  },
};

export const PROBLEM_EXPLANATIONS: Readonly<Record<ErrorCode, ProblemExplanation>> = EXPLANATIONS;
