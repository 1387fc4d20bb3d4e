import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';

/** Put it in a submission's sourceAgencyApplicationNumber to have that submission fail in its transaction. */
export const FAILURE_MARK = 'FAIL-INSIDE-TRANSACTION';
// (Spelled out in the SQL below: triggers cannot take bound values.)

/**
 * Makes the database refuse the audit row of every submission whose agency application number holds
 * FAILURE_MARK: a failure late in the submission's transaction, after its registration number, its
 * rows and its counters were written. Test-only SQL, in the test's own database.
 */
export async function failMarkedSubmissions(database: Database): Promise<void> {
  const { db } = database;
  if (database.dialect === 'sqlite') {
    await sql`create trigger fail_marked_submission before insert on audit_events
      when new.details like '%FAIL-INSIDE-TRANSACTION%'
      begin select raise(abort, 'failure injected by the test'); end`.execute(db);
    return;
  }
  await sql`create function fail_marked_submission() returns trigger language plpgsql as $$
    begin
      if new.details like '%FAIL-INSIDE-TRANSACTION%' then raise exception 'failure injected by the test'; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger fail_marked_submission before insert on audit_events
    for each row execute function fail_marked_submission()`.execute(db);
}
