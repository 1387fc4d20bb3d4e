import type pg from 'pg';

/**
 * The service's queries (application_name biopermit) now waiting on a lock in this database. Ask
 * with a session of its own: inside the transaction that holds the lock, pg_stat_activity would be
 * a snapshot taken when it began.
 */
export async function queriesWaitingOnLocks(monitor: pg.Client): Promise<number> {
  const { rows } = await monitor.query<{ n: string }>(
    `select count(*) as n from pg_stat_activity where datname = current_database() and application_name = 'biopermit' and wait_event_type = 'Lock'`,
  );
  return Number(rows[0]?.n);
}
