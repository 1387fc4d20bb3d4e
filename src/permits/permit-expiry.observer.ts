import { defineObserver, type ObservedEvent } from '../applications/change-observer.js';
import { manilaDate } from '../clock/manila-time.js';
import { expiryRemindersOf } from './permit-expiry-reminder.repository.js';

/** `permit.expiring` (issue 28 §2): an expiry reminder recorded as sent, with the days then left. */
export const permitExpiryObserver = defineObserver({
  name: 'permit-expiry-reminders',
  watches: 'effects',
  snapshot: async (trx, application) => await expiryRemindersOf(trx, application.id),
  events(before, after) {
    const sent = new Set(before.map((r) => `${r.permitId} ${r.daysBefore}`));
    return after
      .filter((r) => !sent.has(`${r.permitId} ${r.daysBefore}`))
      .map(
        (r): ObservedEvent => [
          'permit.expiring',
          {
            permitId: r.permitId,
            permitNo: r.permitNo,
            dateExpired: r.dateExpired === null ? null : manilaDate(r.dateExpired),
            daysBefore: Number(r.daysBefore),
            daysLeft: Number(r.daysLeft),
          },
        ],
      );
  },
});
