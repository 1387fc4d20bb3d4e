import { queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { ListQuery } from './workqueue-search';

export function workqueueCountsQuery(api: Api) {
  return queryOptions({
    queryKey: ['workqueues', 'counts'],
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/workqueues', { signal })),
    // Counts move as colleagues work: fresh on each visit, and every minute while open.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function workqueueQuery(api: Api, query: ListQuery) {
  return queryOptions({
    queryKey: ['workqueues', 'list', query],
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/applications', { params: { query }, signal })),
    staleTime: 10_000,
  });
}
