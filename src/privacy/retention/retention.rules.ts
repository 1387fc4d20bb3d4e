import { manilaDate } from '../../clock/manila-time.js';
import type { PrivacyRetention } from '../../settings/setting.definitions.js';
import { CLOSED_WITHOUT_PERMIT, FINAL_APPLICATION, PERMIT_NOT_ENDED } from '../../vocabulary/status-groups.js';

/**
 * Issue 21 §2: when an application's personal data may be erased. Its end is the expiry of its last
 * permit (once none is in force), or the day it was denied, withdrawn, abandoned or cancelled; the
 * data is kept `privacy.retention.yearsAfterEnd` years after it (five by default, the CITES practice
 * for permit trails), and as long as a legal hold is on it. Pure: the retention job and erasure
 * requests ask it with the rows they read.
 */

/** Statuses the retention job looks at: the application has ended, with a permit (issued) or without (CLOSED_WITHOUT_PERMIT). */
export const ENDED_STATUSES = FINAL_APPLICATION.statuses;

export interface RetainedApplication {
  readonly registration_no: string;
  readonly status: string;
  readonly hold_reason: string | null;
  readonly status_changed_at: string | null;
  readonly decided_at: string | null;
  readonly updated_at: string;
}

export interface RetainedPermit {
  readonly permit_no: string;
  readonly status: string;
  readonly date_expired: string | null;
  readonly status_changed_at: string | null;
  readonly created_at: string;
}

export type RetentionVerdict =
  | { readonly passed: true; readonly keptUntil: string }
  /** `keptUntil`: when it will pass, when that is known. */
  | { readonly passed: false; readonly reason: string; readonly keptUntil: string | null };

/** The same day `years` later (29 February becomes 1 March). */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

/** The day a permit stopped being in force: its expiry, or the day it was revoked, voided or superseded. */
function permitEnd(permit: RetainedPermit): string {
  if ((permit.status === 'expired' || PERMIT_NOT_ENDED.has(permit.status)) && permit.date_expired !== null)
    return permit.date_expired.slice(0, 10);
  return manilaDate(permit.status_changed_at ?? permit.created_at);
}

/** Whether the retention period of the application has passed on `asOf` (YYYY-MM-DD, Asia/Manila), and why not. */
export function retentionVerdict(
  application: RetainedApplication,
  permits: readonly RetainedPermit[],
  retention: PrivacyRetention,
  asOf: string,
): RetentionVerdict {
  const hold = retention.legalHolds.find((h) => h.registrationNo === application.registration_no);
  if (hold !== undefined)
    return { passed: false, reason: `a legal hold is on ${application.registration_no}: ${hold.reason}`, keptUntil: null };
  if (application.hold_reason === 'legal_action') {
    return { passed: false, reason: `${application.registration_no} is on hold for legal action`, keptUntil: null };
  }
  let end: string;
  if (CLOSED_WITHOUT_PERMIT.has(application.status)) {
    end = manilaDate(application.status_changed_at ?? application.decided_at ?? application.updated_at);
  } else if (application.status === 'issued') {
    // In force: issued or suspended and not past its date of expiry on `asOf` (the expire-permits job
    // marks it expired within the hour; a day chosen ahead, as the CLI's --as-of, sees it expired).
    const inForce = permits.find(
      (permit) => PERMIT_NOT_ENDED.has(permit.status) && (permit.date_expired === null || permit.date_expired.slice(0, 10) >= asOf),
    );
    if (inForce !== undefined) {
      const until = inForce.date_expired?.slice(0, 10) ?? null;
      return {
        passed: false,
        reason: `permit ${inForce.permit_no} of ${application.registration_no} is in force${until === null ? '' : ` until ${until}`}`,
        keptUntil: until === null ? null : addYears(until, retention.yearsAfterEnd),
      };
    }
    end = permits
      .map(permitEnd)
      .reduce((latest, day) => (day > latest ? day : latest), manilaDate(application.status_changed_at ?? application.updated_at));
  } else {
    return { passed: false, reason: `${application.registration_no} is still in process (${application.status})`, keptUntil: null };
  }
  const keptUntil = addYears(end, retention.yearsAfterEnd);
  if (asOf < keptUntil) {
    return {
      passed: false,
      reason: `the retention period of ${application.registration_no} (${retention.yearsAfterEnd} years after ${end}) runs until ${keptUntil}`,
      keptUntil,
    };
  }
  return { passed: true, keptUntil };
}
