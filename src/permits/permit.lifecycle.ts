import type { Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { ApplicationEffect } from '../applications/application.write.js';
import type { Actor } from '../auth/actor.js';
import { manilaDate } from '../clock/manila-time.js';
import type { DB, PermitTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { planObligations } from '../obligations/obligation.issue.js';
import { assertNoOverdueBlockers } from '../obligations/obligation.rules.js';
import { termsSummary } from '../terms/terms.decisions.js';
import { termsToIssue } from '../terms/terms.issue.js';
import { CBD_STEPS, type CbdStatus, type PermitStatus } from '../vocabulary/permit.vocabulary.js';
import { PERMIT_IN_FORCE, RENEWABLE_PERMIT } from '../vocabulary/status-groups.js';
import type { JournalAction, NoticeType } from '../vocabulary/workflow.vocabulary.js';
import type { ActionStep } from '../workflow/actions/action.types.js';
import type { PermitDeps } from './permit.deps.js';
import { type IssuePlan, issuePermitEffect, preparePermit, requirePublicBaseUrl } from './permit.issue.js';
import { findCurrentPermit, findPermitOfRecord, updatePermit } from './permit.repository.js';
import { signPermitLink } from './verify-link.js';

/**
 * What each permit action of the workflow decides (the action files in workflow/actions/ are thin
 * wrappers): which permit it acts on, whether its status allows the action (409
 * `action_not_allowed` otherwise, nothing written), and the journal entry, notice and child-row
 * effects it writes. The application's status is untouched (it stays `issued`), except by `issue`;
 * its `cbdStatus` follows from the journal entry (cbd-status.ts).
 */

export interface PermitActionContext {
  readonly db: Kysely<DB>;
  readonly permits?: PermitDeps | undefined;
  readonly application: ApplicationState;
  readonly actor: Actor;
  readonly now: string;
}

function notAllowed(detail: string): AppError {
  return new AppError('action_not_allowed', detail);
}

function servicesOf(context: PermitActionContext): PermitDeps {
  if (context.permits === undefined) throw new Error('the permit actions need the permit services (WorkflowDeps.permits)');
  return context.permits;
}

/** The permit in force or last in force, in one of `statuses`; refused otherwise. */
async function permitIn(context: PermitActionContext, statuses: readonly PermitStatus[], action: string): Promise<PermitTable> {
  const permit = await findCurrentPermit(context.db, context.application.id);
  if (permit === undefined) throw notAllowed(`${action}: application ${context.application.registration_no} has no permit in force`);
  if (!statuses.includes(permit.status as PermitStatus)) {
    throw notAllowed(`${action} applies to a permit that is ${statuses.join(' or ')}; permit ${permit.permit_no} is ${permit.status}`);
  }
  return permit;
}

function step(
  action: JournalAction,
  notice: NoticeType,
  permit: Pick<PermitTable, 'id' | 'permit_no' | 'date_expired'>,
  payload: Record<string, unknown>,
  effects: readonly ApplicationEffect[],
  reasons?: string,
  verificationUrl?: string,
): ActionStep {
  return {
    journal: [{ action, payload: { permitId: permit.id, permitNo: permit.permit_no, ...payload } }],
    notice: {
      type: notice,
      values: {
        permitNo: permit.permit_no,
        dateExpired: permit.date_expired === null ? '' : manilaDate(permit.date_expired),
        reasons: reasons ?? '',
        ...(verificationUrl === undefined ? {} : { verificationUrl }),
      },
    },
    effects,
  };
}

/** A new permit row: `issue`, `renew_permit`, `amend_permit`. */
async function issuing(
  context: PermitActionContext,
  plan: IssuePlan,
  action: JournalAction,
  notice: NoticeType,
  reasons?: string,
): Promise<ActionStep> {
  const deps = servicesOf(context);
  const baseUrl = requirePublicBaseUrl(deps);
  // Issue 28 §1: the version of the terms it is issued with (an amendment's conditions replace the special ones).
  const terms = await termsToIssue(
    context.db,
    { application: context.application, actorId: context.actor.id, now: context.now },
    plan.conditions,
  );
  const permit = await preparePermit(context.db, deps, { ...plan, terms }, context);
  // The certificate's QR link, for the notice (issue 31: the permittee's email links it). The keys
  // already loaded (`refresh: false`): this runs in the action's transaction, like the certificate.
  const verificationUrl = await signPermitLink(
    deps.keyRing,
    baseUrl,
    { permitNo: permit.permit_no, permitId: permit.id },
    { refresh: false },
  );
  // An amendment changes the terms, not what is owed: the obligations stay with the permit they were made for.
  const obligations =
    plan.issuance === 'amendment' ? undefined : await planObligations(context.db, context.application, permit, context.now);
  const payload = {
    issuance: plan.issuance,
    ...(plan.supersedes ? { supersedes: plan.supersedes.permit_no } : {}),
    ...(reasons ? { reasons } : {}),
    ...(obligations === undefined ? {} : { obligations: obligations.journal }),
    terms: termsSummary(terms.record, JSON.parse(terms.record.terms.special_conditions) as string[]),
  };
  const effects = [issuePermitEffect(deps, permit, terms), ...(obligations === undefined ? [] : [obligations.effect])];
  return step(action, notice, permit, payload, effects, reasons, verificationUrl);
}

export async function decideIssue(context: PermitActionContext, fields: { title?: string; description?: string }): Promise<ActionStep> {
  const current = await findCurrentPermit(context.db, context.application.id);
  if (current !== undefined) {
    throw notAllowed(
      `issue: permit ${current.permit_no} is already ${current.status}; renew or amend it instead, or void it if it was issued in error`,
    );
  }
  return issuing(context, { issuance: 'original', title: fields.title, description: fields.description }, 'permit_issued', 'permit_issued');
}

/** A renewal replaces a permit in force or one that has expired; an amendment only one in force. */
export const RENEWABLE: readonly PermitStatus[] = RENEWABLE_PERMIT.statuses;
export const AMENDABLE: readonly PermitStatus[] = PERMIT_IN_FORCE.statuses;

export async function decideRenewal(context: PermitActionContext, fields: { reasons?: string }): Promise<ActionStep> {
  const supersedes = await permitIn(context, RENEWABLE, 'renew_permit');
  await assertNoOverdueBlockers(context.db, context.application.id);
  return issuing(context, { issuance: 'renewal', supersedes }, 'permit_renewed', 'permit_renewed', fields.reasons);
}

export async function decideAmendment(
  context: PermitActionContext,
  fields: { reasons: string; title?: string; description?: string; conditions?: string[] },
): Promise<ActionStep> {
  const supersedes = await permitIn(context, AMENDABLE, 'amend_permit');
  const plan: IssuePlan = {
    issuance: 'amendment',
    supersedes,
    title: fields.title,
    description: fields.description,
    conditions: fields.conditions,
  };
  return issuing(context, plan, 'permit_amended', 'permit_amended', fields.reasons);
}

/** A change of the current permit's status, with the reason: suspend, reinstate, revoke, void. */
export async function decideStatusChange(
  context: PermitActionContext,
  change: { action: string; from: readonly PermitStatus[]; to: PermitStatus; journal: JournalAction; notice: NoticeType },
  reasons: string | undefined,
): Promise<ActionStep> {
  const permit = await permitIn(context, change.from, change.action);
  const effect: ApplicationEffect = async (trx, { now }) => {
    await updatePermit(trx, permit.id, { status: change.to, status_reason: reasons ?? null, status_changed_at: now, updated_at: now });
  };
  return step(
    change.journal,
    change.notice,
    permit,
    { from: permit.status, to: change.to, ...(reasons ? { reasons } : {}) },
    [effect],
    reasons,
  );
}

/** `ABSCH-IRCC-PH-<document id>-<revision>`, as the Clearing-House numbers certificates of compliance. */
export const IRCC_PATTERN = '^ABSCH-IRCC-[A-Z]{2}-[0-9]{1,10}-[1-9][0-9]{0,3}$';

/** `record_cbd_status`: one step of the Clearing-House publication, as CBD_STEPS allows it. */
export async function decideCbdStep(
  context: PermitActionContext,
  fields: { to: CbdStatus; irccIdentifier?: string; text?: string },
): Promise<ActionStep> {
  const current = context.application.cbd_status as CbdStatus | null;
  const permit = await findPermitOfRecord(context.db, context.application.id);
  if (current === null || permit === undefined) throw notAllowed('record_cbd_status: the application has no permit to publish');
  if (!CBD_STEPS[current].includes(fields.to)) {
    const next = CBD_STEPS[current];
    throw notAllowed(
      `record_cbd_status: from ${current} the next step is ${next.length === 0 ? 'none' : next.join(' or ')}, not ${fields.to}`,
    );
  }
  if (fields.to === 'published' && fields.irccIdentifier === undefined) {
    throw new AppError('validation_failed', '/irccIdentifier: is required when the permit is published', {
      errors: [{ pointer: '/irccIdentifier', detail: 'is required when the permit is published (ABSCH-IRCC-PH-…)' }],
    });
  }
  const effect: ApplicationEffect = async (trx, { now }) => {
    await updatePermit(trx, permit.id, {
      // The record's identifier is fixed at its first submission: updates and revocations must use it.
      ...(fields.to === 'submitted' && permit.absch_identifier === null ? { absch_identifier: permit.id } : {}),
      ...(fields.to === 'published' ? { ircc_identifier: fields.irccIdentifier ?? null } : {}),
      updated_at: now,
    });
  };
  const ircc = fields.to === 'published' ? (fields.irccIdentifier ?? null) : permit.ircc_identifier;
  return {
    journal: [
      {
        action: 'cbd_status_recorded',
        payload: {
          permitId: permit.id,
          permitNo: permit.permit_no,
          from: current,
          to: fields.to,
          ...(ircc ? { irccIdentifier: ircc } : {}),
          ...(fields.text ? { text: fields.text } : {}),
        },
      },
    ],
    notice: {
      type: fields.to === 'published' ? 'clearing_house_published' : 'clearing_house_step',
      values: { permitNo: permit.permit_no, cbdStatus: fields.to, absLinkCode: ircc ?? '', text: fields.text ?? '' },
    },
    effects: [effect],
  };
}
