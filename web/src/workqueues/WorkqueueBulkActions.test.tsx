import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTAKE_COUNTS, INTAKE_QUEUE_PAGE } from '../testing/fixtures';
import { renderApp } from '../testing/render';
import { json, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import type { WorkqueueRow } from './workqueue-vocabulary';
import '../shell/StaffShell';
import './WorkqueuesPage';

const CHIEF: StaffAccount = { email: 'ramon.bautista@bmb.gov.ph', password: 'x', name: 'Ramon Bautista', roles: ['chief'] };
const PUBLISHER: StaffAccount = { email: 'lorna.bautista@bmb.gov.ph', password: 'x', name: 'Lorna Bautista', roles: ['abs_publisher'] };
const ROW = INTAKE_QUEUE_PAGE.items[0] as WorkqueueRow;
const SECOND: WorkqueueRow = { ...ROW, id: '01a217b4-0fdf-73e7-a455-a31fe6cdb3e2', registrationNo: 'ABS-2026-000002', status: 'accepted' };
const PERMITS: WorkqueueRow[] = [
  {
    ...ROW,
    id: '01a217b4-0fdf-73e7-a455-a31fe6cdb3e3',
    registrationNo: 'ABS-2026-000003',
    status: 'issued',
    cbdStatus: 'ready',
    permitNo: 'GP-2026-0042',
  },
  {
    ...ROW,
    id: '01a217b4-0fdf-73e7-a455-a31fe6cdb3e4',
    registrationNo: 'ABS-2026-000004',
    status: 'issued',
    cbdStatus: 'ready',
    permitNo: 'GP-2026-0043',
  },
];
const EVALUATOR = { id: '0193a0b0-0000-7000-8000-000000000011', name: 'José Peñafrancia', roles: ['evaluator'], agencyCodes: null };
const REFUSED = {
  type: '/problems/action_not_allowed',
  title: 'This action is not allowed on the application now',
  status: 409,
  instance: '/api/v1/staff/bulk',
  code: 'action_not_allowed',
  requestId: 'r-1',
};

let service: SessionApiStandIn;
function serveAs(account: StaffAccount, rows: WorkqueueRow[], queues = INTAKE_COUNTS.queues) {
  service = new SessionApiStandIn([account]);
  service.signIn(account.email);
  service.routes.set('GET /api/v1/staff/workqueues', () => json({ ...INTAKE_COUNTS, queues }));
  service.routes.set('GET /api/v1/staff/agencies', () => json([]));
  service.routes.set('GET /api/v1/staff/applications', () => json({ items: rows, nextCursor: null }));
  service.routes.set('GET /api/v1/staff/directory', () => json([EVALUATOR]));
}
const sent = (path: string) => service.requests.filter((request) => request.method === 'POST' && request.path === path);

beforeEach(() => serveAs(CHIEF, [ROW, SECOND]));
afterEach(() => vi.restoreAllMocks());

describe('several rows of a workqueue at once', () => {
  it('lets a chief assign the selected applications to a colleague, listing each outcome and why one was refused', async () => {
    service.routes.set('POST /api/v1/staff/bulk/assignments', () =>
      json({
        done: 1,
        refused: 1,
        results: [
          {
            item: ROW.id,
            outcome: 'refused',
            problem: { ...REFUSED, detail: 'Assign applies to an application that is accepted; this one is submitted.' },
          },
          { item: SECOND.id, outcome: 'done', applicationId: SECOND.id, version: 3 },
        ],
      }),
    );
    const { user } = renderApp('/app/workqueues?queue=for_evaluation', service.fetch);
    const table = await screen.findByRole('table', { name: 'For evaluation applications' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select every application on this page' }));
    expect(within(table).getByRole('checkbox', { name: `Select ${ROW.registrationNo}` })).toBeChecked();
    const bar = screen.getByRole('toolbar', { name: 'Selected applications' });
    expect(bar).toHaveTextContent('2 applications selected');
    const assignee = within(bar).getByRole('combobox', { name: 'Assign to' });
    await waitFor(() => expect(within(assignee).getAllByRole('option')).toHaveLength(2));
    expect(within(bar).getByRole('button', { name: 'Assign selected' })).toBeDisabled();
    await user.selectOptions(assignee, 'José Peñafrancia');
    await user.click(within(bar).getByRole('button', { name: 'Assign selected' }));

    const results = await screen.findByRole('status', { name: /^Applications assigned/ });
    expect(results).toHaveTextContent('1 done, 1 refused');
    expect(results).toHaveTextContent(`${ROW.registrationNo}: refused — Assign applies to an application that is accepted`);
    expect(results).toHaveTextContent(`${SECOND.registrationNo}: done`);
    expect(sent('/api/v1/staff/bulk/assignments')[0]?.body).toEqual({ applicationIds: [ROW.id, SECOND.id], assigneeId: EVALUATOR.id });
    expect(screen.queryByRole('toolbar', { name: 'Selected applications' })).toBeNull();
  });

  it('offers no selection to a role that assigns nothing', async () => {
    serveAs({ ...CHIEF, roles: ['intake'] }, [ROW]);
    renderApp('/app/workqueues?queue=for_evaluation', service.fetch);
    const table = await screen.findByRole('table', { name: 'For evaluation applications' });
    await within(table).findByRole('link', { name: ROW.registrationNo });
    expect(within(table).queryByRole('checkbox')).toBeNull();
  });

  describe("in the publisher's queue", () => {
    const queues = [
      ...INTAKE_COUNTS.queues,
      { queue: 'awaiting_publication' as const, description: 'A permit waiting for the ABS Clearing-House publisher.', count: 2 },
    ];
    beforeEach(() => serveAs(PUBLISHER, PERMITS, queues));

    it('publishes the selected permits, by number, and lists each outcome', async () => {
      service.routes.set('POST /api/v1/staff/bulk/absch-publications', () =>
        json({
          done: 1,
          refused: 1,
          results: [
            { item: 'GP-2026-0042', outcome: 'done', applicationId: PERMITS[0]?.id, version: 7 },
            {
              item: 'GP-2026-0043',
              outcome: 'refused',
              problem: { ...REFUSED, detail: 'A publication of this permit is already under way' },
            },
          ],
        }),
      );
      const { user } = renderApp('/app/workqueues?queue=awaiting_publication', service.fetch);
      const table = await screen.findByRole('table', { name: 'Awaiting publication applications' });
      await user.click(await within(table).findByRole('checkbox', { name: 'Select GP-2026-0042' }));
      await user.click(within(table).getByRole('checkbox', { name: 'Select GP-2026-0043' }));
      await user.click(within(screen.getByRole('toolbar', { name: 'Selected permits' })).getByRole('button', { name: 'Publish selected' }));
      const results = await screen.findByRole('status', { name: /^Publication asked/ });
      expect(results).toHaveTextContent('GP-2026-0043: refused — A publication of this permit is already under way');
      expect(sent('/api/v1/staff/bulk/absch-publications')[0]?.body).toEqual({ permitNos: ['GP-2026-0042', 'GP-2026-0043'] });
    });

    it('prints the selected certificates as one PDF, opened to print, and says which could not be', async () => {
      const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
      const outcome = {
        done: 1,
        refused: 1,
        results: [
          { item: 'GP-2026-0042', outcome: 'done', applicationId: PERMITS[0]?.id },
          {
            item: 'GP-2026-0043',
            outcome: 'refused',
            problem: { ...REFUSED, status: 415, detail: 'The certificate of permit GP-2026-0043 is a image/tiff scan' },
          },
        ],
      };
      service.routes.set(
        'POST /api/v1/staff/bulk/certificates',
        () =>
          new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf', 'bulk-results': JSON.stringify(outcome) } }),
      );
      const { user } = renderApp('/app/workqueues?queue=awaiting_publication', service.fetch);
      await user.click(await screen.findByRole('checkbox', { name: 'Select every permit on this page' }));
      await user.click(
        within(screen.getByRole('toolbar', { name: 'Selected permits' })).getByRole('button', { name: 'Print certificates' }),
      );
      const results = await screen.findByRole('status', { name: /^Certificates printed/ });
      expect(results).toHaveTextContent('GP-2026-0043: refused — The certificate of permit GP-2026-0043 is a image/tiff scan');
      expect(opened).toHaveBeenCalledTimes(1);
      expect(sent('/api/v1/staff/bulk/certificates')[0]?.body).toEqual({ permitNos: ['GP-2026-0042', 'GP-2026-0043'] });
    });

    it('opens nothing when no certificate could be printed, and lists why for each', async () => {
      const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
      service.routes.set(
        'POST /api/v1/staff/bulk/certificates',
        () =>
          new Response(
            JSON.stringify({
              type: '/problems/batch_refused',
              title: 'Every item of the batch was refused',
              status: 422,
              detail: 'None of the certificates could be printed',
              code: 'batch_refused',
              requestId: 'r-2',
              results: [
                { item: 'GP-2026-0042', outcome: 'refused', problem: { ...REFUSED, status: 404, detail: 'No permit GP-2026-0042' } },
              ],
            }),
            { status: 422, headers: { 'content-type': 'application/problem+json' } },
          ),
      );
      const { user } = renderApp('/app/workqueues?queue=awaiting_publication', service.fetch);
      await user.click(await screen.findByRole('checkbox', { name: 'Select GP-2026-0042' }));
      await user.click(
        within(screen.getByRole('toolbar', { name: 'Selected permits' })).getByRole('button', { name: 'Print certificates' }),
      );
      const results = await screen.findByRole('status', { name: /^Certificates printed/ });
      expect(results).toHaveTextContent('0 done, 1 refused');
      expect(results).toHaveTextContent('GP-2026-0042: refused — No permit GP-2026-0042');
      expect(opened).not.toHaveBeenCalled();
    });
  });
});
