import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authKeys } from '../auth/session.queries';
import { renderApp } from '../testing/render';
import { SessionApiStandIn, type StaffAccount } from '../testing/session-api';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import './StaffShell';
import '../workqueues/WorkqueuesPage';
import '../dashboard/DashboardPage';
import '../admin/AdminPage';
import '../admin/users/UsersPage';

const ADMIN: StaffAccount = { email: 'luz.panares@bmb.gov.ph', password: 'x', name: 'Luzviminda Pañares', roles: ['admin', 'chief'] };

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([ADMIN]);
  service.signIn(ADMIN.email);
});

describe('the application shell', () => {
  it('shows who is logged in and their roles', async () => {
    const { user } = renderApp('/app/workqueues', service.fetch);
    const account = await screen.findByRole('button', { name: /^Account: Luzviminda Pañares/ });
    expect(account).toHaveTextContent('Administrator, Chief');
    await user.click(account);
    const dialog = await screen.findByRole('dialog', { name: /^Account: Luzviminda Pañares/ });
    expect(within(dialog).getByText('luz.panares@bmb.gov.ph')).toBeVisible();
  });

  it('offers every screen the roles allow, and marks the current one', async () => {
    renderApp('/app/dashboard', service.fetch);
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Workqueues', 'Dashboard', 'Reports', 'Personal data', 'Administration']);
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Workqueues' })).not.toHaveAttribute('aria-current');
  });

  it('says why the navigation waits while a required second factor is not set up', async () => {
    const approver: StaffAccount = {
      email: 'rosario.villanueva@bmb.gov.ph',
      password: 'x',
      name: 'Rosario Villanueva',
      roles: ['approver'],
      secondFactorState: 'enrolment_required',
    };
    service = new SessionApiStandIn([approver]);
    service.signIn(approver.email);
    renderApp('/app/workqueues', service.fetch);
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      await within(navigation).findByText(
        'Set up two-step verification on your account first: your roles need it before the back-office opens.',
      ),
    ).toBeVisible();
    expect(within(navigation).queryAllByRole('link')).toEqual([]);
    const waiting = within(navigation).getByText('Workqueues').closest('[aria-disabled="true"]');
    expect(waiting).toHaveAccessibleDescription(/Set up two-step verification/);
  });

  it('is operable by keyboard: skip link first, then the navigation, and Enter follows a link', async () => {
    const { user, router } = renderApp('/app/workqueues', service.fetch);
    await screen.findByRole('heading', { level: 1, name: 'Workqueues' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    const administration = screen.getByRole('link', { name: 'Administration' });
    for (let step = 0; step < 8 && document.activeElement !== administration; step += 1) await user.tab();
    expect(administration).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(document.title).toBe('Users · biopermit');
  });

  it('logs out with the CSRF token, forgets the session and shows the log-in page', async () => {
    const { user, router, queryClient } = renderApp('/app/workqueues', service.fetch);
    await user.click(await screen.findByRole('button', { name: /^Account: Luzviminda Pañares/ }));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You have logged out.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    const logOut = service.requests.find((request) => request.method === 'DELETE');
    expect(logOut?.headers.get('x-csrf-token')).toBe('csrf-luz.panares@bmb.gov.ph');
    expect(service.session).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(authKeys.session)).toBeNull());
  });

  it('sends no CSRF token on reads', async () => {
    renderApp('/app/workqueues', service.fetch);
    await screen.findByRole('heading', { level: 1, name: 'Workqueues' });
    const read = service.requests.find((request) => request.method === 'GET');
    expect(read?.headers.has('x-csrf-token')).toBe(false);
  });

  it('shows a page that does not exist as such, inside the shell', async () => {
    renderApp('/app/no/such/page', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
