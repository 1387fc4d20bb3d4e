import type { Kysely } from 'kysely';
import type { AgencyTable, DB } from '../db/schema.js';

export type AgencyRow = AgencyTable;

export function findAgency(db: Kysely<DB>, code: string): Promise<AgencyRow | undefined> {
  return db.selectFrom('agencies').selectAll().where('code', '=', code).executeTakeFirst();
}

export function listAgencies(db: Kysely<DB>): Promise<AgencyRow[]> {
  return db.selectFrom('agencies').selectAll().orderBy('code').execute();
}

export async function insertAgency(db: Kysely<DB>, row: AgencyRow): Promise<void> {
  await db.insertInto('agencies').values(row).execute();
}

export async function updateAgencyContactEmail(db: Kysely<DB>, code: string, contactEmail: string | null, at: string): Promise<void> {
  await db.updateTable('agencies').set({ contact_email: contactEmail, updated_at: at }).where('code', '=', code).execute();
}

/** Agency codes seen to exist, per database handle. Agencies are never deleted, so a yes stays a yes. */
const knownAgencies = new WeakMap<Kysely<DB>, Set<string>>();

/** Whether the agency is registered; a positive answer is remembered, a negative one is asked again. */
export async function agencyExists(db: Kysely<DB>, code: string): Promise<boolean> {
  let known = knownAgencies.get(db);
  if (known?.has(code)) return true;
  if ((await findAgency(db, code)) === undefined) return false;
  if (known === undefined) {
    known = new Set();
    knownAgencies.set(db, known);
  }
  known.add(code);
  return true;
}
