import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import type { NationalReport } from './reports.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import './ReportsPage';

const PUBLISHER: StaffAccount = { email: 'amihan.dela.cruz@bmb.gov.ph', password: 'x', name: 'Amihan dela Cruz', roles: ['abs_publisher'] };
const EVALUATOR: StaffAccount = { email: 'jose.rizal@bmb.gov.ph', password: 'x', name: 'José Rizal', roles: ['evaluator'] };

const ZERO = { issued: 0, renewed: 0, amended: 0, suspended: 0, revoked: 0 };
const REPORT: NationalReport = {
  period: { from: '2026-01-01', to: '2026-06-30' },
  authority: 'Biodiversity Management Bureau, Department of Environment and Natural Resources',
  agencies: null,
  permits: {
    totals: { issued: 12, renewed: 3, amended: 1, suspended: 1, revoked: 2 },
    byPermitType: [
      { permitType: 'commercial research permit', ...ZERO, issued: 4, amended: 1 },
      { permitType: 'gratuitous permit', ...ZERO, issued: 8, renewed: 3, suspended: 1, revoked: 2 },
    ],
    byRegion: [
      { code: '0400000000', name: 'Region IV-A', ...ZERO, issued: 9, renewed: 3 },
      { code: null, name: null, ...ZERO, issued: 1 },
    ],
    byProvince: [
      { code: '0403400000', name: 'Laguna', regionCode: '0400000000', ...ZERO, issued: 7, renewed: 3 },
      { code: '0402100000', name: 'Cavite', regionCode: '0400000000', ...ZERO, issued: 2 },
      { code: null, name: null, regionCode: null, ...ZERO, issued: 1 },
    ],
  },
  clearingHouse: { irccsPublished: 6, irccUpdatesPublished: 2, communiquesReceived: 3, communiquesFlagged: 1 },
  obligations: { due: 10, met: 6, awaitingReview: 1, waived: 1, overdue: 2, pending: 0 },
  processing: {
    decided: 15,
    medianWorkingDays: 12.5,
    p90WorkingDays: 19,
    withinLimit: 14,
    overLimit: 1,
    byApplicationType: [
      {
        applicationType: 'research',
        limitWorkingDays: 20,
        decided: 15,
        medianWorkingDays: 12.5,
        p90WorkingDays: 19,
        withinLimit: 14,
        overLimit: 1,
      },
    ],
  },
  generatedAt: '2026-07-01T01:00:00.000Z',
};

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([PUBLISHER, EVALUATOR]);
  service.signIn(PUBLISHER.email);
});

const asked = () => service.requests.filter((request) => request.path.startsWith('/api/v1/staff/reports/national')).map((r) => r.path);

describe('the Reports page', () => {
  it('shows the period’s figures as tables, with the CSV and PDF of the same period to download', async () => {
    service.routes.set('GET /api/v1/staff/reports/national', () => json(REPORT));
    renderApp('/app/reports?from=2026-01-01&to=2026-06-30', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const totals = await screen.findByRole('region', { name: 'Permits in the period' });
    expect(totals).toHaveTextContent('Issued12Renewed3Amended1Suspended1Revoked2');
    expect(asked()).toEqual(['/api/v1/staff/reports/national?from=2026-01-01&to=2026-06-30']);

    const byType = screen.getByRole('table', { name: 'Permits by type' });
    expect(within(byType).getByRole('rowheader', { name: 'gratuitous permit' }).parentElement).toHaveTextContent('gratuitous permit83012');
    const byPlace = screen.getByRole('table', { name: 'Permits by region and province' });
    expect(
      within(byPlace)
        .getAllByRole('rowheader')
        .map((header) => header.parentElement?.textContent),
    ).toEqual(['Region IV-A93000', 'Laguna73000', 'Cavite20000', 'Not coded (no PSGC match)10000', 'Province not coded10000']);
    expect(screen.getByRole('table', { name: 'ABS Clearing-House' })).toHaveTextContent('IRCCs published6');
    expect(screen.getByRole('table', { name: 'Obligations falling due in the period' })).toHaveTextContent('Overdue2');
    const processing = screen.getByRole('region', { name: 'Processing time against the legal clock' });
    expect(processing).toHaveTextContent(
      '15 applications decided: median 12.5 working days, 90th percentile 19; 14 within the legal limit, 1 over it.',
    );

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/staff/reports/national/csv?from=2026-01-01&to=2026-06-30',
    );
    expect(screen.getByRole('link', { name: 'Download PDF summary' })).toHaveAttribute(
      'href',
      '/api/v1/staff/reports/national/pdf?from=2026-01-01&to=2026-06-30',
    );
  });

  it('asks for another period, and refuses one that ends before it starts', async () => {
    service.routes.set('GET /api/v1/staff/reports/national', (request) => {
      const url = new URL(request.url);
      return json({ ...REPORT, period: { from: url.searchParams.get('from'), to: url.searchParams.get('to') } });
    });
    const { user } = renderApp('/app/reports?from=2026-01-01&to=2026-06-30', service.fetch);
    await screen.findByRole('region', { name: 'Permits in the period' });
    const form = screen.getByRole('form', { name: 'Period' });
    const from = within(form).getByLabelText(/^From/);
    const to = within(form).getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, '2025-12-31');
    expect(within(form).getByText('is before the first day')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Show' })).toBeDisabled();
    await user.clear(from);
    await user.type(from, '2025-07-01');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/staff/reports/national/csv?from=2025-07-01&to=2025-12-31',
    );
    expect(asked()).toContain('/api/v1/staff/reports/national?from=2025-07-01&to=2025-12-31');
  });

  it('says what the service refused, and is not offered to roles without the report', async () => {
    service.routes.set('GET /api/v1/staff/reports/national', () =>
      problem(403, 'not_permitted', 'Not permitted', 'The national report needs one of the roles chief, approver, admin, abs_publisher'),
    );
    service.signIn(EVALUATOR.email);
    renderApp('/app/reports?from=2026-01-01&to=2026-06-30', service.fetch);
    expect((await screen.findAllByText(/The national report needs one of the roles/))[0]).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navigation).queryByRole('link', { name: 'Reports' })).toBeNull();
  });
});
