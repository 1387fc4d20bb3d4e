import BetterSqlite3 from 'better-sqlite3';
import { insertSql } from '../seed/bulk-insert.js';
import { FLOOR_AGENCY } from '../seed/seeded-data.js';
import { FloorRows, type FloorValues } from './floor-rows.js';
import { MeasuredWindow } from './measured-window.js';

/**
 * The SQLite storage floor: one application (1 application + 1 applicant + 3 locations + 15
 * species rows) per transaction through better-sqlite3 prepared statements, with the service's own
 * settings (src/db/sqlite.ts): WAL, synchronous=FULL, foreign keys on, the same cache.
 */
export function runSqliteFloor(file: string, warmupSeconds: number, durationSeconds: number, cacheSizeMiB: number): MeasuredWindow {
  const db = new BetterSqlite3(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.pragma(`cache_size = -${cacheSizeMiB * 1024}`);
    const rows = new FloorRows();
    const { columns } = rows;
    const insertApplicant = db.prepare(insertSql('sqlite', 'applicants', columns.applicant, 1));
    const insertApplication = db.prepare(insertSql('sqlite', 'applications', columns.application, 1));
    const insertLocations = db.prepare(insertSql('sqlite', 'application_locations', columns.location, rows.locationCount));
    const insertResources = db.prepare(insertSql('sqlite', 'application_resources', columns.resource, rows.resourceCount));
    const store = db.transaction((values: FloorValues) => {
      insertApplicant.run(values.applicant);
      insertApplication.run(values.application);
      insertLocations.run(values.locations);
      insertResources.run(values.resources);
    });

    const window = new MeasuredWindow(warmupSeconds, durationSeconds);
    while (window.open) {
      const values = rows.next();
      const startedAt = performance.now();
      store(values);
      window.record(startedAt, performance.now());
    }
    // Keep the service's counters true to the rows, as a submission would.
    db.prepare(
      `insert into agency_application_counts (agency_code, status, application_type, application_count) values (?, 'submitted', ?, ?)
       on conflict (agency_code, status, application_type) do update set application_count = application_count + excluded.application_count`,
    ).run(FLOOR_AGENCY, rows.applicationType, window.committed);
    return window;
  } finally {
    db.close();
  }
}
