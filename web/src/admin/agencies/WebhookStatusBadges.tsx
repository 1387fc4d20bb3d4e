import { Text } from '@mantine/core';
import { ToneBadge } from '../../ui/badge/ToneBadge';
import { DateTime } from '../../ui/datetime/DateTime';
import { eventLabel } from './event-labels';
import type { WebhookDelivery, WebhookEndpointSummary } from './webhooks.queries';

/** An endpoint's state in words: enabled, failing (every try since…), or disabled. */
export function EndpointStatusBadge({ endpoint }: { endpoint: Pick<WebhookEndpointSummary, 'status' | 'failingSince'> }) {
  if (endpoint.status === 'disabled') return <ToneBadge tone="grey">Disabled</ToneBadge>;
  if (endpoint.failingSince !== null) return <ToneBadge tone="red">Failing</ToneBadge>;
  return <ToneBadge tone="green">Enabled</ToneBadge>;
}

const DELIVERY_WORDS = { pending: 'Pending', succeeded: 'Delivered', failed: 'Failed' } as const;
const DELIVERY_TONES = { pending: 'blue', succeeded: 'green', failed: 'red' } as const;

export function DeliveryStatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  return <ToneBadge tone={DELIVERY_TONES[status]}>{DELIVERY_WORDS[status]}</ToneBadge>;
}

/** The newest delivery of an endpoint, in one cell: its state, when, and the receiver's answer. */
export function LastDelivery({ delivery }: { delivery: WebhookDelivery | null }) {
  if (delivery === null)
    return (
      <Text size="sm" c="dimmed">
        None yet
      </Text>
    );
  const when = delivery.lastAttemptAt ?? delivery.createdAt;
  return (
    <div>
      <DeliveryStatusBadge status={delivery.status} />
      <Text size="xs" c="dimmed" mt={2}>
        {eventLabel(delivery.eventType)} · <DateTime value={when} />
        {delivery.lastResponseStatus !== null ? ` · HTTP ${delivery.lastResponseStatus}` : ''}
      </Text>
    </div>
  );
}
