import { mergeThemeOverrides } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type Api, createApi } from '../api/client';
import { AppProviders } from '../app/AppProviders';
import { createAppRouter } from '../app/router';
import { theme } from '../app/theme';
import { redirectToLogInWhenSessionEnds } from '../auth/session-expiry';

export const TEST_ORIGIN = 'http://localhost:8080';

/**
 * The app's theme, but popovers (menus, selects) stay shown though happy-dom lays nothing out: a
 * browser would hide a dropdown whose target has no size (detached), and every target here has none.
 */
const testTheme = mergeThemeOverrides(theme, { components: { Popover: { defaultProps: { hideDetached: false } } } });

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A component inside the app's providers (theme, query cache, API client). */
export function renderWithProviders(ui: ReactNode, options: { api?: Api } = {}) {
  const api = options.api ?? createApi({ baseUrl: TEST_ORIGIN, fetch: async () => new Response(null, { status: 404 }) });
  const user = userEvent.setup({ delay: null });
  return {
    user,
    api,
    ...render(
      <AppProviders api={api} queryClient={testQueryClient()}>
        {ui}
      </AppProviders>,
    ),
  };
}

/**
 * The whole back-office at a URL (`/app/workqueues?…`): its real router, guard and screens, talking
 * through the real API client to `fetch` (a stand-in for routes the service does not have yet). The query
 * cache is one that never retries; pass the app's own (`createQueryClient`) to test what it keeps.
 */
export function renderApp(url: string, fetch: (request: Request) => Promise<Response>, options: { queryClient?: QueryClient } = {}) {
  const api = createApi({ baseUrl: TEST_ORIGIN, fetch });
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createAppRouter({ api, queryClient }, { history: createMemoryHistory({ initialEntries: [url] }) });
  redirectToLogInWhenSessionEnds(api, queryClient, router);
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders api={api} queryClient={queryClient} theme={testTheme}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user, api, router, queryClient, ...view };
}

/** Where the app is now, as the address bar would show it. */
export function currentUrl(router: ReturnType<typeof createAppRouter>): string {
  return router.state.location.publicHref ?? router.state.location.href;
}
