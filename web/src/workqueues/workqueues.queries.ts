import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { operations } from '../api/schema';
import type { Role } from '../auth/roles';
import { type ListQuery, listedQueueOf, listQueryOf, type WorkqueueSearch } from './workqueue-search';
import { defaultQueueFor } from './workqueue-vocabulary';

/** The query keys of the workqueues (one factory): any action invalidates `workqueueKeys.all`. */
export const workqueueKeys = {
  all: ['workqueues'] as const,
  counts: () => [...workqueueKeys.all, 'counts'] as const,
  list: (query: ListQuery) => [...workqueueKeys.all, 'list', query] as const,
};

export function workqueueCountsQuery(api: Api) {
  return queryOptions({
    queryKey: workqueueKeys.counts(),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/workqueues', { signal })),
    // Counts move as colleagues work: asked again on a visit after ten seconds (the route's loader
    // asks on arrival, the screen need not ask twice), after any action of this user (invalidated),
    // and every minute while open.
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}

export function workqueueQuery(api: Api, query: ListQuery) {
  return queryOptions({
    queryKey: workqueueKeys.list(query),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/applications', { params: { query }, signal })),
    staleTime: 10_000,
  });
}

/**
 * The route's loader: the queue's rows and the counts are asked for while the screen's code
 * downloads, instead of after it first renders (a page load is a waterfall otherwise: session, code,
 * then data; see bench/README.md, "The workqueue in the browser"). Nothing is awaited: the screen
 * shows its own loading and error states from the same queries. The counts are asked for only when
 * none are cached, so paging and filtering do not re-count every queue.
 */
export function prefetchWorkqueue(queryClient: QueryClient, api: Api, search: WorkqueueSearch, roles: readonly Role[]): void {
  const queue = listedQueueOf(search, search.queue ?? defaultQueueFor(roles));
  void queryClient.prefetchQuery(workqueueQuery(api, listQueryOf(search, queue)));
  if (queryClient.getQueryData(workqueueCountsQuery(api).queryKey) === undefined) {
    void queryClient.prefetchQuery(workqueueCountsQuery(api));
  }
}

export type ExportQuery = NonNullable<operations['exportStaffApplications']['parameters']['query']>;

/**
 * The CSV export of what the table lists (every page of it), for a plain download link: the browser
 * streams the file (the service names it) with the session cookie; a GET needs no CSRF token.
 */
export function workqueueExportHref(query: ListQuery): string {
  const { cursor: _page, limit: _size, ...listing } = query;
  const exported: ExportQuery = listing;
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(exported)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) parameters.append(name, String(one));
  }
  const search = parameters.toString();
  return `/api/v1/staff/exports/applications${search ? `?${search}` : ''}`;
}
