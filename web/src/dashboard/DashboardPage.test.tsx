import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import type { Dashboard } from './dashboard.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import './DashboardPage';

const CHIEF: StaffAccount = { email: 'ramon.bautista@bmb.gov.ph', password: 'x', name: 'Ramon Bautista', roles: ['chief'] };

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];
const DASHBOARD: Dashboard = {
  communiquesPerYear: [{ year: 2026, count: 3, flagged: 1 }],
  months: MONTHS.map((month, index) => ({
    month,
    received: index === 9 ? 31 : 10 + index,
    decided: index,
    averageWorkingDays: index === 0 ? null : 12 + index / 4,
    averageLimit: index === 0 ? null : 20,
    decidedOverLimit: index === 11 ? 2 : 0,
  })),
  clocksByAssignee: [
    { assignee: { id: '0193a0b0-0000-7000-8000-000000000011', name: 'José Peñafrancia' }, atRisk: 1, overdue: 3 },
    { assignee: null, atRisk: 2, overdue: 0 },
  ],
  decisionsByOutcome: { approved: 45, denied: 15 },
  obligationsOverdue: 2,
  byPlace: {
    regions: [
      { code: '0400000000', name: 'Region IV-A', received: 12, open: 5 },
      { code: '1700000000', name: 'MIMAROPA Region', received: 4, open: 3 },
      { code: null, name: null, received: 1, open: 1 },
    ],
    provinces: [
      { code: '0402100000', name: 'Cavite', regionCode: '0400000000', received: 3, open: 1 },
      { code: '0403400000', name: 'Laguna', regionCode: '0400000000', received: 9, open: 4 },
      { code: '1705300000', name: 'Palawan', regionCode: '1700000000', received: 3, open: 2 },
      { code: null, name: null, regionCode: '1700000000', received: 1, open: 1 },
      { code: null, name: null, regionCode: null, received: 1, open: 1 },
    ],
  },
  agencies: null,
  privacy: { openRequests: 0, overdueRequests: 0, incidentsAwaitingNotice: [] },
  generatedAt: '2026-11-24T06:05:00.000Z',
};

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([CHIEF]);
  service.signIn(CHIEF.email);
});

describe('the dashboard', () => {
  it('shows the year in figures, and each chart with a summary in words and its figures as a table', async () => {
    service.routes.set('GET /api/v1/staff/dashboard', () => json(DASHBOARD));
    renderApp('/app/dashboard', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const year = screen.getByRole('region', { name: 'The year in figures' });
    expect(year).toHaveTextContent('Received198in twelve months');
    expect(year).toHaveTextContent('Decided662 after their due date');
    expect(year).toHaveTextContent('At risk3open today');
    expect(year).toHaveTextContent('Overdue3open today');

    const flow = screen.getByRole('region', { name: 'Received and decided per month' });
    expect(
      within(flow).getByRole('img', { name: /Nov 2026: 21 received, 11 decided\. Most received: Sep 2026 \(31\)/ }),
    ).toBeInTheDocument();
    const flowTable = within(flow).getByRole('table', { name: 'Received and decided per month' });
    expect(within(flowTable).getAllByRole('row')).toHaveLength(13);
    expect(within(flowTable).getByRole('rowheader', { name: 'Dec 2025' }).parentElement).toHaveTextContent('Dec 2025100');

    const time = screen.getByRole('region', { name: 'Processing time against the limit' });
    expect(time).toHaveTextContent(
      'Decisions of Nov 2026 took 14.8 working days on average, against a limit of 20.0. 2 decided after their due date',
    );
    expect(within(time).getByRole('rowheader', { name: 'Dec 2025' }).parentElement).toHaveTextContent('Dec 2025——0');

    const clocks = screen.getByRole('region', { name: 'At risk and overdue by evaluator' });
    expect(clocks).toHaveTextContent('the most overdue: José Peñafrancia (3 overdue, 1 at risk)');
    expect(within(clocks).getByRole('rowheader', { name: 'Nobody assigned' }).parentElement).toHaveTextContent('Nobody assigned02');

    const outcomes = screen.getByRole('region', { name: 'Decisions by outcome' });
    expect(outcomes).toHaveTextContent('45 approved (75%) and 15 denied (25%)');
  });

  it('shows what follows the decisions: overdue obligations, communiqués per year, requests and breaches with their deadlines', async () => {
    const dpo: StaffAccount = { email: 'dolores.ramos@bmb.gov.ph', password: 'x', name: 'Dolores Ramos', roles: ['dpo'] };
    service = new SessionApiStandIn([dpo]);
    service.signIn(dpo.email);
    service.routes.set('GET /api/v1/staff/dashboard', () =>
      json({
        ...DASHBOARD,
        privacy: {
          openRequests: 3,
          overdueRequests: 1,
          incidentsAwaitingNotice: [
            {
              id: '0193a0b0-0000-7000-8000-0000000000a1',
              summary: 'A laptop with scanned IDs was stolen',
              noticeDueAt: '2026-11-24T02:00:00.000Z',
              hoursLeft: -4,
            },
            {
              id: '0193a0b0-0000-7000-8000-0000000000a2',
              summary: 'An email sent to the wrong agency',
              noticeDueAt: '2026-11-26T10:30:00.000Z',
              hoursLeft: 52.5,
            },
          ],
        },
      }),
    );
    renderApp('/app/dashboard', service.fetch);
    const obligations = await screen.findByRole('region', { name: 'Permit obligations' });
    expect(obligations).toHaveTextContent('2 obligations are overdue');
    expect(within(obligations).getByRole('link', { name: 'Open the “Obligations overdue” queue' })).toHaveAttribute(
      'href',
      '/app/workqueues?queue=obligations_overdue',
    );
    const communiques = screen.getByRole('region', { name: 'Checkpoint communiqués' });
    expect(within(communiques).getByRole('rowheader', { name: '2026' }).parentElement).toHaveTextContent('202631');
    const privacy = screen.getByRole('region', { name: 'Personal data' });
    expect(privacy).toHaveTextContent('3 requests of data subjects open, 1 past the 30 working days.');
    const breaches = within(privacy).getByRole('list', { name: 'Breaches awaiting the Commission’s notice' });
    expect(
      within(breaches)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^late by 4 hA laptop with scanned IDs was stolen — notice due /),
      expect.stringMatching(/^52 h 30 min leftAn email sent to the wrong agency — notice due /),
    ]);
    expect(within(privacy).getByRole('link', { name: 'Open the requests' })).toHaveAttribute('href', '/app/privacy/requests');
    expect(within(privacy).getByRole('link', { name: 'Record the notices' })).toHaveAttribute('href', '/app/privacy/incidents');
  });

  it('groups the applications by region, each with its provinces under it, the uncoded apart', async () => {
    service.routes.set('GET /api/v1/staff/dashboard', () => json(DASHBOARD));
    renderApp('/app/dashboard', service.fetch);
    const places = await screen.findByRole('region', { name: 'By region and province' });
    const table = within(places).getByRole('table', { name: 'Applications by region and province' });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.parentElement?.textContent);
    expect(rows).toEqual([
      'Region IV-A (0400000000)125',
      'Cavite (0402100000)31',
      'Laguna (0403400000)94',
      'MIMAROPA Region (1700000000)43',
      'Palawan (1705300000)32',
      'Province not coded11',
      'Not coded (no PSGC match)11',
      'Province not coded11',
    ]);
  });

  it('says so when nothing is at risk and nothing was decided', async () => {
    service.routes.set('GET /api/v1/staff/dashboard', () =>
      json({
        ...DASHBOARD,
        months: DASHBOARD.months.map((month) => ({
          ...month,
          decided: 0,
          averageWorkingDays: null,
          averageLimit: null,
          decidedOverLimit: 0,
        })),
        clocksByAssignee: [],
        decisionsByOutcome: { approved: 0, denied: 0 },
        obligationsOverdue: 0,
        agencies: ['BMB'],
      }),
    );
    renderApp('/app/dashboard', service.fetch);
    expect(await screen.findByText(/Agencies BMB\./)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Permit obligations' })).toHaveTextContent('No obligation of a permit is overdue.');
    expect(screen.getByRole('region', { name: 'Personal data' })).toHaveTextContent(
      'No data subject’s request is open.No breach awaits its notice to the National Privacy Commission.',
    );
    // A chief may not handle requests: no link to them.
    expect(within(screen.getByRole('region', { name: 'Personal data' })).queryByRole('link')).toBeNull();
    expect(screen.getByRole('region', { name: 'At risk and overdue by evaluator' })).toHaveTextContent(
      'No open application is at risk or overdue.',
    );
    expect(screen.getByRole('region', { name: 'Processing time against the limit' })).toHaveTextContent('No decisions in twelve months.');
    expect(screen.getByRole('region', { name: 'Decisions by outcome' })).toHaveTextContent('No decisions in twelve months.');
  });

  it("shows a refusal as the problem's title and detail", async () => {
    service.routes.set('GET /api/v1/staff/dashboard', () =>
      problem(403, 'not_permitted', 'Not permitted', 'The dashboard needs one of the roles chief, approver, admin'),
    );
    renderApp('/app/dashboard', service.fetch);
    expect(await screen.findByText('The dashboard needs one of the roles chief, approver, admin')).toBeVisible();
  });
});
