import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import type { Api } from '../api/client';
import { fetchSession, logIn, logOut } from './session.api';
import type { LogInBody, SessionView } from './session.contract';

export const SESSION_QUERY_KEY = ['staff', 'session'] as const;

/** The session, cached for every screen; loading it also arms the API client with its CSRF token. */
export function sessionQueryOptions(api: Api) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const session = await fetchSession(api, signal);
      api.setCsrfToken(session?.csrfToken);
      return session;
    },
    staleTime: 60_000,
  });
}

/** The session of the signed-in user, inside the routes the guard lets through (null while leaving). */
export function useSession(): SessionView | null {
  return useSuspenseQuery(sessionQueryOptions(useApi())).data;
}

export function useLogIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LogInBody) => logIn(api, body),
    onSuccess: (session) => {
      api.setCsrfToken(session.csrfToken);
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}

/** Logs out and forgets everything cached for this user. */
export function useLogOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logOut(api),
    onSuccess: () => {
      api.setCsrfToken(undefined);
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
