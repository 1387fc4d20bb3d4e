import type { JobDefinition } from '../jobs/job.types.js';
import { readSetting } from '../settings/settings.service.js';

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
    const deliveries = await db
      .deleteFrom('webhook_deliveries')
      .where('created_at', '<', before)
      .where('status', '!=', 'pending')
      .executeTakeFirst();
    const events = await db.deleteFrom('events').where('occurred_at', '<', before).executeTakeFirst();
    return { events: Number(events.numDeletedRows), deliveries: Number(deliveries.numDeletedRows), before };
  },
};
