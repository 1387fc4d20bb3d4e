import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../../testing/session-api';
import type { Holiday, Setting } from './settings.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../../shell/StaffShell';
import '../AdminPage';
import './SettingsPage';
import './HolidaysPage';

const ADMIN: StaffAccount = { email: 'luz.panares@bmb.gov.ph', password: 'x', name: 'Luzviminda Pañares', roles: ['admin'] };
const TIME_LIMITS: Setting = {
  key: 'clock.time_limits',
  description: 'Processing time limit (RA 11032) per application type, in working days.',
  value: { default: 20 },
  default: { default: 20 },
  source: 'default',
  updatedAt: null,
  updatedBy: null,
  schema: {},
  version: 'default',
};
const RIZAL_DAY: Holiday = {
  date: '2026-12-30',
  name: 'Rizal Day',
  kind: 'regular',
  source: 'date-holidays',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'system',
};

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([ADMIN]);
  service.signIn(ADMIN.email);
  service.routes.set('GET /api/v1/staff/settings', () => json([TIME_LIMITS]));
  service.routes.set('GET /api/v1/staff/holidays', () => json([RIZAL_DAY]));
});

describe('the settings page', () => {
  it('saves a setting as JSON; a syntax error stays here, a refusal shows its title and detail', async () => {
    let refuse = true;
    service.routes.set('PUT /api/v1/staff/settings/clock.time_limits', (_request, body) =>
      refuse
        ? problem(400, 'validation_failed', 'The request is not valid', '/value/default: must be >= 1', [
            { pointer: '/value/default', detail: 'must be >= 1' },
          ])
        : json({ ...TIME_LIMITS, value: (body as { value: unknown }).value, source: 'stored', updatedAt: '2026-11-24T03:00:00.000Z' }),
    );
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const section = await screen.findByRole('region', { name: 'clock.time_limits' });
    const field = within(section).getByLabelText('Value of clock.time_limits (JSON)');
    expect(field).toHaveValue(JSON.stringify({ default: 20 }, null, 2));

    await user.clear(field);
    await user.paste('{ "default": ');
    await user.click(within(section).getByRole('button', { name: 'Save clock.time_limits' }));
    expect(await within(section).findByText(/This is not valid JSON/)).toBeVisible();
    expect(service.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.click(field);
    await user.paste('0 }');
    await user.click(within(section).getByRole('button', { name: 'Save clock.time_limits' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The request is not valid');
    expect(alert).toHaveTextContent('/value/default: must be >= 1');

    refuse = false;
    await user.clear(field);
    await user.paste('{ "default": 15 }');
    await user.click(within(section).getByRole('button', { name: 'Save clock.time_limits' }));
    await waitFor(() =>
      expect(service.requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({ value: { default: 15 } }),
    );
  });
});

describe('a setting with a schema', () => {
  const GRACE: Setting = {
    key: 'workflow.abandonment_grace',
    description: 'Grace periods after which the scheduler abandons an application.',
    value: { incompleteDays: 60, unansweredRequestDays: 30 },
    default: { incompleteDays: 60, unansweredRequestDays: 30 },
    source: 'default',
    updatedAt: null,
    updatedBy: null,
    schema: {
      type: 'object',
      required: ['incompleteDays', 'unansweredRequestDays'],
      properties: {
        incompleteDays: { type: 'integer', minimum: 1, maximum: 3650, description: 'Days an application may stay incomplete.' },
        unansweredRequestDays: { type: 'integer', minimum: 1, maximum: 3650, description: 'Days after the answer-by date.' },
      },
    },
    version: 'default',
  };

  it('is a form of labelled fields from its schema, its title in words, the JSON only behind "Edit as JSON"', async () => {
    service.routes.set('GET /api/v1/staff/settings', () => json([GRACE]));
    service.routes.set('PUT /api/v1/staff/settings/workflow.abandonment_grace', (_request, body) =>
      json({ ...GRACE, value: (body as { value: unknown }).value, source: 'stored', updatedAt: '2026-11-24T03:00:00.000Z' }),
    );
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const section = await screen.findByRole('region', { name: 'workflow.abandonment_grace' });
    expect(within(section).getByRole('heading', { name: 'Grace periods before abandonment' })).toBeVisible();
    const incomplete = within(section).getByRole('textbox', { name: /^Incomplete days/ });
    expect(incomplete).toHaveValue('60');
    expect(within(section).getByText('Days an application may stay incomplete.')).toBeVisible();
    expect(within(section).getByLabelText('Value of workflow.abandonment_grace (JSON)')).not.toBeVisible();

    await user.clear(incomplete);
    await user.type(incomplete, '90');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(service.requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
        value: { incompleteDays: 90, unansweredRequestDays: 30 },
      }),
    );
  });
});

describe('the time limits form', () => {
  const LIMITS: Setting = {
    ...TIME_LIMITS,
    value: { defaultWorkingDays: 20, byApplicationType: { research: 20 } },
    default: { defaultWorkingDays: 20, byApplicationType: {} },
  };

  it('edits the default and each application type, checks the bounds first, and saves the whole value', async () => {
    service.routes.set('GET /api/v1/staff/settings', () => json([LIMITS]));
    service.routes.set('PUT /api/v1/staff/settings/clock.time_limits', (_request, body) =>
      json({ ...LIMITS, value: (body as { value: unknown }).value, source: 'stored', updatedAt: '2026-11-24T03:00:00.000Z' }),
    );
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const form = await screen.findByRole('form', { name: 'Time limits' });
    expect(within(form).getByLabelText(/Default limit/)).toHaveValue('20');
    expect(within(form).getByLabelText('Application type 1')).toHaveValue('research');

    await user.click(within(form).getByRole('button', { name: 'Add an application type' }));
    await user.click(within(form).getByLabelText('Application type 2'));
    await user.paste('research');
    const days = within(form).getAllByLabelText('Working days for research')[1] as HTMLElement;
    await user.clear(days);
    await user.paste('0');
    await user.click(within(form).getByRole('button', { name: 'Save time limits' }));
    expect(await within(form).findByText('Listed twice')).toBeVisible();
    expect(within(form).getByText('Enter whole working days, 1 to 365')).toBeVisible();
    expect(service.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(within(form).getByLabelText('Application type 2'));
    await user.paste('commercial');
    const commercialDays = within(form).getByLabelText('Working days for commercial');
    await user.clear(commercialDays);
    await user.paste('7');
    await user.click(within(form).getByRole('button', { name: 'Remove research' }));
    await user.click(within(form).getByRole('button', { name: 'Save time limits' }));
    await waitFor(() =>
      expect(service.requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
        value: { defaultWorkingDays: 20, byApplicationType: { commercial: 7 } },
      }),
    );
  });

  it("shows the service's refusal with each field it names", async () => {
    service.routes.set('GET /api/v1/staff/settings', () => json([LIMITS]));
    service.routes.set('PUT /api/v1/staff/settings/clock.time_limits', () =>
      problem(400, 'validation_failed', 'The request is not valid', '1 field is not valid', [
        { pointer: '/value/byApplicationType/research', detail: 'must be <= 365' },
      ]),
    );
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const form = await screen.findByRole('form', { name: 'Time limits' });
    const days = within(form).getByLabelText(/Default limit/);
    await user.clear(days);
    await user.paste('25');
    await user.click(within(form).getByRole('button', { name: 'Save time limits' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The request is not valid');
    expect(alert).toHaveTextContent('/value/byApplicationType/research: must be <= 365');
  });
});

describe('the holidays page', () => {
  it('lists the days of the year, adds a proclaimed day and makes a day a working day again', async () => {
    service.routes.set('POST /api/v1/staff/holidays', (_request, body) =>
      (body as { date: string }).date === RIZAL_DAY.date
        ? problem(409, 'conflict', 'The resource already exists', 'That day is a non-working day already.')
        : json({ ...RIZAL_DAY, ...(body as object), source: 'admin' }, 201),
    );
    service.routes.set(`DELETE /api/v1/staff/holidays/${RIZAL_DAY.date}`, () => json(RIZAL_DAY));
    const { user, router } = renderApp('/app/admin/holidays?year=2026', service.fetch);
    const table = await screen.findByRole('table', { name: 'Non-working days of 2026' });
    expect(await within(table).findByText('Rizal Day')).toBeVisible();
    expect(service.requests.find((request) => request.path.startsWith('/api/v1/staff/holidays'))?.path).toBe(
      '/api/v1/staff/holidays?year=2026',
    );

    await user.click(screen.getByRole('button', { name: 'Add a non-working day' }));
    const form = await screen.findByRole('form', { name: 'Add a non-working day' });
    await user.type(within(form).getByLabelText(/Date/), RIZAL_DAY.date);
    await user.type(within(form).getByLabelText(/Name/), 'Again{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent('That day is a non-working day already.');
    await user.clear(within(form).getByLabelText(/Date/));
    await user.type(within(form).getByLabelText(/Date/), '2026-12-24{Enter}');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a non-working day' })).toBeNull());
    expect(service.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      date: '2026-12-24',
      name: 'Again',
      kind: 'proclaimed',
    });

    await user.click(within(table).getByRole('button', { name: /^Make a working day: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this day a working day?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make a working day' }));
    await waitFor(() => expect(service.requests.some((request) => request.method === 'DELETE')).toBe(true));

    await user.selectOptions(screen.getByLabelText('Year'), '2027');
    await waitFor(() => expect(router.state.location.search).toEqual({ year: 2027 }));
  });
});
