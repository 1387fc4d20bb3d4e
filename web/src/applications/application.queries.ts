import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { type Api, withResponse } from '../api/client';
import type { components, operations } from '../api/schema';

export type StaffApplication = components['schemas']['StaffApplication'];

type GeneratedActionBody = operations['takeApplicationAction']['requestBody']['content']['application/json'];

/** "ReturnIncomplete" → "return_incomplete". */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;
type ActionNameOf<Tag extends string> = Tag extends `${infer Base}Action` ? Snake<Uncapitalize<Base>> : Tag;

/**
 * The action bodies, from the generated schema. The document's discriminator has no `mapping` for
 * these (src/http/openapi-components.ts looks for `const` tags, the schemas use one-value `enum`s),
 * so openapi-typescript names each tag after its schema ("ReferAction"); the wire name is the
 * schema's name in snake case ("refer"), which this maps back. Fields stay exactly as generated.
 */
export type ActionBody = GeneratedActionBody extends infer Body
  ? Body extends { action: infer Tag extends string }
    ? Omit<Body, 'action'> & { action: ActionNameOf<Tag> }
    : never
  : never;
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

/** Takes an action on the version this page read: a 412 (StaleRecordError) when someone else changed it since. */
export function useApplicationAction(id: string, etag: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ActionBody) => {
      const { data } = await withResponse(
        api.client.POST('/api/v1/staff/applications/{id}/actions', {
          params: { path: { id }, header: { 'if-match': etag } },
          body: body as unknown as GeneratedActionBody,
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
