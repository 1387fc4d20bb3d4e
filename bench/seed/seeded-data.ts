import { randomUUID } from 'node:crypto';
import { formatRegistrationNo } from '../../src/applications/submission.store.js';
import type { AgencyApplicationCountTable } from '../../src/db/schema.js';
import { actorUuid } from '../../src/shared/ids.js';
import { type ApplicationRows, applicationRows } from '../data/application-rows.js';
import { aSubmission, SEED_SHAPE } from '../data/submissions.js';
import { timeOrderedId } from './time-ordered-ids.js';

/**
 * What a seeded database holds, derived from the application's index alone, so that the load
 * generator can address any seeded application (its agency and registration number) without
 * asking the database.
 */

/**
 * Bumped whenever seeded rows or their storage change (3: renderings kept in the row on PostgreSQL; 4: compressed with LZ4;
 * 5: the staff search's rows, and the workflow's states; 6: permittee emails numbered like the applications,
 * so a registration number's search finds one application at every size): databases of another version are seeded again.
 */
export const SEED_VERSION = 6;
export const SEEDED_AGENCY_COUNT = 100;
/** Seeded applications were all received in this (past) year; HTTP submissions number on in the current one. */
export const SEED_YEAR = 2024;
export const REGISTRATION_PREFIX = 'ABS';
/** Receives the rows of the in-process storage floor. */
export const FLOOR_AGENCY = 'FLOOR';
const RESOURCES_PER_APPLICATION = SEED_SHAPE.locations * SEED_SHAPE.speciesPerLocation;
const YEAR_START_MS = Date.UTC(SEED_YEAR, 0, 1);
const YEAR_MS = Date.UTC(SEED_YEAR + 1, 0, 1) - YEAR_START_MS;

export function seededAgencyCode(agencyIndex: number): string {
  return `B${String(agencyIndex + 1).padStart(3, '0')}`;
}

export const SEEDED_AGENCIES: readonly string[] = Array.from({ length: SEEDED_AGENCY_COUNT }, (_, i) => seededAgencyCode(i));

/**
 * Receives the HTTP submissions: a seeded agency, so that PostgreSQL's statistics know it as an
 * agency with thousands of applications. (A new agency the statistics have not seen makes the
 * planner read the idempotency lookup through the wrong index: see bench/README.md.)
 */
export const SUBMIT_AGENCY = seededAgencyCode(SEEDED_AGENCY_COUNT - 1);

/** The agencies whose list pages are read: the submissions of earlier runs never reach their first page. */
export const LISTED_AGENCIES: readonly string[] = SEEDED_AGENCIES.filter((code) => code !== SUBMIT_AGENCY);

export interface SeededApplication {
  readonly agencyCode: string;
  readonly registrationNo: string;
  readonly createdAtMs: number;
}

/** Application `index` (0-based) of `total`: spread evenly over the seed year, round-robin over agencies. */
export function seededApplication(index: number, total: number): SeededApplication {
  return {
    agencyCode: seededAgencyCode(index % SEEDED_AGENCY_COUNT),
    // The service numbers registrations per year, gaplessly, in the order it receives them.
    registrationNo: formatRegistrationNo(REGISTRATION_PREFIX, SEED_YEAR, index + 1),
    createdAtMs: YEAR_START_MS + Math.floor((index * YEAR_MS) / total),
  };
}

/** Rows of applications [from, to): one applicant each, one location with two species. */
export function seededRows(from: number, to: number, total: number): ApplicationRows[] {
  const rows: ApplicationRows[] = [];
  for (let index = from; index < to; index++) {
    const { agencyCode, registrationNo, createdAtMs } = seededApplication(index, total);
    const createdAt = new Date(createdAtMs).toISOString();
    const submission = aSubmission(index, agencyCode, `${agencyCode}-${index + 1}`, SEED_SHAPE);
    rows.push(
      applicationRows(submission, {
        // Time-ordered ids of the receipt time, as the service's newId() gives them at submission.
        id: timeOrderedId(createdAtMs),
        registrationNo,
        applicantId: timeOrderedId(createdAtMs),
        createdAt,
        locationIds: submission.locations.map(() => timeOrderedId(createdAtMs)),
        firstResourceId: index * RESOURCES_PER_APPLICATION + 1,
        noticeId: timeOrderedId(createdAtMs),
        auditId: timeOrderedId(createdAtMs),
        auditOccurredAt: createdAt,
        requestId: randomUUID(),
        workflow: seededWorkflow(index, total, createdAtMs),
      }),
    );
  }
  return rows;
}

/**
 * The office's work in progress is bounded by its flow, not by its history: the newest OPEN_WINDOW
 * applications are open (spread over the statuses, flags and clocks of the workqueues), all older ones
 * decided. So 10,000 and a million seeded applications have the same open workqueues, and only the
 * history grows, as it does at the authority over the years.
 */
export const OPEN_WINDOW = 4_000;
/** Assignees of seeded applications: evaluators' ids (no staff_users rows: their names read as unknown). */
export const SEEDED_EVALUATORS: readonly string[] = Array.from({ length: 20 }, (_, i) => actorUuid(`bench-evaluator-${i}`));

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function seededWorkflow(index: number, total: number, createdAtMs: number): SeededWorkflow {
  const accepted = { accepted_at: new Date(createdAtMs + 2 * DAY_MS).toISOString(), due_date: isoDate(createdAtMs + 30 * DAY_MS) };
  if (index < total - OPEN_WINDOW) {
    const decidedMs = createdAtMs + 25 * DAY_MS;
    return {
      ...accepted,
      status: index % 8 === 0 ? 'denied' : 'approved',
      assignee_id: SEEDED_EVALUATORS[index % SEEDED_EVALUATORS.length] ?? null,
      decided_at: new Date(decidedMs).toISOString(),
      status_changed_at: new Date(decidedMs).toISOString(),
      clock_state: index % 10 === 0 ? 'overdue' : 'on_track',
      working_days_used: 15 + (index % 8),
    };
  }
  const slot = index % 20;
  const clock_state = index % 10 === 9 ? 'overdue' : index % 10 >= 7 ? 'at_risk' : 'on_track';
  const working_days_used = clock_state === 'overdue' ? 21 : clock_state === 'at_risk' ? 17 : index % 14;
  const assignee_id = SEEDED_EVALUATORS[index % SEEDED_EVALUATORS.length] ?? null;
  if (slot < 3) return { status: 'submitted' };
  if (slot < 4) return { status: 'incomplete' };
  if (slot < 6) return { ...accepted, status: 'accepted', clock_state, working_days_used };
  if (slot < 15) {
    const flags =
      slot === 13
        ? { hold_reason: 'missing_information' as const, hold_answer_by: isoDate(createdAtMs + 40 * DAY_MS), clock_paused: 1 as const }
        : slot === 14
          ? { referral_body: index % 2 === 0 ? ('pamb' as const) : ('ncip' as const), clock_paused: 1 as const }
          : {};
    return { ...accepted, status: 'under_evaluation', assignee_id, clock_state, working_days_used, ...flags };
  }
  if (slot < 16) return { ...accepted, status: 'for_agreement', assignee_id, clock_state, working_days_used, clock_paused: 1 };
  return { ...accepted, status: 'for_decision', assignee_id, clock_state, working_days_used };
}

type SeededWorkflow = NonNullable<Parameters<typeof applicationRows>[1]['workflow']>;

/** Tallies `agency_application_counts` rows (agency, status, type) over the seeded applications. */
export class ApplicationCounts {
  private readonly counts = new Map<string, AgencyApplicationCountTable>();

  add(rows: readonly ApplicationRows[]): void {
    this.merge(
      rows.map(({ application: a }) => ({
        agency_code: a.agency_code,
        status: a.status,
        application_type: a.application_type,
        application_count: 1,
      })),
    );
  }

  /** Adds counts tallied elsewhere (a seeding worker). */
  merge(rows: readonly AgencyApplicationCountTable[]): void {
    for (const row of rows) {
      const key = `${row.agency_code}\u0000${row.status}\u0000${row.application_type}`;
      const entry = this.counts.get(key);
      if (entry === undefined) this.counts.set(key, { ...row });
      else entry.application_count += row.application_count;
    }
  }

  rows(): AgencyApplicationCountTable[] {
    return [...this.counts.values()];
  }
}
