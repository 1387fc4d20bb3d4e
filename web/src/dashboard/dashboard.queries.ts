import { queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { components } from '../api/schema';

export type Dashboard = components['schemas']['Dashboard'];
export type DashboardMonth = Dashboard['months'][number];
export type AssigneeClocks = Dashboard['clocksByAssignee'][number];

/** The office's figures over twelve Manila months (chiefs, approvers, admins). */
export function dashboardQuery(api: Api) {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/dashboard', { signal })),
    staleTime: 60_000,
  });
}
