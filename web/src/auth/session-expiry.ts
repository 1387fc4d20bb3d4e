import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { Api } from '../api/client';
import { LOGIN_PATH } from './return-path';
import { isSessionRequest } from './session.api';
import { authKeys } from './session.queries';

/**
 * A 401 from any call but the session's own means the session ended (idle or absolute timeout, or an
 * administrator ended it): forget it and go to the log-in page, which returns here afterwards.
 * Returns the function that stops watching.
 */
export function redirectToLogInWhenSessionEnds(api: Api, queryClient: QueryClient, router: AnyRouter): () => void {
  return api.onUnauthorized((request) => {
    if (isSessionRequest(request)) return;
    api.setCsrfToken(undefined);
    queryClient.setQueryData(authKeys.session, null);
    const { location } = router.state;
    if (location.pathname === LOGIN_PATH) return;
    void router.navigate({ to: LOGIN_PATH, search: { returnTo: location.href, reason: 'expired' } });
  });
}
