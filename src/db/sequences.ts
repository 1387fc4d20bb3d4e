import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.js';

/**
 * Advances the gapless counter `name` by `count` and returns its new value: the caller owns the
 * `count` values up to it. Names say what they number and when: `registration:2026`, `permit:2026`.
 * The row lock taken by the upsert is held to commit, so concurrent writers — in this process or
 * another on the same PostgreSQL — queue here, and a rolled-back transaction gives its values back.
 * Take it late in a transaction (docs/ARCHITECTURE.md, lock order): it is held until the commit.
 */
export async function advanceSequence(db: Kysely<DB>, name: string, count: number): Promise<number> {
  const row = await db
    .insertInto('sequences')
    .values({ name, last_value: count })
    .onConflict((oc) => oc.column('name').doUpdateSet({ last_value: sql`sequences.last_value + ${count}` }))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return Number(row.last_value);
}

/** The sequence of registration numbers of a year. */
export const registrationSequence = (year: number): string => `registration:${year}`;
