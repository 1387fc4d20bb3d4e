import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from '../ui/problem/NotFound';
import { RouteError } from '../ui/problem/RouteError';
import { PageLoader } from '../ui/states/PageLoader';
import type { RouterContext } from './router-context';
import { routeTree } from './routes';

export const BASE_PATH = '/app';

export function createAppRouter(context: RouterContext, options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    context,
    basepath: BASE_PATH,
    ...(options.history ? { history: options.history } : {}),
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: PageLoader,
    defaultPreload: 'intent',
    // TanStack Query caches the data; the router need not keep its own copy fresh.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
