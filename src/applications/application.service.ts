import type { Kysely } from 'kysely';
import { agencyExists } from '../agencies/agency.repository.js';
import type { Principal } from '../auth/principal.js';
import { isUniqueViolation } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { AppError, validationError } from '../http/errors.js';
import { isUuid } from '../shared/ids.js';
import { toUtcIso } from '../shared/time.js';
import { type ApplicationKey, countApplications, type ListOrder, listApplicationPage } from './application.repository.js';
import type { SubmissionReceipt } from './application.schemas.js';
import type { DetailReader } from './detail.reader.js';
import { decodeCursor, encodeCursor } from './list-cursor.js';
import { submissionHash } from './submission.mapping.js';
import { checkSubmissionRules } from './submission.rules.js';
import type { ApplicationSubmission } from './submission.schema.js';
import type { SubmissionWriter } from './submission.store.js';

export interface ApplicationServiceDeps {
  readonly db: Kysely<DB>;
  /** Stores submissions, several to a transaction under load (submission.store.ts). */
  readonly writes: SubmissionWriter;
  /** Reads stored detail renderings, several to a query under load (detail.reader.ts). */
  readonly details: DetailReader;
}

export interface SubmissionResult {
  readonly receipt: SubmissionReceipt;
  /** false when the same body had been submitted before: nothing new was stored. */
  readonly created: boolean;
}

/** A token acts for its own agency only. */
export function assertSameAgency(principal: Principal, agencyCode: string): void {
  if (principal.agencyCode !== agencyCode) {
    throw new AppError('forbidden', `This access token acts for agency ${principal.agencyCode}, not ${agencyCode}`);
  }
}

/**
 * The checks of a submission beyond its schema, before anything is stored: the rules across fields,
 * the token's agency, the agency registered. The submission and its dry run (submission.plan.ts) both
 * run these, so the dry run refuses what the submission would.
 */
export async function checkSubmissionAdmissible(db: Kysely<DB>, principal: Principal, submission: ApplicationSubmission): Promise<void> {
  const ruleErrors = checkSubmissionRules(submission);
  if (ruleErrors.length > 0) throw validationError(ruleErrors);
  assertSameAgency(principal, submission.sourceAgencyCode);
  if (!(await agencyExists(db, submission.sourceAgencyCode))) {
    throw new AppError('forbidden', `Agency ${submission.sourceAgencyCode} is not registered with this service`);
  }
}

/** A different body under an agency number used before (409). */
export function idempotencyConflict(submission: ApplicationSubmission, registrationNo: string): AppError {
  return new AppError(
    'idempotency_conflict',
    `Application number ${submission.sourceAgencyApplicationNumber} of agency ${submission.sourceAgencyCode} was ` +
      `submitted before with different content (${registrationNo}). Use a new number for a new application.`,
  );
}

function receiptOf(key: ApplicationKey): SubmissionReceipt {
  return {
    id: key.id,
    cnaApplicationUniqueNo: key.registration_no,
    registrationNo: key.registration_no,
    status: key.status,
    sourceAgencyCode: key.agency_code,
    sourceAgencyApplicationNumber: key.source_unique_no,
    createdAt: key.created_at,
    updatedAt: key.updated_at,
  };
}

export async function submitApplication(
  deps: ApplicationServiceDeps,
  principal: Principal,
  submission: ApplicationSubmission,
  requestId: string,
  clientAddress: string | null = null,
): Promise<SubmissionResult> {
  await checkSubmissionAdmissible(deps.db, principal, submission);
  const requestHash = submissionHash(submission);

  // Two attempts: an identical submission committed by another process between our lookup and
  // our insert makes the insert fail; the second attempt finds it.
  for (let attempt = 0; ; attempt++) {
    try {
      const { key, created } = await deps.writes.store({ principal, submission, requestHash, requestId, clientAddress });
      if (!created && key.request_hash !== requestHash) {
        throw idempotencyConflict(submission, key.registration_no);
      }
      return { receipt: receiptOf(key), created };
    } catch (error) {
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export async function getApplicationDetailJson(
  deps: ApplicationServiceDeps,
  principal: Principal,
  agencyCode: string,
  number: string,
): Promise<string> {
  assertSameAgency(principal, agencyCode);
  const json = await deps.details({ agencyCode, key: isUuid(number) ? { id: number.toLowerCase() } : { registrationNo: number } });
  if (json === undefined) throw new AppError('not_found', `Agency ${agencyCode} has no application ${number}`);
  return json;
}

export interface ListRequest {
  readonly agencyCode: string;
  readonly limit: number;
  readonly cursor?: string | undefined;
  readonly status?: string | undefined;
  readonly applicationType?: string | undefined;
  readonly updatedSince?: string | undefined;
}

export interface ListResult {
  /** The page as a JSON array, built from the stored renderings. */
  readonly json: string;
  readonly nextCursor: string | undefined;
  /** Applications matching status and type; undefined with updatedSince (not kept as a counter). */
  readonly totalCount: number | undefined;
}

export async function listApplications(deps: ApplicationServiceDeps, principal: Principal, request: ListRequest): Promise<ListResult> {
  assertSameAgency(principal, request.agencyCode);
  const order: ListOrder = request.updatedSince === undefined ? 'created' : 'updated';
  const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor, order);
  const updatedSince = request.updatedSince === undefined ? undefined : toUtcIso(request.updatedSince);
  const [rows, totalCount] = await Promise.all([
    listApplicationPage(deps.db, {
      agencyCode: request.agencyCode,
      status: request.status,
      applicationType: request.applicationType,
      updatedSince,
      order,
      after,
      limit: request.limit + 1,
    }),
    updatedSince === undefined
      ? countApplications(deps.db, { agencyCode: request.agencyCode, status: request.status, applicationType: request.applicationType })
      : Promise.resolve(undefined),
  ]);
  const page = rows.slice(0, request.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > request.limit && last !== undefined ? encodeCursor({ order, sortValue: last.sortValue, id: last.id }) : undefined;
  return { json: `[${page.map((r) => r.json).join(',')}]`, nextCursor, totalCount };
}
