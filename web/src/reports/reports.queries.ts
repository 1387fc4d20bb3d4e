import { queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { components } from '../api/schema';
import type { Period } from './report-search';

export type NationalReport = components['schemas']['NationalReport'];
export type PermitFigures = NationalReport['permits']['totals'];

export const reportKeys = {
  all: ['reports'] as const,
  national: (period: Period) => [...reportKeys.all, 'national', period.from, period.to] as const,
};

/** The national report's figures of a period (chief, approver, admin, abs_publisher). */
export function nationalReportQuery(api: Api, period: Period) {
  return queryOptions({
    queryKey: reportKeys.national(period),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/reports/national', { params: { query: { from: period.from, to: period.to } }, signal })),
    staleTime: 60_000,
  });
}

/** The download of the same period as one CSV or a one-page PDF (the session cookie goes with the link). */
export function nationalReportHref(format: 'csv' | 'pdf', period: Period): string {
  return `/api/v1/staff/reports/national/${format}?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
}
