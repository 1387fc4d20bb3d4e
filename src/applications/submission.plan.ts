import type { Kysely } from 'kysely';
import type { Principal } from '../auth/principal.js';
import type { DB } from '../db/schema.js';
import { clearancesOfLocations } from '../places/jurisdiction.service.js';
import { placeRowOf } from '../places/place.coding.js';
import type { PlaceWarning } from '../places/psgc.matching.js';
import { type ChecklistItem, checklistFor, timeLimitFor } from '../settings/setting.definitions.js';
import { readSetting } from '../settings/settings.service.js';
import { nowIso } from '../shared/time.js';
import { findApplicationsBySourceNumbers, sourceNumberKey } from './application.repository.js';
import { checkSubmissionAdmissible, idempotencyConflict } from './application.service.js';
import { submissionHash, toLocationAndResourceRows } from './submission.mapping.js';
import type { ApplicationSubmission } from './submission.schema.js';

/** What biopermit would make of a submission (issue 32 §1): answered by the dry run, nothing stored. */
export interface SubmissionPlan {
  readonly sourceAgencyCode: string;
  readonly sourceAgencyApplicationNumber: string;
  readonly applicationType: string;
  /** The application this very body created before: the submission would answer it with 200 and store nothing. */
  readonly alreadySubmitted: { readonly id: string; readonly registrationNo: string } | null;
  readonly locations: readonly {
    readonly position: number;
    readonly regionCode: string | null;
    readonly provinceCode: string | null;
    readonly cityCode: string | null;
    readonly barangayCode: string | null;
    readonly warnings: readonly PlaceWarning[];
    readonly psgcRelease: string;
  }[];
  readonly clearances: Awaited<ReturnType<typeof clearancesOfLocations>>;
  readonly checklist: readonly ChecklistItem[];
  readonly processingTime: { readonly workingDays: number; readonly withExtensionWorkingDays: number };
}

/**
 * The dry run of a submission: the same checks as `submitApplication` (the rules, the agency, and an
 * agency number used before with another body: 409), then what the stored application would be given,
 * computed by the code the real paths use: the PSGC match of each location (`placeRowOf`, as
 * submission.store.ts stores it), the clearances of the jurisdiction rules (`clearancesOfLocations`, as
 * the case file reads them), the checklist of its type and its time limit (the settings the workflow reads).
 * Reads only; writes nothing.
 */
export async function planSubmission(db: Kysely<DB>, principal: Principal, submission: ApplicationSubmission): Promise<SubmissionPlan> {
  await checkSubmissionAdmissible(db, principal, submission);
  const earlier = (
    await findApplicationsBySourceNumbers(db, [
      { agencyCode: submission.sourceAgencyCode, sourceNumber: submission.sourceAgencyApplicationNumber },
    ])
  ).get(sourceNumberKey(submission.sourceAgencyCode, submission.sourceAgencyApplicationNumber));
  if (earlier !== undefined && earlier.request_hash !== submissionHash(submission)) {
    throw idempotencyConflict(submission, earlier.registration_no);
  }

  const now = nowIso();
  let n = 0;
  const { locations } = toLocationAndResourceRows(submission, 'dry-run', () => `dry-run-location-${n++}`);
  const places = locations.map((location) => placeRowOf(location, now));
  const [rules, checklists, limits] = await Promise.all([
    readSetting(db, 'places.jurisdiction_rules'),
    readSetting(db, 'attachments.checklists'),
    readSetting(db, 'clock.time_limits'),
  ]);
  const clearances = await clearancesOfLocations(
    db,
    rules,
    submission.ecosystem ?? null,
    places.map((place, i) => ({
      ...place,
      id: place.location_id,
      latitude: locations[i]?.latitude ?? null,
      longitude: locations[i]?.longitude ?? null,
    })),
    [],
  );
  const workingDays = timeLimitFor(limits, submission.applicationType);
  return {
    sourceAgencyCode: submission.sourceAgencyCode,
    sourceAgencyApplicationNumber: submission.sourceAgencyApplicationNumber,
    applicationType: submission.applicationType,
    alreadySubmitted: earlier === undefined ? null : { id: earlier.id, registrationNo: earlier.registration_no },
    locations: places.map((place, position) => ({
      position,
      regionCode: place.region_code,
      provinceCode: place.province_code,
      cityCode: place.city_code,
      barangayCode: place.barangay_code,
      warnings: JSON.parse(place.warnings) as PlaceWarning[],
      psgcRelease: place.psgc_release,
    })),
    clearances,
    checklist: checklistFor(checklists, submission.applicationType),
    processingTime: { workingDays, withExtensionWorkingDays: workingDays * 2 },
  };
}
