import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTAKE_COUNTS, INTAKE_QUEUE_PAGE, SUBMITTED_APPLICATION } from '../testing/fixtures';
import { currentUrl, renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import type { WorkqueueRow } from './workqueue-vocabulary';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import './WorkqueuesPage';
import '../applications/ApplicationPage';

const INTAKE: StaffAccount = { email: 'ana.dimaculangan@bmb.gov.ph', password: 'x', name: 'Ana Dimaculangan', roles: ['intake'] };
const ROW = INTAKE_QUEUE_PAGE.items[0] as WorkqueueRow;
const OVERDUE_ROW: WorkqueueRow = {
  ...ROW,
  id: '01a217b4-0fdf-73e7-a455-a31fe6cdb3e2',
  registrationNo: 'ABS-2026-000002',
  permittee: { name: 'José Añonuevo', email: 'jose@example.org' },
  status: 'under_evaluation',
  clock: { state: 'overdue', paused: false, dueDate: '2026-11-20', workingDaysUsed: 22, workingDaysLeft: 0, limit: 20 },
};

const REVOKED_ROW: WorkqueueRow = {
  ...ROW,
  id: '01a217b4-0fdf-73e7-a455-a31fe6cdb3e4',
  registrationNo: 'ABS-2026-000004',
  status: 'issued',
  decidedAt: '2026-11-10T02:00:00.000Z',
  clock: { state: 'on_track', paused: false, dueDate: '2026-11-20', workingDaysUsed: 12, workingDaysLeft: 8, limit: 20 },
  cbdStatus: 'revocation_pending',
  cbdStatusChangedAt: '2026-11-25T02:00:00.000Z',
  permitNo: 'GP-2026-0044',
  permitStatus: 'revoked',
};

const PUBLISHER: StaffAccount = { email: 'lorna.bautista@bmb.gov.ph', password: 'x', name: 'Lorna Bautista', roles: ['abs_publisher'] };
const WAITING_ROW: WorkqueueRow = {
  ...ROW,
  id: '01a217b4-0fdf-73e7-a455-a31fe6cdb3e3',
  registrationNo: 'ABS-2026-000003',
  status: 'issued',
  cbdStatus: 'update_pending',
  cbdStatusChangedAt: '2026-11-20T02:30:00.000Z',
  permitNo: 'GP-2026-0042',
};
const PUBLISHER_COUNTS = {
  ...INTAKE_COUNTS,
  queues: [
    ...INTAKE_COUNTS.queues,
    { queue: 'awaiting_publication' as const, description: 'A permit waiting for the ABS Clearing-House publisher.', count: 1 },
  ],
};

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([INTAKE]);
  service.signIn(INTAKE.email);
  service.routes.set('GET /api/v1/staff/workqueues', () => json(INTAKE_COUNTS));
  service.routes.set('GET /api/v1/staff/agencies', () => json([]));
  service.routes.set('GET /api/v1/staff/applications', (request) => {
    const cursor = new URL(request.url).searchParams.get('cursor');
    return json(cursor === 'page-2' ? { items: [OVERDUE_ROW], nextCursor: null } : { items: [ROW], nextCursor: 'page-2' });
  });
});

function lastListQuery(): URLSearchParams {
  const path = service.requests.filter((request) => request.path.startsWith('/api/v1/staff/applications')).at(-1)?.path ?? '';
  return new URLSearchParams(path.split('?')[1]);
}

describe('the workqueues page', () => {
  it('opens on the role’s own queue, shows every queue with its count and the chosen one as a table; the queue lives in the URL', async () => {
    const { user, router } = renderApp('/app/workqueues', service.fetch);
    const queues = await screen.findByRole('navigation', { name: 'Workqueues' });
    const intakeQueue = await within(queues).findByRole('button', { name: /Unassigned intake\s*1/ });
    // Intake lands on its own queue (issue 31), not on "Assigned to me", where nothing is assigned to it.
    expect(intakeQueue).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(lastListQuery().get('queue')).toBe('unassigned_intake'));
    await user.click(within(queues).getByRole('button', { name: /Assigned to me/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/workqueues?queue=assigned_to_me'));
    expect(within(queues).getByRole('button', { name: /Assigned to me/ })).toHaveAttribute('aria-current', 'true');

    // Back to the home queue: the URL needs no queue for it.
    await user.click(intakeQueue);
    await waitFor(() => expect(currentUrl(router)).toBe('/app/workqueues'));
    expect(intakeQueue).toHaveAttribute('aria-current', 'true');
    const table = await screen.findByRole('table', { name: 'Unassigned intake applications' });
    const link = await within(table).findByRole('link', { name: ROW.registrationNo });
    expect(link).toHaveAttribute('href', `/app/applications/${ROW.id}`);
    expect(within(table).getByText('Maria Reyes Santos')).toBeVisible();
    expect(within(table).getByText('Not started')).toBeVisible();
  });

  it('pages forward with the cursor and back again; the second page shows the clock in words', async () => {
    const { user, router } = renderApp('/app/workqueues?queue=overdue', service.fetch);
    const pager = await screen.findByRole('navigation', { name: 'Pages of Overdue applications' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ queue: 'overdue', cursor: 'page-2' }));
    expect(await screen.findByText('Overdue · due today')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ queue: 'overdue' }));
    expect(await screen.findByRole('link', { name: ROW.registrationNo })).toBeVisible();
  });

  it('sends the search, filters and order, and goes back to the first page on each change', async () => {
    const { user, router } = renderApp('/app/workqueues?queue=for_evaluation&cursor=page-2', service.fetch);
    await screen.findByRole('table', { name: 'For evaluation applications' });
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'Peñafrancia{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ queue: 'for_evaluation', q: 'Peñafrancia' }));
    await user.selectOptions(screen.getByLabelText('Clock'), 'at_risk');
    await user.selectOptions(screen.getByLabelText('Order'), 'received');
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('received'));
    const query = lastListQuery();
    expect(query.get('q')).toBe('Peñafrancia');
    expect(query.get('clockState')).toBe('at_risk');
    expect(query.has('cursor')).toBe(false);
  });

  it('searches every application whatever queue is chosen, and narrows to the queue when asked', async () => {
    const { user, router } = renderApp('/app/workqueues?queue=overdue', service.fetch);
    await screen.findByRole('table', { name: 'Overdue applications' });
    await waitFor(() => expect(lastListQuery().get('queue')).toBe('overdue'));
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'ABS-2026-000001{Enter}');
    const table = await screen.findByRole('table', { name: 'All applications' });
    expect(await within(table).findByRole('link', { name: ROW.registrationNo })).toBeVisible();
    expect(lastListQuery().has('queue')).toBe(false);
    expect(lastListQuery().get('q')).toBe('ABS-2026-000001');
    expect(screen.getByLabelText('Search in')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Search in'), 'Overdue only');
    await waitFor(() => expect(lastListQuery().get('queue')).toBe('overdue'));
    expect(router.state.location.search).toEqual({ queue: 'overdue', q: 'ABS-2026-000001', scope: 'queue' });
    expect(await screen.findByRole('table', { name: 'Overdue applications' })).toBeVisible();

    // Clearing the search forgets the narrowing; the queue is listed again.
    await user.clear(screen.getByRole('searchbox', { name: 'Search applications' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), '{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ queue: 'overdue' }));
    expect(screen.queryByLabelText('Search in')).toBeNull();
  });

  it('exports what the table lists as CSV, with its queue, search, filters and order, every page of it', async () => {
    const { user } = renderApp('/app/workqueues?queue=for_evaluation&cursor=page-2', service.fetch);
    await screen.findByRole('table', { name: 'For evaluation applications' });
    const exportLink = () => screen.getByRole('link', { name: 'Export CSV' });
    // Not the page shown: the export has no cursor.
    expect(exportLink()).toHaveAttribute('href', '/api/v1/staff/exports/applications?queue=for_evaluation');
    expect(exportLink()).toHaveAttribute('download');
    await user.selectOptions(screen.getByLabelText('Clock'), 'at_risk');
    await user.selectOptions(screen.getByLabelText('Order'), 'received');
    await waitFor(() =>
      expect(exportLink()).toHaveAttribute(
        'href',
        '/api/v1/staff/exports/applications?queue=for_evaluation&clockState=at_risk&sort=received',
      ),
    );
    // A search looks in every application: so does its export.
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'Peña{Enter}');
    await screen.findByRole('table', { name: 'All applications' });
    await waitFor(() =>
      expect(exportLink()).toHaveAttribute('href', '/api/v1/staff/exports/applications?q=Pe%C3%B1a&clockState=at_risk&sort=received'),
    );
  });

  it("searches every application from a publisher's home queue, without its publication order", async () => {
    service = new SessionApiStandIn([PUBLISHER]);
    service.signIn(PUBLISHER.email);
    service.routes.set('GET /api/v1/staff/workqueues', () => json(PUBLISHER_COUNTS));
    service.routes.set('GET /api/v1/staff/agencies', () => json([]));
    service.routes.set('GET /api/v1/staff/applications', () => json({ items: [ROW], nextCursor: null }));
    renderApp('/app/workqueues?q=Santos', service.fetch);
    expect(await screen.findByRole('table', { name: 'All applications' })).toBeVisible();
    await waitFor(() => expect(lastListQuery().get('q')).toBe('Santos'));
    expect(lastListQuery().has('queue')).toBe(false);
    expect(lastListQuery().has('sort')).toBe(false);
    expect(screen.getByLabelText('Order')).toHaveValue('due');
    expect(screen.getByRole('columnheader', { name: 'Clock' })).toBeVisible();
  });

  it("shows a decided application's clock as stopped, and the status of its permit when it is no longer in force", async () => {
    service.routes.set('GET /api/v1/staff/applications', () => json({ items: [REVOKED_ROW], nextCursor: null }));
    renderApp('/app/workqueues?queue=recently_decided', service.fetch);
    const table = await screen.findByRole('table', { name: 'Recently decided applications' });
    const row = (await within(table).findByRole('link', { name: REVOKED_ROW.registrationNo })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Permit revoked')).toBeVisible();
    expect(within(row).getByText('Stopped at the decision')).toBeVisible();
    expect(within(row).getByText('12 of 20 working days used')).toBeVisible();
    expect(within(row).queryByText(/On track|left/)).toBeNull();
  });

  it('asks for each list once and counts the queues once, however often the filters change', async () => {
    const { user } = renderApp('/app/workqueues?queue=for_evaluation', service.fetch);
    await screen.findByRole('table', { name: 'For evaluation applications' });
    await user.selectOptions(screen.getByLabelText('Clock'), 'at_risk');
    await waitFor(() => expect(lastListQuery().get('clockState')).toBe('at_risk'));
    await user.selectOptions(screen.getByLabelText('Clock'), 'overdue');
    await waitFor(() => expect(lastListQuery().get('clockState')).toBe('overdue'));
    const lists = service.requests.filter((request) => request.path.startsWith('/api/v1/staff/applications')).map((r) => r.path);
    expect(lists).toHaveLength(3);
    expect(new Set(lists).size).toBe(3);
    expect(service.requests.filter((request) => request.path === '/api/v1/staff/workqueues')).toHaveLength(1);
  });

  it("shows a failed list as the problem's title and detail, the counts still there", async () => {
    service.routes.set('GET /api/v1/staff/applications', () =>
      problem(400, 'validation_failed', 'The request is not valid', 'cursor: does not belong to this query'),
    );
    renderApp('/app/workqueues', service.fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The request is not valid');
    expect(alert).toHaveTextContent('cursor: does not belong to this query');
    expect(await screen.findByRole('button', { name: /Unassigned intake\s*1/ })).toBeVisible();
  });

  it('lands a publisher on the queue awaiting publication: the permit, its Clearing-House step and since when, the longest waiting first', async () => {
    service = new SessionApiStandIn([PUBLISHER]);
    service.signIn(PUBLISHER.email);
    service.routes.set('GET /api/v1/staff/workqueues', () => json(PUBLISHER_COUNTS));
    service.routes.set('GET /api/v1/staff/agencies', () => json([]));
    service.routes.set('GET /api/v1/staff/applications', () => json({ items: [WAITING_ROW], nextCursor: null }));
    const { user, router } = renderApp('/app/workqueues', service.fetch);
    const queues = await screen.findByRole('navigation', { name: 'Workqueues' });
    expect(await within(queues).findByRole('button', { name: /Awaiting publication\s*1/ })).toHaveAttribute('aria-current', 'true');
    const table = await screen.findByRole('table', { name: 'Awaiting publication applications' });
    const row = (await within(table).findByRole('link', { name: WAITING_ROW.registrationNo })).closest('tr') as HTMLElement;
    expect(within(row).getByText('GP-2026-0042')).toBeVisible();
    expect(within(row).getByText('Update to submit (renewed or amended)')).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Waiting since' })).toBeVisible();
    expect(within(table).queryByRole('columnheader', { name: 'Clock' })).toBeNull();
    expect(lastListQuery().get('queue')).toBe('awaiting_publication');
    expect(lastListQuery().has('sort')).toBe(false);
    expect(screen.getByLabelText('Order')).toHaveValue('waiting');

    await user.selectOptions(screen.getByLabelText('Clearing-House'), 'rejected');
    await waitFor(() => expect(lastListQuery().get('cbdStatus')).toBe('rejected'));
    expect(router.state.location.search).toEqual({ cbdStatus: 'rejected' });

    // Another queue leaves the publication's filter and order behind.
    await user.selectOptions(screen.getByLabelText('Order'), 'received');
    await user.click(within(queues).getByRole('button', { name: /For decision/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ queue: 'for_decision', sort: 'received' }));
    expect(await screen.findByRole('table', { name: 'For decision applications' })).toBeVisible();
    expect(screen.getByLabelText('Clock')).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Waiting longest' })).toBeNull();
  });

  it('does not offer the queue awaiting publication to a user the counts do not give it to', async () => {
    renderApp('/app/workqueues', service.fetch);
    const queues = await screen.findByRole('navigation', { name: 'Workqueues' });
    await within(queues).findByRole('button', { name: /Unassigned intake\s*1/ });
    expect(within(queues).queryByRole('button', { name: /Awaiting publication/ })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Waiting longest' })).toBeNull();
  });

  it('takes "← Workqueues" on an application back to the queue and search the user came from', async () => {
    const application = { ...SUBMITTED_APPLICATION, id: ROW.id, registrationNo: ROW.registrationNo };
    service.routes.set(
      `GET /api/v1/staff/applications/${ROW.id}`,
      () =>
        new Response(JSON.stringify(application), { headers: { 'content-type': 'application/json', etag: `"${application.version}"` } }),
    );
    const { user, router } = renderApp('/app/workqueues?queue=unassigned_intake&q=A%C3%B1onuevo', service.fetch);
    const table = await screen.findByRole('table', { name: /applications/ });
    await user.click(await within(table).findByRole('link', { name: ROW.registrationNo }));
    expect(await screen.findByRole('heading', { level: 1, name: ROW.registrationNo }, { timeout: 10_000 })).toBeVisible();
    await user.click(screen.getByRole('link', { name: '← Workqueues' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/workqueues?queue=unassigned_intake&q=A%C3%B1onuevo'));
  });
});
