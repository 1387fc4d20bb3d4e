import type { Kysely } from 'kysely';
import type { StaffActor } from '../auth/actor.js';
import { addDays, isIsoDate, manilaStartOfDay } from '../clock/manila-time.js';
import type { DB } from '../db/schema.js';
import { type FieldError, validationError } from '../http/errors.js';
import { issuingAuthority } from '../permits/verify.page.js';
import { readableAgencies } from '../policy/read.policy.js';
import { assertMayReadNationalReport } from '../policy/report.policy.js';
import { timeLimitFor } from '../settings/setting.definitions.js';
import { readSetting } from '../settings/settings.service.js';
import { nowIso } from '../shared/time.js';
import { type PermitEvent, permitFiguresOf } from './national-report.permits.js';
import {
  clearingHouseStepsBefore,
  communiquesReceivedIn,
  decisionsIn,
  type Instants,
  journalEntriesIn,
  obligationsDueIn,
  permitsIssuedIn,
  placesOfApplications,
} from './national-report.repository.js';
import type { NationalReport, NationalReportQuery } from './national-report.schemas.js';
import { decisionTimesOf } from './processing-times.js';

/**
 * The national report pack (issue 32 §3, docs/REPORTS.md): for a period of Manila calendar dates,
 * what happened to permits, on the Clearing-House, to obligations and to processing times, in the
 * agencies the user works for. The CSV and the PDF are renderings of this one answer.
 */

/** The period's dates checked as the Darwin Core export checks its range: a 400 naming the parameter. */
export function checkPeriod(query: NationalReportQuery): void {
  const errors: FieldError[] = [];
  for (const name of ['from', 'to'] as const) {
    if (!isIsoDate(query[name])) errors.push({ parameter: name, detail: `is not a calendar date (YYYY-MM-DD): ${query[name]}` });
  }
  if (errors.length > 0) throw validationError(errors);
  if (query.from > query.to) throw validationError([{ parameter: 'to', detail: `is before from (${query.from})` }]);
}

interface Payload {
  readonly permitId?: string;
  readonly to?: string;
}
const payloadOf = (text: string): Payload => JSON.parse(text) as Payload;

/**
 * IRCCs published in the period: an application's first publication (by hand or by biopermit's job)
 * is a new IRCC; its later ones (after a renewal or an amendment) update the same Clearing-House
 * record, whatever revision suffix its identifier then carries.
 */
async function irccPublicationsIn(db: Kysely<DB>, period: Instants, agencies: readonly string[] | null) {
  const published = new Map<string, string[]>();
  for (const step of await clearingHouseStepsBefore(db, period.end, agencies)) {
    if (payloadOf(step.payload).to !== 'published') continue;
    published.set(step.applicationId, [...(published.get(step.applicationId) ?? []), step.createdAt]);
  }
  let first = 0;
  let updates = 0;
  for (const times of published.values()) {
    times.sort();
    times.forEach((at, i) => {
      if (at < period.start) return;
      if (i === 0) first += 1;
      else updates += 1;
    });
  }
  return { irccsPublished: first, irccUpdatesPublished: updates };
}

const EVENT_OF_ACTION = { permit_suspended: 'suspended', permit_revoked: 'revoked' } as const;
const EVENT_OF_ISSUANCE = { original: 'issued', renewal: 'renewed', amendment: 'amended' } as const;

async function permitEventsIn(db: Kysely<DB>, period: Instants, agencies: readonly string[] | null): Promise<PermitEvent[]> {
  const [issued, changes] = await Promise.all([
    permitsIssuedIn(db, period, agencies),
    journalEntriesIn(db, Object.keys(EVENT_OF_ACTION), period, agencies),
  ]);
  return [
    ...issued.map((permit) => ({
      event: EVENT_OF_ISSUANCE[permit.issuance as keyof typeof EVENT_OF_ISSUANCE],
      permitId: permit.permitId,
      applicationId: permit.applicationId,
      permitType: permit.permitType,
    })),
    ...changes.map((entry) => ({
      event: EVENT_OF_ACTION[entry.action as keyof typeof EVENT_OF_ACTION],
      // Every permit entry of the journal names its permit (permit.lifecycle.ts).
      permitId: payloadOf(entry.payload).permitId ?? entry.applicationId,
      applicationId: entry.applicationId,
      permitType: entry.permitType,
    })),
  ].filter((event) => event.event !== undefined);
}

export interface NationalReportDeps {
  readonly db: Kysely<DB>;
}

export async function nationalReportOf(deps: NationalReportDeps, actor: StaffActor, query: NationalReportQuery): Promise<NationalReport> {
  assertMayReadNationalReport(actor);
  checkPeriod(query);
  const { db } = deps;
  const agencies = readableAgencies(actor);
  const period: Instants = { start: manilaStartOfDay(query.from), end: manilaStartOfDay(addDays(query.to, 1)) };
  const [events, ircc, communiques, obligations, decisions, limits, authority] = await Promise.all([
    permitEventsIn(db, period, agencies),
    irccPublicationsIn(db, period, agencies),
    communiquesReceivedIn(db, period, agencies),
    obligationsDueIn(db, query.from, query.to, agencies),
    decisionsIn(db, period, agencies),
    readSetting(db, 'clock.time_limits'),
    readSetting(db, 'permits.authority'),
  ]);
  const places = await placesOfApplications(
    db,
    events.map((event) => event.applicationId),
  );
  const countOf = (status: string) => obligations.filter((obligation) => obligation.status === status).length;
  return {
    period: { from: query.from, to: query.to },
    authority: issuingAuthority(authority),
    agencies: agencies === null ? null : [...agencies],
    permits: permitFiguresOf(events, places),
    clearingHouse: {
      ...ircc,
      communiquesReceived: communiques.length,
      communiquesFlagged: communiques.filter((communique) => Number(communique.entityMismatch) === 1).length,
    },
    obligations: {
      due: obligations.length,
      met: countOf('accepted'),
      awaitingReview: countOf('submitted'),
      waived: countOf('waived'),
      overdue: countOf('overdue'),
      pending: countOf('pending'),
    },
    processing: decisionTimesOf(
      decisions.map((decision) => ({
        applicationType: decision.applicationType,
        workingDays: Number(decision.workingDaysUsed),
        overLimit: decision.clockState === 'overdue',
      })),
      (applicationType) => timeLimitFor(limits, applicationType),
    ),
    generatedAt: nowIso(),
  };
}
