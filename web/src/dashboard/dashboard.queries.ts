import { queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { components } from '../api/schema';

export type Dashboard = components['schemas']['Dashboard'];
export type DashboardMonth = Dashboard['months'][number];
export type AssigneeClocks = Dashboard['clocksByAssignee'][number];

/**
 * The query keys of the dashboard (one factory): its figures and the outbox's health sit under
 * `dashboardKeys.all`; a change the figures count (a breach, its notice, a request) invalidates it.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: () => [...dashboardKeys.all, 'figures'] as const,
  outbox: () => [...dashboardKeys.all, 'outbox'] as const,
};

/** The office's figures over twelve Manila months (chiefs, approvers, admins). */
export function dashboardQuery(api: Api) {
  return queryOptions({
    queryKey: dashboardKeys.figures(),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/dashboard', { signal })),
    staleTime: 60_000,
  });
}
