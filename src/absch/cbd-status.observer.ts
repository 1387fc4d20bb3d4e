import { defineObserver, type ObservedEvent } from '../applications/change-observer.js';

/** `cbd_status.changed` when the application's Clearing-House status moves (a column of its own: asked on every change). */
export const cbdStatusObserver = defineObserver({
  name: 'absch',
  watches: 'application',
  snapshot: (_trx, application) => application.cbd_status,
  events: (before, after): ObservedEvent[] =>
    after === before ? [] : [['cbd_status.changed', { cbdStatus: after, previousCbdStatus: before }]],
});
