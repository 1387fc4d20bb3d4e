import type { DialectName } from '../../src/db/dialect.js';
import type { AuditEventTable } from '../../src/db/schema.js';
import type { ApplicationRows } from '../data/application-rows.js';

/** Rows of one table, all with the same columns. */
export interface TableRows {
  readonly table: string;
  readonly columns: readonly string[];
  readonly rows: readonly object[];
}

/** Under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS_PER_STATEMENT = 500;

/** A batch of applications as table rows, parents before children (foreign keys), with their audit rows chained. */
export function tablesOf(batch: readonly ApplicationRows[], audit: readonly AuditEventTable[]): TableRows[] {
  const table = (name: string, rows: readonly object[]): TableRows => ({ table: name, columns: Object.keys(rows[0] ?? {}), rows });
  return [
    table(
      'applicants',
      batch.map((r) => r.applicant),
    ),
    table(
      'applications',
      batch.map((r) => r.application),
    ),
    table(
      'application_locations',
      batch.flatMap((r) => r.locations),
    ),
    table(
      'application_resources',
      batch.flatMap((r) => r.resources),
    ),
    table(
      'application_notices',
      batch.map((r) => r.notice),
    ),
    table(
      'application_journal',
      batch.map((r) => r.journal),
    ),
    table(
      'application_search',
      batch.map((r) => r.search),
    ),
    table('audit_events', audit),
  ];
}

export interface Statement {
  readonly sql: string;
  readonly values: unknown[];
}

/** One multi-row INSERT per chunk of `rows`: the SQL and its parameters. */
export function* insertStatements(dialect: DialectName, { table, columns, rows }: TableRows): Generator<Statement> {
  const perStatement = Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values: unknown[] = [];
    for (const row of chunk) {
      for (const column of columns) values.push((row as Record<string, unknown>)[column]);
    }
    yield { sql: insertSql(dialect, table, columns, chunk.length), values };
  }
}

const sqlCache = new Map<string, string>();

/** `insert into table (columns) values (…), (…)` with `rowCount` tuples of placeholders. */
export function insertSql(dialect: DialectName, table: string, columns: readonly string[], rowCount: number): string {
  const key = `${dialect} ${table} ${rowCount}`;
  const cached = sqlCache.get(key);
  if (cached !== undefined) return cached;
  let parameter = 0;
  const next = () => (dialect === 'postgres' ? `$${++parameter}` : '?');
  const tuples = Array.from({ length: rowCount }, () => `(${columns.map(next).join(',')})`);
  const sql =
    dialect === 'sqlite' && table === 'application_search'
      ? searchInsertSql(columns, tuples)
      : `insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`;
  sqlCache.set(key, sql);
  return sql;
}

/**
 * SQLite's search rows go under their application's rowid (src/db/full-text.ts insertSearchDocuments,
 * migration 0014), as the service writes them: the applications of the batch are inserted before.
 */
function searchInsertSql(columns: readonly string[], tuples: readonly string[]): string {
  if (columns.join(',') !== 'application_id,document') throw new Error(`unexpected search columns: ${columns.join(',')}`);
  return `insert into application_search (rowid, application_id, document)
    select applications.rowid, matched.column1, matched.column2
    from (values ${tuples.join(',')}) as matched join applications on applications.id = matched.column1`;
}
