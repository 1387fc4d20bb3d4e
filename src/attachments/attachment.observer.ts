import { defineObserver } from '../applications/change-observer.js';
import { attachmentStatusesOf } from './attachment.repository.js';

/** `attachment.status_changed` when a document the agency sees is added or changes status (internal ones are never told). */
export const attachmentObserver = defineObserver({
  name: 'attachments',
  watches: 'effects',
  snapshot: async (trx, application) =>
    new Map((await attachmentStatusesOf(trx, application.id)).map((row) => [row.id, { status: row.status, internal: row.internal }])),
  events(before, after) {
    return [...after].flatMap(([attachmentId, { status, internal }]) => {
      const previous = before.get(attachmentId)?.status ?? null;
      if (internal !== 0 || previous === status) return [];
      return [['attachment.status_changed', { attachmentId, attachmentStatus: status, previousAttachmentStatus: previous }] as const];
    });
  },
});
