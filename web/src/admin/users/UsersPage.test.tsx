import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../../testing/session-api';
import { AGENCIES, JOSE, MARIA, MARIA_DETAIL } from '../admin-fixtures';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../../shell/StaffShell';
import '../AdminPage';
import './UsersPage';
import './UserPage';

const ADMIN: StaffAccount = { email: 'luz.panares@bmb.gov.ph', password: 'x', name: 'Luzviminda Pañares', roles: ['admin'] };

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([ADMIN]);
  service.signIn(ADMIN.email);
  service.routes.set('GET /api/v1/staff/users', (request) => {
    const q = new URL(request.url).searchParams.get('q');
    return json([MARIA, JOSE].filter((user) => !q || user.email.includes(q)));
  });
  service.routes.set('GET /api/v1/staff/agencies', () => json(AGENCIES));
  service.routes.set(`GET /api/v1/staff/users/${MARIA.id}`, () => json(MARIA_DETAIL));
});

function requestsTo(path: string, method = 'GET') {
  return service.requests.filter((request) => request.method === method && request.path.startsWith(path));
}

describe('the users page', () => {
  it('lists the users with their roles, agencies and state; search and filters live in the URL', async () => {
    const { user, router } = renderApp('/app/admin', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Staff users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('María Clara Peñafrancia');
    expect(rows[0]).toHaveTextContent('Evaluator');
    expect(rows[0]).toHaveTextContent('BMB');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Every agency');
    expect(rows[1]).toHaveTextContent('Password not set');
    expect(rows[1]).toHaveTextContent('Required, not set up');

    await user.type(screen.getByLabelText('Search users'), 'maria{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/app/admin/users?q=maria'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(requestsTo('/api/v1/staff/users?').at(-1)?.path).toBe('/api/v1/staff/users?q=maria');

    await user.selectOptions(screen.getByLabelText('Status'), 'disabled');
    await waitFor(() => expect(requestsTo('/api/v1/staff/users?').at(-1)?.path).toBe('/api/v1/staff/users?q=maria&disabled=true'));
    expect(router.state.location.search).toEqual({ q: 'maria', status: 'disabled' });
  });

  it("shows a failed load as the problem's title and detail, with a retry", async () => {
    service.routes.set('GET /api/v1/staff/users', () =>
      problem(403, 'not_permitted', 'Your roles do not allow this', 'Managing users needs the admin role.'),
    );
    renderApp('/app/admin/users', service.fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your roles do not allow this');
    expect(alert).toHaveTextContent('Managing users needs the admin role.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('creates a user and shows the set-up link once; a refusal is shown as its title and detail', async () => {
    let created = 0;
    service.routes.set('POST /api/v1/staff/users', (_request, body) => {
      const { email } = body as { email: string };
      if (email === MARIA.email) return problem(409, 'conflict', 'The resource already exists', 'A user with this email exists.');
      created += 1;
      return json(
        {
          user: { ...JOSE, email },
          setup: { code: 'c0de', link: '/app/set-password#code=c0de', purpose: 'setup', expiresAt: '2026-11-27T02:00:00.000Z' },
        },
        201,
      );
    });
    const { user } = renderApp('/app/admin/users', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const form = await screen.findByRole('form', { name: 'New user' });
    await user.click(within(form).getByRole('button', { name: 'Create user' }));
    expect(await within(form).findByText('Choose at least one role')).toBeVisible();
    expect(within(form).getByText('Enter the full name')).toBeVisible();
    expect(requestsTo('/api/v1/staff/users', 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Email/), MARIA.email);
    await user.type(within(form).getByLabelText(/Full name/), 'María Again');
    await user.click(within(form).getByRole('checkbox', { name: /Evaluator/ }));
    await user.click(within(form).getByRole('button', { name: 'Create user' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The resource already exists');
    expect(alert).toHaveTextContent('A user with this email exists.');

    await user.clear(within(form).getByLabelText(/Email/));
    await user.type(within(form).getByLabelText(/Email/), 'ana.dimaculangan@bmb.gov.ph');
    await user.click(within(form).getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'User created' });
    // The service gives a path when it has no public address: shown whole, with this page's origin.
    expect(within(dialog).getByText(/^https?:\/\/[^/]+\/app\/set-password#code=c0de$/)).toBeVisible();
    expect(within(dialog).getByText(/Give it to ana.dimaculangan@bmb.gov.ph/)).toBeVisible();
    expect(requestsTo('/api/v1/staff/users', 'POST').at(-1)?.body).toEqual({
      email: 'ana.dimaculangan@bmb.gov.ph',
      name: 'María Again',
      roles: ['evaluator'],
      agencyCodes: null,
    });
    expect(created).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(/set-password#code=c0de/)).toBeNull());
    // Many fields typed one key at a time: on two busy cores this takes longer than the default.
  }, 30_000);
});

describe("a user's page", () => {
  it('saves only what changed, and shows a refusal as its title and detail', async () => {
    let answer: 'refuse' | 'save' = 'refuse';
    service.routes.set(`PATCH /api/v1/staff/users/${MARIA.id}`, (_request, body) =>
      answer === 'refuse'
        ? problem(409, 'conflict', 'The resource already exists', 'The change would leave no enabled admin.')
        : json({ ...MARIA, ...(body as object), updatedAt: '2026-11-24T03:00:00.000Z' }),
    );
    const { user } = renderApp(`/app/admin/users/${MARIA.id}`, service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'María Clara Peñafrancia' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Edit user' });
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: /Chief/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The resource already exists');
    expect(alert).toHaveTextContent('The change would leave no enabled admin.');
    expect(requestsTo(`/api/v1/staff/users/${MARIA.id}`, 'PATCH').at(-1)?.body).toEqual({ roles: ['evaluator', 'chief'] });

    answer = 'save';
    await user.click(within(form).getByRole('switch', { name: /Disabled/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(requestsTo(`/api/v1/staff/users/${MARIA.id}`, 'PATCH').at(-1)?.body).toEqual({
        roles: ['evaluator', 'chief'],
        disabled: true,
      }),
    );
  });

  it('ends every session after a confirmation, and says how many', async () => {
    service.routes.set(`DELETE /api/v1/staff/users/${MARIA.id}/sessions`, () => json({ endedSessions: 1 }));
    const { user } = renderApp(`/app/admin/users/${MARIA.id}`, service.fetch);
    const sessions = await screen.findByRole('table', { name: 'Live sessions of María Clara Peñafrancia' });
    expect(within(sessions).getByText('10.0.0.7')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End every session of this user?' });
    expect(requestsTo('/api/v1/staff/users', 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('1 session ended. The user must log in again.')).toBeVisible();
    expect(requestsTo(`/api/v1/staff/users/${MARIA.id}/sessions`, 'DELETE')).toHaveLength(1);
  });

  it('makes a password reset link, with the authenticator removed when asked, shown once', async () => {
    service.routes.set(`POST /api/v1/staff/users/${MARIA.id}/password-reset`, () =>
      json(
        {
          code: 'r3set',
          link: 'https://permits.example.ph/app/set-password#code=r3set',
          purpose: 'reset',
          expiresAt: '2026-11-27T02:00:00.000Z',
        },
        201,
      ),
    );
    const { user } = renderApp(`/app/admin/users/${MARIA.id}`, service.fetch);
    await user.click(await screen.findByRole('checkbox', { name: /Also remove the authenticator/ }));
    await user.click(screen.getByRole('button', { name: 'Make a password reset link' }));
    expect(await screen.findByText('The link to set a new password')).toBeVisible();
    expect(screen.getByText('https://permits.example.ph/app/set-password#code=r3set')).toBeVisible();
    expect(requestsTo(`/api/v1/staff/users/${MARIA.id}/password-reset`, 'POST').at(-1)?.body).toEqual({ resetSecondFactor: true });
  });

  it('shows a user that does not exist as the problem', async () => {
    const missing = '99999999-9999-4999-8999-999999999999';
    service.routes.set(`GET /api/v1/staff/users/${missing}`, () =>
      problem(404, 'not_found', 'No such resource', 'No staff user with this id.'),
    );
    renderApp(`/app/admin/users/${missing}`, service.fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No such resource');
    expect(alert).toHaveTextContent('No staff user with this id.');
  });
});
