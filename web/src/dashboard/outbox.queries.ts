import { queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { components } from '../api/schema';
import { dashboardKeys } from './dashboard.queries';

export type OutboxHealth = components['schemas']['OutboxHealth'];

/** Whether events leave the service (admins): refreshed every 30 seconds while the dashboard is open. */
export function outboxHealthQuery(api: Api) {
  return queryOptions({
    queryKey: dashboardKeys.outbox(),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/outbox', { signal })),
    refetchInterval: 30_000,
  });
}
