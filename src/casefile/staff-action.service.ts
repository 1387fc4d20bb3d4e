import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { AuditContext } from '../staff/audit-context.js';
import { actionIdempotency } from '../workflow/action-idempotency.js';
import { takeAction, type WorkflowDeps } from '../workflow/workflow.engine.js';
import type { StaffApplication } from './staff-application.schemas.js';
import { staffViewWith, visibleApplicationId } from './staff-application.view.js';

/** What a staff action needs: the engine's dependencies, and PUBLIC_BASE_URL for the view it answers with. */
export interface StaffActionDeps extends WorkflowDeps {
  readonly publicBaseUrl?: string | undefined;
}

/** A staff action as POST …/applications/{id}/actions receives it. */
export interface StaffActionRequest {
  readonly actor: StaffActor;
  /** The application's id or registration number, as in the path. */
  readonly idOrNumber: string;
  /** The version If-Match names (application-etag.ts), or `none`. */
  readonly named: number | 'none';
  /** The body: `action` and its fields. */
  readonly body: { action: string } & Record<string, unknown>;
  readonly idempotencyKey: string | undefined;
  readonly audit: AuditContext;
}

/**
 * Takes a staff action on an application the actor may see, and answers with the staff view read in the
 * action's transaction: its `ETag` is the version this action produced, whatever follows. With an
 * Idempotency-Key, a retry of the same request gets that answer again (`replayed`).
 */
export async function takeStaffAction(
  deps: StaffActionDeps,
  request: StaffActionRequest,
): Promise<{ view: StaffApplication; replayed: boolean }> {
  const { actor, body } = request;
  const id = await visibleApplicationId(deps.db, actor, request.idOrNumber);
  if (request.named === 'none') {
    throw new AppError('precondition_failed', 'If-Match names no version of this application: read it again and send its ETag');
  }
  const expectedVersion = request.named;
  const { action, ...fields } = body;
  const key = request.idempotencyKey;
  // Keys are per staff user; the request is its method, its path (with the application's id), the version If-Match names and its body.
  const path = `/api/v1/staff/applications/${id}/actions`;
  const idempotency =
    key === undefined
      ? undefined
      : actionIdempotency(
          { scope: `staff:${actor.id}`, key, operation: 'staff_action', status: 200 },
          { method: 'POST', path, ifMatch: expectedVersion, body },
        );
  const { answer: view, replayed } = await takeAction(deps, {
    applicationId: id,
    action,
    fields,
    actor,
    expectedVersion,
    answer: (trx, { settings }) => staffViewWith({ ...deps, db: trx, settings }, actor, id),
    idempotency,
    ...request.audit,
  });
  return { view, replayed };
}

/** One item of a staff batch (POST /api/v1/staff/bulk/…): one action on one application. */
export interface StaffBatchItemRequest {
  readonly actor: StaffActor;
  /** The application's id or registration number. */
  readonly idOrNumber: string;
  readonly action: string;
  readonly fields: Record<string, unknown>;
  /** The batch's Idempotency-Key, made this item's own (`<key>#<position>`), and the batch route, for the item's fingerprint. */
  readonly idempotency?: { readonly key: string; readonly path: string } | undefined;
  readonly audit: AuditContext;
}

/** What one item of a batch did: the application it changed and the version the action produced. */
export interface StaffBatchItemAnswer {
  readonly applicationId: string;
  readonly version: number;
}

/**
 * Takes one item of a batch: the very action `takeStaffAction` takes (the engine, the policy, the
 * journal, the notice, the audit, the events, in a transaction of its own), on the application as it
 * is now. A batch carries no If-Match: its items were chosen from a list, not from a version of each,
 * and every action refuses what no longer applies (a document already accepted, a publication
 * already under way). With a key, a retry replays the item's answer (`replayed`) instead of acting again.
 */
export async function takeStaffBatchItem(
  deps: WorkflowDeps,
  request: StaffBatchItemRequest,
): Promise<{ answer: StaffBatchItemAnswer; replayed: boolean }> {
  const { actor } = request;
  const id = await visibleApplicationId(deps.db, actor, request.idOrNumber);
  const key = request.idempotency;
  const idempotency =
    key === undefined
      ? undefined
      : actionIdempotency(
          { scope: `staff:${actor.id}`, key: key.key, operation: 'staff_batch_item', status: 200 },
          { method: 'POST', path: key.path, applicationId: id, action: request.action, fields: request.fields },
        );
  const { answer, replayed } = await takeAction(deps, {
    applicationId: id,
    action: request.action,
    fields: request.fields,
    actor,
    answer: async (_trx, { changed }) => ({ applicationId: id, version: changed.version }),
    idempotency,
    ...request.audit,
  });
  return { answer, replayed };
}
