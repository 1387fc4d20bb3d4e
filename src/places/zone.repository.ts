import type { Kysely } from 'kysely';
import type { DB, JurisdictionZoneTable } from '../db/schema.js';

/** The SQL of `jurisdiction_zones`: protected areas and ancestral domains. */

export async function insertZones(db: Kysely<DB>, rows: readonly JurisdictionZoneTable[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('jurisdiction_zones')
      .values([...rows])
      .execute();
}

export async function deleteZone(db: Kysely<DB>, id: string): Promise<JurisdictionZoneTable | undefined> {
  const row = await db.selectFrom('jurisdiction_zones').selectAll().where('id', '=', id).executeTakeFirst();
  if (row !== undefined) await db.deleteFrom('jurisdiction_zones').where('id', '=', id).execute();
  return row;
}

export type ZoneSummaryRow = Omit<JurisdictionZoneTable, 'geometry'>;

export async function listZones(db: Kysely<DB>): Promise<ZoneSummaryRow[]> {
  return db
    .selectFrom('jurisdiction_zones')
    .select(['id', 'kind', 'name', 'min_longitude', 'min_latitude', 'max_longitude', 'max_latitude', 'uploaded_by', 'created_at'])
    .orderBy('kind')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The zones whose bounding box holds one of the points: the candidates of the exact test. */
export async function findZonesAround(
  db: Kysely<DB>,
  points: readonly { readonly longitude: number; readonly latitude: number }[],
): Promise<JurisdictionZoneTable[]> {
  if (points.length === 0) return [];
  return db
    .selectFrom('jurisdiction_zones')
    .selectAll()
    .where((eb) =>
      eb.or(
        points.map((p) =>
          eb.and([
            eb('min_longitude', '<=', p.longitude),
            eb('max_longitude', '>=', p.longitude),
            eb('min_latitude', '<=', p.latitude),
            eb('max_latitude', '>=', p.latitude),
          ]),
        ),
      ),
    )
    .execute();
}
