import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { type Column, DataTable } from '../../ui/data-table/DataTable';
import { DateTime } from '../../ui/datetime/DateTime';
import { AnchorLink } from '../../ui/link/AnchorLink';
import { ErrorView } from '../../ui/problem/ErrorView';
import { TechnicalDetail } from '../../ui/problem/TechnicalDetail';
import { Empty } from '../../ui/states/Empty';
import { deliveryErrorSentence } from './delivery-error';
import { eventLabel } from './event-labels';
import { DeliveryStatusBadge } from './WebhookStatusBadges';
import {
  useRedeliver,
  useSendWebhookTest,
  type WebhookDelivery,
  type WebhookEndpointSummary,
  webhookDeliveriesQuery,
} from './webhooks.queries';

const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

/** An endpoint's deliveries, newest first: state, tries, the receiver's answer and latency, the next try; redeliver one, or send a test event. */
export function WebhookDeliveriesDialog({
  agencyCode,
  endpoint,
  onClose,
}: {
  agencyCode: string;
  endpoint: WebhookEndpointSummary | undefined;
  onClose: () => void;
}) {
  return (
    <Modal opened={endpoint !== undefined} onClose={onClose} title="Deliveries" size="80rem">
      {endpoint && <Deliveries agencyCode={agencyCode} endpoint={endpoint} />}
    </Modal>
  );
}

function Deliveries({ agencyCode, endpoint }: { agencyCode: string; endpoint: WebhookEndpointSummary }) {
  const deliveries = useQuery(webhookDeliveriesQuery(useApi(), agencyCode, endpoint.id));
  const redeliver = useRedeliver(agencyCode);
  const test = useSendWebhookTest(agencyCode);
  const columns: readonly Column<WebhookDelivery>[] = [
    {
      id: 'event',
      header: 'Event',
      cell: (delivery) => (
        <div>
          <Text size="sm">{eventLabel(delivery.eventType)}</Text>
          {delivery.registrationNo !== null ? (
            <AnchorLink to="/workqueues" search={{ q: delivery.registrationNo }} size="xs" style={{ whiteSpace: 'nowrap' }}>
              {delivery.registrationNo}
            </AnchorLink>
          ) : (
            <Text size="xs" c="dimmed">
              No application
            </Text>
          )}
        </div>
      ),
    },
    { id: 'status', header: 'Status', nowrap: true, cell: (delivery) => <DeliveryStatusBadge status={delivery.status} /> },
    { id: 'attempts', header: 'Tries', align: 'right', cell: (delivery) => delivery.attempts },
    {
      id: 'answer',
      header: 'Answer',
      cell: (delivery) =>
        delivery.lastResponseStatus !== null ? (
          `HTTP ${delivery.lastResponseStatus}`
        ) : delivery.lastError ? (
          <TechnicalDetail c="red.9" detail={delivery.lastError}>
            {deliveryErrorSentence(delivery.lastError)}
          </TechnicalDetail>
        ) : (
          dash
        ),
    },
    {
      id: 'latency',
      header: 'Latency',
      align: 'right',
      nowrap: true,
      cell: (delivery) => (delivery.lastLatencyMs !== null ? `${delivery.lastLatencyMs} ms` : dash),
    },
    {
      id: 'last',
      header: 'Last try',
      nowrap: true,
      cell: (delivery) => (delivery.lastAttemptAt ? <DateTime value={delivery.lastAttemptAt} /> : dash),
    },
    {
      id: 'next',
      header: 'Next try',
      nowrap: true,
      cell: (delivery) => (delivery.nextAttemptAt ? <DateTime value={delivery.nextAttemptAt} /> : dash),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      nowrap: true,
      cell: (delivery) => (
        <Button
          size="xs"
          variant="light"
          loading={redeliver.isPending && redeliver.variables?.deliveryId === delivery.id}
          onClick={() => redeliver.mutate({ id: endpoint.id, deliveryId: delivery.id })}
          aria-label={`Redeliver ${delivery.eventType} ${delivery.registrationNo ?? delivery.eventId}`}
        >
          Redeliver
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" fw={600}>
            {endpoint.url}
          </Text>
          <Text size="xs" c="dimmed">
            A redelivery sends the same event again (the same webhook-id), with the whole retry schedule ahead of it.
          </Text>
        </div>
        <Button variant="default" size="xs" loading={test.isPending} onClick={() => test.mutate(endpoint.id)}>
          Send a test event
        </Button>
      </Group>
      {redeliver.error ? <ErrorView error={redeliver.error} /> : null}
      {test.error ? <ErrorView error={test.error} /> : null}
      <DataTable
        caption={`Deliveries to ${endpoint.url}`}
        columns={columns}
        rows={deliveries.data}
        rowKey={(delivery) => delivery.id}
        error={deliveries.error ?? undefined}
        onRetry={() => void deliveries.refetch()}
        minWidth={880}
        empty={
          <Empty title="No delivery yet" description="Events of the agency are sent here as they happen; a test event shows the way." />
        }
      />
    </Stack>
  );
}
