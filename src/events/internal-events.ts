import type { ApplicationState } from '../applications/application.rendering.js';
import type { Actor } from '../auth/actor.js';

/**
 * Internal events (issue 27 §2): what a change means for someone other than the agency, written to the
 * one outbox with the change's other events, in commit order, and carrying their audience (who is to
 * be told). The mail consumer (src/mail/mail.consumer.ts) turns them into emails; the feed and the
 * webhooks never publish them (`events.audience` is not null, migration 0025).
 */

export const INTERNAL_EVENT_MEANINGS = {
  'application.assigned': 'The application was assigned to a member of staff by someone else (`audience.staff`: the assignee).',
  'referral.answered':
    'The clearance of a referral was recorded (`data.body`, `data.outcome`, `data.text`); `audience.staff`: the assignee and the ' +
    'evaluator who referred, but for whoever recorded it.',
} as const;
export type InternalEventType = keyof typeof INTERNAL_EVENT_MEANINGS;
export const isInternalEventType = (value: string): value is InternalEventType => Object.hasOwn(INTERNAL_EVENT_MEANINGS, value);

/** Who an internal event is for: staff users by id (whether they are still enabled is read when the email is composed). */
export interface EventAudience {
  readonly staff: readonly string[];
}

/** An internal event before it is numbered: its type, what it adds to the application's facts, and its audience. */
export interface InternalEventDraft {
  readonly type: InternalEventType;
  readonly data: Record<string, unknown>;
  readonly audience: EventAudience;
}

/** What a change wrote, as the staff's events read it. */
export interface StaffChange {
  readonly before: ApplicationState;
  readonly after: ApplicationState;
  /** The whole journal after the change, oldest first; `added` of them are the change's own. */
  readonly journal: readonly { readonly action: string; readonly actorKind: string; readonly actorId: string; readonly payload: unknown }[];
  readonly added: number;
  readonly actor: Actor;
}

/**
 * The staff's events of a change: an assignment by someone else, and a referral answered (to the
 * assignee and the evaluator who referred, unless they recorded it themselves). Their data carry
 * what the email states as it was at the change: the status and the due date.
 */
export function staffEvents(change: StaffChange): InternalEventDraft[] {
  const { before, after, actor } = change;
  const facts = { dueDate: after.due_date };
  const events: InternalEventDraft[] = [];
  if (after.assignee_id !== null && after.assignee_id !== before.assignee_id && after.assignee_id !== actor.id) {
    events.push({ type: 'application.assigned', data: facts, audience: { staff: [after.assignee_id] } });
  }
  const added = change.journal.slice(change.journal.length - change.added);
  const clearance = added.find((entry) => entry.action === 'clearance_recorded');
  if (clearance !== undefined) {
    const payload = (clearance.payload ?? {}) as { body?: string; outcome?: string; text?: string };
    const referred = [...change.journal].reverse().find((entry) => entry.action === 'referred' && entry.actorKind === 'staff');
    const targets = new Set([after.assignee_id, referred?.actorId].filter((id): id is string => typeof id === 'string'));
    targets.delete(actor.id);
    if (targets.size > 0)
      events.push({
        type: 'referral.answered',
        data: { ...facts, body: payload.body ?? null, outcome: payload.outcome ?? null, text: payload.text ?? null },
        audience: { staff: [...targets] },
      });
  }
  return events;
}
