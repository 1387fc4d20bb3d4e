import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api/client';
import { ProblemError, StaleRecordError } from '../../api/problem';
import { AppProviders } from '../../app/AppProviders';
import { RouteError } from './RouteError';

/** A route whose loader fails as told, under the app's error boundary. */
function renderFailingRoute(failures: unknown[]) {
  let calls = 0;
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: () => {
      const failure = failures[calls];
      calls += 1;
      if (failure !== undefined) throw failure;
      return 'loaded';
    },
    component: () => <h1>The page</h1>,
    errorComponent: RouteError,
  });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <AppProviders api={createApi({ baseUrl: 'http://localhost' })} queryClient={new QueryClient()}>
      {/* biome-ignore lint/suspicious/noExplicitAny: a router of its own, not the app's registered one */}
      <RouterProvider router={router as any} />
    </AppProviders>,
  );
}

describe('the error boundary of a route', () => {
  // React and the router log each error a boundary catches: expected here, kept out of the test output.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the problem's title and detail, and a retry that loads the page again", async () => {
    renderFailingRoute([
      new ProblemError({
        title: 'The service is temporarily unavailable',
        detail: 'The database does not answer.',
        status: 503,
        code: 'service_unavailable',
      }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is temporarily unavailable');
    expect(alert).toHaveTextContent('The database does not answer.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeVisible();
  });

  it('never shows a stack or an internal message', async () => {
    renderFailingRoute([new TypeError("Cannot read properties of undefined (reading 'clock')")]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on this page');
    expect(document.body.textContent).not.toMatch(/TypeError|reading 'clock'|at .*\.tsx/);
  });

  it('offers to reload a record someone else changed', async () => {
    renderFailingRoute([
      new StaleRecordError({ title: 'Precondition failed', detail: 'version 7, not 6', status: 412, code: 'precondition_failed' }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this record');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
