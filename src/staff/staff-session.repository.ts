import { type Kysely, sql } from 'kysely';
import type { DB, StaffSessionTable } from '../db/schema.js';
import type { StaffUserRow } from './staff-user.repository.js';

/** SQL for staff sessions and the failed-log-in counters. */

export type StaffSessionRow = StaffSessionTable;

export async function insertSession(db: Kysely<DB>, row: StaffSessionRow): Promise<void> {
  await db.insertInto('staff_sessions').values(row).execute();
}

/** The session of a cookie, with its user, in one query: every staff request makes it. */
export async function findSessionWithUser(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<{ session: StaffSessionRow; user: StaffUserRow } | undefined> {
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select([
      's.id as session_id',
      's.token_hash as session_token_hash',
      's.created_at as session_created_at',
      's.last_seen_at as session_last_seen_at',
      's.expires_at as session_expires_at',
      's.second_factor_at as session_second_factor_at',
      's.ended_at as session_ended_at',
      's.end_reason as session_end_reason',
      's.client_address as session_client_address',
      's.user_agent as session_user_agent',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const {
    session_id,
    session_token_hash,
    session_created_at,
    session_last_seen_at,
    session_expires_at,
    session_second_factor_at,
    session_ended_at,
    session_end_reason,
    session_client_address,
    session_user_agent,
    ...user
  } = row;
  return {
    user,
    session: {
      id: session_id,
      token_hash: session_token_hash,
      user_id: user.id,
      created_at: session_created_at,
      last_seen_at: session_last_seen_at,
      expires_at: session_expires_at,
      second_factor_at: session_second_factor_at,
      ended_at: session_ended_at,
      end_reason: session_end_reason,
      client_address: session_client_address,
      user_agent: session_user_agent,
    },
  };
}

/** Moves last_seen_at forward, at most once a minute per session (a write per request would be many). */
export async function touchSession(db: Kysely<DB>, id: string, now: string, ifSeenBefore: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', id).where('last_seen_at', '<', ifSeenBefore).execute();
}

export async function markSecondFactor(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ second_factor_at: now }).where('id', '=', id).execute();
}

export async function endSession(db: Kysely<DB>, id: string, reason: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends the user's sessions still open (all, or all but `exceptId`); returns how many were live. */
export async function endUserSessions(
  db: Kysely<DB>,
  userId: string,
  reason: string,
  now: string,
  options: { exceptId?: string; liveSince: string },
): Promise<number> {
  const live = await db
    .updateTable('staff_sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', options.liveSince)
    .$if(options.exceptId !== undefined, (q) => q.where('id', '!=', options.exceptId as string))
    .executeTakeFirst();
  // Sessions already past their idle time end too, without being counted as ended now.
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .$if(options.exceptId !== undefined, (q) => q.where('id', '!=', options.exceptId as string))
    .execute();
  return Number(live.numUpdatedRows);
}

/** Sessions that would open a request now: not ended, before their absolute end, used recently enough. */
export function listLiveSessions(db: Kysely<DB>, userId: string, now: string, liveSince: string): Promise<StaffSessionRow[]> {
  return db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', liveSince)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Live sessions per user, for the user list. */
export async function countLiveSessions(db: Kysely<DB>, now: string, liveSince: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('staff_sessions')
    .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', liveSince)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}

/** Sessions of the user that ended or expired before `before`: no longer of use to anyone. */
export async function deleteStaleSessions(db: Kysely<DB>, userId: string, before: string): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('ended_at', '<', before)]))
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Failed log-ins

export function findThrottles(db: Kysely<DB>, keys: readonly string[]) {
  return db.selectFrom('staff_login_throttle').selectAll().where('key', 'in', keys).execute();
}

/**
 * Counts one failure for `key`, starting again from one when the last failure is older than
 * `countSince`; returns the count. One statement, so concurrent failures are all counted.
 */
export async function countFailure(db: Kysely<DB>, key: string, now: string, countSince: string): Promise<number> {
  const row = await db
    .insertInto('staff_login_throttle')
    .values({ key, failures: 1, last_failure_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when staff_login_throttle.last_failure_at < ${countSince} then 1 else staff_login_throttle.failures + 1 end`,
        last_failure_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function lockThrottle(db: Kysely<DB>, key: string, until: string): Promise<void> {
  await db.updateTable('staff_login_throttle').set({ locked_until: until }).where('key', '=', key).execute();
}

export async function clearThrottle(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('staff_login_throttle').where('key', '=', key).execute();
}

export async function deleteOldThrottles(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('staff_login_throttle').where('last_failure_at', '<', before).execute();
}
