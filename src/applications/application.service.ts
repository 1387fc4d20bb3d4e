import type { Kysely } from 'kysely';
import { agencyExists } from '../agencies/agency.repository.js';
import { recordAuditEvent } from '../audit/audit.repository.js';
import { actorOf, type Principal } from '../auth/principal.js';
import { isUniqueViolation } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import type { WriteRunner } from '../db/write-runner.js';
import { AppError, validationError } from '../http/errors.js';
import { actorUuid, isUuid, newId } from '../shared/ids.js';
import { nowIso, toUtcIso } from '../shared/time.js';
import { storedRenderings } from './application.rendering.js';
import {
  type ApplicationKey,
  adjustApplicationCount,
  countApplications,
  findApplicationBySourceNumber,
  findDetailJson,
  findOrCreateApplicant,
  insertApplication,
  insertLocations,
  insertNotice,
  insertResources,
  type ListOrder,
  listApplicationPage,
  nextSequenceValue,
} from './application.repository.js';
import type { SubmissionReceipt } from './application.schemas.js';
import { decodeCursor, encodeCursor } from './list-cursor.js';
import {
  INITIAL_STATUS,
  normalizedEmail,
  type ReceivedBy,
  receiptNotice,
  submissionHash,
  submittedAuditEvent,
  toApplicationFields,
  toLocationAndResourceRows,
} from './submission.mapping.js';

import { checkSubmissionRules } from './submission.rules.js';
import type { ApplicationSubmission } from './submission.schema.js';

export interface ApplicationServiceDeps {
  readonly db: Kysely<DB>;
  /** Commits submissions: grouped on SQLite, concurrent on PostgreSQL (db/write-runner.ts). */
  readonly writes: WriteRunner<DB>;
  readonly registrationPrefix: string;
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

export function formatRegistrationNo(prefix: string, year: number, value: number): string {
  return `${prefix}-${year}-${String(value).padStart(6, '0')}`;
}

export async function submitApplication(
  deps: ApplicationServiceDeps,
  principal: Principal,
  submission: ApplicationSubmission,
  requestId: string,
): Promise<SubmissionResult> {
  const ruleErrors = checkSubmissionRules(submission);
  if (ruleErrors.length > 0) throw validationError(ruleErrors);
  assertSameAgency(principal, submission.sourceAgencyCode);
  if (!(await agencyExists(deps.db, submission.sourceAgencyCode))) {
    throw new AppError('forbidden', `Agency ${submission.sourceAgencyCode} is not registered with this service`);
  }
  const requestHash = submissionHash(submission);

  // Two attempts: a concurrent identical submission can win the race between our check and insert.
  for (let attempt = 0; ; attempt++) {
    const existing = await findApplicationBySourceNumber(deps.db, submission.sourceAgencyCode, submission.sourceAgencyApplicationNumber);
    if (existing !== undefined) {
      if (existing.request_hash !== requestHash) {
        throw new AppError(
          'idempotency_conflict',
          `Application number ${submission.sourceAgencyApplicationNumber} of agency ${submission.sourceAgencyCode} was ` +
            `submitted before with different content (${existing.registration_no}). Use a new number for a new application.`,
        );
      }
      return { receipt: receiptOf(existing), created: false };
    }
    try {
      const key = await deps.writes.run((trx) => storeSubmission(trx, deps, principal, submission, requestHash, requestId));
      return { receipt: receiptOf(key), created: true };
    } catch (error) {
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * One transaction, each row written once, the contended locks last. Every submission needs the
 * gapless registration counter (one row), and those of an agency share a row of counts: taken at the
 * end, they are held for the last few statements and the commit, not for the whole submission, and in
 * one order by every writer (applicant, counts, counter), so concurrent transactions on PostgreSQL
 * cannot deadlock. The locations and resources go in before their application (those foreign keys are
 * checked at commit), so that the application row is written once, complete with its number and its
 * renderings, which need the resource ids the database assigns.
 */
async function storeSubmission(
  trx: Kysely<DB>,
  deps: ApplicationServiceDeps,
  principal: Principal,
  s: ApplicationSubmission,
  requestHash: string,
  requestId: string,
): Promise<ApplicationKey> {
  const now = nowIso();
  const id = newId();
  const applicantId = await findOrCreateApplicant(trx, s.sourceAgencyCode, normalizedEmail(s), now);
  const { locations, resources } = toLocationAndResourceRows(s, id);
  await insertLocations(trx, locations);
  const storedResources = await insertResources(trx, resources);
  await adjustApplicationCount(trx, { agencyCode: s.sourceAgencyCode, status: INITIAL_STATUS, applicationType: s.applicationType }, 1);

  const year = new Date(now).getUTCFullYear();
  const registrationNo = formatRegistrationNo(deps.registrationPrefix, year, await nextSequenceValue(trx, String(year)));
  const received: ReceivedBy = { id, registrationNo, applicantId, requestHash, submittedBy: actorOf(principal), now };
  const application = toApplicationFields(s, received);
  const notice = receiptNotice(s, received, actorUuid(principal.subject));
  const aggregate = { application, locations, resources: storedResources, notices: [notice], attachments: [], permits: [], agreements: [] };
  await insertApplication(trx, { ...application, ...storedRenderings(aggregate) });
  await insertNotice(trx, notice);
  await recordAuditEvent(trx, submittedAuditEvent(s, received, requestId));
  return {
    id,
    registration_no: registrationNo,
    agency_code: s.sourceAgencyCode,
    source_unique_no: s.sourceAgencyApplicationNumber,
    request_hash: requestHash,
    status: application.status,
    created_at: now,
    updated_at: now,
  };
}

export async function getApplicationDetailJson(
  deps: ApplicationServiceDeps,
  principal: Principal,
  agencyCode: string,
  number: string,
): Promise<string> {
  assertSameAgency(principal, agencyCode);
  const json = await findDetailJson(deps.db, agencyCode, isUuid(number) ? { id: number.toLowerCase() } : { registrationNo: number });
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
