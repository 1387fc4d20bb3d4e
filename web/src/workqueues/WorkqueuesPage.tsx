import { Button, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useApi } from '../api/api-context';
import { useSession } from '../auth/session.queries';
import { useSelection } from '../bulk/selection';
import { selectionColumn } from '../bulk/selection-column';
import { DataTable } from '../ui/data-table/DataTable';
import { KeysetPager } from '../ui/data-table/KeysetPager';
import { useForwardPaging } from '../ui/data-table/use-forward-paging';
import { Page } from '../ui/page/Page';
import { Empty } from '../ui/states/Empty';
import { rememberWorkqueue } from './BackToWorkqueues';
import { QueueList } from './QueueList';
import { WorkqueueToolbar } from './WorkqueueToolbar';
import { PROCESSING_COLUMNS, PUBLICATION_COLUMNS } from './workqueue-columns';
import { changeWorkqueueSearch, FILTER_KEYS, isFiltered, listedQueueOf, listQueryOf, type WorkqueueSearch } from './workqueue-search';
import { defaultQueueFor, defaultSortOf, PUBLICATION_QUEUE, QUEUE_LABELS, sortsOf, type WorkqueueRow } from './workqueue-vocabulary';
import { workqueueCountsQuery, workqueueExportHref, workqueueQuery } from './workqueues.queries';

const route = getRouteApi('/staff/workqueues');

// Loaded once something can be selected: off the first screen's size budget (bench/README.md).
const WorkqueueBulkActions = lazy(() => import('./WorkqueueBulkActions').then((module) => ({ default: module.WorkqueueBulkActions })));

/** The search and every filter left out: what "Clear search and filters" changes. */
const CLEARED: Partial<WorkqueueSearch> = Object.fromEntries([['q', undefined], ...FILTER_KEYS.map((key) => [key, undefined])]);

/**
 * The home page: every workqueue with its count, and the chosen one as a table with search, filters,
 * order and keyset paging, all in the URL (bookmark or share a queue as it is).
 */
export function WorkqueuesPage() {
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const roles = useSession()?.user.roles ?? [];
  const homeQueue = defaultQueueFor(roles);
  const queue = search.queue ?? homeQueue;
  // A search looks in every application unless narrowed to the chosen queue.
  const listed = listedQueueOf(search, queue);
  const publication = listed === PUBLICATION_QUEUE;
  const defaultSort = listed === undefined ? 'due' : defaultSortOf(listed);
  const sorts = listed === undefined ? sortsOf(queue).filter((sort) => sort !== 'waiting') : sortsOf(listed);
  const listName = listed === undefined ? 'All applications' : `${QUEUE_LABELS[listed]} applications`;
  const counts = useQuery(workqueueCountsQuery(api));
  const listQuery = listQueryOf(search, listed);
  const page = useQuery({ ...workqueueQuery(api, listQuery), placeholderData: keepPreviousData });
  // The service pages forward only: the pager keeps the cursors of the pages before this one, to step back through.
  const pager = useForwardPaging(search.cursor, page.data?.nextCursor, (cursor) => change({ cursor }));
  function change(next: Partial<WorkqueueSearch>) {
    if (!('cursor' in next)) pager.forget();
    void navigate({ search: (previous: WorkqueueSearch) => changeWorkqueueSearch(previous, next) });
  }
  const filtered = isFiltered(search);
  useEffect(() => rememberWorkqueue(search), [search]);
  // Rows are chosen for a batch: permits (by number) in the publisher's queue, applications elsewhere, by a chief.
  const selection = useSelection();
  const { clear } = selection;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new queue, page or filter starts with nothing selected.
  useEffect(() => clear(), [search, clear]);
  const selectable = publication || roles.includes('chief');
  const baseColumns = publication ? PUBLICATION_COLUMNS : PROCESSING_COLUMNS;
  const columns = selectable
    ? [
        selectionColumn<WorkqueueRow>(
          selection,
          (row) => (publication ? row.permitNo : row.id),
          (row) => (publication ? (row.permitNo ?? row.registrationNo) : row.registrationNo),
        ),
        ...baseColumns,
      ]
    : baseColumns;
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
        <WorkqueueToolbar
          search={search}
          queue={queue}
          publication={publication}
          sorts={sorts}
          defaultSort={defaultSort}
          onChange={change}
          exportHref={workqueueExportHref(listQuery)}
        />
        {selectable && page.data && (
          <Suspense fallback={null}>
            <WorkqueueBulkActions rows={page.data.items} selection={selection} publication={publication} roles={roles} />
          </Suspense>
        )}
        <DataTable
          caption={listName}
          columns={columns}
          rows={page.data?.items}
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
                  <Button variant="default" onClick={() => change(CLEARED)}>
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
                {...pager.paging}
                summary={`Showing ${page.data.items.length} ${page.data.items.length === 1 ? 'application' : 'applications'}`}
                onPageChange={pager.onPageChange}
              />
            )
          }
        />
      </Stack>
    </Page>
  );
}
