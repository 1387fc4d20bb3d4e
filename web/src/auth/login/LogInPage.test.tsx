import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../testing/render';
import { SessionApiStandIn, type StaffAccount } from '../../testing/session-api';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../../shell/StaffShell';
import '../../workqueues/WorkqueuesPage';

const EVALUATOR: StaffAccount = {
  email: 'maria.penafrancia@bmb.gov.ph',
  password: 'long enough password',
  name: 'María Peñafrancia',
  roles: ['evaluator'],
};
const APPROVER: StaffAccount = {
  email: 'jose.anonuevo@bmb.gov.ph',
  password: 'another long password',
  name: 'José Añonuevo',
  roles: ['approver'],
  totp: '123456',
  recoveryCode: 'abcd-efgh-ijkl',
};

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([EVALUATOR, APPROVER]);
});

describe('the log-in page', () => {
  it('says what is missing on each field, without calling the service', async () => {
    const { user } = renderApp('/app/login', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/Enter your email address/)).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(service.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("shows the service's refusal as the problem's title and detail, and keeps what was typed", async () => {
    const { user } = renderApp('/app/login', service.fetch);
    await user.type(await screen.findByLabelText(/Email/), EVALUATOR.email);
    await user.type(screen.getByLabelText(/Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The log-in failed');
    expect(alert).toHaveTextContent('The email, password or code is not right.');
    expect(screen.getByLabelText(/Email/)).toHaveValue(EVALUATOR.email);
  });

  it('logs in and opens the workqueues, with the user in the header', async () => {
    const { user, router } = renderApp('/app/login', service.fetch);
    await user.type(await screen.findByLabelText(/Email/), EVALUATOR.email);
    await user.type(screen.getByLabelText(/Password/), EVALUATOR.password);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workqueues' })).toBeVisible();
    expect(currentUrl(router)).toBe('/app/workqueues');
    expect(screen.getByRole('button', { name: /^Account: María Peñafrancia/ })).toBeVisible();
    expect(service.requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: EVALUATOR.email,
      password: EVALUATOR.password,
    });
  });

  it('asks for the authenticator code when the service does, then logs in with it', async () => {
    const { user } = renderApp('/app/login', service.fetch);
    await user.type(await screen.findByLabelText(/Email/), APPROVER.email);
    await user.type(screen.getByLabelText(/Password/), APPROVER.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    const code = screen.getByLabelText(/Authentication code/);
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(code, '654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The log-in failed');

    await user.clear(screen.getByLabelText(/Authentication code/));
    await user.type(screen.getByLabelText(/Authentication code/), '123456{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workqueues' })).toBeVisible();
    expect(service.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      email: APPROVER.email,
      password: APPROVER.password,
      totp: '123456',
    });
  });

  it('refuses a code that is not six digits before sending it', async () => {
    const { user } = renderApp('/app/login', service.fetch);
    await user.type(await screen.findByLabelText(/Email/), APPROVER.email);
    await user.type(screen.getByLabelText(/Password/), `${APPROVER.password}{Enter}`);
    await user.type(await screen.findByLabelText(/Authentication code/), '12ab{Enter}');
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows')).toBeVisible();
    expect(service.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('accepts a recovery code instead of the authenticator', async () => {
    const { user } = renderApp('/app/login', service.fetch);
    await user.type(await screen.findByLabelText(/Email/), APPROVER.email);
    await user.type(screen.getByLabelText(/Password/), `${APPROVER.password}{Enter}`);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/Recovery code/), `${APPROVER.recoveryCode}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workqueues' })).toBeVisible();
    expect(service.requests.filter((request) => request.method === 'POST').at(-1)?.body).toMatchObject({
      recoveryCode: APPROVER.recoveryCode,
    });
  });

  it('goes back from the second step to the first', async () => {
    const { user } = renderApp('/app/login', service.fetch);
    await user.type(await screen.findByLabelText(/Email/), APPROVER.email);
    await user.type(screen.getByLabelText(/Password/), `${APPROVER.password}{Enter}`);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveValue(APPROVER.email);
  });

  it('puts the field messages of a validation problem on their fields', async () => {
    service.routes.set('POST /api/v1/staff/session', () => new Response());
    const { user } = renderApp('/app/login', async (request) => {
      if (request.method === 'POST') {
        return new Response(
          JSON.stringify({
            type: '/problems/validation_failed',
            title: 'The request is not valid',
            status: 400,
            detail: '/email: must match format "email"',
            code: 'validation_failed',
            requestId: 'r1',
            errors: [{ pointer: '/email', detail: 'must match format "email"' }],
          }),
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      return service.fetch(request);
    });
    await user.type(await screen.findByLabelText(/Email/), 'someone@localhost');
    await user.type(screen.getByLabelText(/Password/), 'whatever it is{Enter}');
    expect(await screen.findByText('must match format "email"')).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the privacy notice the service keeps, under the form', async () => {
    service.publicRoutes.set(
      'GET /privacy',
      async () =>
        new Response(JSON.stringify({ text: 'Privacy notice\n\nWe process permittees’ data under RA 10173.' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderApp('/app/login', service.fetch);
    expect(await screen.findByRole('heading', { name: 'Privacy notice' })).toBeVisible();
    expect(screen.getByText('We process permittees’ data under RA 10173.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the privacy notice on its own page' })).toHaveAttribute('href', '/privacy');
  });
});
