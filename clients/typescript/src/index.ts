export {
  type ApplicationDetail,
  type ApplicationListItem,
  type ApplicationPage,
  type ApplicationSubmission,
  BiopermitClient,
  type BiopermitClientOptions,
  type ListQuery,
  type SubmissionPlan,
  type SubmissionReceipt,
  type SubmissionResult,
} from './client.js';
export { BiopermitProblem, OAuthTokenError, type Problem, type ProblemCode, UnexpectedResponseError } from './errors.js';
export type { Event, EventOf, EventType } from './events.js';
export type { components, operations, paths, webhooks } from './generated/openapi.js';
export { nextLink } from './paging.js';
export { DEFAULT_RETRY, type RetryPolicy } from './retry.js';
