import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hoursAndMinutes } from '../format/duration';
import { renderApp } from '../testing/render';
import { json, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import { minutesLeft } from './IncidentsPage';
import type { Incident } from './privacy.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import './PrivacyPage';

const ADMIN: StaffAccount = { email: 'luz.panares@bmb.gov.ph', password: 'x', name: 'Luzviminda Pañares', roles: ['admin'] };

const HOUR = 3_600_000;
function anIncident(overrides: Partial<Incident>): Incident {
  return {
    id: '0193a0b0-0000-7000-8000-000000000101',
    summary: 'A laptop with exported applications was stolen',
    occurredAt: null,
    discoveredAt: '2026-11-26T00:00:00.000Z',
    dataSubjects: 'Permittees of 2025: names, emails, birth dates',
    affectedCount: 240,
    sensitive: true,
    notificationMandatory: true,
    noticeDueAt: '2026-11-29T00:00:00.000Z',
    noticeRecordedAt: null,
    noticeDraft: 'To the National Privacy Commission: a laptop was stolen…',
    noticeText: null,
    createdAt: '2026-11-26T01:00:00.000Z',
    ...overrides,
  };
}

let service: SessionApiStandIn;
let incidents: Incident[];
beforeEach(() => {
  service = new SessionApiStandIn([ADMIN]);
  service.signIn(ADMIN.email);
  const now = Date.now();
  incidents = [
    anIncident({ noticeDueAt: new Date(now + 30 * HOUR + 0.2 * HOUR).toISOString() }),
    anIncident({
      id: '0193a0b0-0000-7000-8000-000000000102',
      summary: 'Mail sent to the wrong agency',
      noticeDueAt: new Date(now - 5 * HOUR - 0.2 * HOUR).toISOString(),
    }),
    anIncident({ id: '0193a0b0-0000-7000-8000-000000000103', summary: 'Old breach', noticeRecordedAt: '2026-10-02T00:00:00.000Z' }),
  ];
  service.routes.set('GET /api/v1/staff/incidents', () => json({ incidents }));
});

describe('personal data breaches', () => {
  it('counts the time to the notice in hours and minutes, negative when late, never more than is left', () => {
    expect(minutesLeft('2026-11-29T00:00:00.000Z', new Date('2026-11-28T12:30:00.000Z'))).toBe(690);
    expect(minutesLeft('2026-11-29T00:00:00.000Z', new Date('2026-11-26T00:39:59.500Z'))).toBe(71 * 60 + 20);
    expect(minutesLeft('2026-11-29T00:00:00.000Z', new Date('2026-11-29T02:00:00.000Z'))).toBe(-120);
    expect(hoursAndMinutes(71 * 60 + 20)).toBe('71 h 20 min');
    expect(hoursAndMinutes(120)).toBe('2 h');
    expect(hoursAndMinutes(45)).toBe('45 min');
  });

  it('shows each breach with its 72-hour countdown, late ones as late, recorded notices as recorded', async () => {
    renderApp('/app/privacy', service.fetch);
    // An admin records breaches but does not handle data subjects: /privacy opens the breaches.
    await screen.findByText('Old breach');
    const table = screen.getByRole('table', { name: 'Breaches' });
    const nav = screen.getByRole('navigation', { name: 'Personal data' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Breaches']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/30 h 1[12] min left to notify/);
    expect(rows[0]).toHaveTextContent('Mandatory');
    expect(rows[1]).toHaveTextContent(/Notice late by 5 h 1[23] min/);
    expect(rows[2]).toHaveTextContent('Notice recorded');
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it("records the Commission's notice: the draft when nothing else is written", async () => {
    service.routes.set(`POST /api/v1/staff/incidents/${incidents[1]?.id}/notice`, () => {
      incidents = incidents.map((i) => (i.id === incidents[1]?.id ? { ...i, noticeRecordedAt: new Date().toISOString() } : i));
      return json(incidents[1]);
    });
    const { user } = renderApp('/app/privacy/incidents', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Record the notice of: Mail sent to the wrong agency' }));
    const form = await screen.findByRole('form', { name: 'Record the notice to the Commission' });
    expect(within(form).getByLabelText('Draft of the notice')).toHaveTextContent('To the National Privacy Commission');
    await user.click(within(form).getByRole('button', { name: 'Record the notice' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record the notice to the Commission' })).toBeNull());
    expect(service.requests.find((r) => r.method === 'POST')?.body).toEqual({});
    const table = screen.getByRole('table', { name: 'Breaches' });
    await waitFor(() => expect(within(table).getAllByText('Notice recorded')).toHaveLength(2));
  });

  it('records a breach, its discovery read in Philippine time', { timeout: 40_000 }, async () => {
    service.routes.set('POST /api/v1/staff/incidents', (_request, body) => json(anIncident(body as Partial<Incident>), 201));
    const { user } = renderApp('/app/privacy/incidents', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Record a breach' }));
    const form = await screen.findByRole('form', { name: 'Record a breach' });
    await user.click(within(form).getByRole('button', { name: 'Record the breach' }));
    expect(within(form).getByText('Say what happened')).toBeVisible();
    await user.type(within(form).getByLabelText(/What happened/), 'Public folder');
    await user.type(within(form).getByLabelText(/Discovered at/), '2026-11-27T09:30');
    await user.type(within(form).getByLabelText(/Whose data/), 'Names');
    await user.click(within(form).getByRole('button', { name: 'Record the breach' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record a breach' })).toBeNull());
    expect(service.requests.find((r) => r.method === 'POST')?.body).toEqual({
      summary: 'Public folder',
      discoveredAt: '2026-11-27T01:30:00.000Z',
      dataSubjects: 'Names',
      affectedCount: 1,
      sensitive: false,
    });
  });
});
