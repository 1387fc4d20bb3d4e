import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../../src/db/schema.js';

/**
 * The plans PostgreSQL ran for a piece of work, as `auto_explain` logs them with the actual rows
 * (`log_analyze`), statements inside functions too, sent to this connection as notices rather than
 * to the server's log. What a plan shows (an index scan, the rows each node returned) does not depend
 * on other sessions, where counters of entries read do: a transaction open anywhere on the server keeps
 * dead index entries from being marked, and a read then passes them all (seen in CI, migration 0042).
 */

/** A node of a plan in PostgreSQL's JSON format (EXPLAIN's, auto_explain's), with the fields the tests read. */
export interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly 'Index Name'?: string;
  readonly 'Actual Rows'?: number;
  readonly 'Actual Loops'?: number;
  readonly 'Rows Removed by Filter'?: number;
  readonly 'Rows Removed by Index Recheck'?: number;
  readonly Plans?: readonly PlanNode[];
}

export interface LoggedPlan {
  readonly queryText: string;
  readonly plan: PlanNode;
}

/** Runs `work` on a connection of its own to `url`, every statement's plan logged; hands back both. */
export async function withPlans<T>(url: string, work: (db: Kysely<DB>) => Promise<T>): Promise<{ result: T; plans: LoggedPlan[] }> {
  // One connection, never closed for idleness: the settings below are that session's.
  const pool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
  const plans: LoggedPlan[] = [];
  pool.on('connect', (client) => {
    client.on('notice', (notice) => {
      const json = notice.message?.slice(notice.message.indexOf('{'));
      if (notice.message?.includes('plan:') !== true || json === undefined) return;
      const logged = JSON.parse(json) as { 'Query Text': string; Plan: PlanNode };
      plans.push({ queryText: logged['Query Text'], plan: logged.Plan });
    });
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  try {
    const client = await pool.connect();
    try {
      // LOAD is the session's own (superuser, as the tests connect): nothing else on the server logs plans.
      await client.query(`load 'auto_explain'`);
      // Every statement (whatever a role's settings sample), with the rows, without the timing's cost.
      const settings = ['log_min_duration = 0', 'sample_rate = 1', 'log_nested_statements = on', 'log_analyze = on', 'log_timing = off'];
      for (const setting of settings) await client.query(`set auto_explain.${setting}`);
      await client.query(`set auto_explain.log_format = json`);
      await client.query(`set auto_explain.log_level = notice`);
    } finally {
      client.release();
    }
    plans.length = 0;
    const result = await work(db);
    return { result, plans };
  } finally {
    await db.destroy();
  }
}

/** Every node of `plan` that reads `relation` (its table: scans, bitmap heap scans), depth first. */
export function readsOf(plan: PlanNode, relation: string): PlanNode[] {
  const own = plan['Relation Name'] === relation ? [plan] : [];
  return [...own, ...(plan.Plans ?? []).flatMap((child) => readsOf(child, relation))];
}

/** The rows the nodes returned, every loop of each. */
export const rowsReturned = (nodes: readonly PlanNode[]): number =>
  nodes.reduce((sum, node) => sum + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1), 0);

/**
 * The live rows the nodes read: those they returned and those their filters removed, every loop of
 * each (a scan of a whole index filtered down to a few rows returns few, and reads them all).
 */
export const rowsRead = (nodes: readonly PlanNode[]): number =>
  nodes.reduce(
    (sum, node) =>
      sum +
      ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 1),
    0,
  );
