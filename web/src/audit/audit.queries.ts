import { queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { components, operations } from '../api/schema';

export type AuditEntry = components['schemas']['AuditPage']['items'][number];
export type AuditVerification = components['schemas']['AuditVerification'];
export type AuditTrailQuery = NonNullable<operations['listAuditTrail']['parameters']['query']>;
export type AuditExportQuery = NonNullable<operations['exportAuditTrail']['parameters']['query']>;

/** The query keys of the audit trail (one factory). */
export const auditKeys = {
  all: ['audit'] as const,
  trail: (query: AuditTrailQuery) => [...auditKeys.all, 'trail', query] as const,
  application: (id: string, cursor: string | undefined) => [...auditKeys.all, 'application', id, cursor ?? null] as const,
  verification: () => [...auditKeys.all, 'verification'] as const,
};

/** The whole trail (admin), newest first, filtered, a page at a time. */
export function auditTrailQuery(api: Api, query: AuditTrailQuery) {
  return queryOptions({
    queryKey: auditKeys.trail(query),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/audit', { params: { query }, signal })),
  });
}

/** One application's rows, in chain order (whoever may read the application). */
export function applicationAuditQuery(api: Api, id: string, cursor: string | undefined) {
  return queryOptions({
    queryKey: auditKeys.application(id, cursor),
    queryFn: ({ signal }) =>
      data(
        api.client.GET('/api/v1/staff/applications/{id}/audit', {
          params: { path: { id }, query: cursor ? { cursor } : {} },
          signal,
        }),
      ),
  });
}

/** The chain check reads the whole trail (seconds on a large one): run when asked, never cached. */
export function auditVerificationQuery(api: Api) {
  return queryOptions({
    queryKey: auditKeys.verification(),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/audit/verification', { signal })),
    enabled: false,
    gcTime: 0,
    retry: false,
  });
}

/**
 * The export's address, for a plain download link: the browser streams the JSON lines to a file
 * (the service names it), with the session cookie; a GET needs no CSRF token.
 */
export function auditExportHref(query: AuditExportQuery): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) parameters.set(name, String(value));
  const search = parameters.toString();
  return `/api/v1/staff/audit/export${search ? `?${search}` : ''}`;
}
