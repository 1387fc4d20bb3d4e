import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { useSession } from '../auth/session.queries';
import { ToneBadge } from '../ui/badge/ToneBadge';
import { type Column, DataTable } from '../ui/data-table/DataTable';
import { DateTime } from '../ui/datetime/DateTime';
import { AnchorLink } from '../ui/link/AnchorLink';
import { ErrorView } from '../ui/problem/ErrorView';
import { Empty } from '../ui/states/Empty';
import { type OutboxHealth, outboxHealthQuery } from './outbox.queries';

type FailingEndpoint = OutboxHealth['failingEndpoints'][number];

/** "4 min", "2 h 5 min", "3 d 4 h": how long the oldest event has waited. */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={650} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

const columns: readonly Column<FailingEndpoint>[] = [
  {
    id: 'agency',
    header: 'Agency',
    nowrap: true,
    cell: (endpoint) => (
      <AnchorLink to="/admin/agencies/$code" params={{ code: endpoint.agencyCode }} size="sm">
        {endpoint.agencyCode}
      </AnchorLink>
    ),
  },
  {
    id: 'url',
    header: 'Endpoint',
    cell: (endpoint) => (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {endpoint.url}
      </Text>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: (endpoint) =>
      endpoint.status === 'disabled' ? (
        <ToneBadge tone="grey">Disabled</ToneBadge>
      ) : endpoint.failingSince ? (
        <ToneBadge tone="red">Failing</ToneBadge>
      ) : (
        <ToneBadge tone="blue">Recovered</ToneBadge>
      ),
  },
  {
    id: 'since',
    header: 'Failing since',
    nowrap: true,
    cell: (endpoint) => (endpoint.failingSince ? <DateTime value={endpoint.failingSince} /> : '—'),
  },
  { id: 'failed', header: 'Given up', align: 'right', cell: (endpoint) => endpoint.recentFailedDeliveries },
];

/**
 * The outbox's health on the dashboard, for those the policy lets read it (admins): events waiting
 * for the dispatcher and how long the oldest has waited, deliveries still pending, and the webhook
 * endpoints that fail or were disabled.
 */
export function OutboxHealthPanel() {
  return useSession()?.permissions.readOutboxHealth ? <Health /> : null;
}

function Health() {
  const health = useQuery(outboxHealthQuery(useApi()));
  const figures = health.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="outbox-title">
      <div>
        <Title order={2} size="h4" id="outbox-title">
          Events and webhooks
        </Title>
        <Text size="sm" c="dimmed">
          Events wait here until the dispatcher sends them on. A growing wait means no dispatcher runs.
          {figures ? (
            <>
              {' '}
              As of <DateTime value={figures.checkedAt} />.
            </>
          ) : null}
        </Text>
      </div>
      {health.error ? <ErrorView error={health.error} onRetry={() => void health.refetch()} /> : null}
      {figures && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-label="The outbox in figures">
          <Figure label="Events waiting" value={figures.eventsWaiting.toLocaleString('en-PH')} note="not yet sent on" />
          <Figure
            label="Oldest waiting"
            value={figures.oldestWaitingAgeSeconds === null ? '—' : formatAge(figures.oldestWaitingAgeSeconds)}
            note={figures.oldestWaitingEventAt ? 'since the event happened' : 'nothing waits'}
          />
          <Figure label="Deliveries pending" value={figures.deliveriesPending.toLocaleString('en-PH')} note="due now or retrying later" />
        </SimpleGrid>
      )}
      <DataTable
        caption="Failing webhook endpoints"
        columns={columns}
        rows={figures?.failingEndpoints}
        rowKey={(endpoint) => endpoint.id}
        minWidth={640}
        empty={
          <Empty
            title="No failing endpoint"
            description={`No endpoint is disabled or failing, and none gave up a delivery in the last ${figures?.failureWindowHours ?? 24} hours.`}
          />
        }
      />
    </Stack>
  );
}
