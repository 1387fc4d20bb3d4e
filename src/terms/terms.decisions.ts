import type { Kysely } from 'kysely';
import type { ApplicationEffect } from '../applications/application.write.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { TermsDecision, TermsDecisionRequest } from '../workflow/case-facts.js';
import { describeLine, missingQuantities } from './terms.draft.js';
import { insertTerms, type TermsRecord, updateTerms } from './terms.repository.js';
import { workingTerms } from './terms.versions.js';
import { quantityText } from './terms.views.js';

/**
 * The recommendation to approve and the approval as decisions on the drafted terms (issue 28 §1),
 * given to the engine through the registry (src/actions.ts, `decideOnTerms`): refused while a line has
 * no quantity (409 naming each line); the approval makes the version `approved`, with the approver's
 * "Conditions or remarks" as a special condition.
 */

/** The journal's summary of a version: enough to see what was decided without the rows. */
export function termsSummary(record: TermsRecord, specialConditions: readonly string[]): Record<string, unknown> {
  return {
    termsId: record.terms.id,
    version: record.terms.version,
    lines: record.lines.map((line) => ({
      lineId: line.id,
      line: describeLine(line),
      quantity: line.quantity === null ? null : Number(line.quantity),
      unit: line.unit,
    })),
    collectors: record.collectors.length,
    specialConditions,
  };
}

/** The notices' `{terms}`: a line per authorised line, then the special conditions. */
export function termsNoticeText(record: TermsRecord, specialConditions: readonly string[]): string {
  const lines = record.lines.map(
    (line) => `- ${describeLine(line)}: ${quantityText(line.quantity, line.unit)}${line.method ? ` (${line.method})` : ''}`,
  );
  return [...lines, ...(specialConditions.length === 0 ? [] : [`Special conditions: ${specialConditions.join(' ')}`])].join('\n');
}

export async function decideOnTerms(db: Kysely<DB>, request: TermsDecisionRequest): Promise<TermsDecision> {
  const { application, actor, now } = request;
  const working = await workingTerms(db, { application, actorId: actor.id, now });
  const missing = missingQuantities(working.record);
  if (missing.length > 0) {
    throw new AppError(
      'action_not_allowed',
      `The terms are not complete: set the quantity of ${missing.length === 1 ? 'this line' : `these ${missing.length} lines`} ` +
        `before the ${request.decision} (PUT /api/v1/staff/applications/${application.id}/terms): ` +
        `${missing.map((m) => m.detail.replace(/^is not set for /, '')).join('; ')}`,
      { errors: missing.map((m) => ('pointer' in m ? { pointer: `/terms${m.pointer}`, detail: m.detail } : m)) },
    );
  }
  const special = JSON.parse(working.record.terms.special_conditions) as string[];
  const added = request.specialCondition?.trim();
  const specialConditions = added && !special.includes(added) ? [...special, added] : special;
  const id = working.record.terms.id;
  const effect: ApplicationEffect = async (trx) => {
    if (!working.stored) await insertTerms(trx, working.record);
    await updateTerms(trx, id, {
      ...(request.decision === 'approval' ? { status: 'approved' } : {}),
      special_conditions: JSON.stringify(specialConditions),
      decided_by: actor.id,
      decided_at: now,
      decision_reason: request.decision === 'approval' ? 'approved' : 'recommended for approval',
      updated_by: actor.id,
      updated_at: now,
    });
  };
  return {
    payload: termsSummary(working.record, specialConditions),
    noticeText: termsNoticeText(working.record, specialConditions),
    effects: [effect],
  };
}
