import pg from 'pg';
import { createSchemaAndAgencies, seededCountSql } from './schema.js';
import { seedBatches } from './seed-batches.js';
import { ApplicationCounts, SEED_YEAR } from './seeded-data.js';

/** `postgres://…/name` for a database on the same server as `serverUrl`. */
export function postgresDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'biopermit-bench' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The server and the settings that decide how much of a million applications it serves from memory,
 * for the report: results with default shared buffers and with buffers sized for the data differ.
 */
export async function describePostgresServer(serverUrl: string): Promise<string> {
  return withClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select 'version' as name, current_setting('server_version') as setting
       union all select name, current_setting(name) from pg_settings where name in ('shared_buffers', 'huge_pages')`,
    );
    const settings = new Map(rows.map((row) => [row.name, row.setting]));
    return `PostgreSQL ${settings.get('version')}, shared_buffers ${settings.get('shared_buffers')}, huge_pages ${settings.get('huge_pages')}`;
  });
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  return withClient(postgresDatabaseUrl(serverUrl, 'postgres'), async (client) => {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount === 1;
  });
}

/** How many applications a seeded database holds; 0 when it is missing or seeding never finished. */
export async function seededPostgresApplications(serverUrl: string, name: string): Promise<number> {
  if (!(await databaseExists(serverUrl, name))) return 0;
  try {
    return await withClient(postgresDatabaseUrl(serverUrl, name), async (client) => {
      const { sql, parameters } = seededCountSql('postgres');
      const result = await client.query<{ total: string }>(sql, parameters);
      return Number(result.rows[0]?.total ?? 0);
    });
  } catch {
    return 0;
  }
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(postgresDatabaseUrl(serverUrl, 'postgres'), async (client) => {
    // Names are ours (bench/seed/prepare.ts), never user input; identifiers cannot be bound.
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}

/**
 * Seeds `total` applications into a fresh PostgreSQL database: schema and agencies through the
 * service, then multi-row inserts, one transaction per batch, with synchronous_commit off for this
 * session only (a crash only means seeding again). The counters are written last, so an
 * interrupted seeding leaves a database that `seededPostgresApplications` reports as empty.
 */
export async function seedPostgres(serverUrl: string, name: string, total: number, progress: (done: number) => void): Promise<void> {
  await dropPostgresDatabase(serverUrl, name);
  await withClient(postgresDatabaseUrl(serverUrl, 'postgres'), (client) => client.query(`create database "${name}"`));
  const url = postgresDatabaseUrl(serverUrl, name);
  const chain = await createSchemaAndAgencies(url);

  await withClient(url, async (client) => {
    await client.query('set synchronous_commit = off');
    const counts = new ApplicationCounts();
    // One worker renders while PostgreSQL inserts the batch before: the two cores, each busy.
    for await (const batch of seedBatches('postgres', total, 1, chain)) {
      await client.query('begin');
      for (const { sql, values } of batch.statements) await client.query(sql, values);
      await client.query('commit');
      counts.merge(batch.counts);
      progress(batch.to);
    }

    await client.query('begin');
    await client.query('insert into sequences (name, last_value) values ($1, $2)', [`registration:${SEED_YEAR}`, total]);
    await client.query('update audit_chain_head set last_sequence = $1 where id = 1', [chain.sequence + total]);
    for (const c of counts.rows()) {
      await client.query(
        'insert into agency_application_counts (agency_code, status, application_type, application_count) values ($1, $2, $3, $4)',
        [c.agency_code, c.status, c.application_type, c.application_count],
      );
    }
    // Resource ids were given explicitly; the identity must continue after them.
    await client.query(
      `select setval(pg_get_serial_sequence('application_resources', 'id'), (select coalesce(max(id), 0) + 1 from application_resources), false)`,
    );
    await client.query('commit');
    // What autovacuum would get to eventually: planner statistics and the visibility map.
    await client.query('vacuum analyze');
  });
}
