/**
 * A lane: what one application's deliveries to an endpoint share, sent one at a time and in the
 * order of their events (webhook.delivery-slots.ts in one process, webhook-claims.repository.ts across
 * processes). The application's registration number; null when the event names no application (an
 * endpoint disabled, a test message): such a delivery is a lane of its own.
 */
export function laneOf(payload: string): string | null {
  const application = (JSON.parse(payload) as { data?: { cnaApplicationUniqueNo?: unknown } }).data?.cnaApplicationUniqueNo;
  return typeof application === 'string' ? application : null;
}
