import { defineObserver, type ObservedEvent } from '../applications/change-observer.js';
import { permitStatusesOf } from './permit.repository.js';

/** `permit.issued` for a new permit, `permit.status_changed` for one whose status moved. */
export const permitObserver = defineObserver({
  name: 'permits',
  watches: 'effects',
  snapshot: async (trx, application) => await permitStatusesOf(trx, application.id),
  events(before, after) {
    const was = new Map(before.map((permit) => [permit.id, permit.status]));
    return after.flatMap((permit): ObservedEvent[] => {
      const previous = was.get(permit.id);
      if (previous === undefined)
        return [
          [
            'permit.issued',
            { permitId: permit.id, permitNo: permit.permit_no, permitStatus: permit.status, termsVersion: permit.terms_version ?? null },
          ],
        ];
      if (previous === permit.status) return [];
      return [['permit.status_changed', { permitId: permit.id, permitStatus: permit.status, previousPermitStatus: previous }]];
    });
  },
});
