import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import type { Api } from '../api/client';
import { fetchSession, logIn, logOut } from './session.api';
import type { LogInBody, SessionView } from './session.contract';

/**
 * The query keys of authentication and the user's own account (one factory): the session every
 * screen reads (an account change that alters it invalidates it), and the log-in page's privacy notice.
 */
export const authKeys = {
  session: ['staff', 'session'] as const,
  privacyNotice: ['privacy-notice'] as const,
};

/** The session, cached for every screen; loading it also arms the API client with its CSRF token. */
export function sessionQueryOptions(api: Api) {
  return queryOptions({
    queryKey: authKeys.session,
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
      queryClient.setQueryData(authKeys.session, session);
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
      queryClient.setQueryData(authKeys.session, null);
    },
  });
}
