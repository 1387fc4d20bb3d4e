import pg from 'pg';
import { processCpuSeconds } from '../load/cpu-accounting.js';
import { insertSql } from '../seed/bulk-insert.js';
import { FLOOR_AGENCY } from '../seed/seeded-data.js';
import { FloorRows } from './floor-rows.js';
import { MeasuredWindow } from './measured-window.js';

/**
 * The PostgreSQL storage floor: the same transaction as the SQLite floor through pg alone, as
 * named prepared statements (parsed and planned once per connection), with `concurrency`
 * connections committing side by side — the service's pool size — so that commits can share a WAL
 * flush as the service's do. synchronous_commit=on: every commit is durable.
 */
export async function runPostgresFloor(
  url: string,
  warmupSeconds: number,
  durationSeconds: number,
  concurrency: number,
): Promise<{ window: MeasuredWindow; backendCpuSeconds: number }> {
  const pool = new pg.Pool({ connectionString: url, max: concurrency, options: '-c synchronous_commit=on' });
  try {
    const rows = new FloorRows();
    const { columns } = rows;
    const statements = {
      applicant: { name: 'floor-applicant', text: insertSql('postgres', 'applicants', columns.applicant, 1) },
      application: { name: 'floor-application', text: insertSql('postgres', 'applications', columns.application, 1) },
      locations: { name: 'floor-locations', text: insertSql('postgres', 'application_locations', columns.location, rows.locationCount) },
      resources: { name: 'floor-resources', text: insertSql('postgres', 'application_resources', columns.resource, rows.resourceCount) },
    };

    const window = new MeasuredWindow(warmupSeconds, durationSeconds);
    let backendCpuSeconds = 0;
    const connection = async () => {
      const client = await pool.connect();
      // The server process behind this connection: its CPU is the floor's too, and it is gone
      // (with its accounting) once the pool ends, so it is read here.
      const backend = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const backendPid = backend.rows[0]?.pid ?? 0;
      try {
        while (window.open) {
          const values = rows.next();
          const startedAt = performance.now();
          await client.query('begin');
          await client.query({ ...statements.applicant, values: values.applicant });
          await client.query({ ...statements.application, values: values.application });
          await client.query({ ...statements.locations, values: values.locations });
          await client.query({ ...statements.resources, values: values.resources });
          await client.query('commit');
          window.record(startedAt, performance.now());
        }
        backendCpuSeconds += processCpuSeconds(backendPid);
      } finally {
        client.release();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, connection));

    await pool.query(
      `insert into agency_application_counts (agency_code, status, application_type, application_count) values ($1, 'submitted', $2, $3)
       on conflict (agency_code, status, application_type)
       do update set application_count = agency_application_counts.application_count + excluded.application_count`,
      [FLOOR_AGENCY, rows.applicationType, window.committed],
    );
    return { window, backendCpuSeconds };
  } finally {
    await pool.end();
  }
}
