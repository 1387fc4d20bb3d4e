import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { assertMayReadOutboxHealth } from '../policy/staff.policy.js';
import { staffOf } from '../staff/staff.hook.js';
import { outboxHealth } from './outbox-health.service.js';
import { OutboxHealth } from './webhook.schemas.js';
import { type StaffWebhookKit, staffDoc } from './webhooks.staff.route-kit.js';

/** The outbox's health for the administrators' dashboard (outbox-health.service.ts). */
export function outboxHealthRoutes(kit: StaffWebhookKit): void {
  const app = kit.fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = kit;

  app.get(
    '/api/v1/staff/outbox',
    staffRoute(
      { write: false },
      {
        schema: {
          ...staffDoc(
            'getOutboxHealth',
            "The outbox's health: events waiting for dispatch, the oldest one's age, failing webhook endpoints",
            'Across every agency. Events wait when no dispatcher runs (SCHEDULER_ENABLED=false everywhere, or a stuck process); ' +
              'failing endpoints are disabled, failing every try now, or gave up deliveries in the last day.',
          ),
          response: { 200: json("The outbox's figures.", OutboxHealth) },
        },
      },
    ),
    async (request) => {
      assertMayReadOutboxHealth(staffOf(request));
      return outboxHealth(db);
    },
  );
}
