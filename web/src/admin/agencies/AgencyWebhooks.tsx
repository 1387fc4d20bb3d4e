import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { useSession } from '../../auth/session.queries';
import { DataTable } from '../../ui/data-table/DataTable';
import { ErrorView } from '../../ui/problem/ErrorView';
import { Empty } from '../../ui/states/Empty';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { type WebhookConfirmation, WebhookConfirmDialog } from './WebhookConfirmDialog';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog';
import { webhookColumns } from './webhook-columns';
import { useSetWebhookStatus, type WebhookEndpointSummary, webhookEndpointsQuery } from './webhooks.queries';

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
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<WebhookEndpointSummary | undefined>();
  const [confirming, setConfirming] = useState<WebhookConfirmation | undefined>();
  const columns = webhookColumns({
    onDeliveries: setShowing,
    onToggle: (endpoint) => setStatus.mutate({ id: endpoint.id, status: endpoint.status === 'enabled' ? 'disabled' : 'enabled' }),
    onConfirm: setConfirming,
  });

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
      <WebhookConfirmDialog agencyCode={agencyCode} confirming={confirming} onClose={() => setConfirming(undefined)} />
    </Stack>
  );
}
