import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { type Api, withResponse } from '../api/client';
import type { components, operations } from '../api/schema';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { workqueueKeys } from '../workqueues/workqueues.queries';

export type StaffApplication = components['schemas']['StaffApplication'];

/** The action bodies, as generated from the document (a union tagged by `action`, its wire name: "refer"). */
export type ActionBody = operations['takeApplicationAction']['requestBody']['content']['application/json'];
export type ActionName = ActionBody['action'];

/** What hangs from an application and is read with it: each is refreshed when the application is. */
export type ApplicationPart =
  | 'absch'
  | 'agreements'
  | 'documents'
  | 'messages'
  | 'movements'
  | 'obligations'
  | 'permit-preview'
  | 'permits'
  | 'terms';

/**
 * The query keys of applications (one factory for the capability): an application's own key is
 * the prefix of its parts', so invalidating `applicationKeys.one(id)` reads its agreements,
 * documents, emails, obligations, permits and Clearing-House record again too.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  one: (id: string) => [...applicationKeys.all, id] as const,
  part: (id: string, part: ApplicationPart) => [...applicationKeys.one(id), part] as const,
};

/** The application and its ETag (for If-Match). */
export function applicationQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: applicationKeys.one(id),
    queryFn: async ({ signal }) => {
      const { data, response } = await withResponse(
        api.client.GET('/api/v1/staff/applications/{id}', { params: { path: { id } }, signal }),
      );
      return { application: data, etag: response.headers.get('etag') ?? `"${data.version}"` };
    },
  });
}

/**
 * Takes an action on the version this page read: a 412 (StaleRecordError) when someone else changed it since.
 * Each submission carries a fresh Idempotency-Key, so a replay of the same request answers the original result.
 */
export function useApplicationAction(id: string, etag: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ActionBody) => {
      const { data, response } = await withResponse(
        api.client.POST('/api/v1/staff/applications/{id}/actions', {
          params: { path: { id }, header: { 'if-match': etag, 'idempotency-key': crypto.randomUUID() } },
          body,
        }),
      );
      return { application: data, etag: response.headers.get('etag') ?? `"${data.version}"` };
    },
    onSuccess: (answer) => {
      // The answer is the application as the action left it: the next action (the next document's Accept) sends
      // its ETag at once, without waiting for the read below.
      queryClient.setQueryData(applicationKeys.one(id), answer);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: workqueueKeys.all });
      // The figures count decisions and clocks: the dashboard shows the action when next opened.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
