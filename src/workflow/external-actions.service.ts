import type { Kysely } from 'kysely';
import { findAgencyApplicationRef } from '../applications/application.repository.js';
import { assertSameAgency } from '../applications/application.service.js';
import { agencyActor } from '../auth/actor.js';
import type { Principal } from '../auth/principal.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { SettingsReader } from '../settings/settings.cache.js';
import { actionIdempotency } from './action-idempotency.js';
import type { ActionRegistry } from './action-registry.js';
import type { ExternalActionResult } from './external-actions.schemas.js';
import { takeAction } from './workflow.engine.js';

/**
 * The agency's part in the workflow (issue 10 §6): answering a deficiency notice or a request for
 * information (`respond`), and withdrawing (`withdraw`). Both are idempotent under an
 * Idempotency-Key (takeAction's, action-idempotency.ts): the answer is stored with the change, in its
 * transaction; the same key with the same request gets that answer again (even after the application
 * moved on), the same key with another request is a 422 `idempotency_key_reused`. A refused request
 * stores nothing, so a retry is judged afresh.
 */

export interface ExternalActionDeps {
  readonly db: Kysely<DB>;
  readonly actions: ActionRegistry;
  readonly settings: SettingsReader;
}

export interface ExternalActionRequest {
  readonly agencyCode: string;
  /** The registration number or uuid in the path. */
  readonly number: string;
  readonly action: 'respond' | 'withdraw';
  readonly body: Record<string, unknown>;
  readonly idempotencyKey: string;
  readonly requestId: string;
  readonly clientAddress: string | null;
}

export interface ExternalActionAnswer {
  readonly status: number;
  readonly body: ExternalActionResult;
  /** True when this is the stored answer of an earlier request with the same key. */
  readonly replayed: boolean;
}

export async function takeExternalAction(
  deps: ExternalActionDeps,
  principal: Principal,
  request: ExternalActionRequest,
): Promise<ExternalActionAnswer> {
  assertSameAgency(principal, request.agencyCode);
  const application = await findAgencyApplicationRef(deps.db, request.agencyCode, request.number);
  if (application === undefined) throw new AppError('not_found', `Agency ${request.agencyCode} has no application ${request.number}`);
  const { answer, replayed } = await takeAction(deps, {
    applicationId: application.id,
    action: request.action,
    fields: request.body,
    actor: agencyActor(principal),
    requestId: request.requestId,
    clientAddress: request.clientAddress,
    answer: async (_trx, { changed }): Promise<ExternalActionResult> => ({
      cnaApplicationUniqueNo: application.registration_no,
      action: request.action,
      status: changed.application.status,
      updatedAt: changed.application.updated_at,
    }),
    idempotency: actionIdempotency(
      { scope: request.agencyCode, key: request.idempotencyKey, operation: request.action, status: 200 },
      { action: request.action, applicationId: application.id, body: request.body },
    ),
  });
  return { status: 200, body: answer, replayed };
}
