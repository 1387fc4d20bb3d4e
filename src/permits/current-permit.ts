import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { PermitStatus } from '../vocabulary/permit.vocabulary.js';
import type { CurrentPermit } from '../workflow/case-facts.js';
import { findCurrentPermit } from './permit.repository.js';

/** The application's current permit as the workflow's situation holds it (its CaseReaders, src/actions.ts). */
export async function currentPermitOf(db: Kysely<DB>, applicationId: string): Promise<CurrentPermit | null> {
  const permit = await findCurrentPermit(db, applicationId);
  return permit === undefined ? null : { permitNo: permit.permit_no, status: permit.status as PermitStatus };
}
