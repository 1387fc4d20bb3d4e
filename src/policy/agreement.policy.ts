import type { Actor } from '../auth/actor.js';
import type { AgreementTable } from '../db/schema.js';
import { AGREEMENT_STEPS, type AgreementStatus } from '../vocabulary/agreement.vocabulary.js';
import type { Role } from './roles.js';

/**
 * Who may move which agreement where, and why not: role × the agreement's status (AGREEMENT_STEPS) ×
 * its signed file, decided here and nowhere else. The agreement actions (src/workflow/actions/
 * agreement.actions.ts, roles AGREEMENT_ROLES) refuse with `agreementStepRefusal` and
 * `signedFileRefusal` under the application's lock, and the staff view lists `allowedAgreementSteps`,
 * so what staff are offered is what is accepted.
 * (Which application may be read at all is read.policy.ts's: another agency's agreement is a 404.)
 */

/** Agreements are drafted and moved along by the evaluator of the application, their chief, or an admin. */
export const AGREEMENT_ROLES: readonly Role[] = ['evaluator', 'chief', 'admin'];

/** What the policy reads of an agreement. */
export interface AgreementSubject {
  readonly title: string;
  readonly status: AgreementStatus;
  readonly hasSignedFile: boolean;
}

/** What the policy reads of an agreement's row. */
export function agreementSubjectOf(row: Pick<AgreementTable, 'title' | 'status' | 'blob_sha256'>): AgreementSubject {
  return { title: row.title, status: row.status as AgreementStatus, hasSignedFile: row.blob_sha256 !== null };
}

/** `not_permitted` (403): the roles do not allow it; `action_not_allowed` (409): the agreement's status does not. */
export interface AgreementRefusal {
  readonly code: 'not_permitted' | 'action_not_allowed';
  readonly reason: string;
}

/** Why the actor may not draft or change agreements at all; undefined when they may. */
export function agreementWriteRefusal(actor: Actor): AgreementRefusal | undefined {
  if (actor.kind === 'staff' && AGREEMENT_ROLES.some((role) => actor.roles.has(role))) return undefined;
  return { code: 'not_permitted', reason: `Agreements are written by staff with one of the roles ${AGREEMENT_ROLES.join(', ')}` };
}

/** Why the actor may not move the agreement to `to` now; undefined when they may. */
export function agreementStepRefusal(actor: Actor, agreement: AgreementSubject, to: AgreementStatus): AgreementRefusal | undefined {
  const role = agreementWriteRefusal(actor);
  if (role !== undefined) return role;
  const steps = AGREEMENT_STEPS[agreement.status];
  if (!steps.includes(to)) {
    return {
      code: 'action_not_allowed',
      reason: `Agreement "${agreement.title}" is ${agreement.status}: it may go to ${steps.join(' or ') || 'nothing'}, not ${to}`,
    };
  }
  if (to === 'executed' && !agreement.hasSignedFile) {
    return { code: 'action_not_allowed', reason: `Agreement "${agreement.title}" has no signed file: upload it before it is executed` };
  }
  return undefined;
}

/** The statuses the actor may move the agreement to now, in the order of AGREEMENT_STEPS. */
export function allowedAgreementSteps(actor: Actor, agreement: AgreementSubject): AgreementStatus[] {
  return AGREEMENT_STEPS[agreement.status].filter((to) => agreementStepRefusal(actor, agreement, to) === undefined);
}

/** Why the actor may not upload (or replace) the signed file now: only while a draft or out for signature. */
export function signedFileRefusal(actor: Actor, agreement: AgreementSubject): AgreementRefusal | undefined {
  const role = agreementWriteRefusal(actor);
  if (role !== undefined) return role;
  if (agreement.status !== 'draft' && agreement.status !== 'for_signature') {
    return {
      code: 'action_not_allowed',
      reason: `Agreement "${agreement.title}" is ${agreement.status}: its signed file can no longer change`,
    };
  }
  return undefined;
}
