import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DB } from '../db/schema.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { dataSubjectRoutes } from './data-subjects/data-subject.staff.routes.js';
import { erasureRoutes } from './erasure/erasure.staff.routes.js';
import { incidentRoutes } from './incidents/incident.staff.routes.js';
import { readLogOf } from './read-log/read-log.js';
import { personalDataReadRoutes } from './read-log/read-log.staff.routes.js';
import { dataSubjectRequestRoutes } from './requests/data-subject-request.staff.routes.js';
import { subjectExportRoutes } from './requests/subject-export.staff.routes.js';

/**
 * The Data Privacy Act's staff routes (issue 21; docs/PRIVACY.md), one plugin per resource in the
 * folder of its duty: a person found (data-subjects/) and who read their data (read-log/), their
 * requests and an access request's export (requests/), an erasure request carried out (erasure/),
 * the `dpo` role's; breaches (incidents/), the dpo's and admins'. Every answer is `no-store`; the read
 * log's failures are logged, and what it holds is written when the app closes.
 */
export async function privacyRoutes(
  app: FastifyInstance,
  options: { db: Kysely<DB>; store: BlobStore; actions: ActionRegistry },
): Promise<void> {
  const { db, store, actions } = options;
  const readLog = readLogOf(db);
  readLog.onError = (error) => app.log.error({ err: error }, 'personal data reads could not be stored');
  app.addHook('onClose', async () => readLog.flush());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(dataSubjectRoutes, { db });
  await app.register(personalDataReadRoutes, { db });
  await app.register(dataSubjectRequestRoutes, { db });
  await app.register(subjectExportRoutes, { db, store });
  await app.register(incidentRoutes, { db });
  await app.register(erasureRoutes, { db, store, actions });
}
