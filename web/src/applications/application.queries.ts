import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { type Api, withResponse } from '../api/client';
import type { components, operations } from '../api/schema';

export type StaffApplication = components['schemas']['StaffApplication'];

/** The action bodies, as generated from the document (a union tagged by `action`, its wire name: "refer"). */
export type ActionBody = operations['takeApplicationAction']['requestBody']['content']['application/json'];
export type ActionName = ActionBody['action'];

/** The application and its ETag (for If-Match). */
export function applicationQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: ['applications', id],
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
      const { data } = await withResponse(
        api.client.POST('/api/v1/staff/applications/{id}/actions', {
          params: { path: { id }, header: { 'if-match': etag, 'idempotency-key': crypto.randomUUID() } },
          body,
        }),
      );
      return data;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['applications', id] });
      void queryClient.invalidateQueries({ queryKey: ['workqueues'] });
    },
  });
}
