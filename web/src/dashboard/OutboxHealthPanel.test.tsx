import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render';
import { json, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import type { Dashboard } from './dashboard.queries';
import { formatAge } from './OutboxHealthPanel';
import type { OutboxHealth } from './outbox.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import './DashboardPage';

const ADMIN: StaffAccount = { email: 'luz.panares@bmb.gov.ph', password: 'x', name: 'Luzviminda Pañares', roles: ['admin'] };
const CHIEF: StaffAccount = { email: 'ramon.bautista@bmb.gov.ph', password: 'x', name: 'Ramon Bautista', roles: ['chief'] };

const DASHBOARD: Dashboard = {
  communiquesPerYear: [],
  months: [],
  clocksByAssignee: [],
  decisionsByOutcome: { approved: 0, denied: 0 },
  agencies: null,
  obligationsOverdue: 0,
  byPlace: { regions: [], provinces: [] },
  privacy: { openRequests: 0, overdueRequests: 0, incidentsAwaitingNotice: [] },
  generatedAt: '2026-11-24T06:05:00.000Z',
};

const HEALTH: OutboxHealth = {
  checkedAt: '2026-11-24T06:05:00.000Z',
  eventsWaiting: 12,
  oldestWaitingEventAt: '2026-11-24T05:58:00.000Z',
  oldestWaitingAgeSeconds: 420,
  deliveriesPending: 3,
  failureWindowHours: 24,
  failingEndpoints: [
    {
      id: '0193a0b0-0000-7000-8000-000000000021',
      agencyCode: 'BMB',
      url: 'https://permits.bmb.gov.ph/hooks',
      status: 'disabled',
      disabledReason: 'Every delivery failed for 5 days.',
      failingSince: '2026-11-19T06:00:00.000Z',
      recentFailedDeliveries: 4,
      lastFailureAt: '2026-11-24T05:00:00.000Z',
    },
  ],
};

function serviceFor(account: StaffAccount) {
  const service = new SessionApiStandIn([account]);
  service.signIn(account.email);
  service.routes.set('GET /api/v1/staff/dashboard', () => json(DASHBOARD));
  service.routes.set('GET /api/v1/staff/outbox', () => json(HEALTH));
  return service;
}

describe("the outbox's health on the dashboard", () => {
  it('shows an admin the events waiting, the oldest one’s age, pending deliveries and the failing endpoints', async () => {
    renderApp('/app/dashboard', serviceFor(ADMIN).fetch);
    const section = await screen.findByRole('region', { name: 'Events and webhooks' });
    const figures = await within(section).findByLabelText('The outbox in figures');
    expect(figures).toHaveTextContent('Events waiting12not yet sent on');
    expect(figures).toHaveTextContent('Oldest waiting7 minsince the event happened');
    expect(figures).toHaveTextContent('Deliveries pending3');
    const table = within(section).getByRole('table', { name: 'Failing webhook endpoints' });
    expect(within(table).getByRole('link', { name: 'BMB' })).toHaveAttribute('href', '/app/admin/agencies/BMB');
    expect(within(table).getByText('https://permits.bmb.gov.ph/hooks')).toBeVisible();
    expect(within(table).getByText('Disabled')).toBeVisible();
  });

  it('says so when nothing waits and no endpoint fails', async () => {
    const service = serviceFor(ADMIN);
    service.routes.set('GET /api/v1/staff/outbox', () =>
      json({ ...HEALTH, eventsWaiting: 0, oldestWaitingEventAt: null, oldestWaitingAgeSeconds: null, failingEndpoints: [] }),
    );
    renderApp('/app/dashboard', service.fetch);
    const section = await screen.findByRole('region', { name: 'Events and webhooks' });
    expect(await within(section).findByText('No failing endpoint')).toBeVisible();
    expect(within(section).getByLabelText('The outbox in figures')).toHaveTextContent('Oldest waiting—nothing waits');
  });

  it('is not shown to a chief, and not asked for', async () => {
    const service = serviceFor(CHIEF);
    renderApp('/app/dashboard', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Events and webhooks' })).toBeNull();
    expect(service.requests.some((request) => request.path === '/api/v1/staff/outbox')).toBe(false);
  });

  it('writes ages in the largest units that fit', () => {
    expect([formatAge(5), formatAge(420), formatAge(7500), formatAge(3 * 86_400 + 4 * 3600)]).toEqual([
      '5 s',
      '7 min',
      '2 h 5 min',
      '3 d 4 h',
    ]);
  });
});
