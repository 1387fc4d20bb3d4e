import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../../testing/session-api';
import { AGENCIES, BMB_CLIENT } from '../admin-fixtures';
import type { WebhookDelivery, WebhookEndpointSummary } from './webhooks.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../../shell/StaffShell';
import '../AdminPage';
import './AgencyPage';

const ADMIN: StaffAccount = { email: 'luz.panares@bmb.gov.ph', password: 'x', name: 'Luzviminda Pañares', roles: ['admin'] };
const ENDPOINT_ID = '0193a0b0-0000-7000-8000-000000000031';
const BASE = `/api/v1/staff/agencies/BMB/webhooks/${ENDPOINT_ID}`;

const FAILED: WebhookDelivery = {
  id: '0193a0b0-0000-7000-8000-000000000041',
  endpointId: ENDPOINT_ID,
  eventId: '0193a0b0-0000-7000-8000-000000000051',
  eventType: 'notice.created',
  registrationNo: 'BMB-2026-000031',
  status: 'failed',
  attempts: 8,
  lastResponseStatus: 503,
  lastLatencyMs: 120,
  lastError: null,
  lastAttemptAt: '2026-11-24T04:00:00.000Z',
  nextAttemptAt: null,
  createdAt: '2026-11-23T18:00:00.000Z',
};

const ENDPOINT: WebhookEndpointSummary = {
  id: ENDPOINT_ID,
  agencyCode: 'BMB',
  url: 'https://permits.bmb.gov.ph/hooks',
  description: 'BMB permit system',
  eventTypes: ['notice.created', 'permit.issued'],
  maxInFlight: 16,
  status: 'enabled',
  disabledReason: null,
  failingSince: '2026-11-23T18:00:05.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  lastDelivery: FAILED,
};

let service: SessionApiStandIn;
let endpoints: WebhookEndpointSummary[];
beforeEach(() => {
  endpoints = [ENDPOINT];
  service = new SessionApiStandIn([ADMIN]);
  service.signIn(ADMIN.email);
  service.routes.set('GET /api/v1/staff/agencies', () => json(AGENCIES));
  service.routes.set('GET /api/v1/staff/agencies/BMB/clients', () => json([BMB_CLIENT]));
  service.routes.set('GET /api/v1/staff/agencies/BMB/webhooks', () => json({ items: endpoints }));
});

const posts = () => service.requests.filter((request) => request.method !== 'GET');

describe("an agency's webhook endpoints", () => {
  it('lists each endpoint with its URL, event types, state and newest delivery', async () => {
    renderApp('/app/admin/agencies/BMB', service.fetch);
    const section = await screen.findByRole('region', { name: 'Webhook endpoints' });
    const table = within(section).getByRole('table', { name: 'Webhook endpoints of BMB' });
    const row = (await within(table).findByText('https://permits.bmb.gov.ph/hooks')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('BMB permit system');
    expect(row).toHaveTextContent('Notice written, Permit issued');
    expect(row).toHaveTextContent('Failing');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('HTTP 503');
  });

  it('registers an endpoint and shows its secret once; a refused URL lands on the field', async () => {
    service.routes.set('POST /api/v1/staff/agencies/BMB/webhooks', (_request, body) =>
      (body as { url: string }).url.startsWith('https://10.')
        ? problem(400, 'validation_failed', 'The request is not valid', 'url: points to 10.0.0.5, a private address', [
            { pointer: '/url', detail: 'points to 10.0.0.5, a private address' },
          ])
        : json({ ...ENDPOINT, ...(body as object), eventTypes: null, secret: 'whsec_c2VjcmV0LXZhbHVl' }, 201),
    );
    const { user } = renderApp('/app/admin/agencies/BMB', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'New webhook endpoint' }));
    const form = await screen.findByRole('form', { name: 'New webhook endpoint' });
    await user.type(within(form).getByLabelText(/URL/), 'https://10.0.0.5/hooks');
    await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
    expect(await within(form).findByText('points to 10.0.0.5, a private address')).toBeVisible();

    await user.clear(within(form).getByLabelText(/URL/));
    await user.type(within(form).getByLabelText(/URL/), 'https://hooks.bmb.gov.ph/in');
    await user.type(within(form).getByLabelText(/Label/), 'Reporting');
    await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook endpoint registered' });
    expect(within(dialog).getByText('whsec_c2VjcmV0LXZhbHVl')).toBeVisible();
    expect(posts().at(-1)?.body).toEqual({ url: 'https://hooks.bmb.gov.ph/in', description: 'Reporting' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('whsec_c2VjcmV0LXZhbHVl')).toBeNull());
  });

  it('opens the deliveries and redelivers one', async () => {
    const redelivered: WebhookDelivery = { ...FAILED, id: '0193a0b0-0000-7000-8000-000000000042', status: 'pending', attempts: 0 };
    let deliveries = [FAILED];
    service.routes.set(`GET ${BASE}/deliveries`, () => json({ items: deliveries }));
    service.routes.set(`POST ${BASE}/deliveries/${FAILED.id}/redeliver`, () => {
      deliveries = [redelivered, FAILED];
      return json(redelivered, 202);
    });
    const { user } = renderApp('/app/admin/agencies/BMB', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Deliveries of BMB permit system' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries' });
    const table = within(dialog).getByRole('table', { name: 'Deliveries to https://permits.bmb.gov.ph/hooks' });
    const row = (await within(table).findByRole('link', { name: 'BMB-2026-000031' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Notice written');
    expect(within(row).getByRole('link', { name: 'BMB-2026-000031' })).toHaveAttribute('href', '/app/workqueues?q=BMB-2026-000031');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('8');
    expect(row).toHaveTextContent('HTTP 503');
    expect(row).toHaveTextContent('120 ms');
    await user.click(within(row).getByRole('button', { name: 'Redeliver notice.created BMB-2026-000031' }));
    expect(await within(table).findByText('Pending')).toBeVisible();
    expect(posts().at(-1)?.path).toBe(`${BASE}/deliveries/${FAILED.id}/redeliver`);
  });

  it("says why a delivery failed in a sentence, the receiver's technical error behind Details", async () => {
    const refused: WebhookDelivery = {
      ...FAILED,
      registrationNo: null,
      eventType: 'webhook.test',
      lastResponseStatus: null,
      lastError: 'ECONNREFUSED: connect ECONNREFUSED 10.1.2.3:443',
    };
    service.routes.set(`GET ${BASE}/deliveries`, () => json({ items: [refused] }));
    const { user } = renderApp('/app/admin/agencies/BMB', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Deliveries of BMB permit system' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries' });
    const row = (await within(dialog).findByText('Test event')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent("The agency's server refused the connection");
    expect(row).toHaveTextContent('No application');
    const details = within(row).getByText('Details').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(within(row).getByText('Details'));
    expect(details.open).toBe(true);
    expect(within(details).getByText('ECONNREFUSED: connect ECONNREFUSED 10.1.2.3:443')).toBeVisible();
  });

  it('disables an endpoint, rotates its secret (shown once) and removes it after a confirmation', async () => {
    service.routes.set(`PATCH ${BASE}`, (_request, body) => {
      endpoints = [{ ...ENDPOINT, ...(body as object), disabledReason: 'Disabled by the agency or an administrator.' }];
      return json(endpoints[0]);
    });
    service.routes.set(`POST ${BASE}/secret`, () => json({ ...ENDPOINT, secret: 'whsec_bmV3LXNlY3JldA==' }));
    service.routes.set(`DELETE ${BASE}`, () => {
      endpoints = [];
      return new Response(null, { status: 204 });
    });
    const { user } = renderApp('/app/admin/agencies/BMB', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'More actions for BMB permit system' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    const section = screen.getByRole('region', { name: 'Webhook endpoints' });
    expect(await within(section).findByText('Disabled')).toBeVisible();
    expect(posts().at(-1)?.body).toEqual({ status: 'disabled' });

    await user.click(screen.getByRole('button', { name: 'More actions for BMB permit system' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rotate secret' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    dialog = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(dialog).getByText('whsec_bmV3LXNlY3JldA==')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('whsec_bmV3LXNlY3JldA==')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'More actions for BMB permit system' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this webhook endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(section).findByText('No webhook endpoint')).toBeVisible();
    expect(posts().at(-1)).toMatchObject({ method: 'DELETE', path: BASE });
  });
});
