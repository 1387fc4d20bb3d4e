import type { Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { ApplicationEffect } from '../applications/application.write.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { missingQuantities } from './terms.draft.js';
import { insertTerms, type TermsRecord, updateTerms, updateTermsInStatus } from './terms.repository.js';
import { type WorkingTerms, workingTerms } from './terms.versions.js';

/**
 * The terms a permit is issued with (issue 28 §1): `issue` prints exactly the approved version; a
 * renewal or an amendment issues a new version (the approver's draft of it, else a copy of the version
 * in force). An application approved before the terms existed has none: its permit is issued with the
 * version made from the submission (species and sites, no quantities), so every permit has its terms.
 */

export interface TermsToIssue extends WorkingTerms {
  /** The permit row's conditions: the standard ones, then the special ones. */
  readonly conditions: readonly string[];
}

/** The version to issue with; `conditions` (an amendment's) replace its conditions: the standard ones kept, the others special. */
export async function termsToIssue(
  db: Kysely<DB>,
  context: { readonly application: ApplicationState; readonly actorId: string; readonly now: string },
  conditions?: readonly string[],
): Promise<TermsToIssue> {
  const working = await workingTerms(db, { application: context.application, actorId: context.actorId, now: context.now });
  const { terms } = working.record;
  // A draft someone started must be complete to be printed; one that was never stored is the submission as it was.
  const missing = working.stored ? missingQuantities(working.record) : [];
  if (missing.length > 0) {
    throw new AppError(
      'action_not_allowed',
      `The terms of version ${terms.version} are not complete: ${missing.map((m) => m.detail.replace(/^is not set for /, '')).join('; ')}`,
      { errors: missing.map((m) => ('pointer' in m ? { pointer: `/terms${m.pointer}`, detail: m.detail } : m)) },
    );
  }
  // An amendment's conditions are the whole list: the standard ones it keeps, and the rest as special ones.
  const standardBefore = JSON.parse(terms.standard_conditions) as string[];
  const standard = conditions === undefined ? standardBefore : conditions.filter((c) => standardBefore.includes(c));
  const special =
    conditions === undefined ? (JSON.parse(terms.special_conditions) as string[]) : conditions.filter((c) => !standardBefore.includes(c));
  const record: TermsRecord = {
    ...working.record,
    terms: { ...terms, standard_conditions: JSON.stringify(standard), special_conditions: JSON.stringify(special) },
  };
  return { record, stored: working.stored, conditions: [...standard, ...special] };
}

/** Writes the version as the permit's: issued with it, and the version issued before superseded. */
export function issueTermsEffect(issued: TermsToIssue, permitId: string): ApplicationEffect {
  return async (trx, { actor, now }) => {
    const { terms } = issued.record;
    await updateTermsInStatus(trx, terms.application_id, ['issued'], { status: 'superseded', updated_at: now });
    if (!issued.stored) await insertTerms(trx, issued.record);
    await updateTerms(trx, terms.id, {
      status: 'issued',
      permit_id: permitId,
      standard_conditions: terms.standard_conditions,
      special_conditions: terms.special_conditions,
      decided_by: actor.id,
      decided_at: now,
      updated_by: actor.id,
      updated_at: now,
    });
  };
}
