import { defineObserver, type ObservedEvent } from '../applications/change-observer.js';
import { agreementStatusesOf } from './agreement.repository.js';

/** `agreement.status_changed` when an agreement is drafted or changes status. */
export const agreementObserver = defineObserver({
  name: 'agreements',
  watches: 'effects',
  snapshot: async (trx, application) => await agreementStatusesOf(trx, application.id),
  events(before, after) {
    const was = new Map(before.map((agreement) => [agreement.id, agreement.status]));
    return after.flatMap((agreement): ObservedEvent[] => {
      const previous = was.get(agreement.id) ?? null;
      if (previous === agreement.status) return [];
      return [
        ['agreement.status_changed', { agreementId: agreement.id, agreementStatus: agreement.status, previousAgreementStatus: previous }],
      ];
    });
  },
});
