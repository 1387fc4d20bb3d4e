import type { StaffActor } from '../auth/actor.js';
import { takeStaffBatchItem } from '../casefile/staff-action.service.js';
import { visibleApplicationId } from '../casefile/staff-application.view.js';
import { AppError } from '../http/errors.js';
import { findPermitByNumber, findPermitOfRecord } from '../permits/permit.repository.js';
import { assertMaySendBatchOf } from '../policy/bulk.policy.js';
import type { AuditContext } from '../staff/audit-context.js';
import type { ActionDefinition } from '../workflow/actions/action.types.js';
import type { WorkflowDeps } from '../workflow/workflow.engine.js';
import { findApplicationIdOfAttachment } from './bulk.repository.js';
import type { BatchAnswer, DocumentReviewItem } from './bulk.schemas.js';
import { assertNoRepeats, type BatchContext, type ItemDone, runBatch } from './bulk.service.js';

/**
 * The batches of workflow actions: each item is one action of the registry, taken by
 * `takeStaffBatchItem` (the single action's engine, policy, journal, notice, audit and events, in a
 * transaction of its own), so a batch can do nothing the single action could not.
 */

export interface BatchRequest {
  readonly actor: StaffActor;
  readonly audit: AuditContext;
  readonly context: BatchContext;
  /** The request's Idempotency-Key: each item is recorded under `<key>#<position>`. */
  readonly idempotencyKey: string | undefined;
}

type Action = { readonly idOrNumber: string; readonly action: string; readonly fields: Record<string, unknown> };

function definitionsOf(deps: WorkflowDeps, names: readonly string[]): ActionDefinition[] {
  return names.map((name) => {
    const definition = deps.actions.find(name);
    if (definition === undefined) throw new Error(`the registry has no action ${name}`);
    return definition;
  });
}

async function take(deps: WorkflowDeps, request: BatchRequest, position: number, action: Action): Promise<ItemDone> {
  const key = request.idempotencyKey;
  const { answer, replayed } = await takeStaffBatchItem(deps, {
    actor: request.actor,
    ...action,
    idempotency: key === undefined ? undefined : { key: `${key}#${position}`, path: request.context.instance },
    audit: request.audit,
  });
  return { ...answer, replayed };
}

/** Accepts or rejects each document: `accept_document` or `reject_document`, on the document's application. */
export async function reviewDocuments(
  deps: WorkflowDeps,
  request: BatchRequest,
  items: readonly DocumentReviewItem[],
): Promise<BatchAnswer> {
  const decisions = [...new Set(items.map((item) => `${item.decision}_document`))];
  assertMaySendBatchOf(request.actor, definitionsOf(deps, decisions), 'Reviewing documents');
  assertNoRepeats(
    items.map((item) => item.attachmentId),
    (position) => `/items/${position}/attachmentId`,
  );
  return runBatch(
    request.context,
    items,
    (item) => item.attachmentId,
    async (item, position) => {
      const applicationId = await findApplicationIdOfAttachment(deps.db, item.attachmentId);
      if (applicationId === undefined) throw new AppError('not_found', `No document ${item.attachmentId}`);
      const { decision, ...fields } = item;
      return take(deps, request, position, { idOrNumber: applicationId, action: `${decision}_document`, fields });
    },
  );
}

/** Assigns each application to the one staff user: `assign`, which refuses a user who cannot take its next action. */
export async function assignApplications(
  deps: WorkflowDeps,
  request: BatchRequest,
  batch: { readonly applicationIds: readonly string[]; readonly assigneeId: string },
): Promise<BatchAnswer> {
  assertMaySendBatchOf(request.actor, definitionsOf(deps, ['assign']), 'Assigning applications');
  assertNoRepeats(batch.applicationIds, (position) => `/applicationIds/${position}`);
  return runBatch(
    request.context,
    batch.applicationIds,
    (idOrNumber) => idOrNumber,
    (idOrNumber, position) => take(deps, request, position, { idOrNumber, action: 'assign', fields: { assigneeId: batch.assigneeId } }),
  );
}

/**
 * Asks the Clearing-House publication of each permit: `publish_to_absch` on its application, which
 * publishes the application's permit of record; a permit since superseded (renewed, amended) is refused
 * naming the one that replaced it, rather than publishing another permit than the one named.
 */
export async function publishPermits(deps: WorkflowDeps, request: BatchRequest, permitNos: readonly string[]): Promise<BatchAnswer> {
  assertMaySendBatchOf(request.actor, definitionsOf(deps, ['publish_to_absch']), 'Publishing permits to the Clearing-House');
  assertNoRepeats(permitNos, (position) => `/permitNos/${position}`);
  return runBatch(
    request.context,
    permitNos,
    (permitNo) => permitNo,
    async (permitNo, position) => {
      const permit = await findPermitByNumber(deps.db, permitNo);
      if (permit === undefined) throw new AppError('not_found', `No permit ${permitNo}`);
      // A permit of an application the actor may not see is answered as no permit at all.
      const applicationId = await visibleApplicationId(deps.db, request.actor, permit.application_id).catch((error: unknown) => {
        throw error instanceof AppError && error.code === 'not_found' ? new AppError('not_found', `No permit ${permitNo}`) : error;
      });
      const ofRecord = await findPermitOfRecord(deps.db, applicationId);
      if (ofRecord !== undefined && ofRecord.id !== permit.id) {
        throw new AppError('action_not_allowed', `Permit ${permitNo} was superseded by ${ofRecord.permit_no}: publish that one`);
      }
      return take(deps, request, position, { idOrNumber: applicationId, action: 'publish_to_absch', fields: {} });
    },
  );
}
