import type { Kysely } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 21 §5–6: places and jurisdiction.
 *
 * - `location_places`: the PSGC codes of each location, beside its names (the spec's shapes are
 *   unchanged): one row per location, written with the location at submission and again by the
 *   backfill (`biopermit places backfill`). A cache of a pure function of the names and the PSGC
 *   release (`psgc_release`): re-coding reproduces it. `warnings` is a JSON array of what did not
 *   match; `has_warnings` (0/1) serves the workqueue filter.
 * - `jurisdiction_zones`: protected areas and ancestral domains an administrator uploads as GeoJSON
 *   (Polygon or MultiPolygon), with their bounding box for a quick first test.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));
  await db.schema
    .createTable('location_places')
    .addColumn('location_id', uuid, (c) => c.primaryKey().references('application_locations.id').onDelete('cascade'))
    .addColumn('application_id', uuid, (c) => c.notNull())
    .addColumn('region_code', 'text')
    .addColumn('province_code', 'text')
    .addColumn('city_code', 'text')
    .addColumn('barangay_code', 'text')
    .addColumn('warnings', 'text', (c) => c.notNull())
    .addColumn('has_warnings', 'integer', (c) => c.notNull())
    .addColumn('psgc_release', 'text', (c) => c.notNull())
    .addColumn('coded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('location_places_application').on('location_places').columns(['application_id']).execute();
  await db.schema.createIndex('location_places_region').on('location_places').columns(['region_code', 'application_id']).execute();
  await db.schema.createIndex('location_places_province').on('location_places').columns(['province_code', 'application_id']).execute();
  await db.schema.createIndex('location_places_warnings').on('location_places').columns(['has_warnings', 'application_id']).execute();

  await db.schema
    .createTable('jurisdiction_zones')
    .addColumn('id', uuid, (c) => c.primaryKey())
    // `protected_area` or `ancestral_domain`.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // The GeoJSON geometry (Polygon or MultiPolygon), as JSON text.
    .addColumn('geometry', 'text', (c) => c.notNull())
    .addColumn('min_longitude', 'double precision', (c) => c.notNull())
    .addColumn('min_latitude', 'double precision', (c) => c.notNull())
    .addColumn('max_longitude', 'double precision', (c) => c.notNull())
    .addColumn('max_latitude', 'double precision', (c) => c.notNull())
    .addColumn('uploaded_by', uuid, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jurisdiction_zones').execute();
  await db.schema.dropTable('location_places').execute();
}
