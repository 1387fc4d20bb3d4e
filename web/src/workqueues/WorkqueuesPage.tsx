import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { agenciesQuery } from '../admin/agencies/agencies.queries';
import { useApi } from '../api/api-context';
import { inStatusGroup } from '../api/status-groups';
import { useSession } from '../auth/session.queries';
import { displayText } from '../format/text';
import { CBD_STATUS, cbdTone, PERMIT_STATUS } from '../permits/permit-vocabulary';
import { ClockBadge } from '../ui/clock/ClockBadge';
import { CLOCK_STYLES } from '../ui/clock/clock-state';
import { type Column, DataTable } from '../ui/data-table/DataTable';
import { KeysetPager } from '../ui/data-table/KeysetPager';
import { TableToolbar } from '../ui/data-table/TableToolbar';
import { DateTime } from '../ui/datetime/DateTime';
import { AnchorLink } from '../ui/link/AnchorLink';
import { Page } from '../ui/page/Page';
import { Empty } from '../ui/states/Empty';
import { QueueList } from './QueueList';
import { changeWorkqueueSearch, listedQueueOf, listQueryOf, type WorkqueueSearch } from './workqueue-search';
import {
  AWAITING_PUBLICATION,
  defaultQueueFor,
  defaultSortOf,
  holdLabel,
  PUBLICATION_QUEUE,
  QUEUE_LABELS,
  SORT_LABELS,
  STATUSES,
  sortsOf,
  statusLabel,
  type WorkqueueRow,
  type WorkqueueSort,
} from './workqueue-vocabulary';
import { workqueueCountsQuery, workqueueQuery } from './workqueues.queries';

const route = getRouteApi('/staff/workqueues');

/** Where the clock stops for good: the decision, or the application leaving the process (every status not before the decision). */
const isClosed = (status: string) => !inStatusGroup('StatusBeforeDecision', status);

/**
 * The clock column: its state in words, icon and colour; "Not started" before acceptance; after the
 * decision no running clock (no days "left"), only what the processing took.
 */
function Clock({ row }: { row: WorkqueueRow }) {
  const { clock } = row;
  if (isClosed(row.status))
    return (
      <div>
        <Text size="sm">{row.decidedAt ? 'Stopped at the decision' : 'Stopped'}</Text>
        {clock.limit !== null && (
          <Text size="xs" c="dimmed">
            {clock.workingDaysUsed} of {clock.limit} working days used
          </Text>
        )}
      </div>
    );
  if (clock.state === null)
    return (
      <Text size="sm" c="dimmed">
        Not started
      </Text>
    );
  return <ClockBadge state={clock.state} workingDaysLeft={clock.workingDaysLeft ?? undefined} paused={clock.paused} />;
}

const REGISTRATION_NO: Column<WorkqueueRow> = {
  id: 'registrationNo',
  header: 'Registration no.',
  nowrap: true,
  cell: (row) => (
    <AnchorLink
      to="/applications/$applicationId"
      params={{ applicationId: row.id }}
      fw={600}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {row.registrationNo}
    </AnchorLink>
  ),
};

const PERMITTEE: Column<WorkqueueRow> = {
  id: 'permittee',
  header: 'Permittee',
  width: '13rem',
  cell: (row) => (
    <div>
      {/* A hostile 200-character name keeps to three lines here; the application page shows it whole. */}
      <Text size="sm" lineClamp={3} title={displayText(row.permittee.name)}>
        {displayText(row.permittee.name)}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1} title={row.permittee.email}>
        {row.permittee.email}
      </Text>
    </div>
  ),
};

const AGENCY: Column<WorkqueueRow> = { id: 'agency', header: 'Agency', nowrap: true, cell: (row) => row.agencyCode };

const COLUMNS: readonly Column<WorkqueueRow>[] = [
  REGISTRATION_NO,
  // The clock badge wraps within the column ("On track · 20 working days left · paused"): it fits 1280 px.
  { id: 'clock', header: 'Clock', width: '10rem', cell: (row) => <Clock row={row} /> },
  PERMITTEE,
  AGENCY,
  { id: 'type', header: 'Application type', cell: (row) => row.applicationType },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <div>
        <Text size="sm">{statusLabel(row.status)}</Text>
        {row.permitStatus && row.permitStatus !== 'issued' && (
          <Text size="xs" fw={600} c={PERMIT_STATUS[row.permitStatus].tone.text}>
            Permit {PERMIT_STATUS[row.permitStatus].label.toLowerCase()}
          </Text>
        )}
        {row.flags.hold && (
          <Text size="xs" c="dimmed">
            On hold: {holdLabel(row.flags.hold)}
          </Text>
        )}
        {row.flags.referral && (
          <Text size="xs" c="dimmed">
            Referred to {row.flags.referral.toUpperCase()}
          </Text>
        )}
      </div>
    ),
  },
  { id: 'assignee', header: 'Assignee', cell: (row) => (row.assignee ? (row.assignee.name ?? 'Former user') : '—') },
  { id: 'received', header: 'Received', cell: (row) => <DateTime value={row.receivedAt} /> },
];

/** The Clearing-House step a permit waits at, in words and tone. */
function Publication({ row }: { row: WorkqueueRow }) {
  if (row.cbdStatus === null) return <Text size="sm">—</Text>;
  const tone = cbdTone(row.cbdStatus);
  return (
    <Badge variant="light" color={tone.color} c={tone.text} tt="none">
      {CBD_STATUS[row.cbdStatus]}
    </Badge>
  );
}

/** The publisher's queue: the permit and where its publication stands, instead of the processing clock. */
const PUBLICATION_COLUMNS: readonly Column<WorkqueueRow>[] = [
  REGISTRATION_NO,
  { id: 'permitNo', header: 'Permit no.', nowrap: true, cell: (row) => row.permitNo ?? '—' },
  { id: 'cbdStatus', header: 'Clearing-House', cell: (row) => <Publication row={row} /> },
  {
    id: 'waitingSince',
    header: 'Waiting since',
    nowrap: true,
    cell: (row) => (row.cbdStatusChangedAt ? <DateTime value={row.cbdStatusChangedAt} /> : '—'),
  },
  PERMITTEE,
  AGENCY,
];

/**
 * The home page: every workqueue with its count, and the chosen one as a table with search, filters,
 * order and keyset paging, all in the URL (bookmark or share a queue as it is).
 */
export function WorkqueuesPage() {
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const homeQueue = defaultQueueFor(useSession()?.user.roles ?? []);
  const queue = search.queue ?? homeQueue;
  // A search looks in every application unless narrowed to the chosen queue.
  const listed = listedQueueOf(search, queue);
  const publication = listed === PUBLICATION_QUEUE;
  const defaultSort = listed === undefined ? 'due' : defaultSortOf(listed);
  const sorts = listed === undefined ? sortsOf(queue).filter((sort) => sort !== 'waiting') : sortsOf(listed);
  const listName = listed === undefined ? 'All applications' : `${QUEUE_LABELS[listed]} applications`;
  const counts = useQuery(workqueueCountsQuery(api));
  const page = useQuery({ ...workqueueQuery(api, listQueryOf(search, listed)), placeholderData: keepPreviousData });
  const agencies = useQuery(agenciesQuery(api));
  // The service pages forward only: the cursors of the pages before this one, to step back through.
  const [earlier, setEarlier] = useState<string[]>([]);
  const change = (next: Partial<WorkqueueSearch>) => {
    if (!('cursor' in next)) setEarlier([]);
    void navigate({ search: (previous: WorkqueueSearch) => changeWorkqueueSearch(previous, next) });
  };
  const filtered = Boolean(search.q || search.status || search.clockState || search.cbdStatus || search.agency);
  const rows = page.data?.items;
  return (
    <Page title="Workqueues" description="Applications waiting for you and your team.">
      <QueueList
        counts={counts.data}
        error={counts.error ?? undefined}
        onRetry={() => void counts.refetch()}
        selected={queue}
        onSelect={(chosen) =>
          change({
            queue: chosen === homeQueue ? undefined : chosen,
            // Choosing a queue while searching narrows the search to it.
            ...(search.q ? { scope: 'queue' as const } : {}),
            // An order or a filter of one queue only is left behind with it.
            ...(search.sort && !sortsOf(chosen).includes(search.sort) ? { sort: undefined } : {}),
            ...(chosen !== PUBLICATION_QUEUE ? { cbdStatus: undefined } : {}),
          })
        }
      />
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <TableToolbar
            searchLabel="Search applications"
            searchPlaceholder="Number, permittee, species, place"
            query={search.q}
            onQueryChange={(q) => change({ q })}
            filters={[
              { name: 'status', label: 'Status', options: STATUSES.map((status) => ({ value: status, label: statusLabel(status) })) },
              publication
                ? {
                    name: 'cbdStatus',
                    label: 'Clearing-House',
                    options: AWAITING_PUBLICATION.map((status) => ({ value: status, label: CBD_STATUS[status] })),
                  }
                : {
                    name: 'clockState',
                    label: 'Clock',
                    options: (['on_track', 'at_risk', 'overdue'] as const).map((state) => ({
                      value: state,
                      label: CLOCK_STYLES[state].label,
                    })),
                  },
              {
                name: 'agency',
                label: 'Agency',
                options: (agencies.data ?? []).map((agency) => ({ value: agency.code, label: agency.code })),
              },
            ]}
            values={{ status: search.status, clockState: search.clockState, cbdStatus: search.cbdStatus, agency: search.agency }}
            onFilterChange={(name, value) => change({ [name]: value })}
          />
          {search.q && (
            <NativeSelect
              label="Search in"
              data={[
                { value: '', label: 'All applications' },
                { value: 'queue', label: `${QUEUE_LABELS[queue]} only` },
              ]}
              value={search.scope ?? ''}
              onChange={(event) => change({ scope: event.currentTarget.value === 'queue' ? 'queue' : undefined })}
              style={{ flex: '0 1 12rem' }}
            />
          )}
          <NativeSelect
            label="Order"
            data={sorts.map((value) => ({ value, label: SORT_LABELS[value] }))}
            value={search.sort && sorts.includes(search.sort) ? search.sort : defaultSort}
            onChange={(event) => {
              const sort = event.currentTarget.value as WorkqueueSort;
              change({ sort: sort === defaultSort ? undefined : sort });
            }}
            style={{ flex: '0 1 10rem' }}
          />
        </Group>
        <DataTable
          caption={listName}
          columns={publication ? PUBLICATION_COLUMNS : COLUMNS}
          rows={rows}
          rowKey={(row) => row.id}
          error={page.error ?? undefined}
          onRetry={() => void page.refetch()}
          refreshing={page.isPlaceholderData}
          minWidth={960}
          empty={
            <Empty
              title={filtered ? 'No application matches' : `Nothing in ${QUEUE_LABELS[queue].toLowerCase()}`}
              description={filtered ? 'Change the search or the filters.' : 'New work appears here as it arrives.'}
              action={
                filtered ? (
                  <Button
                    variant="default"
                    onClick={() =>
                      change({ q: undefined, status: undefined, clockState: undefined, cbdStatus: undefined, agency: undefined })
                    }
                  >
                    Clear search and filters
                  </Button>
                ) : undefined
              }
            />
          }
          footer={
            page.data && (
              <KeysetPager
                label={listName}
                previousCursor={earlier.length > 0 ? (earlier.at(-1) ?? '') : null}
                nextCursor={page.data.nextCursor}
                onLaterPage={search.cursor !== undefined}
                summary={`Showing ${page.data.items.length} ${page.data.items.length === 1 ? 'application' : 'applications'}`}
                onPageChange={(cursor) => {
                  if (cursor !== undefined && cursor === page.data.nextCursor) {
                    setEarlier([...earlier, search.cursor ?? '']);
                    change({ cursor });
                  } else if (cursor === undefined) {
                    setEarlier([]);
                    change({ cursor: undefined });
                  } else {
                    // Back one page; '' stands for the first page, which has no cursor.
                    setEarlier(earlier.slice(0, -1));
                    change({ cursor: cursor || undefined });
                  }
                }}
              />
            )
          }
        />
      </Stack>
    </Page>
  );
}
