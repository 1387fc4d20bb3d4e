import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render';
import { SessionApiStandIn, type StaffAccount } from '../testing/session-api';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import '../workqueues/WorkqueuesPage';
import '../account/AccountPage';

const EVALUATOR: StaffAccount = {
  email: 'maria.penafrancia@bmb.gov.ph',
  password: 'long enough password',
  name: 'María Peñafrancia',
  roles: ['evaluator'],
};

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([EVALUATOR]);
});

describe('the session guard', () => {
  it('sends a visitor without a session to the log-in page, then back to the queue they asked for', async () => {
    const { user, router } = renderApp('/app/workqueues?queue=overdue&sort=received', service.fetch);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ returnTo: '/workqueues?queue=overdue&sort=received' });

    await user.type(screen.getByLabelText(/Email/), EVALUATOR.email);
    await user.type(screen.getByLabelText(/Password/), `${EVALUATOR.password}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workqueues' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workqueues');
    expect(router.state.location.search).toEqual({ queue: 'overdue', sort: 'received' });
  });

  it('never follows a return path to another site', async () => {
    const { user, router } = renderApp('/app/login?returnTo=%2F%2Fevil.example%2Fphish', service.fetch);
    await user.type(await screen.findByLabelText(/Email/), EVALUATOR.email);
    await user.type(screen.getByLabelText(/Password/), `${EVALUATOR.password}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workqueues' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workqueues');
  });

  it('sends a user whose session ended to the log-in page, saying so, and back where they were', async () => {
    service.signIn(EVALUATOR.email);
    service.routes.set('GET /api/v1/staff/ping', () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
    const { user, router, api } = renderApp('/app/workqueues?q=Pe%C3%B1afrancia', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workqueues' })).toBeVisible();

    service.expire();
    // Any call answered 401 (here a made-up route: the staff API is not there yet) ends the session.
    // biome-ignore lint/suspicious/noExplicitAny: a route the generated client does not know yet
    await (api.client as any).GET('/api/v1/staff/ping');
    expect(await screen.findByText('Your session has ended. Log in again to continue where you were.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText(/Email/), EVALUATOR.email);
    await user.type(screen.getByLabelText(/Password/), `${EVALUATOR.password}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workqueues' })).toBeVisible();
    expect(router.state.location.search).toEqual({ q: 'Peñafrancia' });
  });

  it('shows an evaluator no Dashboard, since it is for chiefs and approvers', async () => {
    service.signIn(EVALUATOR.email);
    renderApp('/app/workqueues', service.fetch);
    expect(await screen.findByRole('link', { name: 'Workqueues' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('skips the log-in page for a user who is logged in already', async () => {
    service.signIn(EVALUATOR.email);
    const { router } = renderApp('/app/login?returnTo=%2Faccount', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
  });
});
