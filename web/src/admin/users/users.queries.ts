import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { type Api, data } from '../../api/client';
import type { components } from '../../api/schema';
import type { Role } from '../../auth/roles';

export type StaffUser = components['schemas']['StaffUser'];
export type StaffUserDetail = components['schemas']['StaffUserDetail'];
export type StaffUserCreate = components['schemas']['StaffUserCreate'];
export type StaffUserUpdate = components['schemas']['StaffUserUpdate'];
export type SetupCode = components['schemas']['SetupCode'];

export interface UserListFilter {
  q?: string;
  role?: Role;
  disabled?: boolean;
}

/** The query keys of user administration (one factory): every change to users invalidates `userKeys.all`. */
export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (filter: UserListFilter) => [...userKeys.all, 'list', filter] as const,
  one: (id: string) => [...userKeys.all, 'one', id] as const,
};

export function usersQuery(api: Api, filter: UserListFilter) {
  return queryOptions({
    queryKey: userKeys.list(filter),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/users', { params: { query: filter }, signal })),
  });
}

export function userQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/users/{id}', { params: { path: { id } }, signal })),
  });
}

/** Every change to users refreshes the lists and the user's page. */
function useUserMutation<Input, Output>(call: (api: Api, input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useCreateUser() {
  return useUserMutation((api, body: StaffUserCreate) => data(api.client.POST('/api/v1/staff/users', { body })));
}

export function useUpdateUser(id: string) {
  return useUserMutation((api, body: StaffUserUpdate) =>
    data(api.client.PATCH('/api/v1/staff/users/{id}', { params: { path: { id } }, body })),
  );
}

export function useEndSessions(id: string) {
  return useUserMutation((api, _: undefined) => data(api.client.DELETE('/api/v1/staff/users/{id}/sessions', { params: { path: { id } } })));
}

export function useResetPassword(id: string) {
  return useUserMutation((api, body: { resetSecondFactor?: boolean }) =>
    data(api.client.POST('/api/v1/staff/users/{id}/password-reset', { params: { path: { id } }, body })),
  );
}

/** The set-up link as the user opens it: the service gives a path when it has no public address set. */
export function absoluteLink(link: string): string {
  return link.startsWith('/') ? `${globalThis.location?.origin ?? ''}${link}` : link;
}
