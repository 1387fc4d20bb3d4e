import type { WebhookEventType } from './webhooks.queries';

/** The events an agency is told of, in words (the code stays the webhook's `type`). */
export const EVENT_LABELS: Record<WebhookEventType | 'webhook.test', string> = {
  'application.received': 'Application received',
  'application.status_changed': 'Application status changed',
  'notice.created': 'Notice written',
  'attachment.status_changed': 'Document changed',
  'permit.issued': 'Permit issued',
  'permit.status_changed': 'Permit status changed',
  'permit.expiring': 'Permit expiring (90, 30 or 7 days)',
  'permit.movement_registered': 'Movement of material registered',
  'agreement.status_changed': 'Agreement changed',
  'cbd_status.changed': 'Clearing-House publication changed',
  'checkpoint_communique.received': 'Checkpoint communiqué received',
  'obligation.created': 'Obligation created',
  'obligation.status_changed': 'Obligation status changed',
  'obligation.reminder': 'Obligation reminder',
  'webhook_endpoint.disabled': 'Webhook endpoint disabled',
  'webhook.test': 'Test event',
};

export function eventLabel(type: string): string {
  return (EVENT_LABELS as Record<string, string>)[type] ?? type;
}
