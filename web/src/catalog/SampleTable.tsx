import { Button, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { displayText } from '../format/text';
import { ClockBadge } from '../ui/clock/ClockBadge';
import { CLOCK_STYLES } from '../ui/clock/clock-state';
import { type Column, DataTable } from '../ui/data-table/DataTable';
import { KeysetPager } from '../ui/data-table/KeysetPager';
import { TableToolbar } from '../ui/data-table/TableToolbar';
import { changeTableSearch, effectiveSort } from '../ui/data-table/table-search';
import { DateTime } from '../ui/datetime/DateTime';
import { Empty } from '../ui/states/Empty';
import { SAMPLE_TABLE, type SampleTableSearch } from './catalog-search';
import { type SampleApplication, type SampleSort, samplePage } from './sample-applications';

const route = getRouteApi('/staff/catalog');

const COLUMNS: readonly Column<SampleApplication>[] = [
  {
    id: 'registrationNo',
    header: 'Registration no.',
    nowrap: true,
    cell: (row) => (
      <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {row.registrationNo}
      </Text>
    ),
  },
  { id: 'permittee', header: 'Permittee', sortKey: 'permittee', cell: (row) => displayText(row.permittee) },
  { id: 'agency', header: 'Agency', cell: (row) => row.agency },
  {
    id: 'clock',
    header: 'Clock',
    sortKey: 'workingDaysLeft',
    nowrap: true,
    cell: (row) => <ClockBadge state={row.clock} workingDaysLeft={row.workingDaysLeft} />,
  },
  { id: 'receivedAt', header: 'Received', sortKey: 'receivedAt', nowrap: true, cell: (row) => <DateTime value={row.receivedAt} /> },
];

const CLOCK_FILTER = {
  name: 'clock',
  label: 'Clock',
  options: SAMPLE_TABLE.filters.clock.map((state) => ({ value: state, label: CLOCK_STYLES[state].label })),
};
const AGENCY_FILTER = {
  name: 'agency',
  label: 'Agency',
  options: SAMPLE_TABLE.filters.agency.map((code) => ({ value: code, label: code })),
};

/** The data table with its state in the URL, over sample rows: try sorting, filtering and paging, then reload. */
export function SampleTable() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const sort = effectiveSort(search, SAMPLE_TABLE);
  const page = samplePage({ ...search, sort: sort.key, order: sort.order });
  const change = (next: Partial<Record<keyof SampleTableSearch, string | undefined>>) =>
    void navigate({ search: (previous) => changeTableSearch(previous, next, SAMPLE_TABLE) });
  const filtered = search.q !== undefined || search.clock !== undefined || search.agency !== undefined;
  return (
    <Stack gap="sm">
      <TableToolbar
        searchLabel="Search sample applications"
        searchPlaceholder="Name, registration no. or agency"
        query={search.q}
        onQueryChange={(q) => change({ q })}
        filters={[CLOCK_FILTER, AGENCY_FILTER]}
        values={{ clock: search.clock, agency: search.agency }}
        onFilterChange={(name, value) => change({ [name]: value })}
      />
      <DataTable
        caption="Sample applications"
        columns={COLUMNS}
        rows={page.rows}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={(next) => change({ sort: next.key as SampleSort, order: next.order })}
        empty={
          <Empty
            title="No applications match"
            description="Nothing matches this search and these filters."
            action={
              filtered ? (
                <Button variant="default" onClick={() => void navigate({ search: {} })}>
                  Clear search and filters
                </Button>
              ) : undefined
            }
          />
        }
        footer={
          <KeysetPager
            label="sample applications"
            previousCursor={page.previousCursor}
            nextCursor={page.nextCursor}
            onLaterPage={page.onLaterPage}
            summary={`${page.total} applications`}
            onPageChange={(cursor) => change({ cursor })}
          />
        }
      />
    </Stack>
  );
}
