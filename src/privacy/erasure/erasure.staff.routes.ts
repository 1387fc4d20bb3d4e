import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../../blobs/blob-store.js';
import { reclaimErasedSpace } from '../../db/erased-space.js';
import type { DB } from '../../db/schema.js';
import { staffRoute } from '../../http/route-audience.js';
import { problemResponse } from '../../http/standard-responses.js';
import { auditContextOf } from '../../staff/audit-context.js';
import { staffOf } from '../../staff/staff.hook.js';
import { badRequest, STAFF_TAG, sessionProblems } from '../../staff/staff.openapi.js';
import type { ActionRegistry } from '../../workflow/action-registry.js';
import { RequestIdParams } from '../requests/data-subject-request.schemas.js';
import { ERASED_TABLES } from './anonymisation.js';
import { ErasureOutcome } from './erasure.schemas.js';
import { eraseDataSubject } from './erasure.service.js';

/** Issue 21 §2: a data subject's erasure request carried out by the DPO (docs/PRIVACY.md). */
export async function erasureRoutes(
  fastify: FastifyInstance,
  options: { db: Kysely<DB>; store: BlobStore; actions: ActionRegistry },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;
  // After an erasure, its tables' old row versions are reclaimed (VACUUM on PostgreSQL: seconds to
  // minutes on a large database, so not in the answer's time); closing the app waits for them.
  const reclaiming = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(reclaiming);
  });
  app.post(
    '/api/v1/staff/data-subjects/requests/:id/erase',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'eraseDataSubject',
          summary: "Carry out an open erasure request: the person's data anonymised as the retention job does it, the request closed (dpo)",
          description:
            'Every application of the person (the search of the request’s email and/or name, in the agencies you work on) is ' +
            'anonymised through the action `anonymise_personal_data`: the permittee’s fields, renderings, notices and emails lose ' +
            'the personal values, the documents their bytes, and the audit trail’s encrypted values their key. Only when each has ' +
            'passed its retention period (setting `privacy.retention`); otherwise nothing is erased and the 409 ' +
            '`retention_not_passed` gives the legal reason per application (`applications`) and the request stays open. Carried out ' +
            '(also when no application of the person is found), the request is closed with what was erased, and its email, name and ' +
            'note become `[erased]`. Audited.',
          params: RequestIdParams,
          response: {
            200: { description: 'What was erased.', content: { 'application/json': { schema: ErasureOutcome } } },
            400: badRequest,
            ...sessionProblems,
            404: problemResponse(404, '`not_found`: no such request.'),
            409: problemResponse(
              409,
              '`retention_not_passed`: the data must still be kept (a permit in force, in process, a legal hold, years to run); `conflict`: the request is closed or not an erasure request.',
            ),
          },
        },
      },
    ),
    async (request) => {
      const outcome = await eraseDataSubject(
        { db, store, actions: options.actions },
        staffOf(request),
        request.params.id,
        auditContextOf(request),
      );
      const reclaimed = reclaimErasedSpace(db, ERASED_TABLES)
        .catch((error: unknown) => request.log.error({ err: error }, 'reclaiming the space of erased rows failed (docs/PRIVACY.md)'))
        .finally(() => reclaiming.delete(reclaimed));
      reclaiming.add(reclaimed);
      return outcome;
    },
  );
}
