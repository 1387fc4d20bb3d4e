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
