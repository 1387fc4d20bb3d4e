import { Button, Group, Menu, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { useSession } from '../../auth/session.queries';
import { type Column, DataTable } from '../../ui/data-table/DataTable';
import { ErrorView } from '../../ui/problem/ErrorView';
import { SecretShownOnce } from '../../ui/secret/SecretShownOnce';
import { Empty } from '../../ui/states/Empty';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog';
import { EndpointStatusBadge, LastDelivery } from './WebhookStatusBadges';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSetWebhookStatus,
  type WebhookEndpointSummary,
  webhookEndpointsQuery,
} from './webhooks.queries';

type Confirming = { kind: 'rotate' | 'delete'; endpoint: WebhookEndpointSummary };

/**
 * An agency's webhook endpoints for administrators (issue 19 §5): URL, event types, state, newest
 * delivery; register one, disable or enable it, rotate its secret (shown once), remove it, and open
 * its deliveries to redeliver one. The same endpoints the agency manages with its own token.
 */
export function AgencyWebhooks({ agencyCode }: { agencyCode: string }) {
  return useSession()?.permissions.manageWebhooks ? <Webhooks agencyCode={agencyCode} /> : null;
}

function Webhooks({ agencyCode }: { agencyCode: string }) {
  const endpoints = useQuery(webhookEndpointsQuery(useApi(), agencyCode));
  const setStatus = useSetWebhookStatus(agencyCode);
  const rotate = useRotateWebhookSecret(agencyCode);
  const remove = useDeleteWebhookEndpoint(agencyCode);
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<WebhookEndpointSummary | undefined>();
  const [confirming, setConfirming] = useState<Confirming | undefined>();
  const label = (endpoint: WebhookEndpointSummary) => endpoint.description ?? endpoint.url;

  const closeConfirm = () => {
    rotate.reset();
    remove.reset();
    setConfirming(undefined);
  };

  const columns: readonly Column<WebhookEndpointSummary>[] = [
    {
      id: 'url',
      header: 'Endpoint',
      cell: (endpoint) => (
        <div>
          <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
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
      cell: (endpoint) => (endpoint.eventTypes === null ? 'Every type' : endpoint.eventTypes.join(', ')),
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
          <Button size="xs" variant="light" onClick={() => setShowing(endpoint)} aria-label={`Deliveries of ${label(endpoint)}`}>
            Deliveries
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" aria-label={`More actions for ${label(endpoint)}`}>
                More
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                onClick={() => setStatus.mutate({ id: endpoint.id, status: endpoint.status === 'enabled' ? 'disabled' : 'enabled' })}
              >
                {endpoint.status === 'enabled' ? 'Disable' : 'Enable'}
              </Menu.Item>
              <Menu.Item onClick={() => setConfirming({ kind: 'rotate', endpoint })}>Rotate secret</Menu.Item>
              <Menu.Item color="red" onClick={() => setConfirming({ kind: 'delete', endpoint })}>
                Remove
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="webhooks-title">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4" id="webhooks-title">
            Webhook endpoints
          </Title>
          <Text size="sm" c="dimmed">
            Where the agency's events are sent, signed (Standard Webhooks). The agency manages the same endpoints with its token.
          </Text>
        </div>
        <Button variant="default" onClick={() => setCreating(true)}>
          New webhook endpoint
        </Button>
      </Group>
      {setStatus.error ? <ErrorView error={setStatus.error} /> : null}
      <DataTable
        caption={`Webhook endpoints of ${agencyCode}`}
        columns={columns}
        rows={endpoints.data}
        rowKey={(endpoint) => endpoint.id}
        error={endpoints.error ?? undefined}
        onRetry={() => void endpoints.refetch()}
        minWidth={860}
        empty={<Empty title="No webhook endpoint" description="The agency reads its events from the feed, or registers an endpoint." />}
      />
      <CreateWebhookDialog agencyCode={agencyCode} opened={creating} onClose={() => setCreating(false)} />
      <WebhookDeliveriesDialog agencyCode={agencyCode} endpoint={showing} onClose={() => setShowing(undefined)} />
      <Modal
        opened={confirming !== undefined}
        onClose={closeConfirm}
        title={
          rotate.data
            ? 'New signing secret'
            : confirming?.kind === 'rotate'
              ? 'Rotate the signing secret?'
              : 'Remove this webhook endpoint?'
        }
        size="lg"
      >
        {rotate.data ? (
          <Stack gap="md">
            <SecretShownOnce
              kept="The service keeps it only to sign deliveries."
              title="The new signing secret"
              secrets={[{ label: 'Signing secret', value: rotate.data.secret }]}
            >
              <Text size="sm">For 24 hours deliveries carry the old secret's signature too, while the agency switches.</Text>
            </SecretShownOnce>
            <Group justify="flex-end">
              <Button onClick={closeConfirm}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              {confirming?.kind === 'rotate'
                ? 'A new secret signs every delivery from now on; the current one keeps signing alongside it for 24 hours.'
                : `Nothing more is sent to ${confirming?.endpoint.url}; its deliveries are removed with it. This cannot be undone.`}
            </Text>
            {rotate.error ? <ErrorView error={rotate.error} /> : null}
            {remove.error ? <ErrorView error={remove.error} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={closeConfirm}>
                Cancel
              </Button>
              {confirming?.kind === 'rotate' ? (
                <Button loading={rotate.isPending} onClick={() => rotate.mutate(confirming.endpoint.id)}>
                  Rotate secret
                </Button>
              ) : (
                <Button
                  color="red"
                  loading={remove.isPending}
                  onClick={() => confirming && remove.mutate(confirming.endpoint.id, { onSuccess: closeConfirm })}
                >
                  Remove
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
