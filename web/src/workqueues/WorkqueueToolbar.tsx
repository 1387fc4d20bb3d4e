import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { agenciesQuery } from '../admin/agencies/agencies.queries';
import { useApi } from '../api/api-context';
import { CBD_STATUS } from '../permits/permit-vocabulary';
import { CLOCK_STYLES } from '../ui/clock/clock-state';
import { type FilterDefinition, TableToolbar } from '../ui/data-table/TableToolbar';
import { PlaceFilters } from './PlaceFilters';
import type { WorkqueueSearch } from './workqueue-search';
import {
  AWAITING_PUBLICATION,
  QUEUE_LABELS,
  type QueueName,
  SORT_LABELS,
  STATUSES,
  statusLabel,
  type WorkqueueSort,
} from './workqueue-vocabulary';

interface WorkqueueToolbarProps {
  readonly search: WorkqueueSearch;
  /** The queue chosen (what "Search in" can narrow a search to). */
  readonly queue: QueueName;
  /** The publisher's queue is listed: its filter is the Clearing-House step instead of the clock. */
  readonly publication: boolean;
  readonly sorts: readonly WorkqueueSort[];
  readonly defaultSort: WorkqueueSort;
  readonly onChange: (next: Partial<WorkqueueSearch>) => void;
  /** The CSV export of the listing with these filters, every page of it. */
  readonly exportHref: string;
}

const CLOCK_FILTER: FilterDefinition = {
  name: 'clockState',
  label: 'Clock',
  options: (['on_track', 'at_risk', 'overdue'] as const).map((state) => ({ value: state, label: CLOCK_STYLES[state].label })),
};

const PUBLICATION_FILTER: FilterDefinition = {
  name: 'cbdStatus',
  label: 'Clearing-House',
  options: AWAITING_PUBLICATION.map((status) => ({ value: status, label: CBD_STATUS[status] })),
};

const STATUS_FILTER: FilterDefinition = {
  name: 'status',
  label: 'Status',
  options: STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
};

/**
 * Above the workqueue's table: the search, the filters (status, clock or publication, agency, place), where to search, the
 * order, and the export of what the table lists as CSV.
 */
export function WorkqueueToolbar({ search, queue, publication, sorts, defaultSort, onChange, exportHref }: WorkqueueToolbarProps) {
  const agencies = useQuery(agenciesQuery(useApi()));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TableToolbar
          searchLabel="Search applications"
          searchPlaceholder="Number, permittee, species, place"
          query={search.q}
          onQueryChange={(q) => onChange({ q })}
          filters={[
            STATUS_FILTER,
            publication ? PUBLICATION_FILTER : CLOCK_FILTER,
            {
              name: 'agency',
              label: 'Agency',
              options: (agencies.data ?? []).map((agency) => ({ value: agency.code, label: agency.code })),
            },
          ]}
          values={{ status: search.status, clockState: search.clockState, cbdStatus: search.cbdStatus, agency: search.agency }}
          onFilterChange={(name, value) => onChange({ [name]: value })}
        />
        {search.q && (
          <NativeSelect
            label="Search in"
            data={[
              { value: '', label: 'All applications' },
              { value: 'queue', label: `${QUEUE_LABELS[queue]} only` },
            ]}
            value={search.scope ?? ''}
            onChange={(event) => onChange({ scope: event.currentTarget.value === 'queue' ? 'queue' : undefined })}
            style={{ flex: '0 1 12rem' }}
          />
        )}
        <NativeSelect
          label="Order"
          data={sorts.map((value) => ({ value, label: SORT_LABELS[value] }))}
          value={search.sort && sorts.includes(search.sort) ? search.sort : defaultSort}
          onChange={(event) => {
            const sort = event.currentTarget.value as WorkqueueSort;
            onChange({ sort: sort === defaultSort ? undefined : sort });
          }}
          style={{ flex: '0 1 10rem' }}
        />
      </Group>
      {/* Where the collection happens: a row of its own, so the order stays at the end of the first. */}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" wrap="wrap" gap="sm" style={{ flex: '1 1 auto' }}>
          <PlaceFilters search={search} onChange={onChange} />
        </Group>
        <Button component="a" href={exportHref} download variant="default">
          Export CSV
        </Button>
      </Group>
    </Stack>
  );
}
