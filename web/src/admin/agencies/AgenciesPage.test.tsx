import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../../testing/session-api';
import { AGENCIES, BMB_CLIENT } from '../admin-fixtures';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../../shell/StaffShell';
import '../AdminPage';
import './AgenciesPage';
import './AgencyPage';

const ADMIN: StaffAccount = { email: 'luz.panares@bmb.gov.ph', password: 'x', name: 'Luzviminda Pañares', roles: ['admin'] };

let service: SessionApiStandIn;
let clients = [BMB_CLIENT];
beforeEach(() => {
  clients = [BMB_CLIENT];
  service = new SessionApiStandIn([ADMIN]);
  service.signIn(ADMIN.email);
  service.routes.set('GET /api/v1/staff/agencies', () => json(AGENCIES));
  service.routes.set('GET /api/v1/staff/agencies/BMB/clients', () => json(clients));
  service.routes.set('GET /api/v1/staff/agencies/BMB/webhooks', () => json({ items: [] }));
});

describe('the agencies page', () => {
  it('lists the agencies and registers one; a taken code is shown as the problem', async () => {
    service.routes.set('POST /api/v1/staff/agencies', (_request, body) =>
      (body as { code: string }).code === 'BMB'
        ? problem(409, 'conflict', 'The resource already exists', 'An agency with this code exists.')
        : json({ ...(body as object), activeClients: 0, createdAt: '2026-11-24T00:00:00.000Z' }, 201),
    );
    const { user } = renderApp('/app/admin/agencies', service.fetch);
    const table = await screen.findByRole('table', { name: 'Agencies' });
    expect(await within(table).findByRole('link', { name: 'BMB' })).toBeVisible();
    expect(within(table).getByText('Bureau of Fisheries and Aquatic Resources')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New agency' }));
    const form = await screen.findByRole('form', { name: 'New agency' });
    await user.type(within(form).getByLabelText(/Code/), 'BMB');
    await user.type(within(form).getByLabelText(/Name/), 'Again{Enter}');
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The resource already exists');
    expect(alert).toHaveTextContent('An agency with this code exists.');

    await user.clear(within(form).getByLabelText(/Code/));
    await user.type(within(form).getByLabelText(/Code/), 'PCSD{Enter}');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New agency' })).toBeNull());
    expect(service.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      code: 'PCSD',
      name: 'Again',
      contactEmail: null,
    });
  });
});

describe("an agency's contact email", () => {
  const patches = () => service.requests.filter((request) => request.method === 'PATCH');

  it('changes it; the service’s refusal of an address is shown on the field; empty removes it', async () => {
    let agencies = AGENCIES;
    service.routes.set('GET /api/v1/staff/agencies', () => json(agencies));
    service.routes.set('PATCH /api/v1/staff/agencies/BMB', (_request, body) => {
      const { contactEmail } = body as { contactEmail: string | null };
      if (contactEmail !== null && !contactEmail.includes('.')) {
        const detail = 'must match format "email"';
        return problem(400, 'validation_failed', 'The request is not valid', `/contactEmail ${detail}`, [
          { pointer: '/contactEmail', detail },
        ]);
      }
      agencies = agencies.map((agency) => (agency.code === 'BMB' ? { ...agency, contactEmail } : agency));
      return json(agencies[0]);
    });
    const { user } = renderApp('/app/admin/agencies', service.fetch);
    const table = await screen.findByRole('table', { name: 'Agencies' });
    expect(await within(table).findByText('permits@bmb.example.ph')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Change the contact email of BMB' }));
    let form = await screen.findByRole('form', { name: 'Contact email of BMB' });
    const field = within(form).getByLabelText(/Contact email/);
    expect(field).toHaveValue('permits@bmb.example.ph');

    // Not an address at all: refused before it is sent.
    await user.clear(field);
    await user.type(field, 'permits at bmb{Enter}');
    expect(await within(form).findByText('Enter an email address, or leave it empty')).toBeVisible();
    expect(patches()).toHaveLength(0);

    // An address the service refuses: its message on the field, the problem's title above.
    await user.clear(field);
    await user.type(field, 'permits@bmb{Enter}');
    expect(await within(form).findByText('must match format "email"')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent('The request is not valid');

    await user.clear(field);
    await user.type(field, 'biodiversity.permits@bmb.gov.ph{Enter}');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Contact email of BMB' })).toBeNull());
    expect(await within(table).findByText('biodiversity.permits@bmb.gov.ph')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Change the contact email of BMB' }));
    form = await screen.findByRole('form', { name: 'Contact email of BMB' });
    await user.clear(within(form).getByLabelText(/Contact email/));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Contact email of BMB' })).toBeNull());
    expect(patches().map((request) => request.body)).toEqual([
      { contactEmail: 'permits@bmb' },
      { contactEmail: 'biodiversity.permits@bmb.gov.ph' },
      { contactEmail: null },
    ]);
    await waitFor(() => expect(within(table).queryByText('biodiversity.permits@bmb.gov.ph')).toBeNull());
  });

  it('offers no change to a staff user who cannot manage agencies', async () => {
    const viewer: StaffAccount = { email: 'ana.reyes@bmb.gov.ph', password: 'x', name: 'Ana Reyes', roles: ['viewer'] };
    service = new SessionApiStandIn([viewer]);
    service.signIn(viewer.email);
    service.routes.set('GET /api/v1/staff/agencies', () => json(AGENCIES));
    renderApp('/app/admin/agencies', service.fetch);
    const table = await screen.findByRole('table', { name: 'Agencies' });
    expect(await within(table).findByText('permits@bmb.example.ph')).toBeVisible();
    expect(within(table).queryByRole('button', { name: /contact email/ })).toBeNull();
  });
});

describe("an agency's API clients", () => {
  it('creates a client and shows its secret once', async () => {
    service.routes.set('POST /api/v1/staff/agencies/BMB/clients', (_request, body) =>
      json({ ...BMB_CLIENT, clientId: '55555555-5555-4555-8555-555555555555', ...(body as object), clientSecret: 's3cret-value' }, 201),
    );
    const { user } = renderApp('/app/admin/agencies/BMB', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'BMB API clients' })).toBeVisible();
    expect(await screen.findByText('BMB permit system')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New API client' }));
    const form = await screen.findByRole('form', { name: 'New API client' });
    await user.type(within(form).getByLabelText(/Label/), 'BMB reporting');
    await user.click(within(form).getByRole('checkbox', { name: /applications:write/ }));
    await user.click(within(form).getByRole('checkbox', { name: /webhooks:manage/ }));
    await user.click(within(form).getByRole('button', { name: 'Create client' }));
    const dialog = await screen.findByRole('dialog', { name: 'API client created' });
    expect(within(dialog).getByText('s3cret-value')).toBeVisible();
    expect(within(dialog).getByText('55555555-5555-4555-8555-555555555555')).toBeVisible();
    expect(service.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      name: 'BMB reporting',
      scopes: ['applications:read'],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('s3cret-value')).toBeNull());
  });

  it('refuses a client with no scope before sending it', async () => {
    const { user } = renderApp('/app/admin/agencies/BMB', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'New API client' }));
    const form = await screen.findByRole('form', { name: 'New API client' });
    await user.click(within(form).getByRole('checkbox', { name: /applications:write/ }));
    await user.click(within(form).getByRole('checkbox', { name: /applications:read/ }));
    await user.click(within(form).getByRole('checkbox', { name: /webhooks:manage/ }));
    await user.click(within(form).getByRole('button', { name: 'Create client' }));
    expect(await within(form).findByText('Choose at least one scope')).toBeVisible();
    expect(service.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('revokes a client after a confirmation; a refusal is shown as its title and detail', async () => {
    let refuse = true;
    service.routes.set(`DELETE /api/v1/staff/agencies/BMB/clients/${BMB_CLIENT.clientId}`, () => {
      if (refuse) return problem(409, 'conflict', 'The resource already exists', 'The client is revoked already.');
      clients = [{ ...BMB_CLIENT, revokedAt: '2026-11-24T03:00:00.000Z' }];
      return json(clients[0]);
    });
    const { user } = renderApp('/app/admin/agencies/BMB', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Revoke BMB permit system' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke this API client?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The client is revoked already.');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke this API client?' })).toBeNull());
    const table = screen.getByRole('table', { name: 'API clients of BMB' });
    expect(await within(table).findByText('Revoked')).toBeVisible();
    dialog = table;
    expect(within(dialog).queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });
});
