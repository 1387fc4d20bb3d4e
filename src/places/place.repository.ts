import type { Kysely } from 'kysely';
import type { DB, LocationPlaceTable } from '../db/schema.js';
import type { PlaceWarning } from './psgc.matching.js';

/** The SQL of `location_places`: the PSGC codes kept beside each location's names. */

export async function insertLocationPlaces(db: Kysely<DB>, rows: readonly LocationPlaceTable[]): Promise<void> {
  if (rows.length === 0) return;
  // 10 columns a row: well under SQLite's 32,766 bound parameters per statement in a group's worth.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('location_places')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** Replaces the codes of some locations (the backfill, a new PSGC release). */
export async function replaceLocationPlaces(db: Kysely<DB>, rows: readonly LocationPlaceTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .deleteFrom('location_places')
    .where(
      'location_id',
      'in',
      rows.map((r) => r.location_id),
    )
    .execute();
  await insertLocationPlaces(db, rows);
}

/** A location's codes as read back. */
export interface LocationPlace {
  readonly locationId: string;
  readonly regionCode: string | null;
  readonly provinceCode: string | null;
  readonly cityCode: string | null;
  readonly barangayCode: string | null;
  readonly warnings: readonly PlaceWarning[];
  readonly psgcRelease: string;
}

export async function findPlacesOfApplication(db: Kysely<DB>, applicationId: string): Promise<Map<string, LocationPlace>> {
  const rows = await db.selectFrom('location_places').selectAll().where('application_id', '=', applicationId).execute();
  return new Map(rows.map((row) => [row.location_id, toLocationPlace(row)]));
}

function toLocationPlace(row: LocationPlaceTable): LocationPlace {
  return {
    locationId: row.location_id,
    regionCode: row.region_code,
    provinceCode: row.province_code,
    cityCode: row.city_code,
    barangayCode: row.barangay_code,
    warnings: JSON.parse(row.warnings) as PlaceWarning[],
    psgcRelease: row.psgc_release,
  };
}

/** Locations without codes, or coded from another release: what the backfill codes, a page at a time. */
export async function findLocationsToCode(
  db: Kysely<DB>,
  release: string,
  limit: number,
  { recode }: { readonly recode: boolean },
): Promise<
  { id: string; application_id: string; region: string; province: string; city_or_municipality: string; barangay: string | null }[]
> {
  let query = db
    .selectFrom('application_locations as l')
    .leftJoin('location_places as p', 'p.location_id', 'l.id')
    .select(['l.id', 'l.application_id', 'l.region', 'l.province', 'l.city_or_municipality', 'l.barangay']);
  query = recode
    ? query.where((eb) => eb.or([eb('p.location_id', 'is', null), eb('p.psgc_release', '<>', release)]))
    : query.where('p.location_id', 'is', null);
  return query.orderBy('l.id').limit(limit).execute();
}

/** An application's locations in order, each with its point and its codes (none when not coded): what jurisdiction rules read. */
export function findCodedLocationsOfApplication(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('application_locations as l')
    .leftJoin('location_places as p', 'p.location_id', 'l.id')
    .select(['l.id', 'l.latitude', 'l.longitude', 'p.region_code', 'p.province_code', 'p.city_code', 'p.barangay_code'])
    .where('l.application_id', '=', applicationId)
    .orderBy('l.position')
    .execute();
}
