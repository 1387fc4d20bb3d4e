import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../api/client';

/** What every route's loader and guard receive. */
export interface RouterContext {
  readonly api: Api;
  readonly queryClient: QueryClient;
}
