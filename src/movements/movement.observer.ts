import { defineObserver, type ObservedEvent } from '../applications/change-observer.js';
import type { PermitMovementTable } from '../db/schema.js';
import { listMovementsOfApplication } from './movement.repository.js';

/** `permit.movement_registered` (issue 28 §2): each movement a change wrote. Movements are never changed once written. */
export const movementObserver = defineObserver({
  name: 'movements',
  watches: 'effects',
  async snapshot(trx, application): Promise<ReadonlyMap<string, PermitMovementTable>> {
    return new Map((await listMovementsOfApplication(trx, application.id)).map((m) => [m.id, m]));
  },
  events(before, after) {
    const events: ObservedEvent[] = [];
    for (const movement of after.values()) {
      if (before.has(movement.id)) continue;
      events.push([
        'permit.movement_registered',
        {
          permitId: movement.permit_id,
          movementId: movement.id,
          movementKind: movement.kind,
          lineId: movement.line_id,
          quantity: Number(movement.quantity),
          unit: movement.unit,
          destinationCountry: movement.destination_country,
        },
      ]);
    }
    return events;
  },
});
