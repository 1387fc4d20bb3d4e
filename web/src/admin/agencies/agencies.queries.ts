import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { type Api, data } from '../../api/client';
import type { components } from '../../api/schema';

export type Agency = components['schemas']['Agency'];
export type AgencyCreate = components['schemas']['AgencyCreate'];
export type ApiClient = components['schemas']['ApiClient'];
export type ApiClientCreate = components['schemas']['ApiClientCreate'];
export type ApiClientCreated = components['schemas']['ApiClientCreated'];

/**
 * The query keys of agency administration (one factory): agencies, their API clients and their
 * webhook endpoints all sit under `agencyKeys.all`, so a change to an agency reads them all again.
 */
export const agencyKeys = {
  all: ['admin', 'agencies'] as const,
  list: () => [...agencyKeys.all, 'list'] as const,
  clients: (code: string) => [...agencyKeys.all, 'clients', code] as const,
  webhooks: (code: string) => [...agencyKeys.all, 'webhooks', code] as const,
  webhookList: (code: string) => [...agencyKeys.webhooks(code), 'list'] as const,
  webhookDeliveries: (code: string, id: string) => [...agencyKeys.webhooks(code), 'deliveries', id] as const,
};

export function agenciesQuery(api: Api) {
  return queryOptions({
    queryKey: agencyKeys.list(),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/agencies', { signal })),
  });
}

export function clientsQuery(api: Api, code: string) {
  return queryOptions({
    queryKey: agencyKeys.clients(code),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/agencies/{code}/clients', { params: { path: { code } }, signal })),
  });
}

function useAgencyMutation<Input, Output>(call: (api: Api, input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}

export function useCreateAgency() {
  return useAgencyMutation((api, body: AgencyCreate) => data(api.client.POST('/api/v1/staff/agencies', { body })));
}

export function useCreateClient(code: string) {
  return useAgencyMutation((api, body: ApiClientCreate) =>
    data(api.client.POST('/api/v1/staff/agencies/{code}/clients', { params: { path: { code } }, body })),
  );
}

export function useRevokeClient(code: string) {
  return useAgencyMutation((api, clientId: string) =>
    data(api.client.DELETE('/api/v1/staff/agencies/{code}/clients/{clientId}', { params: { path: { code, clientId } } })),
  );
}

export type AgencyUpdate = components['schemas']['AgencyUpdate'];

export function useUpdateAgency(code: string) {
  return useAgencyMutation((api, body: AgencyUpdate) =>
    data(api.client.PATCH('/api/v1/staff/agencies/{code}', { params: { path: { code } }, body })),
  );
}
