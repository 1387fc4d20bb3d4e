import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Counts one hit of `key` in one statement, whichever process makes it: a window still open (started less
 * than `windowMs` before `nowMs`) gains a hit; an ended one, or none, starts again at `nowMs` with one.
 * The upsert's row lock orders concurrent hits of one key, so none is lost between processes.
 */
export async function countHit(
  db: Kysely<DB>,
  key: string,
  nowMs: number,
  windowMs: number,
): Promise<{ hits: number; windowStart: number }> {
  const open = sql<boolean>`rate_limit_windows.window_start > excluded.window_start - ${windowMs}`;
  const row = await db
    .insertInto('rate_limit_windows')
    .values({ key, window_start: nowMs, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${open} then rate_limit_windows.hits + 1 else 1 end`,
        window_start: sql<number>`case when ${open} then rate_limit_windows.window_start else excluded.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowStart: Number(row.window_start) };
}

/** Forgets the windows that ended before `beforeMs` (keys not seen since: addresses that came once). */
export async function deleteWindowsStartedBefore(db: Kysely<DB>, beforeMs: number): Promise<void> {
  await db.deleteFrom('rate_limit_windows').where('window_start', '<', beforeMs).execute();
}
