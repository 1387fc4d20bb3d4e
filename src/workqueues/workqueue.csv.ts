import type { CbdStatus, PermitStatus } from '../vocabulary/permit.vocabulary.js';
import { BEFORE_DECISION_GROUP } from '../vocabulary/status-groups.js';
import type { ApplicationStatus, ClockState, HoldReason } from '../vocabulary/workflow.vocabulary.js';
import type { WorkqueueRow } from './workqueue.schemas.js';
import {
  CBD_STATUS_WORDS,
  CLOCK_WORDS,
  codeInWords,
  describeWorkingDays,
  HOLD_WORDS,
  labelOf,
  manilaDateTime,
  NOTHING,
  PERMIT_STATUS_WORDS,
  STATUS_WORDS,
} from './workqueue.words.js';

/**
 * A workqueue as its CSV export writes it: the columns of the back-office's table
 * (web/src/workqueues/workqueue-columns.tsx), in its order, with its headers and its words. A cell the
 * table shows on two lines (the permittee's name over the email) holds them on two lines.
 */

// Every code of each vocabulary has its words: a status the service adds fails to compile here.
const STATUS: Readonly<Record<ApplicationStatus, string>> = STATUS_WORDS;
const HOLD: Readonly<Record<HoldReason, string>> = HOLD_WORDS;
const CLOCK: Readonly<Record<ClockState, string>> = CLOCK_WORDS;
const CBD_STATUS: Readonly<Record<CbdStatus, string>> = CBD_STATUS_WORDS;
const PERMIT_STATUS: Readonly<Record<PermitStatus, string>> = PERMIT_STATUS_WORDS;

export interface CsvColumn {
  readonly header: string;
  readonly cell: (row: WorkqueueRow) => string;
}

const lines = (...parts: (string | false | null)[]) => parts.filter((part) => typeof part === 'string').join('\n');

/** The clock as WorkqueueClock shows it: stopped after the decision, not started before acceptance, else its badge. */
function clockCell(row: WorkqueueRow): string {
  const { clock } = row;
  if (!BEFORE_DECISION_GROUP.has(row.status)) {
    return lines(
      row.decidedAt ? 'Stopped at the decision' : 'Stopped',
      clock.limit !== null && `${clock.workingDaysUsed} of ${clock.limit} working days used`,
    );
  }
  if (clock.state === null) return 'Not started';
  const parts = [labelOf(CLOCK, clock.state)];
  if (clock.workingDaysLeft !== null) parts.push(describeWorkingDays(clock.workingDaysLeft));
  if (clock.paused) parts.push('paused');
  return parts.join(' · ');
}

/** The status, and under it a permit no longer in force, a hold, a referral. */
function statusCell(row: WorkqueueRow): string {
  return lines(
    labelOf(STATUS, row.status),
    row.permitStatus !== null && row.permitStatus !== 'issued' && `Permit ${labelOf(PERMIT_STATUS, row.permitStatus).toLowerCase()}`,
    row.flags.hold !== null && `On hold: ${labelOf(HOLD, row.flags.hold)}`,
    row.flags.referral !== null && `Referred to ${row.flags.referral.toUpperCase()}`,
  );
}

const REGISTRATION_NO: CsvColumn = { header: 'Registration no.', cell: (row) => row.registrationNo };
const PERMITTEE: CsvColumn = { header: 'Permittee', cell: (row) => lines(row.permittee.name.normalize('NFC'), row.permittee.email) };
const AGENCY: CsvColumn = { header: 'Agency', cell: (row) => row.agencyCode };

export const PROCESSING_CSV_COLUMNS: readonly CsvColumn[] = [
  REGISTRATION_NO,
  { header: 'Clock', cell: clockCell },
  PERMITTEE,
  AGENCY,
  { header: 'Application type', cell: (row) => codeInWords(row.applicationType) },
  { header: 'Status', cell: statusCell },
  { header: 'Assignee', cell: (row) => (row.assignee ? (row.assignee.name ?? 'Former user') : NOTHING) },
  { header: 'Received', cell: (row) => manilaDateTime(row.receivedAt) },
];

export const PUBLICATION_CSV_COLUMNS: readonly CsvColumn[] = [
  REGISTRATION_NO,
  { header: 'Permit no.', cell: (row) => row.permitNo ?? NOTHING },
  { header: 'Clearing-House', cell: (row) => (row.cbdStatus === null ? NOTHING : labelOf(CBD_STATUS, row.cbdStatus)) },
  { header: 'Waiting since', cell: (row) => (row.cbdStatusChangedAt ? manilaDateTime(row.cbdStatusChangedAt) : NOTHING) },
  PERMITTEE,
  AGENCY,
];
