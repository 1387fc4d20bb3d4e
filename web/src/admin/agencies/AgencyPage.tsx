import { Badge, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { scopeLabel } from '../../auth/roles';
import { type Column, DataTable } from '../../ui/data-table/DataTable';
import { DateTime } from '../../ui/datetime/DateTime';
import { ConfirmDialog } from '../../ui/form/ConfirmDialog';
import { AnchorLink } from '../../ui/link/AnchorLink';
import { Page } from '../../ui/page/Page';
import { Empty } from '../../ui/states/Empty';
import { AgencyWebhooks } from './AgencyWebhooks';
import { type ApiClient, agenciesQuery, clientsQuery, useRevokeClient } from './agencies.queries';
import { CreateClientDialog } from './CreateClientDialog';

const route = getRouteApi('/staff/admin/agencies/$code');

/** One agency's API clients (revoked ones too, never a secret): create one, revoke one. */
export function AgencyPage() {
  const { code } = route.useParams();
  const api = useApi();
  const agency = useQuery({ ...agenciesQuery(api), select: (agencies) => agencies.find((candidate) => candidate.code === code) });
  const clients = useQuery(clientsQuery(api, code));
  const revoke = useRevokeClient(code);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiClient | undefined>();

  const columns: readonly Column<ApiClient>[] = [
    {
      id: 'name',
      header: 'Client',
      cell: (client) => (
        <div>
          <Text size="sm" fw={600}>
            {client.name ?? 'Unnamed client'}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {client.clientId}
          </Text>
        </div>
      ),
    },
    { id: 'scopes', header: 'Scopes', cell: (client) => client.scopes.map(scopeLabel).join('; ') },
    { id: 'created', header: 'Created', nowrap: true, cell: (client) => <DateTime value={client.createdAt} /> },
    {
      id: 'state',
      header: 'State',
      nowrap: true,
      cell: (client) =>
        client.revokedAt ? (
          <Badge color="gray" variant="light">
            Revoked
          </Badge>
        ) : (
          <Badge color="forest" variant="light">
            Active
          </Badge>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (client) =>
        client.revokedAt ? (
          <Text size="xs" c="dimmed">
            <DateTime value={client.revokedAt} />
          </Text>
        ) : (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => setRevoking(client)}
            aria-label={`Revoke ${client.name ?? client.clientId}`}
          >
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <Page
      title={`${code} API clients`}
      description={agency.data?.name}
      actions={<Button onClick={() => setCreating(true)}>New API client</Button>}
    >
      <AnchorLink to="/admin/agencies" size="sm">
        ← All agencies
      </AnchorLink>
      <DataTable
        caption={`API clients of ${code}`}
        columns={columns}
        rows={clients.data}
        rowKey={(client) => client.clientId}
        error={clients.error ?? undefined}
        onRetry={() => void clients.refetch()}
        empty={<Empty title="No API client yet" description="Create one and give its id and secret to the agency." />}
      />
      <AgencyWebhooks agencyCode={code} />
      <CreateClientDialog agencyCode={code} opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        title="Revoke this API client?"
        opened={revoking !== undefined}
        onClose={() => {
          revoke.reset();
          setRevoking(undefined);
        }}
        onConfirm={() => revoking && revoke.mutate(revoking.clientId, { onSuccess: () => setRevoking(undefined) })}
        confirmLabel="Revoke"
        confirmColor="red"
        pending={revoke.isPending}
        error={revoke.error}
      >
        <Text size="sm">
          {revoking?.name ?? revoking?.clientId} gets no new tokens, and its tokens stop working within seconds. This cannot be undone: the
          agency needs a new client.
        </Text>
      </ConfirmDialog>
    </Page>
  );
}
