import type { Kysely } from 'kysely';
import type { DB, LocationPlaceTable } from '../db/schema.js';
import { nowIso } from '../shared/time.js';
import { findLocationsToCode, replaceLocationPlaces } from './place.repository.js';
import { matchPlace } from './psgc.matching.js';
import { PSGC_RELEASE } from './psgc.release.js';

/** What a location row holds of its places (application_locations). */
export interface LocationNames {
  readonly id: string;
  readonly application_id: string;
  readonly region: string;
  readonly province: string;
  readonly city_or_municipality: string;
  readonly barangay: string | null;
}

/** The codes row of a location: its names matched to the PSGC (a pure function of the names and the release). */
export function placeRowOf(location: LocationNames, now: string): LocationPlaceTable {
  const codes = matchPlace({
    region: location.region,
    province: location.province,
    cityOrMunicipality: location.city_or_municipality,
    barangay: location.barangay,
  });
  return {
    location_id: location.id,
    application_id: location.application_id,
    region_code: codes.regionCode,
    province_code: codes.provinceCode,
    city_code: codes.cityCode,
    barangay_code: codes.barangayCode,
    warnings: JSON.stringify(codes.warnings),
    has_warnings: codes.warnings.length > 0 ? 1 : 0,
    psgc_release: PSGC_RELEASE.quarter,
    coded_at: now,
  };
}

export interface BackfillReport {
  readonly coded: number;
  readonly withWarnings: number;
}

/**
 * Codes the locations that have no codes yet (applications stored before migration 0020), or, with
 * `recode`, those coded from another PSGC release: a page at a time, each page in its own transaction.
 * The codes are a cache of the names (docs/PLACES.md): this writes `location_places` only, never an
 * application, so it is no action of the workflow.
 */
export async function backfillPlaces(db: Kysely<DB>, options: { recode?: boolean; pageSize?: number } = {}): Promise<BackfillReport> {
  const pageSize = options.pageSize ?? 500;
  let coded = 0;
  let withWarnings = 0;
  for (;;) {
    const locations = await findLocationsToCode(db, PSGC_RELEASE.quarter, pageSize, { recode: options.recode === true });
    if (locations.length === 0) break;
    const now = nowIso();
    const rows = locations.map((location) => placeRowOf(location, now));
    await db.transaction().execute((trx) => replaceLocationPlaces(trx, rows));
    coded += rows.length;
    withWarnings += rows.filter((r) => r.has_warnings === 1).length;
    if (locations.length < pageSize) break;
  }
  return { coded, withWarnings };
}
