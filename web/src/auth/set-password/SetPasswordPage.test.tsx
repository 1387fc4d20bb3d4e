import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../testing/render';
import { json, problem, SessionApiStandIn } from '../../testing/session-api';
import { setupCodeOf } from './SetPasswordPage';
// Loaded on first use in the app; loaded here first so the first test does not wait for its transform.
import './SetPasswordPage';

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([]);
  service.publicRoutes.set('POST /api/v1/staff/password-setup', (_request, body) => {
    const { code, password } = body as { code: string; password: string };
    if (code !== 'good-code')
      return problem(400, 'validation_failed', 'The request is not valid', '/code: is unknown, used or expired', [
        { pointer: '/code', detail: 'is unknown, used or expired' },
      ]);
    if (password.length < 12)
      return problem(400, 'validation_failed', 'The request is not valid', '/password: must have at least 12 characters', [
        { pointer: '/password', detail: 'must have at least 12 characters' },
      ]);
    return json({ email: 'maria.penafrancia@bmb.gov.ph' });
  });
});

describe('the set-password page', () => {
  it('reads the code after the #, never from the query', () => {
    expect(setupCodeOf('#code=abc123')).toBe('abc123');
    expect(setupCodeOf('')).toBeUndefined();
    expect(setupCodeOf('#other=1')).toBeUndefined();
  });

  it('says so when the link has no code', async () => {
    renderApp('/app/set-password', service.fetch);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no set-up code');
    expect(screen.queryByLabelText(/New password/)).toBeNull();
  });

  it('sets the password with the code, then opens the log-in page with the email filled in', async () => {
    const { user, router } = renderApp('/app/set-password#code=good-code', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
    await user.type(screen.getByLabelText(/^New password \*/), 'short');
    await user.type(screen.getByLabelText(/New password again/), 'short{Enter}');
    expect(await screen.findByText('must have at least 12 characters')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The request is not valid');

    const password = 'Tarsier sleeps in Bohol';
    await user.clear(screen.getByLabelText(/^New password \*/));
    await user.type(screen.getByLabelText(/^New password \*/), password);
    await user.clear(screen.getByLabelText(/New password again/));
    await user.type(screen.getByLabelText(/New password again/), `${password}{Enter}`);
    expect(await screen.findByText('Your password is set. Log in with it.')).toBeVisible();
    expect(currentUrl(router)).toMatch(/^\/app\/login\?/);
    expect(screen.getByLabelText(/Email/)).toHaveValue('maria.penafrancia@bmb.gov.ph');
    expect(service.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({ code: 'good-code', password });
  });

  it('checks the two passwords match before sending, and shows a used code as the problem', async () => {
    const { user } = renderApp('/app/set-password#code=used-code', service.fetch);
    await user.type(await screen.findByLabelText(/^New password \*/), 'Tarsier sleeps in Bohol');
    await user.type(screen.getByLabelText(/New password again/), 'Tarsier sleeps in Cebu{Enter}');
    expect(await screen.findByText('The two passwords differ')).toBeVisible();
    expect(service.requests).toHaveLength(0);

    await user.clear(screen.getByLabelText(/New password again/));
    await user.type(screen.getByLabelText(/New password again/), 'Tarsier sleeps in Bohol{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The request is not valid');
    expect(alert).toHaveTextContent('/code: is unknown, used or expired');
  });
});
