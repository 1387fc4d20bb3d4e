import type { JobDefinition } from '../jobs/job.types.js';
import { readSetting } from '../settings/settings.service.js';
import { deleteEventsBefore, deleteSettledDeliveriesBefore } from './event.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes events, and webhook deliveries no longer pending, older than the setting
 * `events.retention_days` (at least 30). The feed's cursors into pruned events stay valid (event.feed.ts).
 */
export const pruneEventsJob: JobDefinition = {
  name: 'prune-events',
  intervalMs: DAY_MS,
  async run({ db, startedAt }) {
    const days = await readSetting(db, 'events.retention_days');
    const before = new Date(Date.parse(startedAt) - days * DAY_MS).toISOString();
    const deliveries = await deleteSettledDeliveriesBefore(db, before);
    const events = await deleteEventsBefore(db, before);
    return { events, deliveries, before };
  },
};
