import { Button, Group, Menu, Text } from '@mantine/core';
import type { Column } from '../../ui/data-table/DataTable';
import { eventLabel } from './event-labels';
import type { WebhookConfirmation } from './WebhookConfirmDialog';
import { EndpointStatusBadge, LastDelivery } from './WebhookStatusBadges';
import type { WebhookEndpointSummary } from './webhooks.queries';

/** What the table's buttons do: open the deliveries, enable or disable, ask to rotate or remove. */
export interface WebhookRowActions {
  readonly onDeliveries: (endpoint: WebhookEndpointSummary) => void;
  readonly onToggle: (endpoint: WebhookEndpointSummary) => void;
  readonly onConfirm: (confirmation: WebhookConfirmation) => void;
}

/** How an endpoint is named to the keyboard and screen readers: its label, else its URL. */
export const endpointLabel = (endpoint: WebhookEndpointSummary) => endpoint.description ?? endpoint.url;

/** The columns of the webhook endpoints table: URL and label, event types, state, newest delivery, actions. */
export function webhookColumns({ onDeliveries, onToggle, onConfirm }: WebhookRowActions): readonly Column<WebhookEndpointSummary>[] {
  return [
    {
      id: 'url',
      header: 'Endpoint',
      cell: (endpoint) => (
        <div>
          <Text size="sm" fw={600}>
            {endpoint.url}
          </Text>
          {endpoint.description && (
            <Text size="xs" c="dimmed">
              {endpoint.description}
            </Text>
          )}
        </div>
      ),
    },
    {
      id: 'events',
      header: 'Event types',
      cell: (endpoint) => (endpoint.eventTypes === null ? 'Every type' : endpoint.eventTypes.map(eventLabel).join(', ')),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (endpoint) => (
        <div>
          <EndpointStatusBadge endpoint={endpoint} />
          {endpoint.disabledReason && (
            <Text size="xs" c="dimmed" mt={2} maw={260}>
              {endpoint.disabledReason}
            </Text>
          )}
        </div>
      ),
    },
    { id: 'last', header: 'Last delivery', cell: (endpoint) => <LastDelivery delivery={endpoint.lastDelivery} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (endpoint) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => onDeliveries(endpoint)} aria-label={`Deliveries of ${endpointLabel(endpoint)}`}>
            Deliveries
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" aria-label={`More actions for ${endpointLabel(endpoint)}`}>
                More
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onToggle(endpoint)}>{endpoint.status === 'enabled' ? 'Disable' : 'Enable'}</Menu.Item>
              <Menu.Item onClick={() => onConfirm({ kind: 'rotate', endpoint })}>Rotate secret</Menu.Item>
              <Menu.Item color="red" onClick={() => onConfirm({ kind: 'delete', endpoint })}>
                Remove
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];
}
