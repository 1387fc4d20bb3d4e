import { defineObserver, type ObservedEvent } from '../applications/change-observer.js';
import { obligationFactsOf } from './obligation.repository.js';

/** What the events of an obligation tell. */
interface ObligationFacts {
  readonly id: string;
  readonly permitId: string;
  readonly type: string;
  readonly status: string;
  readonly dueDate: string;
  readonly remindersSent: readonly string[];
}

/**
 * `obligation.created`, `obligation.status_changed` and `obligation.reminder` (issue 20), in due-date
 * order: a new obligation, a status moved, a reminder recorded as sent.
 */
export const obligationObserver = defineObserver({
  name: 'obligations',
  watches: 'effects',
  async snapshot(trx, application): Promise<ReadonlyMap<string, ObligationFacts>> {
    const rows = await obligationFactsOf(trx, application.id);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          permitId: r.permit_id,
          type: r.type,
          status: r.status,
          dueDate: r.due_date,
          remindersSent: JSON.parse(r.reminders_sent) as string[],
        },
      ]),
    );
  },
  events(before, after) {
    const events: ObservedEvent[] = [];
    for (const obligation of after.values()) {
      const facts = {
        obligationId: obligation.id,
        permitId: obligation.permitId,
        obligationType: obligation.type,
        obligationStatus: obligation.status,
        dueDate: obligation.dueDate,
      };
      const previous = before.get(obligation.id);
      if (previous === undefined) {
        events.push(['obligation.created', facts]);
        continue;
      }
      if (previous.status !== obligation.status) {
        events.push(['obligation.status_changed', { ...facts, previousObligationStatus: previous.status }]);
      }
      for (const reminder of obligation.remindersSent.filter((key) => !previous.remindersSent.includes(key))) {
        events.push(['obligation.reminder', { ...facts, reminder }]);
      }
    }
    return events;
  },
});
