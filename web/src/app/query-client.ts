import { QueryClient } from '@tanstack/react-query';
import { ProblemError } from '../api/problem';
import { applicationKeys } from '../applications/application.queries';

/** Retry only what may pass on a second try: the network, or the service failing (5xx). Never a refusal. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ProblemError)) return false;
  return error.code === 'network_error' || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      // A write is never repeated behind the user's back.
      mutations: { retry: false },
    },
  });
  // An application and what hangs from it (documents, emails, permits…) change under the reader's eyes: the
  // agency uploads, a colleague acts. Opened again, the page reads them again (the cache shows meanwhile).
  queryClient.setQueryDefaults(applicationKeys.all, { staleTime: 0 });
  return queryClient;
}
