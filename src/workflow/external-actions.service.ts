import type { Kysely } from 'kysely';
import { assertSameAgency } from '../applications/application.service.js';
import { agencyActor } from '../auth/actor.js';
import type { Principal } from '../auth/principal.js';
import { isUniqueViolation } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { SettingsReader } from '../settings/settings.cache.js';
import { canonicalJson, sha256Hex } from '../shared/canonical-json.js';
import { isUuid } from '../shared/ids.js';
import type { ActionRegistry } from './action-registry.js';
import type { ExternalActionResult } from './external-actions.schemas.js';
import { findIdempotencyKey, insertIdempotencyKey } from './idempotency.repository.js';
import { takeAction } from './workflow.engine.js';

/**
 * The agency's part in the workflow (issue 10 §6): answering a deficiency notice or a request for
 * information (`respond`), and withdrawing (`withdraw`). Both are idempotent under an
 * Idempotency-Key: the answer is stored with the change, in its transaction; the same key with the
 * same request gets that answer again (even after the application moved on), the same key with
 * another request is a 422 `idempotency_key_reused`. A refused request stores nothing, so a retry
 * is judged afresh.
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
  const query = deps.db.selectFrom('applications').select(['id', 'registration_no']).where('agency_code', '=', request.agencyCode);
  const application = await (isUuid(request.number)
    ? query.where('id', '=', request.number.toLowerCase())
    : query.where('registration_no', '=', request.number)
  ).executeTakeFirst();
  if (application === undefined) throw new AppError('not_found', `Agency ${request.agencyCode} has no application ${request.number}`);
  const requestHash = sha256Hex(canonicalJson({ action: request.action, applicationId: application.id, body: request.body }));

  const earlier = await replay(deps.db, request, requestHash);
  if (earlier !== undefined) return earlier;
  let answer: ExternalActionAnswer | undefined;
  try {
    await takeAction(deps, {
      applicationId: application.id,
      action: request.action,
      fields: request.body,
      actor: agencyActor(principal),
      requestId: request.requestId,
      clientAddress: request.clientAddress,
      effects: [
        async (trx, context) => {
          const body: ExternalActionResult = {
            cnaApplicationUniqueNo: application.registration_no,
            action: request.action,
            status: context.application.status,
            updatedAt: context.now,
          };
          answer = { status: 200, body, replayed: false };
          await insertIdempotencyKey(trx, {
            agency_code: request.agencyCode,
            idempotency_key: request.idempotencyKey,
            operation: request.action,
            application_id: application.id,
            request_hash: requestHash,
            response_status: 200,
            response_body: JSON.stringify(body),
            created_at: context.now,
          });
        },
      ],
    });
  } catch (error) {
    // The same key sent twice at once: the other request committed first (this one then found the
    // application changed, or its key taken); answer as that one did.
    if (isUniqueViolation(error) || (error instanceof AppError && error.code === 'action_not_allowed')) {
      const other = await replay(deps.db, request, requestHash);
      if (other !== undefined) return other;
    }
    throw error;
  }
  if (answer === undefined) throw new Error('the action wrote no answer');
  return answer;
}

async function replay(db: Kysely<DB>, request: ExternalActionRequest, requestHash: string): Promise<ExternalActionAnswer | undefined> {
  const stored = await findIdempotencyKey(db, request.agencyCode, request.idempotencyKey);
  if (stored === undefined) return undefined;
  if (stored.request_hash !== requestHash) {
    throw new AppError(
      'idempotency_key_reused',
      `Idempotency-Key ${request.idempotencyKey} was used for another request (${stored.operation} on another application or ` +
        'with another body): send a new key for a new request',
    );
  }
  return { status: stored.response_status, body: JSON.parse(stored.response_body) as ExternalActionResult, replayed: true };
}
