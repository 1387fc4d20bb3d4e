import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../../testing/session-api';
import type { Setting } from './settings.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../../shell/StaffShell';
import '../AdminPage';
import './SettingsPage';

const ADMIN: StaffAccount = { email: 'luz.panares@bmb.gov.ph', password: 'x', name: 'Luzviminda Pañares', roles: ['admin'] };
const DEFAULTS = {
  received: 'Application {registrationNo} was received on {date}.',
  acceptance: 'Application {registrationNo} is complete and was accepted on {date}; the decision is due on {dueDate}.',
};
/** As the service's schema says them (src/workflow/notice-templates.ts, `x-placeholders`). */
const SCHEMA = {
  type: 'object',
  properties: {
    received: { type: 'string', description: 'The application was received.' },
    acceptance: { type: 'string', description: 'The application is complete and accepted.' },
  },
  'x-placeholders': {
    registrationNo: { description: 'The registration number (`cnaApplicationUniqueNo`).', example: 'ABS-2026-000123' },
    date: { description: 'The Manila date of the notice (YYYY-MM-DD).', example: '2026-11-24' },
    dueDate: { description: 'The due date in force after the action (YYYY-MM-DD).', example: '2026-12-22' },
  },
};
const TEMPLATES: Setting = {
  key: 'notices.templates',
  description: 'The text of each notice type, with {placeholders}.',
  value: { acceptance: 'Accepted: {registrationNo}, due {dueDate}.' },
  default: DEFAULTS,
  source: 'stored',
  updatedAt: '2026-11-20T01:00:00.000Z',
  updatedBy: null,
  schema: SCHEMA,
  version: '2026-11-20T01:00:00.000Z',
};
const URL = 'PUT /api/v1/staff/settings/notices.templates';

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([ADMIN]);
  service.signIn(ADMIN.email);
  service.routes.set('GET /api/v1/staff/settings', () => json([TEMPLATES]));
});
const puts = () => service.requests.filter((request) => request.method === 'PUT');

describe('the notice templates form', () => {
  it("edits a template with the service's placeholders, previews it with the example application, and stores only what differs", async () => {
    service.routes.set(URL, (_request, body) => json({ ...TEMPLATES, value: (body as { value: unknown }).value }));
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const form = await screen.findByRole('form', { name: 'Notice templates' });
    const text = within(form).getByLabelText('Text of the received notice');
    expect(text).toHaveValue(DEFAULTS.received);
    expect(within(form).getByText('{dueDate}')).toBeInTheDocument();
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Example application, not a real notice');
    expect(preview).toHaveTextContent('Application ABS-2026-000123 was received on 2026-11-24.');

    await user.clear(text);
    await user.type(text, 'We received {{registrationNo} on {{date}.');
    expect(preview).toHaveTextContent('We received ABS-2026-000123 on 2026-11-24.');
    await user.selectOptions(within(form).getByLabelText('Notice'), 'acceptance');
    expect(within(form).getByLabelText('Text of the acceptance notice')).toHaveValue('Accepted: {registrationNo}, due {dueDate}.');
    await user.click(within(form).getByRole('button', { name: 'Use the default text' }));
    await user.click(within(form).getByRole('button', { name: 'Save notice templates' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.headers.get('if-match')).toBe('"2026-11-20T01:00:00.000Z"');
    expect(puts()[0]?.body).toEqual({ value: { received: 'We received {registrationNo} on {date}.' } });
  });

  it('warns of a placeholder the service does not know and saves it only when confirmed; refuses an empty text', async () => {
    service.routes.set(URL, (_request, body) => json({ ...TEMPLATES, value: (body as { value: unknown }).value }));
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const form = await screen.findByRole('form', { name: 'Notice templates' });
    const text = within(form).getByLabelText('Text of the received notice');
    await user.clear(text);
    await user.click(within(form).getByRole('button', { name: 'Save notice templates' }));
    expect(await within(form).findByText('Text: enter the text of the notice')).toBeVisible();

    await user.type(text, 'Received {{registrationNumber}.');
    expect(within(form).getByText(/\{registrationNumber\} would be sent as written/)).toBeVisible();
    expect(within(form).getByRole('region', { name: 'Preview' })).toHaveTextContent('Received {registrationNumber}.');
    await user.click(within(form).getByRole('button', { name: 'Save notice templates' }));
    const confirm = await within(form).findByRole('alert');
    expect(confirm).toHaveTextContent('{registrationNumber} in received');
    expect(puts()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      value: { received: 'Received {registrationNumber}.', acceptance: 'Accepted: {registrationNo}, due {dueDate}.' },
    });
  });

  it("shows the service's refusal as its title and detail", async () => {
    service.routes.set(URL, () =>
      problem(400, 'validation_failed', 'The request is not valid', '1 field is not valid', [
        { pointer: '/value/received', detail: 'must NOT have more than 5000 characters' },
      ]),
    );
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const form = await screen.findByRole('form', { name: 'Notice templates' });
    await user.type(within(form).getByLabelText('Text of the received notice'), ' Thank you.');
    await user.click(within(form).getByRole('button', { name: 'Save notice templates' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The request is not valid');
    expect(alert).toHaveTextContent('/value/received: must NOT have more than 5000 characters');
  });

  it('offers to reload when someone else changed the templates since (412)', async () => {
    let current = TEMPLATES;
    service.routes.set('GET /api/v1/staff/settings', () => json([current]));
    service.routes.set(URL, () => problem(412, 'precondition_failed', 'The resource has changed since the version given', 'changed'));
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const form = await screen.findByRole('form', { name: 'Notice templates' });
    await user.type(within(form).getByLabelText('Text of the received notice'), ' Thank you.');
    await user.click(within(form).getByRole('button', { name: 'Save notice templates' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this record');
    current = { ...TEMPLATES, value: { received: 'Theirs.' }, updatedAt: '2026-11-25T01:00:00.000Z', version: '2026-11-25T01:00:00.000Z' };
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Notice templates' })).getByLabelText('Text of the received notice')).toHaveValue(
        'Theirs.',
      ),
    );
  });
});
