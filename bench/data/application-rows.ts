import type { Selectable } from 'kysely';
import { storedRenderings } from '../../src/applications/application.rendering.js';
import type { WorkflowColumns } from '../../src/applications/application.write.js';
import {
  normalizedEmail,
  receiptNotice,
  submissionHash,
  submittedAuditEvent,
  submittedJournalEntry,
  toApplicationFields,
  toLocationAndResourceRows,
} from '../../src/applications/submission.mapping.js';
import type { ApplicationSubmission } from '../../src/applications/submission.schema.js';
import { type AuditRow, toAuditRow } from '../../src/audit/audit.repository.js';
import type {
  ApplicantTable,
  ApplicationJournalTable,
  ApplicationLocationTable,
  ApplicationNoticeTable,
  ApplicationResourceTable,
  ApplicationSearchTable,
  ApplicationTable,
} from '../../src/db/schema.js';
import { searchRowOf } from '../../src/search/search.repository.js';
import { actorUuid } from '../../src/shared/ids.js';

/** Every row one submission leaves in the database, as the service writes them. */
export interface ApplicationRows {
  readonly applicant: ApplicantTable;
  readonly application: ApplicationTable;
  readonly locations: ApplicationLocationTable[];
  readonly resources: Selectable<ApplicationResourceTable>[];
  readonly notice: ApplicationNoticeTable;
  readonly journal: ApplicationJournalTable;
  readonly search: ApplicationSearchTable;
  /** Before it joins the audit chain (bench/seed/row-worker.ts chains the seeded rows in order). */
  readonly audit: AuditRow;
}

/** The values the service would have chosen at submission: ids, the number, the clock. */
export interface ReceiptKeys {
  readonly id: string;
  readonly registrationNo: string;
  readonly applicantId: string;
  readonly createdAt: string;
  /** One per submitted location, in order. */
  readonly locationIds: readonly string[];
  /** The database numbers resources; the seeder gives them consecutive ids from here. */
  readonly firstResourceId: number;
  readonly noticeId: string;
  readonly auditId: string;
  readonly auditOccurredAt: string;
  readonly requestId: string;
  /** Where the submission came from, for its audit row (seeded rows have none). */
  readonly clientAddress?: string | null;
  /**
   * Where the workflow has taken the application (seeded workqueues): the columns the write path
   * would hold, and `status_changed_at`. The renderings are made from them. None: just submitted.
   */
  readonly workflow?: Partial<WorkflowColumns> & { readonly status_changed_at?: string };
}

/** Benchmark tokens are minted for the operator (bench/tokens.ts), so the operator is the submitter. */
/** What the service records for a submission made with an operator's token (bench/tokens.ts). */
const SUBMITTED_BY = 'operator';

/**
 * The rows of a submission, made by the service's own mapping and renderer rather than a second copy
 * of them, so that a seeded application reads exactly like a submitted one. `verifyRowsMatchService`
 * (verify-rows.ts) checks this against a real submission before any seeding.
 */
export function applicationRows(s: ApplicationSubmission, keys: ReceiptKeys): ApplicationRows {
  const received = {
    id: keys.id,
    registrationNo: keys.registrationNo,
    applicantId: keys.applicantId,
    requestHash: submissionHash(s),
    submittedBy: { kind: 'agency' as const, id: actorUuid(SUBMITTED_BY), agencyCode: s.sourceAgencyCode },
    now: keys.createdAt,
  };
  const fields = { ...toApplicationFields(s, received), ...keys.workflow };
  const locationIds = [...keys.locationIds];
  const { locations, resources } = toLocationAndResourceRows(s, keys.id, () => {
    const next = locationIds.shift();
    if (next === undefined) throw new Error('fewer locationIds than locations');
    return next;
  });
  const numbered = resources.map((r, i) => ({ ...r, id: keys.firstResourceId + i }));
  const notice = receiptNotice(s, received, actorUuid(SUBMITTED_BY), keys.noticeId);
  const aggregate = {
    application: fields,
    locations,
    resources: numbered,
    notices: [notice],
    attachments: [],
    permits: [],
    agreements: [],
  };
  return {
    applicant: { id: keys.applicantId, agency_code: s.sourceAgencyCode, email_normalized: normalizedEmail(s), created_at: keys.createdAt },
    application: { ...fields, ...storedRenderings(aggregate) },
    locations,
    resources: numbered,
    notice,
    journal: submittedJournalEntry(s, received, keys.requestId),
    search: searchRowOf(fields, locations, numbered),
    audit: toAuditRow(submittedAuditEvent(s, received, keys.requestId, keys.clientAddress ?? null), keys.auditId, keys.auditOccurredAt),
  };
}
