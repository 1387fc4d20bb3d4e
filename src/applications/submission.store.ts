import type { Insertable, Kysely } from 'kysely';
import { type AuditRow, insertAuditRows, toAuditRow } from '../audit/audit.repository.js';
import { agencyActor } from '../auth/actor.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import { GroupCommit } from '../db/group-commit.js';
import type { ApplicationJournalTable, ApplicationNoticeTable, ApplicationSearchTable, ApplicationTable, DB } from '../db/schema.js';
import { advanceSequence, registrationSequence } from '../db/sequences.js';
import { insertEvents, receivedEvents } from '../events/event.outbox.js';
import { placeRowOf } from '../places/place.coding.js';
import { insertLocationPlaces } from '../places/place.repository.js';
import { insertSearchRows, searchRowOf } from '../search/search.repository.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import { storedRenderings } from './application.rendering.js';
import {
  type ApplicationKey,
  adjustApplicationCounts,
  applicantKeyOf,
  findApplicationsBySourceNumbers,
  findOrCreateApplicants,
  insertApplications,
  insertLocations,
  insertNotices,
  insertResources,
  sourceNumberKey,
} from './application.repository.js';
import { insertJournalEntries } from './journal.repository.js';
import {
  INITIAL_STATUS,
  normalizedEmail,
  type ReceivedBy,
  receiptNotice,
  submittedAuditEvent,
  submittedJournalEntry,
  toApplicationFields,
  toLocationAndResourceRows,
} from './submission.mapping.js';
import type { ApplicationSubmission } from './submission.schema.js';

/** A validated submission on its way to the database. */
export interface PendingSubmission {
  readonly principal: Principal;
  readonly submission: ApplicationSubmission;
  readonly requestHash: string;
  readonly requestId: string;
  /** The client's address, for the audit trail. */
  readonly clientAddress?: string | null;
}

/** The application a submission is answered with; `created` is false for a repeat of an earlier one. */
export interface StoredSubmission {
  readonly key: ApplicationKey;
  readonly created: boolean;
}

export type SubmissionWriter = GroupCommit<DB, PendingSubmission, StoredSubmission>;

/** Species rows per group, at most (besides a single larger submission, which goes alone). */
const MAX_SPECIES_PER_GROUP = 2_000;

/**
 * Submissions are stored in groups (db/group-commit.ts, docs/adr/0004-group-commit.md): those that
 * arrive while a group is being committed share the next transaction and its statements.
 */
export function submissionWriter(
  database: Database,
  registrationPrefix: string,
  onCommit?: (size: number) => void,
  privacyNoticeUrl?: string,
): SubmissionWriter {
  return new GroupCommit(database.db, (trx, items) => storeSubmissions(trx, registrationPrefix, items, privacyNoticeUrl), {
    weightOf: (p) => p.submission.locations.reduce((n, l) => n + l.species.length, 0),
    maxGroupWeight: MAX_SPECIES_PER_GROUP,
    // On PostgreSQL a second group does its inserts while the first holds the counter and commits.
    maxConcurrentGroups: database.dialect === 'postgres' ? 2 : 1,
    ...(onCommit === undefined ? {} : { onCommit }),
  });
}

export function formatRegistrationNo(prefix: string, year: number, value: number): string {
  return `${prefix}-${year}-${String(value).padStart(6, '0')}`;
}

/**
 * Stores a group of submissions in the transaction given: each row written once, a statement per
 * table for the whole group, the contended locks last and in one order by every writer (applicants
 * by key, per-agency counts by key, the registration counter, and last the audit chain's head: see
 * the lock order in docs/ARCHITECTURE.md), so concurrent transactions on PostgreSQL cannot deadlock
 * and hold the counter only for the last statements and the commit. The
 * locations and resources go in before their applications (those foreign keys are checked at
 * commit), so that each application row is written once, complete with its number and its
 * renderings, which need the resource ids the database assigns.
 *
 * The group shares one receipt time; its registration numbers are consecutive, in arrival order.
 */
export async function storeSubmissions(
  trx: Kysely<DB>,
  registrationPrefix: string,
  submitted: readonly PendingSubmission[],
  /** Where the privacy notice is read (PUBLIC_BASE_URL/privacy), named in the acknowledgement notice (issue 21 §4). */
  privacyNoticeUrl?: string,
): Promise<StoredSubmission[]> {
  // Idempotency: an agency number seen before is answered with its application, not stored again.
  // (Two submissions of one number in one group both pass here; the unique index refuses the second,
  // and the group is stored again one by one, when the second finds the first.)
  const earlier = await findApplicationsBySourceNumbers(
    trx,
    submitted.map(({ submission: s }) => ({ agencyCode: s.sourceAgencyCode, sourceNumber: s.sourceAgencyApplicationNumber })),
  );
  const earlierOf = ({ submission: s }: PendingSubmission) =>
    earlier.get(sourceNumberKey(s.sourceAgencyCode, s.sourceAgencyApplicationNumber));
  const group = submitted.filter((p) => earlierOf(p) === undefined);
  const created = group.length === 0 ? [] : await storeNew(trx, registrationPrefix, group, privacyNoticeUrl);
  let next = 0;
  return submitted.map((p) => {
    const key = earlierOf(p);
    return key === undefined ? { key: created[next++] as ApplicationKey, created: true } : { key, created: false };
  });
}

async function storeNew(
  trx: Kysely<DB>,
  registrationPrefix: string,
  group: readonly PendingSubmission[],
  privacyNoticeUrl: string | undefined,
): Promise<ApplicationKey[]> {
  const now = nowIso();
  // Sorted: within the group's millisecond, list order (newest first) follows the registration numbers.
  const ids = group.map(() => newId()).sort();
  const applicantKeys = group.map(({ submission: s }) => ({ agencyCode: s.sourceAgencyCode, emailNormalized: normalizedEmail(s) }));
  const applicantIds = await findOrCreateApplicants(trx, applicantKeys, now);

  const rows = group.map(({ submission }, i) => toLocationAndResourceRows(submission, ids[i] as string));
  const locations = rows.flatMap((r) => r.locations);
  await insertLocations(trx, locations);
  // Issue 21 §5: the PSGC codes beside the names; what does not match is a warning, never a refusal.
  await insertLocationPlaces(
    trx,
    locations.map((location) => placeRowOf(location, now)),
  );
  const storedResources = await insertResources(
    trx,
    rows.flatMap((r) => r.resources),
  );
  await adjustApplicationCounts(
    trx,
    group.map(({ submission: s }) => ({
      agencyCode: s.sourceAgencyCode,
      status: INITIAL_STATUS,
      applicationType: s.applicationType,
      delta: 1,
    })),
  );

  const year = new Date(now).getUTCFullYear();
  const first = (await advanceSequence(trx, registrationSequence(year), group.length)) - group.length + 1;
  const applications: Insertable<ApplicationTable>[] = [];
  const notices: ApplicationNoticeTable[] = [];
  const journal: ApplicationJournalTable[] = [];
  const audit: AuditRow[] = [];
  const search: ApplicationSearchTable[] = [];
  const keys: ApplicationKey[] = [];
  group.forEach(({ principal, submission: s, requestHash, requestId, clientAddress }, i) => {
    const id = ids[i] as string;
    const received: ReceivedBy = {
      id,
      registrationNo: formatRegistrationNo(registrationPrefix, year, first + i),
      applicantId: applicantIds.get(applicantKeyOf(applicantKeys[i] as (typeof applicantKeys)[number])) as string,
      requestHash,
      submittedBy: agencyActor(principal),
      now,
    };
    const application = toApplicationFields(s, received);
    const notice = receiptNotice(s, received, received.submittedBy.id, undefined, privacyNoticeUrl);
    const aggregate = {
      application,
      locations: rows[i]?.locations ?? [],
      resources: storedResources.get(id) ?? [],
      notices: [notice],
      attachments: [],
      permits: [],
      agreements: [],
    };
    applications.push({ ...application, ...storedRenderings(aggregate) });
    search.push(searchRowOf(application, aggregate.locations, aggregate.resources));
    notices.push(notice);
    journal.push(submittedJournalEntry(s, received, requestId));
    audit.push(toAuditRow(submittedAuditEvent(s, received, requestId, clientAddress ?? null), newId(), now));
    keys.push({
      id,
      registration_no: received.registrationNo,
      agency_code: s.sourceAgencyCode,
      source_unique_no: s.sourceAgencyApplicationNumber,
      request_hash: requestHash,
      status: application.status,
      created_at: now,
      updated_at: now,
    });
  });
  await insertApplications(trx, applications);
  await insertSearchRows(trx, search);
  await insertNotices(trx, notices);
  await insertJournalEntries(trx, journal);
  // Last: the audit chain's head is the one lock every writer takes at the end.
  await insertAuditRows(trx, audit);
  // After the audit rows, under the chain head's lock: events are numbered in commit order. The
  // receipt's email is composed from `application.received` after the commit (src/mail/mail.consumer.ts).
  await insertEvents(
    trx,
    receivedEvents(
      applications.map((a, i) => ({ ...a, id: ids[i] as string, version: 1 })),
      now,
    ),
  );
  return keys;
}
